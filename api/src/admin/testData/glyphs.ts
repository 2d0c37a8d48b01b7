import type { Point } from './stitchWriter.ts';

// A small stroke font for lettering: each glyph is strokes of points in a box 0–1 wide and 0–1
// high (y down). Sewn as satin columns, a word reads as machine lettering does.
const GLYPHS: Record<string, Array<Array<[number, number]>>> = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.22, 0.6],
      [0.78, 0.6],
    ],
  ],
  E: [
    [
      [1, 0],
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  F: [
    [
      [1, 0],
      [0, 0],
      [0, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0.5],
      [1, 0.5],
    ],
  ],
  I: [
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [0, 0.55],
      [1, 1],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.5, 0.6],
      [1, 0],
      [1, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  O: [
    [
      [0.5, 0],
      [0.1, 0.15],
      [0, 0.5],
      [0.1, 0.85],
      [0.5, 1],
      [0.9, 0.85],
      [1, 0.5],
      [0.9, 0.15],
      [0.5, 0],
    ],
  ],
  S: [
    [
      [1, 0.1],
      [0.6, 0],
      [0.1, 0.1],
      [0.05, 0.35],
      [0.5, 0.5],
      [0.95, 0.65],
      [0.9, 0.9],
      [0.4, 1],
      [0, 0.9],
    ],
  ],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 0.75],
      [0.25, 1],
      [0.75, 1],
      [1, 0.75],
      [1, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [0.5, 1],
      [1, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.4],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  Z: [
    [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  ],
};

/** Letters the lettering can sew. */
export const LETTERS = Object.keys(GLYPHS);

/**
 * The strokes of `text` (unknown letters skipped) with letters `height` high, centred on
 * (cx, cy), letters 0.7 × height wide with 0.3 × height between them.
 */
export function letterStrokes(text: string, height: number, cx: number, cy: number): Point[][] {
  const letters = [...text.toUpperCase()].filter((ch) => GLYPHS[ch]);
  const width = height * 0.7;
  const gap = height * 0.3;
  const total = letters.length * width + Math.max(0, letters.length - 1) * gap;
  const left = cx - total / 2;
  const top = cy - height / 2;
  return letters.flatMap((ch, i) =>
    GLYPHS[ch]!.map((stroke) =>
      stroke.map(([x, y]): Point => [left + i * (width + gap) + x * width, top + y * height]),
    ),
  );
}
