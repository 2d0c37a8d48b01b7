import { describe, expect, it } from 'vitest';
import { END, JUMP, STITCH, TRIM, type Command } from '../model/commands.ts';
import { FormatError } from '../model/formatError.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { formatById, writePattern } from '../registry.ts';
import { checkFormat, checkableFormats } from './checkFormat.ts';

function design(entries: [Command, number, number][]): Pattern {
  const b = new PatternBuilder();
  for (const [command, x, y] of entries) b.add(x, y, command);
  b.threads = [{ color: 0x000000 }];
  return b.build();
}

const count = (p: Pattern, command: Command) => {
  let n = 0;
  for (let i = 0; i < p.length; i++) if (p.commands[i] === command) n++;
  return n;
};
const readBack = (p: Pattern, format: string) => formatById(format)!.read(writePattern(p, format));
const warning = (p: Pattern, format: string, code: string) =>
  checkFormat(p, format).warnings.find((w) => w.code === code);

describe('long-stitches-split', () => {
  it.each(checkableFormats())('%s: the split count is what the file reads back with', (format) => {
    const max = formatById(format)!.limits.maxStitch;
    // Two stitches over the limit (one 2.5 times it), between short ones.
    const p = design([
      [STITCH, 0, 0],
      [STITCH, 10, 0],
      [STITCH, 10 + max + 1, 0],
      [STITCH, 10 + max + 1, 5],
      [STITCH, 10 + max + 1, 5 + Math.round(2.5 * max)],
      [STITCH, 20 + max, 5 + Math.round(2.5 * max)],
      [END, 20 + max, 5 + Math.round(2.5 * max)],
    ]);
    const w = warning(p, format, 'long-stitches-split')!;
    expect(w.params).toEqual({ count: 2, pieces: 5, maxMm: max / 10 });
    expect(count(readBack(p, format), STITCH)).toBe(count(p, STITCH) + 5 - 2);
  });

  it('DST: a 30 mm stitch becomes three', () => {
    const p = design([
      [STITCH, 0, 0],
      [STITCH, 300, 0],
      [END, 300, 0],
    ]);
    expect(warning(p, 'dst', 'long-stitches-split')!.params).toEqual({
      count: 1,
      pieces: 3,
      maxMm: 12.1,
    });
    expect(count(readBack(p, 'dst'), STITCH)).toBe(4);
  });

  it('is silent at the limit', () => {
    const p = design([
      [STITCH, 0, 0],
      [STITCH, 121, -121],
      [END, 121, -121],
    ]);
    expect(warning(p, 'dst', 'long-stitches-split')).toBeUndefined();
  });
});

describe('jumps-split', () => {
  const travel = (trim: boolean): Pattern =>
    design([
      [STITCH, 0, 0],
      [STITCH, 10, 0],
      ...(trim ? [[TRIM, 10, 0] as [Command, number, number]] : []),
      [JUMP, 310, 0],
      [STITCH, 320, 0],
      [STITCH, 330, 10],
      [END, 330, 10],
    ]);

  it('DST: a 30 mm jump without a trim becomes three jumps, read back as a trim', () => {
    const p = travel(false);
    expect(warning(p, 'dst', 'jumps-split')!.params).toEqual({
      count: 1,
      maxMm: 12.1,
      jumpsForTrim: 3,
    });
    expect(count(readBack(p, 'dst'), TRIM)).toBe(1);
  });

  it('DST: is silent when the design trims there anyway, or the jump stays short', () => {
    expect(warning(travel(true), 'dst', 'jumps-split')).toBeUndefined();
    expect(count(readBack(travel(true), 'dst'), TRIM)).toBe(1);
    const short = design([
      [STITCH, 0, 0],
      [JUMP, 200, 0],
      [STITCH, 210, 0],
      [END, 210, 0],
    ]);
    expect(warning(short, 'dst', 'jumps-split')).toBeUndefined();
    expect(count(readBack(short, 'dst'), TRIM)).toBe(0);
  });

  it('is a DST matter only', () => {
    for (const format of checkableFormats().filter((f) => f !== 'dst'))
      expect(warning(travel(false), format, 'jumps-split'), format).toBeUndefined();
  });
});

describe('too-many-stitches', () => {
  it.each(['dst', 'exp', 'tbf', 'u01'])(
    '%s: moves needing more than 8,000,000 records are refused, as the writer refuses them',
    (format) => {
      const far = 127 * 8_000_001;
      const p = design([
        [STITCH, 0, 0],
        [JUMP, far, 0],
        [STITCH, far, 0],
        [END, far, 0],
      ]);
      expect(() => writePattern(p, format)).toThrow(FormatError);
      expect(checkFormat(p, format)).toMatchObject({
        writable: false,
        warnings: [{ code: 'too-many-stitches', params: { max: 8_000_000, unit: 'records' } }],
      });
    },
  );

  it.each(['jef', 'pec', 'pes', 'vp3', 'xxx'])(
    '%s: moves too long to split are refused, as the writer refuses them',
    (format) => {
      // Ten jumps across the whole 32-bit range: over a million pieces even at 3.2 m each.
      const far = 2_000_000_000;
      const entries: [Command, number, number][] = [[STITCH, 0, 0]];
      for (let k = 0; k < 10; k++) entries.push([JUMP, k % 2 ? far : -far, 0]);
      entries.push([STITCH, far, 0], [END, far, 0]);
      const p = design(entries);
      expect(() => writePattern(p, format)).toThrow(FormatError);
      expect(checkFormat(p, format)).toMatchObject({
        writable: false,
        warnings: [{ code: 'too-many-stitches', params: { unit: 'entries' } }],
      });
    },
  );

  it('PES: a run of more than 65,535 stitches overflows the design section’s count', () => {
    const b = new PatternBuilder(70_010);
    for (let i = 0; i < 70_000; i++) b.add(i % 2 ? 10 : 0, Math.floor(i / 100), STITCH);
    b.add(0, 700, END);
    b.threads = [{ color: 0 }];
    const p = b.build();
    const bytes = writePattern(p, 'pes');
    const segment = new TextDecoder('latin1').decode(bytes).indexOf('CSewSeg') + 7;
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint16(segment + 4, true)).toBe(70_000 & 0xffff);
    expect(warning(p, 'pes', 'too-many-stitches')!.params).toEqual({
      count: 70_000,
      max: 65_535,
      unit: 'stitches in one run',
    });
    expect(warning(p, 'pec', 'too-many-stitches')).toBeUndefined();
  });

  it('PEC: the block length field counts 16 header bytes and the stitch data', () => {
    // The field the check measures against: bytes from 512 into the section to the data's end.
    const bytes = writePattern(
      design([
        [STITCH, 0, 0],
        [STITCH, 100, 100],
        [END, 100, 100],
      ]),
      'pec',
    );
    const stated = bytes[8 + 514]! | (bytes[8 + 515]! << 8) | (bytes[8 + 516]! << 16);
    // Header 16, a stitch in place (2), a 10 mm stitch (4), the end mark: its last byte.
    expect(stated).toBe(16 + 2 + 4 + 1);
    expect(bytes[8 + 512 + stated - 1]).toBe(0xff);
  });

  // PES writes the same PEC section (`writePecSection`), so PEC stands for both here.
  it('PEC: stitch data past 16 MB overflows the 24-bit block length', () => {
    const n = 4_200_000;
    const b = new PatternBuilder(n + 2);
    // Moves of 10 mm take the 2-byte form on each axis: 4 bytes a stitch (the first stays put).
    for (let i = 0; i < n; i++) b.add(i % 2 ? 100 : 0, i % 2 ? 100 : 0, STITCH);
    b.add(100, 100, END);
    b.threads = [{ color: 0 }];
    const p = b.build();
    expect(warning(p, 'pec', 'too-many-stitches')!.params).toEqual({
      count: 16 + 2 + 4 * (n - 1) + 1,
      max: 0xffffff,
      unit: 'bytes of stitch data',
    });
  }, 60_000);
});
