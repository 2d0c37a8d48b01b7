import { describe, expect, it } from 'vitest';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { readStx, stx } from './stx.ts';

describe('STX corpus files', () => {
  corpusCases(stx);

  it('rejects a stitch offset outside the file', () => {
    const bytes = corpusBytes('real/stx/emm__Star.stx').slice();
    new DataView(bytes.buffer).setUint32(0x14, bytes.length + 1, true);
    expect(() => readStx(bytes)).toThrow(/STX: the stitch data is said to start at byte 5649/);
  });
});
