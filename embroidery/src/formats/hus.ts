import { COLOR_CHANGE, END, JUMP, STITCH, TRIM } from '../model/commands.ts';
import type { Command } from '../model/commands.ts';
import type { FormatModule } from '../model/formatModule.ts';
import { PatternBuilder } from '../model/pattern.ts';
import type { Pattern } from '../model/pattern.ts';
import type { Thread } from '../model/thread.ts';
import { ByteReader } from './lib/byteReader.ts';
import { husExpand } from './lib/husExpand.ts';
import { HUS_THREADS } from './lib/threads/husThreads.ts';
import { threadAt } from './lib/threads/threadTable.ts';

// HUS header: magic (its upper half 0x00C8), stitch count, colour count, extents, then the
// offsets of three compressed streams — commands, x deltas, y deltas (y up) — and the colours.
/** Decompression may not expand the file more than this (real files stay under 2×). */
const MAX_EXPANSION = 16;

function detect(bytes: Uint8Array): number {
  if (bytes.length < 42 || bytes[2] !== 0xc8 || bytes[3] !== 0x00) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [commands, xs, ys] = [
    view.getUint32(20, true),
    view.getUint32(24, true),
    view.getUint32(28, true),
  ];
  return commands >= 42 && commands <= xs && xs <= ys && ys <= bytes.length ? 0.9 : 0;
}

interface HusHeader {
  claimed: number;
  threads: Thread[];
  /** Start of the command, x and y streams, then the end of the file. */
  offsets: number[];
}

function readHeader(bytes: Uint8Array): HusHeader {
  const r = new ByteReader(bytes, 'hus', 4);
  const claimed = r.u32le('the stitch count');
  const colorCount = r.u32le('the colour count');
  r.skip(8, 'the extents');
  const offsets = [
    r.u32le('the command stream offset'),
    r.u32le('the x stream offset'),
    r.u32le('the y stream offset'),
    bytes.length,
  ];
  for (let i = 0; i < 3; i++) {
    if (offsets[i]! > offsets[i + 1]! || offsets[i]! < 42) {
      r.fail(`stream offsets ${offsets.join(', ')} are out of order`, 20 + 4 * i);
    }
  }
  if (claimed > MAX_EXPANSION * bytes.length + 4096) {
    r.fail(`claims ${claimed} stitches, more than a ${bytes.length}-byte file can hold`, 4);
  }
  r.skip(10, 'the design name');
  const threads: Thread[] = [];
  for (let i = 0; i < colorCount; i++)
    threads.push(threadAt(HUS_THREADS, r.u16le('a colour index')));
  return { claimed, threads, offsets };
}

const COMMANDS: Record<number, Command> = {
  0x80: STITCH,
  0x81: JUMP,
  0x84: COLOR_CHANGE,
  0x88: TRIM,
};

function read(bytes: Uint8Array): Pattern {
  const { claimed, threads, offsets } = readHeader(bytes);
  const stream = (k: number) =>
    husExpand(bytes.subarray(offsets[k], offsets[k + 1]), claimed, {
      format: 'hus',
      offset: offsets[k]!,
    });
  const commands = stream(0);
  // Only the stitches before the end command are needed from the coordinate streams.
  let count = 0;
  while (count < commands.length && COMMANDS[commands[count]!] !== undefined) count++;
  const dxs = stream(1);
  const dys = stream(2);
  count = Math.min(count, dxs.length, dys.length);
  const b = new PatternBuilder(count + 2);
  b.threads = threads;
  let x = 0;
  let y = 0;
  for (let i = 0; i < count; i++) {
    const command = COMMANDS[commands[i]!]!;
    const dx = (dxs[i]! << 24) >> 24;
    const dy = -((dys[i]! << 24) >> 24);
    if (command !== TRIM) b.add((x += dx), (y += dy), command);
    else {
      // A trim may carry a move, made before the cut.
      if (dx !== 0 || dy !== 0) b.add((x += dx), (y += dy), JUMP);
      b.add(x, y, TRIM);
    }
  }
  b.add(x, y, END);
  return b.build();
}

/** Husqvarna Viking HUS: compressed command and coordinate streams, Husqvarna thread chart. */
export const hus: FormatModule = {
  id: 'hus',
  name: 'Husqvarna Viking HUS',
  extensions: ['hus'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: true },
  detect,
  read,
};
