import { describe, expect, it } from 'vitest';
import { threadHex } from '../model/thread.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';
import { pcm, readPcm } from './pcm.ts';
import { pcs } from './pcs.ts';

describe('PCM corpus files', () => {
  corpusCases(pcm);

  it('takes block colours from Pfaff’s palette: the star is red, then light grey', () => {
    expect(readCorpus('real/pcm/emm__Star.pcm').threads.map((t) => threadHex(t.color))).toEqual([
      '#ff0000',
      '#c0c0c0',
    ]);
  });

  it('is told from PCS by the byte order of its colour count', () => {
    const bytes = corpusBytes('real/pcm/emm__Star.pcm');
    expect(pcs.detect(bytes)).toBe(0);
    expect(pcm.detect(corpusBytes('real/pcs/emm__Star.pcs'))).toBe(0);
  });

  it('rejects a colour index outside the palette', () => {
    const bytes = corpusBytes('real/pcm/emm__Star.pcm').slice();
    bytes[5] = 40;
    expect(() => readPcm(bytes)).toThrow(
      /PCM: colour index 40 is not in the palette \(at byte 4\)/,
    );
  });
});
