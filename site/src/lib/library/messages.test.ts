import { LANGUAGES } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { libraryCatalogues, lt } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('library messages', () => {
  it('exist in every language with the same keys', () => {
    expect(Object.keys(libraryCatalogues).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as Array<keyof typeof en>)(
    '%s is translated with the same placeholders',
    (key) => {
      expect(de[key].trim()).not.toBe('');
      expect(placeholders(de[key])).toEqual(placeholders(en[key]));
    },
  );

  it('fill placeholders', () => {
    expect(lt('de', 'list.count', { count: '1.234' })).toBe('1.234 Motive');
    expect(lt('en', 'favorite.add', { name: 'Owl' })).toBe('Add Owl to favorites');
  });
});
