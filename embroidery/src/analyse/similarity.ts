import { STITCH } from '../model/commands.ts';
import type { Pattern } from '../model/pattern.ts';
import { blockColours } from './blockColours.ts';
import { rgbToOklab } from './colourSpace.ts';
import { commandSummary, type CommandSummary } from './commandSummary.ts';
import { GRID, ORIENTATION_TERMS, shapeFeatures } from './shapeFeatures.ts';
import { stitchSegments } from './stitchSegments.ts';

/** Length of a similarity vector. */
export const SIMILARITY_DIMENSIONS = 32;

/**
 * Where each part sits in the vector (start index, length). Compare vectors by Euclidean
 * distance; they are L2-normalised, so this ranks as cosine similarity does.
 */
export const SIMILARITY_LAYOUT = {
  density: [0, GRID * GRID],
  orientation: [16, ORIENTATION_TERMS],
  size: [22, 1],
  aspect: [23, 1],
  colour: [24, 3],
  threadDensity: [27, 1],
  tags: [28, 4],
} as const satisfies Record<string, readonly [number, number]>;

/** Dimensions that describe the design itself (everything before the tags). */
const CONTENT_DIMENSIONS = SIMILARITY_LAYOUT.tags[0];

// Weights of the parts: what the design looks like leads, so the same motif in another format
// (where colours may be unknown) or scaled by ±10 % stays nearer than any other design.
const W_DENSITY = 0.75;
const W_ORIENTATION = 0.3;
const W_SIZE = 0.25;
const W_ASPECT = 0.3;
const W_COLOUR = 0.25;
const W_THREAD_DENSITY = 0.1;
/** Share of the vector's length given to tags by `withTags` unless told otherwise. */
export const DEFAULT_TAG_WEIGHT = 0.2;

// Thread-length-weighted mean colour in OKLab; zeros when the file names no colours, so a
// DST (no colours) sits between the coloured copies of the same motif instead of far away.
function meanColour(
  { colours, known }: ReturnType<typeof blockColours>,
  blockLength: Float64Array,
): [number, number, number] {
  let [total, l, a, b] = [0, 0, 0, 0];
  blockLength.forEach((w, block) => {
    if (!known[block] || w === 0) return;
    const lab = rgbToOklab(colours[block]!);
    total += w;
    l += w * lab.l;
    a += w * lab.a;
    b += w * lab.b;
  });
  return total > 0 ? [l / total - 0.6, a / total, b / total] : [0, 0, 0];
}

/** Stitches looked at for the vector: a larger design is sampled, so its cost stays bounded. */
export const SIMILARITY_SAMPLE = 512;

// One command in every k for a design of more than SIMILARITY_SAMPLE stitches.
function sampleStride(stitches: number): number {
  return Math.max(1, Math.ceil(stitches / SIMILARITY_SAMPLE));
}

function normalise(vector: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += vector[i]! * vector[i]!;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = from; i < to; i++) vector[i] = vector[i]! / norm;
  return norm;
}

/**
 * The similarity vector of a design: 32 floats, L2-normalised, compared by
 * Euclidean distance. Layout in `SIMILARITY_LAYOUT`; the tag part is zero (see `withTags`).
 * @param pattern the design
 * @param summary its command summary, when already computed
 * @returns the vector; all zeros for a pattern that sews nothing
 */
export function similarityVector(
  pattern: Pattern,
  summary: CommandSummary = commandSummary(pattern),
): Float32Array {
  const blocks = blockColours(pattern, summary.colourChanges.length + 1);
  const stride = sampleStride(summary.counts[STITCH]!);
  const shape = shapeFeatures(
    stitchSegments(pattern, { stride, colourChanges: summary.colourChanges }),
  );
  const vector = new Float32Array(SIMILARITY_DIMENSIONS);
  if (shape.threadLength === 0) return vector;
  // Square roots of the shares (Hellinger embedding): the part has length 1 and Euclidean
  // distance on it is a proper distance between distributions.
  shape.density.forEach((share, i) => (vector[i] = W_DENSITY * Math.sqrt(share)));
  shape.orientation.forEach((term, i) => (vector[16 + i] = W_ORIENTATION * term));
  const widthMm = Math.max(shape.width / 10, 1);
  const heightMm = Math.max(shape.height / 10, 1);
  // Sizes on a log scale around a typical 60 mm design, squashed so huge ones do not dominate.
  vector[22] = W_SIZE * Math.tanh(Math.log(Math.sqrt(widthMm * heightMm) / 60));
  // Wider or taller alike: the pose of the other features is turned to lie wide as well.
  vector[23] = W_ASPECT * Math.tanh(Math.abs(Math.log(widthMm / heightMm)));
  const colour = meanColour(blocks, shape.blockLength);
  vector[24] = W_COLOUR * colour[0];
  vector[25] = W_COLOUR * 1.5 * colour[1];
  vector[26] = W_COLOUR * 1.5 * colour[2];
  // Millimetres of thread per square millimetre (fills are dense, outlines sparse), from the
  // sample's thread length scaled back up to the whole design.
  const threadLength = shape.threadLength * stride;
  vector[27] = W_THREAD_DENSITY * Math.tanh(Math.log(threadLength / 10 / (widthMm * heightMm)));
  normalise(vector, 0, SIMILARITY_DIMENSIONS);
  return vector;
}

function hashTag(tag: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) hash = Math.imul(hash ^ tag.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Mixes tags into a similarity vector (feature hashing into the tag part): designs sharing tags
 * move closer, by at most `weight` of the vector's length. Replaces any tags mixed in before.
 * @param vector a vector from `similarityVector` (not changed)
 * @param tags the design's tags (case-insensitive)
 * @param weight share of the vector given to tags, 0–1
 * @returns a new L2-normalised vector
 */
export function withTags(
  vector: Float32Array,
  tags: readonly string[],
  weight = DEFAULT_TAG_WEIGHT,
): Float32Array {
  const [start, size] = SIMILARITY_LAYOUT.tags;
  const result = new Float32Array(vector);
  result.fill(0, start, start + size);
  for (const tag of new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))) {
    const hash = hashTag(tag);
    result[start + (hash % size)]! += hash & 0x80000000 ? -1 : 1;
  }
  const tagNorm = normalise(result, start, start + size);
  const contentNorm = normalise(result, 0, CONTENT_DIMENSIONS);
  if (tagNorm === 0 || contentNorm === 0) return result;
  const contentScale = Math.sqrt(1 - weight * weight);
  for (let i = 0; i < CONTENT_DIMENSIONS; i++) result[i] = result[i]! * contentScale;
  for (let i = start; i < start + size; i++) result[i] = result[i]! * weight;
  return result;
}

/** Euclidean distance between two similarity vectors. */
export function similarityDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/**
 * How far apart the thread colours of two designs are, from the colour part of their similarity
 * vectors (their thread-length-weighted mean colour), or null when either names no colours (DST,
 * EXP, …). The same motif read from formats with their own thread charts (PEC, JEF) lies within
 * 0.06 of itself; the same drawing sewn in other colours farther.
 */
export function meanColourDistance(a: Float32Array, b: Float32Array): number | null {
  const [start, size] = SIMILARITY_LAYOUT.colour;
  let [normA, normB, sum] = [0, 0, 0];
  for (let i = start; i < start + size; i++) {
    normA += a[i]! ** 2;
    normB += b[i]! ** 2;
    sum += (a[i]! - b[i]!) ** 2;
  }
  return normA < 1e-12 || normB < 1e-12 ? null : Math.sqrt(sum);
}
