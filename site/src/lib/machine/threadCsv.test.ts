import { describe, expect, it } from 'vitest';
import { BRANDS, CHARTS } from './testCharts.ts';
import {
  checkThreadRows,
  chartsNamed,
  guessDelimiter,
  readThreadCsv,
  threadCsv,
} from './threadCsv.ts';

const check = (
  text: string,
  stock = [] as Array<{ brand: string; code: string }>,
  max?: number,
) => {
  const read = readThreadCsv(text);
  const checked = checkThreadRows(read.rows, { brands: BRANDS, charts: CHARTS, stock, max });
  return { ...checked, problems: [...read.problems, ...checked.problems] };
};

describe('reading a thread CSV', () => {
  it('reads rows without a header, by chart id or chart name', () => {
    const { added, problems } = check(
      'madeira-polyneon,1800\nIsacord,0020\nMadeira Polyneon,1747\n',
    );
    expect(problems).toEqual([]);
    expect(added).toEqual([
      { brand: 'madeira-polyneon', code: '1800' },
      { brand: 'isacord', code: '0020' },
      { brand: 'madeira-polyneon', code: '1747' },
    ]);
  });

  it('uses a header row to find the columns, in any order and with more columns', () => {
    const text = 'name;code;brand\r\nWhite;15;isacord\r\nSky;1967;POLYNEON\r\n';
    const { added, problems } = check(text);
    expect(problems).toEqual([]);
    // 15 is what a spreadsheet makes of 0015.
    expect(added).toEqual([
      { brand: 'isacord', code: '0015' },
      { brand: 'madeira-polyneon', code: '1967' },
    ]);
  });

  it('reports malformed rows, unknown charts and unknown codes by line, keeping the good ones', () => {
    const text = [
      'brand,code',
      'isacord,0020',
      'isacord',
      '',
      'gunold,1234',
      'isacord,9999',
      ',1800',
      'madeira-polyneon,1801',
    ].join('\n');
    const { added, problems } = check(text);
    expect(added).toEqual([
      { brand: 'isacord', code: '0020' },
      { brand: 'madeira-polyneon', code: '1801' },
    ]);
    expect(problems).toEqual([
      { line: 3, kind: 'malformed' },
      { line: 7, kind: 'malformed' },
      { line: 5, kind: 'unknown-brand', brand: 'gunold' },
      { line: 6, kind: 'unknown-code', brand: 'Isacord', code: '9999' },
    ]);
  });

  it('reads semicolons and tabs even when a line lacks its second column', () => {
    const semicolons = check('brand;code\r\nMadeira Polyneon;1800\r\nisacord\r\nIsacord;20\r\n');
    expect(semicolons.added).toEqual([
      { brand: 'madeira-polyneon', code: '1800' },
      { brand: 'isacord', code: '0020' },
    ]);
    expect(semicolons.problems).toEqual([{ line: 3, kind: 'malformed' }]);
    expect(check('isacord\t0015\nisacord\n').added).toEqual([{ brand: 'isacord', code: '0015' }]);
    expect(guessDelimiter('a,b;c\nd,e\n')).toBe(',');
    expect(guessDelimiter('only\n')).toBe(',');
  });

  it('counts lines across quoted line breaks and reports a broken quote', () => {
    const read = readThreadCsv('"isacord\nx",0020\nisacord,"0015\n');
    expect(read.rows).toEqual([{ line: 1, brand: 'isacord\nx', code: '0020' }]);
    expect(read.problems).toEqual([{ line: 3, kind: 'malformed' }]);
  });

  it('reports a thread twice in the file at its second line and counts those in the stock', () => {
    const text = 'isacord,0020\nisacord,20\nisacord,0015\n';
    const { added, problems, already } = check(text, [{ brand: 'isacord', code: '0015' }]);
    expect(added).toEqual([{ brand: 'isacord', code: '0020' }]);
    expect(already).toBe(1);
    expect(problems).toEqual([
      { line: 2, kind: 'duplicate', brand: 'Isacord', code: '0020', firstLine: 1 },
    ]);
  });

  it('stops adding at the stock limit and reports the rest', () => {
    const { added, problems } = check('isacord,0015\nisacord,0020\nisacord,1902\n', [], 2);
    expect(added).toHaveLength(2);
    expect(problems).toEqual([{ line: 3, kind: 'too-many', max: 2 }]);
  });

  it('skips a byte order mark and names the charts to load', () => {
    const read = readThreadCsv('\uFEFFbrand,code\nisacord,0015\nPolyneon,1800\nnone,1\n');
    expect(read.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(chartsNamed(read.rows, BRANDS)).toEqual(['isacord', 'madeira-polyneon']);
  });

  it('reads 20,000 rows quickly', () => {
    const lines = ['brand,code'];
    const codes = ['1800', '1801', '1747', '1967', '0000'];
    for (let i = 0; i < 20_000; i++) lines.push(`madeira-polyneon,${codes[i % codes.length]}`);
    const started = performance.now();
    const { added, problems } = check(lines.join('\r\n'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(added).toHaveLength(4);
    expect(problems).toHaveLength(20_000 - 4);
    expect(problems.filter((p) => p.kind === 'unknown-code')).toHaveLength(4000);
  });
});

describe('writing a thread CSV', () => {
  it('writes brand, code and name with CRLF, and reads back the same threads', () => {
    const items = [
      { brand: 'isacord', code: '0015' },
      { brand: 'madeira-polyneon', code: '1747' },
    ];
    const text = threadCsv(items, CHARTS);
    expect(text).toBe('brand,code,name\r\nisacord,0015,White\r\nmadeira-polyneon,1747,Scarlet\r\n');
    expect(check(text).added).toEqual(items);
  });

  it('quotes cells with commas and defuses formulas', () => {
    const text = threadCsv([{ brand: 'x,y', code: '=1+1' }], CHARTS);
    expect(text).toBe('brand,code,name\r\n"x,y","\'=1+1",\r\n');
  });
});
