import { describe, expect, it } from 'vitest';
import { pasteCodes, splitCodes } from './codeList.ts';
import { BRANDS, CHARTS, ISACORD } from './testCharts.ts';
import { chartIndex, findColour, resolveBrand, searchColours } from './threadCodes.ts';

const isacord = chartIndex(ISACORD);
const polyneon = CHARTS.get('madeira-polyneon')!;

describe('pasted codes', () => {
  it('split at line breaks, commas, semicolons and tabs', () => {
    expect(splitCodes(' 0015\r\n0020, 1902;;\t7 \n\n')).toEqual(['0015', '0020', '1902', '7']);
  });

  it('keep the known codes once and report the unknown ones', () => {
    const pasted = pasteCodes('0015, 20\n0015\nx1, 9999, X1', isacord, []);
    expect(pasted.added).toEqual([
      { brand: 'isacord', code: '0015' },
      { brand: 'isacord', code: '0020' },
    ]);
    expect(pasted.unknown).toEqual(['x1', '9999']);
    expect(pasted.already).toBe(0);
  });

  it('leave out threads already in the stock', () => {
    const pasted = pasteCodes('0015\n0015\n1902', isacord, [{ brand: 'isacord', code: '0015' }]);
    expect(pasted.added).toEqual([{ brand: 'isacord', code: '1902' }]);
    expect(pasted.already).toBe(1);
  });
});

describe('thread codes', () => {
  it('find a code in any case, and a numeric one without its leading zeros', () => {
    expect(findColour(isacord, ' 0020 ')?.name).toBe('Black');
    expect(findColour(isacord, '20')?.code).toBe('0020');
    expect(findColour(polyneon, '1800')?.name).toBe('Snow White');
    expect(findColour(isacord, '')).toBeUndefined();
  });

  it('do not guess between codes that differ only in leading zeros', () => {
    const chart = chartIndex({
      id: 'c',
      name: 'C',
      brand: 'C',
      colors: [
        { code: '015', name: 'a', rgb: '#000000' },
        { code: '0015', name: 'b', rgb: '#000000' },
      ],
    });
    expect(findColour(chart, '15')).toBeUndefined();
    expect(findColour(chart, '015')?.name).toBe('a');
  });

  it('resolve a chart by id, name or brand and name', () => {
    expect(resolveBrand('madeira-polyneon', BRANDS)).toBe('madeira-polyneon');
    expect(resolveBrand('Madeira  Polyneon', BRANDS)).toBe('madeira-polyneon');
    expect(resolveBrand('POLYNEON', BRANDS)).toBe('madeira-polyneon');
    expect(resolveBrand('gunold', BRANDS)).toBeUndefined();
    expect(resolveBrand('amann', BRANDS)).toBe('isacord');
  });

  it('resolve a brand only when it has one chart', () => {
    const two = [...BRANDS, { id: 'madeira-rayon', name: 'Rayon', brand: 'Madeira', colors: 1 }];
    expect(resolveBrand('Madeira', BRANDS)).toBe('madeira-polyneon');
    expect(resolveBrand('Madeira', two)).toBeUndefined();
  });

  it('search colours by code first, then by name', () => {
    expect(searchColours(polyneon, '18').map((c) => c.code)).toEqual(['1800', '1801']);
    expect(searchColours(polyneon, 'sky').map((c) => c.code)).toEqual(['1967']);
    expect(searchColours(polyneon, '7').map((c) => c.code)).toEqual(['1747', '1967']);
    expect(searchColours(polyneon, '  ')).toHaveLength(4);
  });
});
