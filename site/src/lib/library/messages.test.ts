import { describe, expect, it } from 'vitest';
import { catalogueCases } from '../../i18n/catalogueChecks.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { libraryCatalogues, lt } from './messages.ts';

describe('library messages', () => {
  catalogueCases(libraryCatalogues, { en, de });

  it('fill placeholders', () => {
    expect(lt('de', 'list.count', { count: '1.234' })).toBe('1.234 Motive');
    expect(lt('en', 'favorite.add', { name: 'Owl' })).toBe('Add Owl to favorites');
  });
});
