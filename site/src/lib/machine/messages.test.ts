import { describe, expect, it } from 'vitest';
import { catalogueCases } from '../../i18n/catalogueChecks.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { machineCatalogues, mt } from './messages.ts';

describe('machine messages', () => {
  catalogueCases(machineCatalogues, { en, de });

  it('fill placeholders', () => {
    expect(mt('de', 'csv.problem.unknownCode', { line: 4, brand: 'Isacord', code: '9999' })).toBe(
      'Zeile 4: Isacord hat keine Farbe 9999.',
    );
    expect(mt('en', 'worksheet.fileName', { name: 'Rose' })).toBe('Rose worksheet');
    expect(mt('de', 'worksheet.fileName', { name: 'Rose' })).toBe('Rose Arbeitsblatt');
  });
});
