import { COLOR_CHANGE, END, JUMP, STITCH, STOP } from '../model/commands.ts';
import { patternExtents } from '../model/extents.ts';
import type { Pattern } from '../model/pattern.ts';
import { fillerThread } from './lib/blockThreads.ts';
import { ByteWriter } from './lib/byteWriter.ts';
import { nearestThreadIndex } from './lib/colorMatch.ts';
import { fitToLimits } from './lib/fitToLimits.ts';
import { JEF_THREADS } from './lib/threads/jefThreads.ts';

const HEADER = 116;

/**
 * The JEF colour list: a chart index per colour block and 0 per stop. Each thread takes its
 * nearest chart colour, or the next nearest when that would repeat the previous block's index
 * for a different colour (the machine would not ask for a change).
 */
function jefPalette(pattern: Pattern): number[] {
  const palette: number[] = [];
  let threadIndex = 0;
  let last = -1;
  let lastColor = -1;
  const pick = () => {
    const color = (pattern.threads[threadIndex] ?? fillerThread(threadIndex)).color & 0xffffff;
    let index = nearestThreadIndex(color, JEF_THREADS, new Set([0]));
    if (index === last && color !== lastColor)
      index = nearestThreadIndex(color, JEF_THREADS, new Set([0, last]));
    palette.push(index);
    last = index;
    lastColor = color;
  };
  pick();
  for (let i = 0; i < pattern.length && pattern.commands[i] !== END; i++) {
    if (pattern.commands[i] === STOP) palette.push(0);
    else if (pattern.commands[i] === COLOR_CHANGE) {
      threadIndex++;
      pick();
    }
  }
  return palette;
}

/** Hoop code for a design size in 0.1 mm: 50×50, 126×110, 140×200, 200×200, else 110×110. */
function hoopFor(width: number, height: number): number {
  if (width < 500 && height < 500) return 1;
  if (width < 1260 && height < 1100) return 3;
  if (width < 1400 && height < 2000) return 2;
  if (width < 2000 && height < 2000) return 4;
  return 0;
}

function writeHeader(out: ByteWriter, pattern: Pattern, palette: readonly number[]): void {
  const [minX, minY, maxX, maxY] = patternExtents(pattern);
  const halfW = Math.round((maxX - minX) / 2);
  const halfH = Math.round((maxY - minY) / 2);
  // The stitch count field counts 2-byte units: one per stitch, two per jump or colour command,
  // one for the end mark; trims are not written.
  let units = 1;
  for (let i = 0; i < pattern.length; i++) {
    const command = pattern.commands[i];
    if (command === STITCH) units += 1;
    else if (command === JUMP || command === COLOR_CHANGE || command === STOP) units += 2;
  }
  const date = /^\d{14}$/.test(pattern.metadata.date ?? '')
    ? pattern.metadata.date!
    : '20240101000000';
  out
    .u32le(HEADER + 8 * palette.length)
    .u32le(0x14)
    .ascii(date)
    .u8(0)
    .u8(0);
  out
    .u32le(palette.length)
    .u32le(units)
    .u32le(hoopFor(maxX - minX, maxY - minY));
  out.u32le(halfW).u32le(halfH).u32le(halfW).u32le(halfH);
  // Distance from the design's edges to those of the 110×110, 50×50, 140×200 and custom hoops.
  for (const [w, h] of [
    [550, 550],
    [250, 250],
    [700, 1000],
    [700, 1000],
  ] as const) {
    const dx = w - halfW;
    const dy = h - halfH;
    for (const v of Math.min(dx, dy) >= 0 ? [dx, dy, dx, dy] : [-1, -1, -1, -1]) out.u32le(v);
  }
  for (const index of palette) out.u32le(index);
  for (let i = 0; i < palette.length; i++) out.u32le(0x0d);
}

/**
 * Writes a pattern as JEF: moves split to 12.7 mm, colours mapped to Janome's chart, stops as
 * chart index 0. JEF has no trim code (machines cut on long jumps), so trims are not written.
 */
export function writeJef(pattern: Pattern): Uint8Array {
  const fitted = fitToLimits(pattern, { maxStitch: 127, maxJump: 127, format: 'jef' });
  const palette = jefPalette(fitted);
  const out = new ByteWriter(HEADER + palette.length * 8 + fitted.length * 4);
  writeHeader(out, fitted, palette);
  let x = 0;
  let y = 0;
  for (let i = 0; i < fitted.length; i++) {
    const command = fitted.commands[i];
    const dx = fitted.xs[i]! - x;
    const dy = fitted.ys[i]! - y;
    x = fitted.xs[i]!;
    y = fitted.ys[i]!;
    if (command === STITCH) out.u8(dx).u8(-dy);
    else if (command === JUMP) out.u8(0x80).u8(0x02).u8(dx).u8(-dy);
    else if (command === COLOR_CHANGE || command === STOP) out.u8(0x80).u8(0x01).u8(0).u8(0);
    else if (command === END) break;
  }
  out.u8(0x80).u8(0x10);
  return out.toBytes();
}
