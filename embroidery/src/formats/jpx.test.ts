import { describe, expect, it } from 'vitest';
import { threadHex } from '../model/thread.ts';
import { jpx, readJpx } from './jpx.ts';
import { corpusCases, readCorpus } from '../../testdata/corpusCases.ts';
import { corpusBytes } from '../../testdata/referenceCorpus.ts';

describe('JPX corpus files', () => {
  corpusCases(jpx);

  it('colours the cake from Janome’s chart exactly as its JEF version', () => {
    const colours = (file: string) => readCorpus(file).threads.map((t) => threadHex(t.color));
    expect(colours('real/jpx/rec__Cake_3.jpx')).toEqual(colours('real/jef/rec__Cake_3_-_Food.jef'));
  });

  it('rejects a colour list longer than the file and a stitch offset past its end', () => {
    const bytes = corpusBytes('real/jpx/emm__Embroidermodder.jpx').slice();
    const huge = bytes.slice();
    new DataView(huge.buffer).setUint32(0x20, 0xffffffff, true);
    expect(() => readJpx(huge)).toThrow(/JPX: file ends inside the colour list/);
    new DataView(bytes.buffer).setUint32(0, 1 << 30, true);
    expect(() => readJpx(bytes)).toThrow(/stitch data is said to start at byte 1073741824/);
  });
});
