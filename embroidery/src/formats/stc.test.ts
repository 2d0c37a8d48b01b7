import { describe, expect, it } from 'vitest';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { countsOf } from '../../testdata/referenceCorpus.ts';
import { readStc, stc } from './stc.ts';

describe('STC corpus files', () => {
  corpusCases(stc);

  it('reads the cake’s 18 needle selections between blocks as its 18 colour changes', () => {
    expect(countsOf(readCorpus('real/stc/rec__Cake_3.stc')).color_changes).toBe(
      countsOf(readCorpus('real/dst/rec__Cake_3.dst')).color_changes,
    );
  });

  it('rejects a file shorter than its header', () => {
    expect(() => readStc(new TextEncoder().encode('DESIGN:x'))).toThrow(
      /STC: file ends inside the 40-byte header/,
    );
  });
});
