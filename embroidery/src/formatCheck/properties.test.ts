import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { END, STITCH, STOP } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import { formatById, writePattern } from '../registry.ts';
import { arbitraryWildPattern } from '../../testdata/patterns.ts';
import { checkFormat, checkableFormats } from './checkFormat.ts';

function count(p: Pattern, command: number): number {
  let n = 0;
  for (let i = 0; i < p.length && p.commands[i] !== END; i++) if (p.commands[i] === command) n++;
  return n;
}

const params = (p: Pattern, format: string, code: string, command?: string) =>
  checkFormat(p, format).warnings.find(
    (w) => w.code === code && (command === undefined || w.params.command === command),
  )?.params;

// Any design a writer must cope with: long moves, commands anywhere, missing threads.
describe('on any design', () => {
  it.each(checkableFormats())(
    '%s: the stitches read back are the design’s plus the splits',
    (format) => {
      fc.assert(
        fc.property(arbitraryWildPattern(), (p) => {
          const result = checkFormat(p, format);
          expect(result.writable).toBe(true);
          const back = formatById(format)!.read(writePattern(p, format));
          const split = params(p, format, 'long-stitches-split');
          const added = split ? Number(split.pieces) - Number(split.count) : 0;
          expect(count(back, STITCH)).toBe(count(p, STITCH) + added);
        }),
        { numRuns: 150 },
      );
    },
  );

  it.each(['dst', 'exp', 'vp3', 'xxx'])(
    '%s: every stop it reports comes back as a colour change',
    (format) => {
      fc.assert(
        fc.property(arbitraryWildPattern(), (p) => {
          const stops = params(p, format, 'commands-dropped', 'stop');
          expect(stops?.count ?? 0).toBe(count(p, STOP));
          expect(count(formatById(format)!.read(writePattern(p, format)), STOP)).toBe(0);
        }),
        { numRuns: 100 },
      );
    },
  );
});
