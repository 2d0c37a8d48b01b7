import { describe, expect, it } from 'vitest';
import { JUMP, STITCH } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { sampleFlower, scalePattern } from './samplePatterns.ts';
import { shapeFeatures } from './shapeFeatures.ts';
import { stitchSegments } from './stitchSegments.ts';
import {
  SIMILARITY_DIMENSIONS,
  SIMILARITY_LAYOUT,
  similarityDistance,
  similarityVector,
  withTags,
} from './similarity.ts';

function translate(pattern: Pattern, dx: number, dy: number): Pattern {
  const xs = pattern.xs.slice(0, pattern.length).map((x) => x + dx);
  const ys = pattern.ys.slice(0, pattern.length).map((y) => y + dy);
  return { ...pattern, xs, ys };
}

// A filled square of horizontal rows: nothing like a flower.
function square(side: number, colour: number): Pattern {
  const b = new PatternBuilder();
  b.threads = [{ color: colour }];
  b.add(0, 0, JUMP);
  for (let y = 0; y <= side; y += 4) {
    for (let x = 0; x <= side; x += 30) b.add((y / 4) % 2 === 0 ? x : side - x, y, STITCH);
  }
  return b.build();
}

const norm = (v: Float32Array) => Math.hypot(...v);
const [tagStart, tagLength] = SIMILARITY_LAYOUT.tags;
const tagPart = (v: Float32Array) => v.subarray(tagStart, tagStart + tagLength);

describe('similarityVector', () => {
  const flower = sampleFlower({ stitches: 3000 });

  it('has a fixed length and unit norm', () => {
    const v = similarityVector(flower);
    expect(v.length).toBe(SIMILARITY_DIMENSIONS);
    expect(norm(v)).toBeCloseTo(1, 5);
    expect(Array.from(tagPart(v))).toEqual([0, 0, 0, 0]);
  });

  it('ignores where the design sits', () => {
    const moved = similarityVector(translate(flower, 1234, -567));
    expect(similarityDistance(moved, similarityVector(flower))).toBeLessThan(1e-4);
  });

  it('keeps a design scaled by ±10 % nearer than other designs', () => {
    const original = similarityVector(flower);
    const others = [
      square(400, 0xd7263d),
      square(800, 0x2255cc),
      sampleFlower({ stitches: 3000, colours: [0x2255cc, 0x112266, 0xffffff, 0x2e8b3e] }),
    ];
    const nearestOther = Math.min(
      ...others.map((o) => similarityDistance(original, similarityVector(o))),
    );
    for (const factor of [0.9, 1.1]) {
      expect(
        similarityDistance(original, similarityVector(scalePattern(flower, factor))),
      ).toBeLessThan(nearestOther / 2);
    }
  });

  it('gives a design turned by 90° or mirrored (as some formats store it) nearly the same vector', () => {
    const original = similarityVector(flower);
    const turned = {
      ...flower,
      xs: flower.ys.slice(0, flower.length).map((y) => -y),
      ys: flower.xs.slice(0, flower.length),
    };
    const mirrored = { ...flower, xs: flower.xs.slice(0, flower.length).map((x) => -x) };
    const other = similarityVector(square(600, 0xd7263d));
    for (const copy of [turned, mirrored]) {
      const distance = similarityDistance(original, similarityVector(copy));
      expect(distance).toBeLessThan(0.02);
      expect(distance).toBeLessThan(similarityDistance(original, other) / 10);
    }
  });

  it('samples a large design and still describes it as a whole', () => {
    const large = sampleFlower({ stitches: 40000 });
    const full = shapeFeatures(stitchSegments(large));
    const sampled = shapeFeatures(stitchSegments(large, { stride: 11 }));
    for (let i = 0; i < full.density.length; i++)
      expect(Math.abs(sampled.density[i]! - full.density[i]!)).toBeLessThan(0.01);
    for (let i = 0; i < full.orientation.length; i++)
      expect(Math.abs(sampled.orientation[i]! - full.orientation[i]!)).toBeLessThan(0.03);
  });

  it('is all zeros for a pattern that sews nothing', () => {
    expect(norm(similarityVector(new PatternBuilder().build()))).toBe(0);
  });
});

describe('withTags', () => {
  const base = similarityVector(sampleFlower({ stitches: 2000 }));

  it('keeps unit length and gives tags the requested share', () => {
    const tagged = withTags(base, ['Flower', 'spring']);
    expect(norm(tagged)).toBeCloseTo(1, 5);
    expect(norm(tagPart(tagged))).toBeCloseTo(0.2, 5);
  });

  it('brings designs with the same tags closer and replaces earlier tags', () => {
    const other = similarityVector(
      sampleFlower({ stitches: 2000, colours: [0x2255cc, 0x112266, 0xffffff, 0x2e8b3e] }),
    );
    const apart = similarityDistance(withTags(base, ['rose']), withTags(other, ['anchor']));
    const together = similarityDistance(withTags(base, ['rose']), withTags(other, ['ROSE ']));
    expect(together).toBeLessThan(apart);
    expect(similarityDistance(withTags(withTags(base, ['rose']), []), base)).toBeLessThan(1e-6);
  });
});
