import { LANGUAGES } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { importCatalogues, imt } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('import messages', () => {
  it('exist in every language with the same keys', () => {
    expect(Object.keys(importCatalogues).sort()).toEqual([...LANGUAGES].sort());
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
    expect(imt('de', 'progress.files', { finished: '3', total: '12' })).toBe('3 von 12 Dateien');
    expect(imt('en', 'lookup.sameMotif', { name: 'Rose', formats: 'PES, DST' })).toBe(
      'Same motif as Rose (PES, DST)',
    );
  });
});
