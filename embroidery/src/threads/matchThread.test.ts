import { describe, expect, it } from 'vitest';
import { ciede2000, rgbToLab } from '../analyse/colourSpace.ts';
import { NOTHING_CLOSE_DELTA_E, matchThread, threadMatcher } from './matchThread.ts';
import { chartColors, threadCharts, type ThreadColor } from './threadChart.ts';

/** The plain scan matchThread must agree with: first candidate with the smallest ΔE00. */
function scanner<T extends ThreadColor>(candidates: readonly T[]) {
  const labs = candidates.map((color) => rgbToLab(color.rgb));
  return (rgb: number) => {
    const lab = rgbToLab(rgb);
    let best: { color: T; deltaE: number } | null = null;
    for (const [i, color] of candidates.entries()) {
      const deltaE = ciede2000(lab, labs[i]!);
      if (!best || deltaE < best.deltaE) best = { color, deltaE };
    }
    return best;
  };
}

// A small deterministic generator, so a failure names colours that can be tried again.
function randomColours(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  });
}

describe('matchThread', () => {
  const polyneon = chartColors('madeira-polyneon');
  const isacord = chartColors('isacord-polyester');

  it('finds a chart colour itself with ΔE 0', () => {
    for (const color of polyneon) {
      const match = matchThread(color.rgb, polyneon);
      expect(match?.deltaE).toBe(0);
      expect(match?.color.rgb).toBe(color.rgb);
    }
    expect(matchThread(0xb7c3c5, polyneon)?.color).toMatchObject({ code: '1610' });
  });

  it('answers null when there are no candidates', () => {
    expect(matchThread(0x123456, [])).toBeNull();
    expect(threadMatcher([])(0xffffff)).toBeNull();
  });

  // Expected threads and ΔE00 worked out apart from this code (an independent CIEDE2000 after
  // Sharma et al. over the palette files). In each case the nearest in RGB is another thread.
  it('picks the nearest thread by CIEDE2000, not by RGB distance', () => {
    const cases: [number, readonly ThreadColor[], string, number][] = [
      [0x808080, polyneon, '1918', 4.3535], // Limestone; RGB would say 1740 Silver Rose (4.54)
      [0x3050a0, polyneon, '1676', 3.8341], // Royal; RGB would say 1642 Blue (5.09)
      [0x2e8b57, polyneon, '1651', 4.3169], // Kelly; RGB would say 1849 Green Bay
      [0x2e8b57, isacord, '5411', 2.7689], // Shamrock; RGB would say 5233 Field Green
      [0xc0392b, polyneon, '1878', 2.0925], // Saffron
    ];
    for (const [rgb, candidates, code, deltaE] of cases) {
      const match = matchThread(rgb, candidates);
      expect(match?.color.code, rgb.toString(16)).toBe(code);
      expect(match?.deltaE).toBeCloseTo(deltaE, 3);
    }
  });

  it('breaks ties in favour of the earlier candidate', () => {
    // Isacord 0111 Whale and 0112 Leadville are both 7f7f7f.
    expect(matchThread(0x808080, isacord)).toMatchObject({ color: { code: '0111' } });
    expect(matchThread(0x808080, [...isacord].reverse())).toMatchObject({
      color: { code: '0112' },
    });
  });

  it('agrees with a plain scan over every chart at once', () => {
    const all = threadCharts().flatMap((chart) => chartColors(chart.id));
    const matcher = threadMatcher(all);
    const scan = scanner(all);
    // Random colours, blues (where CIEDE2000's rotation term acts), greys and the extremes.
    const blues = randomColours(60, 3).map((rgb) => (rgb & 0x7f7f7f) | 0x0000c0);
    const greys = [0x000000, 0xffffff, 0x010101, 0xfefefe, 0x7f7f7f, 0x808081, 0x3c3c3c];
    for (const rgb of [...randomColours(120, 7), ...blues, ...greys]) {
      const expected = scan(rgb);
      const match = matcher(rgb);
      expect(match?.color, rgb.toString(16)).toBe(expected?.color);
      expect(match?.deltaE).toBe(expected?.deltaE);
    }
  });

  it('agrees with a plain scan for dense random candidates and a short stock list', () => {
    const dense = randomColours(2000, 5).map((rgb, i) => ({ code: `${i}`, name: '', rgb }));
    const stock: ThreadColor[] = [
      { code: 'a', name: 'red', rgb: 0xcc2222 },
      { code: 'b', name: 'navy', rgb: 0x1a2a5a },
      { code: 'c', name: 'cream', rgb: 0xf4ecd8 },
    ];
    for (const candidates of [dense, stock]) {
      const scan = scanner(candidates);
      for (const rgb of randomColours(100, 11)) {
        expect(matchThread(rgb, candidates), rgb.toString(16)).toEqual(scan(rgb));
      }
    }
  });

  it('indexes a list again when its length changes', () => {
    const stock: ThreadColor[] = [{ code: 'a', name: 'black', rgb: 0x000000 }];
    expect(matchThread(0xffffff, stock)?.color.code).toBe('a');
    stock.push({ code: 'b', name: 'white', rgb: 0xffffff });
    expect(matchThread(0xffffff, stock)).toMatchObject({ color: { code: 'b' }, deltaE: 0 });
  });

  it('says "nothing close" above ΔE 5', () => {
    expect(NOTHING_CLOSE_DELTA_E).toBe(5);
    const match = matchThread(0xff00ff, chartColors('janome'));
    expect(match && match.deltaE > NOTHING_CLOSE_DELTA_E).toBe(true);
  });
});
