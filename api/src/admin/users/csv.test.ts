import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('csvField (RFC 4180 with formula guard)', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Anna')).toBe('Anna');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes separators, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps spreadsheet formulas from running: a leading apostrophe', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+49 170')).toBe("'+49 170");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("a","b")')).toBe('"\'=HYPERLINK(""a"",""b"")"');
    expect(csvField(-2)).toBe('-2');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
