import { describe, expect, it } from 'vitest';
import { exy, readExy } from './exy.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('EXY corpus files', () => {
  corpusCases(exy, { readRaw: (bytes) => readExy(bytes, { trimAfterJumps: 0 }) });
});

describe('EXY reader', () => {
  it('rejects a file shorter than its 256-byte header', () => {
    expect(() => readExy(corpusBytes('real/exy/rec__Cake_3.exy').subarray(0, 200))).toThrow(
      /EXY: file ends inside the 256-byte header \(at byte 200\)/,
    );
  });

  it('scores a file with the all-"0" header above one without it', () => {
    const bytes = corpusBytes('real/exy/rec__Cake_3.exy');
    const plain = bytes.slice();
    plain.fill(0, 0, 128);
    expect(exy.detect(bytes)).toBeGreaterThan(exy.detect(plain));
    expect(exy.detect(plain)).toBeGreaterThan(0);
  });
});
