import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, TRIM, type Command } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { FORMATS } from '../registry.ts';
import { checkFormat, checkableFormats } from './checkFormat.ts';
import { UnknownFormatError } from './formatWarning.ts';

function design(entries: [Command, number, number][], colours: number[], name?: string): Pattern {
  const b = new PatternBuilder();
  for (const [command, x, y] of entries) b.add(x, y, command);
  b.threads = colours.map((color) => ({ color }));
  if (name) b.metadata.name = name;
  return b.build();
}

// 2 × 2 cm, short stitches, one colour change: nothing a format could lose but its colours.
const CLEAN: [Command, number, number][] = [
  [STITCH, 0, 0],
  [STITCH, 20, 0],
  [STITCH, 20, 20],
  [COLOR_CHANGE, 20, 20],
  [STITCH, 40, 20],
  [STITCH, 40, 120],
  [STITCH, 140, 120],
  [STITCH, 200, 200],
  [END, 200, 200],
];
// Colours each chart holds exactly (PEC has no pure white, Janome no PEC blue).
const COLOURS: Record<string, number[]> = {
  pec: [0x000000, 0x0a55a3],
  pes: [0x000000, 0x0a55a3],
  jef: [0x000000, 0xffffff],
};
const colours = (format: string) => COLOURS[format] ?? [0x123456, 0xfedcba];
const codes = (format: string, p: Pattern) => checkFormat(p, format).warnings.map((w) => w.code);

describe('checkFormat', () => {
  it('answers for every format we write, and only those', () => {
    const writable = FORMATS.filter((f) => f.write).map((f) => f.id);
    expect(checkableFormats().sort()).toEqual(writable.sort());
  });

  it.each(['hus', 'svg', '', 'nonsense'])('refuses %j, a format we do not write', (id) => {
    const p = design(CLEAN, colours('dst'));
    expect(() => checkFormat(p, id)).toThrow(UnknownFormatError);
    try {
      checkFormat(p, id);
    } catch (error) {
      expect(error).toMatchObject({ code: 'unknown-format', formatId: id });
    }
  });

  it('takes an extension in any case and answers with the id', () => {
    expect(checkFormat(design(CLEAN, colours('pes')), '.PES')).toMatchObject({
      format: 'pes',
      ok: true,
    });
  });

  it.each([
    ['dst', ['colours-not-stored']],
    ['exp', ['colours-not-stored']],
    ['u01', ['colours-not-stored']],
    ['tbf', []],
    ['pec', []],
    ['pes', []],
    ['jef', []],
    ['vp3', []],
    ['xxx', []],
  ])('a small clean design in %s warns of %j only', (format, expected) => {
    const result = checkFormat(design(CLEAN, colours(format)), format);
    expect(result.warnings.map((w) => w.code)).toEqual(expected);
    expect(result.ok).toBe(expected.length === 0);
    expect(result.writable).toBe(true);
  });

  it('adds what a name, a trim and a jump cost in each format', () => {
    const entries: [Command, number, number][] = [
      ...CLEAN.slice(0, 3),
      [TRIM, 20, 20],
      [JUMP, 60, 50],
      [STITCH, 60, 60],
      ...CLEAN.slice(3),
    ];
    const expected: Record<string, string[]> = {
      dst: ['colours-not-stored', 'commands-dropped'],
      exp: ['colours-not-stored', 'name-not-stored'],
      u01: ['colours-not-stored', 'name-not-stored'],
      tbf: [],
      pec: [],
      pes: [],
      jef: ['commands-dropped', 'name-not-stored'],
      vp3: ['commands-dropped', 'name-not-stored'],
      xxx: ['name-not-stored'],
    };
    for (const format of checkableFormats())
      expect(codes(format, design(entries, colours(format), 'Rose')), format).toEqual(
        expected[format],
      );
  });

  it('has nothing to say about an empty design', () => {
    for (const format of checkableFormats())
      expect(checkFormat(design([], []), format)).toEqual({
        format,
        ok: true,
        writable: true,
        warnings: [],
      });
  });

  it('checks the name it is given rather than the pattern’s', () => {
    const p = design(CLEAN, colours('dst'), 'Rose');
    const result = checkFormat(p, 'dst', { name: 'A name longer than sixteen' });
    expect(result.warnings.map((w) => w.code)).toContain('name-truncated');
  });

  it('gives every warning an English sentence and its numbers', () => {
    const p = design(
      [
        [STITCH, 0, 0],
        [STITCH, 400, 0],
        [COLOR_CHANGE, 400, 0],
        [STITCH, 420, 0],
        [END, 420, 0],
      ],
      [0x123456, 0x654321],
      'Ein langer Name für eine Rose',
    );
    for (const format of checkableFormats()) {
      for (const w of checkFormat(p, format).warnings) {
        expect(w.message, `${format} ${w.code}`).toMatch(/^[A-Z].*\.$/);
        expect(Object.keys(w.params).length, `${format} ${w.code}`).toBeGreaterThan(0);
      }
    }
  });
});
