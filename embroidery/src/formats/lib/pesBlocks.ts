import { COLOR_CHANGE, END, JUMP, STITCH, STOP } from '../../model/commands.ts';
import type { Extents } from '../../model/extents.ts';
import type { Pattern } from '../../model/pattern.ts';
import type { ByteWriter } from './byteWriter.ts';

/** A run of the design as PE-Design stores it: stitched points, or a jump's start and end. */
interface Segment {
  jump: boolean;
  block: number;
  points: number[];
}

function segments(pattern: Pattern, origin: [number, number]): Segment[] {
  const out: Segment[] = [];
  let block = 0;
  let current: Segment | undefined;
  let lastStitch: [number, number] = [0, 0];
  for (let i = 0; i < pattern.length; i++) {
    const command = pattern.commands[i];
    const x = pattern.xs[i]! - origin[0];
    const y = pattern.ys[i]! - origin[1];
    if (command === END) break;
    if (command === COLOR_CHANGE || command === STOP) {
      block++;
      current = undefined;
    } else if (command === STITCH) {
      if (!current || current.jump) out.push((current = { jump: false, block, points: [] }));
      current.points.push(x, y);
      lastStitch = [x, y];
    } else if (command === JUMP) {
      if (!current?.jump)
        out.push((current = { jump: true, block, points: [...lastStitch, x, y] }));
      current.points[2] = x;
      current.points[3] = y;
    } else {
      // A trim ends the run: the next stitches form a new one.
      current = undefined;
    }
  }
  return out;
}

/**
 * Writes the PES object section PE-Design reads (one CEmbOne object holding CSewSeg stitch
 * runs, coordinates relative to the design's left/bottom corner), as laid out by PES v1–v6.
 * @param colorCodes the colour code written for each colour block
 * @returns how many colour transitions the runs have (PES v6 lists them once more)
 */
export function writePesBlocks(
  out: ByteWriter,
  pattern: Pattern,
  extents: Extents,
  colorCodes: readonly number[],
): number {
  const width = extents[2] - extents[0];
  const height = extents[3] - extents[1];
  out.u16le(7).ascii('CEmbOne').fill(0, 16);
  // Placement in PE-Design's 130 × 180 mm page: identity transform, translated to the page centre.
  for (const v of [1, 0, 0, 1, 350 + 650 - width / 2, 100 + height + 900 - height / 2])
    out.f32le(v);
  out.u16le(1).u16le(0).u16le(0).u16le(width).u16le(height).fill(0, 8);
  const sectionCountAt = out.length;
  out.u16le(0).u16le(0xffff).u16le(0);
  out.u16le(7).ascii('CSewSeg');
  const runs = segments(pattern, [extents[0], extents[3]]);
  const transitions: [number, number][] = [];
  runs.forEach((run, index) => {
    const code = colorCodes[run.block] ?? 0;
    if (index > 0) out.u16le(0x8003);
    if (transitions.at(-1)?.[1] !== code) transitions.push([index, code]);
    out
      .u16le(run.jump ? 1 : 0)
      .u16le(code)
      .u16le(run.points.length / 2);
    for (const v of run.points) out.u16le(v);
  });
  out.u16le(transitions.length);
  for (const [index, code] of transitions) out.u16le(index).u16le(code);
  out.patchU16le(sectionCountAt, runs.length);
  out.u16le(0).u16le(0);
  return transitions.length;
}
