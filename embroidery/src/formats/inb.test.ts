import { describe, expect, it } from 'vitest';
import { inb, readInb } from './inb.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('INB corpus files', () => {
  corpusCases(inb);

  it('rejects a file shorter than its 8 KiB header', () => {
    expect(() => readInb(corpusBytes('real/inb/emm__Star.inb').subarray(0, 4000))).toThrow(
      /INB: file ends inside the 8192-byte header \(at byte 4000\)/,
    );
  });
});
