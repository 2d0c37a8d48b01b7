import { describe, expect, it } from 'vitest';
import { FormatError } from '../model/formatError.ts';
import { cleanThreadName, parseGpl } from './parseGpl.ts';

// The layouts found in Ink/Stitch's palettes folder, a few lines each.
const PADDED = [
  'GIMP Palette',
  'Name: Ink/Stitch: Madeira Polyneon',
  'Columns: 4',
  '# RGB Value\t\t                    Color Name Number',
  '183\t195\t197\t                Celestial Blue   1610',
  ' 99\t103\t103\t                   Medium Grey   1614',
  '240\t200\t180\t                 Pastel  Mauve   1113',
  '',
].join('\n');

const SPACED = [
  'GIMP Palette',
  'Name: Ink/Stitch: Isacord Polyester',
  'Columns: 4',
  '# RGB Value\t\t                    Color Name Number',
  '233 232 222\t       \t          Ghost White\t  0003',
  '      0 0 0\t       \t                Black\t  0020',
  ' 235 93 112\t       \tStrawberries n\u2019 Cream\t  1753',
].join('\r\n');

const MEASURED = [
  'GIMP Palette',
  'Name: Ink/Stitch: Simthread 63 Brother Colours Polyester',
  'Columns: 4',
  '# Color measured directly from the spool using a datacolor ColorReader',
  '# RGB Value               Color Name  Number  L,a,b measurement values',
  ' 52  54  54                    Black     900          22.34,-0.6,-0.46',
  '123 134 186          Cornflower Blue     070         56.95,8.49,-28.54',
].join('\n');

describe('parseGpl', () => {
  it('reads the padded Ink/Stitch layout', () => {
    expect(parseGpl(PADDED)).toEqual({
      name: 'Madeira Polyneon',
      colors: [
        { code: '1610', name: 'Celestial Blue', rgb: 0xb7c3c5 },
        { code: '1614', name: 'Medium Grey', rgb: 0x636767 },
        { code: '1113', name: 'Pastel Mauve', rgb: 0xf0c8b4 },
      ],
      duplicateCodes: [],
    });
  });

  it('reads space-separated channels, tabs and CRLF line ends', () => {
    expect(parseGpl(SPACED).colors).toEqual([
      { code: '0003', name: 'Ghost White', rgb: 0xe9e8de },
      { code: '0020', name: 'Black', rgb: 0 },
      { code: '1753', name: 'Strawberries n\u2019 Cream', rgb: 0xeb5d70 },
    ]);
  });

  it('drops a trailing L,a,b measurement column', () => {
    const palette = parseGpl(MEASURED);
    expect(palette.name).toBe('Simthread 63 Brother Colours Polyester');
    expect(palette.colors).toEqual([
      { code: '900', name: 'Black', rgb: 0x343636 },
      { code: '070', name: 'Cornflower Blue', rgb: 0x7b86ba },
    ]);
  });

  it('keeps the first colour of a repeated code', () => {
    const text = 'GIMP Palette\n0 68 0 Evergreen 5615\n1 2 3 Other 5615\n9 9 9 Next 5616\n';
    const palette = parseGpl(text);
    expect(palette.colors.map((color) => [color.code, color.name])).toEqual([
      ['5615', 'Evergreen'],
      ['5616', 'Next'],
    ]);
    expect(palette.duplicateCodes).toEqual(['5615']);
    expect(palette.name).toBe('');
  });

  it('accepts a colour with a code and no name', () => {
    expect(parseGpl('GIMP Palette\n1 2 3 K07\n').colors).toEqual([
      { code: 'K07', name: '', rgb: 0x010203 },
    ]);
  });

  it('rejects what is not a palette, with the line and byte', () => {
    expect(() => parseGpl('not a palette')).toThrow(FormatError);
    expect(() => parseGpl('GIMP Palette\n300 0 0 Red 1\n')).toThrow(/line 2: 300 is not 0–255/);
    expect(() => parseGpl('GIMP Palette\n1 2 3\n')).toThrow(/line 2: the colour has no code/);
    try {
      parseGpl('GIMP Palette\nName: x\nred green blue\n');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ format: 'gpl', offset: 21 });
    }
  });
});

describe('cleanThreadName', () => {
  it('trims, folds whitespace and drops "N / A"', () => {
    expect(cleanThreadName('  Dark Orange /  Brown ')).toBe('Dark Orange / Brown');
    expect(cleanThreadName('N / A')).toBe('');
    expect(cleanThreadName('n/a')).toBe('');
  });
});
