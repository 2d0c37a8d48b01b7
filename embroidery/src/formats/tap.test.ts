import { describe, expect, it } from 'vitest';
import { readDst } from './dst.ts';
import { corpusCases } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { triples } from '../../testdata/patternArbitraries.ts';
import { readTap, tap } from './tap.ts';

describe('TAP corpus files', () => {
  corpusCases(tap, { readRaw: (bytes) => readTap(bytes, { trimAfterJumps: 0 }) });
});

describe('TAP reader', () => {
  it('reads the records of a DST body without its header', () => {
    const dst = corpusBytes('real/dst/rec__Bean.dst');
    expect(triples(readTap(dst.subarray(512)))).toEqual(triples(readDst(dst)));
  });

  it('rejects data that ends inside a record', () => {
    const body = corpusBytes('real/tap/emm__Star.tap').subarray(0, 31);
    expect(() => readTap(body)).toThrow(/tap: file ends inside a stitch record \(at byte 30\)/i);
  });

  it('is not claimed for bytes that are not all Tajima records', () => {
    expect(tap.detect(Uint8Array.of(0, 0, 3, 0, 0, 2, 0, 0, 0xf3))).toBe(0);
  });
});
