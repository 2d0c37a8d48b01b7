import { describe, expect, it } from 'vitest';
import { catalogueCases } from '../../i18n/catalogueChecks.ts';
import { de } from './messages.de.ts';
import { en } from './messages.en.ts';
import { importCatalogues, imt } from './messages.ts';

describe('import messages', () => {
  catalogueCases(importCatalogues, { en, de });

  it('fill placeholders', () => {
    expect(imt('de', 'progress.files', { finished: '3', total: '12' })).toBe('3 von 12 Dateien');
    expect(imt('en', 'lookup.sameMotif', { name: 'Rose', formats: 'PES, DST' })).toBe(
      'Same motif as Rose (PES, DST)',
    );
  });
});
