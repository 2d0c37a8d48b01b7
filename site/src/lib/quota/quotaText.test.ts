import { describe, expect, it } from 'vitest';
import { fileCount, quotaRefusalText } from './quotaText.ts';

describe('quota texts', () => {
  it('names one file in the singular and any other number in the plural, in both languages', () => {
    expect(fileCount(1, 'en')).toBe('1 file');
    expect(fileCount(0, 'en')).toBe('0 files');
    expect(fileCount(49_999, 'en')).toBe('49,999 files');
    expect(fileCount(1, 'de')).toBe('1 Datei');
    expect(fileCount(50_000, 'de')).toBe('50.000 Dateien');
  });

  it('says what is left when an upload does not fit', () => {
    const details = {
      usedBytes: 0,
      usedFiles: 0,
      quotaBytes: 0,
      quotaFiles: 0,
      leftBytes: 2_700,
      leftFiles: 1,
      neededBytes: 8_200,
      neededFiles: 1,
      custom: true,
    };
    expect(quotaRefusalText(details, 'en')).toContain(
      '2.7 KB and 1 file left. Nothing was stored.',
    );
    expect(quotaRefusalText(details, 'de')).toContain('Noch frei sind 2,7 KB und 1 Datei.');
  });
});
