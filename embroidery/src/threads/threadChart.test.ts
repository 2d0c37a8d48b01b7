import { describe, expect, it } from 'vitest';
import { chartColors, threadChart, threadCharts } from './threadChart.ts';
import { findThread, normaliseThreadCode } from './findThread.ts';

// Colour counts after dropping repeated codes; the transcribed palettes were checked against
// the stored files' lengths (docs/threads.md lists file and commit).
const COUNTS: Record<string, number> = {
  'arc-polyester': 288,
  'arc-rayon': 288,
  'brother-embroidery': 61,
  'coats-alcazar': 500,
  dmc: 457,
  'floriani-polyester': 286,
  'gunold-polyester': 300,
  'gutermann-creativ-dekor': 200,
  hemingworth: 294,
  'isacord-polyester': 398,
  janome: 78,
  'madeira-burmilana': 121,
  'madeira-polyneon': 349,
  'madeira-rayon': 357,
  'marathon-polyester': 301,
  'marathon-rayon': 317,
  'mettler-poly-sheen': 351,
  'robison-anton-polyester': 447,
  'robison-anton-rayon': 419,
  'simthread-polyester': 107,
  'sulky-rayon': 289,
};

// [chart, code, name, R, G, B] as the Ink/Stitch palette file writes them.
const SOURCE_VALUES: [string, string, string, number, number, number][] = [
  ['madeira-polyneon', '1610', 'Celestial Blue', 183, 195, 197],
  ['madeira-polyneon', '1999', 'Dark Brown', 102, 49, 49],
  ['madeira-rayon', '1000', 'Black', 40, 41, 42],
  ['madeira-rayon', '1397', 'Evergreen', 33, 69, 59],
  ['isacord-polyester', '0015', 'White', 255, 255, 255],
  ['isacord-polyester', '5411', 'Shamrock', 0, 135, 81],
  ['isacord-polyester', '0713', 'Lemon', 255, 243, 84],
  ['robison-anton-rayon', '2243', 'Light Pink', 239, 204, 206],
  ['robison-anton-polyester', '9026', 'Pink Cascade', 255, 240, 248],
  ['sulky-rayon', '1001', 'Bright White', 249, 249, 255],
  ['gunold-polyester', '61001', 'Bright White', 244, 244, 248],
  ['dmc', '0310', 'Black', 0, 0, 0],
  ['brother-embroidery', '900', 'Black', 0, 0, 0],
  ['janome', '001', 'White', 240, 240, 240],
  ['gutermann-creativ-dekor', '1000', 'Midnight Blue', 28, 28, 28],
  ['hemingworth', '1002', 'Cardinal Red', 165, 17, 0],
  ['floriani-polyester', 'Y40', 'Pink Passion', 226, 38, 92],
  ['simthread-polyester', 'S001', 'Jet Black', 0, 8, 11],
  ['mettler-poly-sheen', '1501', 'Watermelon', 235, 105, 104],
  ['coats-alcazar', '2210', 'Warm Red', 198, 15, 0],
  ['marathon-rayon', '1322', 'Silver Rose', 150, 140, 148],
  ['marathon-polyester', '2149', 'Snow White', 247, 237, 222],
  ['arc-rayon', '20', 'Black', 56, 57, 56],
  ['arc-polyester', '10', 'White', 236, 244, 251],
  ['madeira-burmilana', '3997', 'Tender Teal', 29, 167, 148],
];

describe('thread charts', () => {
  const charts = threadCharts();

  it('has at least 20 charts with unique, kebab-case ids and the expected colour counts', () => {
    expect(charts.length).toBeGreaterThanOrEqual(20);
    const ids = charts.map((chart) => chart.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(Object.fromEntries(charts.map((chart) => [chart.id, chart.colors]))).toEqual(COUNTS);
  });

  it('lists the charts by name with brand and colour count', () => {
    const names = charts.map((chart) => chart.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(charts.find((chart) => chart.id === 'gutermann-creativ-dekor')).toEqual({
      id: 'gutermann-creativ-dekor',
      name: 'Gütermann Creativ Dekor',
      brand: 'Gütermann',
      colors: 200,
    });
    for (const chart of charts) {
      expect(chart.name).not.toBe('');
      expect(chart.brand).not.toBe('');
      expect(threadChart(chart.id)?.colors).toHaveLength(chart.colors);
    }
  });

  it('gives every colour a 24-bit value, a code unique in its chart and a clean name', () => {
    for (const { id } of charts) {
      const colors = chartColors(id);
      expect(new Set(colors.map((color) => color.code)).size).toBe(colors.length);
      for (const color of colors) {
        expect(Number.isInteger(color.rgb) && color.rgb >= 0 && color.rgb <= 0xffffff).toBe(true);
        expect(color.code).toMatch(/^\S+$/);
        expect(color.name).toBe(color.name.trim().replace(/\s+/g, ' '));
        expect(color).toMatchObject({ chartId: id, brand: threadChart(id)?.brand });
      }
    }
  });

  it('keeps the values of the source palettes', () => {
    for (const [id, code, name, r, g, b] of SOURCE_VALUES) {
      const color = chartColors(id).find((candidate) => candidate.code === code);
      expect(color, `${id} ${code}`).toMatchObject({ code, name, rgb: (r << 16) | (g << 8) | b });
    }
  });

  it('keeps the first colour of a repeated code and cleans names', () => {
    const dmc = chartColors('dmc').filter((color) => color.code === '0000');
    expect(dmc).toMatchObject([{ name: 'White', rgb: 0xffffff }]);
    const floriani = chartColors('floriani-polyester');
    expect(floriani.find((color) => color.code === 'O23')?.name).toBe('');
    expect(chartColors('sulky-rayon').find((color) => color.code === '1113')?.name).toBe(
      'Pastel Mauve',
    );
    expect(chartColors('arc-polyester').find((color) => color.code === '528')?.name).toBe(
      'Dark Orange / Brown',
    );
  });

  it('answers unknown ids with undefined and an empty list', () => {
    expect(threadChart('no-such-chart')).toBeUndefined();
    expect(chartColors('no-such-chart')).toEqual([]);
  });

  it('returns the same frozen chart each time', () => {
    const chart = threadChart('janome');
    expect(threadChart('janome')).toBe(chart);
    expect(Object.isFrozen(chart?.colors)).toBe(true);
  });
});

describe('findThread', () => {
  it('resolves a stock entry by chart id and code', () => {
    expect(findThread('madeira-polyneon', '1610')).toMatchObject({
      code: '1610',
      name: 'Celestial Blue',
      rgb: 0xb7c3c5,
      brand: 'Madeira',
      chartId: 'madeira-polyneon',
    });
  });

  it('ignores leading zeros and case in codes', () => {
    expect(normaliseThreadCode(' 0015 ')).toBe('15');
    expect(normaliseThreadCode('0000')).toBe('0');
    expect(normaliseThreadCode('oo7')).toBe('OO7');
    expect(findThread('isacord-polyester', '15')?.code).toBe('0015');
    expect(findThread('dmc', '310')?.name).toBe('Black');
    expect(findThread('floriani-polyester', 'y40')?.name).toBe('Pink Passion');
    expect(findThread('janome', '1')?.name).toBe('White');
  });

  it('accepts a brand name and takes the first of its charts, by name, with the code', () => {
    expect(findThread('Madeira', '1610')?.chartId).toBe('madeira-polyneon');
    expect(findThread('madeira', '1000')?.chartId).toBe('madeira-rayon');
    expect(findThread('ARC', '10')).toMatchObject({ chartId: 'arc-polyester', rgb: 0xecf4fb });
  });

  it('answers undefined for an unknown chart, brand or code', () => {
    expect(findThread('no-such-chart', '1610')).toBeUndefined();
    expect(findThread('madeira-polyneon', '99999')).toBeUndefined();
    expect(findThread('madeira-polyneon', '')).toBeUndefined();
  });
});
