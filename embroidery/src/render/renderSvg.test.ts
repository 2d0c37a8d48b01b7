import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, JUMP, STITCH } from '../model/commands.ts';
import { PatternBuilder } from '../model/pattern.ts';
import { renderSvg } from './renderSvg.ts';

function pattern() {
  const b = new PatternBuilder();
  b.threads = [{ color: 0x1f4fd1 }, { color: 0xf5d018 }];
  b.add(0, 0, STITCH);
  b.add(100, 0, STITCH);
  b.add(100, 100, STITCH);
  b.add(500, 500, JUMP);
  b.add(520, 500, STITCH);
  b.add(520, 500, COLOR_CHANGE);
  b.add(600, 600, STITCH);
  b.add(650, 600, STITCH);
  return b.build();
}

function segmentsOf(svg: string): string[] {
  const paths = [...svg.matchAll(/<path id="p\d+" d="([^"]+)"/g)].map((m) => m[1]!);
  return paths
    .flatMap((d) =>
      [...d.matchAll(/M(-?\d+) (-?\d+)l(-?\d+) (-?\d+)/g)].map((m) => m.slice(1).join(',')),
    )
    .sort();
}

function strokes(svg: string): number[][] {
  return [...svg.matchAll(/stroke="#([0-9a-f]{6})"/g)].map((m) =>
    [0, 2, 4].map((k) => parseInt(m[1]!.slice(k, k + 2), 16)),
  );
}

describe('renderSvg', () => {
  it('draws every sewn stitch once, in design units, and leaves jumps out', () => {
    const svg = renderSvg(pattern(), { width: 300, height: 200 });
    expect(svg).toMatch(/^<svg [^>]*width="300" height="200"/);
    expect(segmentsOf(svg)).toEqual(['0,0,100,0', '100,0,0,100', '500,500,20,0', '600,600,50,0']);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('shades each thread from its own colour: dark edge, body, light ridge', () => {
    const colours = strokes(renderSvg(pattern()));
    const blue = colours.filter(([r, g, b]) => b! > r! + 60 && b! > g! + 30);
    const yellow = colours.filter(([r, g, b]) => r! > b! + 80 && g! > b! + 80);
    expect(blue.length).toBeGreaterThanOrEqual(3);
    expect(yellow.length).toBeGreaterThanOrEqual(3);
    const brightness = (c: number[]) => c[0]! + c[1]! + c[2]!;
    expect(Math.max(...blue.map(brightness))).toBeGreaterThan(
      Math.min(...blue.map(brightness)) * 1.5,
    );
  });

  it('paints the background when given and leaves it out otherwise', () => {
    expect(renderSvg(pattern(), { background: '#fafafa' })).toContain(
      '<rect width="100%" height="100%" fill="#fafafa"/>',
    );
    expect(renderSvg(pattern())).not.toContain('<rect');
  });
});
