import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPattern } from '../testdata/patternArbitraries.ts';
import { END, STITCH } from './model/commands.ts';
import { FormatError } from './model/formatError.ts';
import { PatternBuilder } from './model/pattern.ts';
import { FORMATS, detectFormat, formatById, readPattern, writePattern } from './registry.ts';

const corpus = (path: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../corpus/${path}`, import.meta.url))));

describe('the format registry', () => {
  it('lists each format once, with lower-case ids and extensions', () => {
    const ids = FORMATS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of FORMATS)
      expect(f.extensions.every((e) => e === e.toLowerCase() && !e.startsWith('.'))).toBe(true);
  });

  it('finds a module by id or extension, with or without a dot, in any case', () => {
    expect(formatById('PES')?.id).toBe('pes');
    expect(formatById('.jef')?.id).toBe('jef');
    expect(formatById('nope')).toBeUndefined();
  });

  it('detects the format from the bytes, whatever the file is called', () => {
    expect(detectFormat(corpus('real/pes/rec__Bean.pes'), 'design.jef')?.id).toBe('pes');
    expect(detectFormat(corpus('real/vp3/rec__Bean.vp3'))?.id).toBe('vp3');
    // A PES file misnamed .pec in the corpus.
    expect(
      detectFormat(corpus('real/pec/pembroider__PEmbroider_shape_hatching_1.pec'), 'x.pec')?.id,
    ).toBe('pes');
  });

  it('reads a written file as the format its name says, even where another headerless format fits', () => {
    // Headerless formats are known by the shape of their records alone; a file of one can pass
    // for another (long jumps in an EXP file made it look like KSM). The name decides then.
    fc.assert(
      fc.property(anyPattern(5000), (pattern) => {
        // An empty design writes an empty EXP file: nothing to detect.
        fc.pre(pattern.length >= 3);
        for (const id of ['dst', 'exp', 'jef', 'xxx', 'pes', 'vp3']) {
          const bytes = writePattern(pattern, id);
          expect(detectFormat(bytes, `design.${id}`)?.id).toBe(id);
        }
      }),
      { numRuns: 300, seed: 20_261_125 },
    );
  });

  it('takes no photo, document or archive for a design by the shape of its bytes alone', () => {
    // Random bytes pass KSM's record check now and then; a file named .jpg beside a design is a
    // photo. Real magic still wins: a PES named .jpg is a PES.
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 4096 }), (bytes) => {
        for (const name of ['photo.jpg', 'chart.pdf', 'notes.txt'])
          expect(detectFormat(bytes, name)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
    const ksm = corpus('real/ksm/emm__Star.ksm');
    expect(detectFormat(ksm, 'star.ksm')?.id).toBe('ksm');
    expect(detectFormat(ksm, 'star.jpg')).toBeUndefined();
    expect(detectFormat(corpus('real/pes/rec__Bean.pes'), 'bean.jpg')?.id).toBe('pes');
  });

  it('reads through detection and refuses unknown bytes with a FormatError', () => {
    const { format, pattern } = readPattern(corpus('real/jef/rec__Bean.jef'), 'Bean.jef');
    expect(format.id).toBe('jef');
    expect(pattern.length).toBeGreaterThan(300);
    expect(() => readPattern(new TextEncoder().encode('hello, world'))).toThrow(FormatError);
  });

  it('writes by id with writer options, and refuses formats it cannot write', () => {
    const b = new PatternBuilder();
    b.add(0, 0, STITCH);
    b.add(10, 10, STITCH);
    b.add(10, 10, END);
    expect(
      String.fromCharCode(...writePattern(b.build(), 'pes', { version: 1 }).subarray(0, 8)),
    ).toBe('#PES0001');
    expect(String.fromCharCode(...writePattern(b.build(), 'pes').subarray(0, 8))).toBe('#PES0060');
    expect(() => writePattern(b.build(), 'hus')).toThrow(/cannot be written/);
  });
});
