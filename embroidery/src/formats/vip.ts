import { COLOR_CHANGE, JUMP, STITCH, TRIM } from '../model/commands.ts';
import type { Command } from '../model/commands.ts';
import type { FormatModule } from '../model/formatModule.ts';
import type { Pattern } from '../model/pattern.ts';
import { ByteReader } from './lib/byteReader.ts';
import { husExpand } from './lib/husExpand.ts';
import { StitchSink } from './lib/stitchSink.ts';

// Pfaff VIP, after libembroidery's reader and Jason Weiler's HUS/VIP notes: HUS's layout with
// magic 0x0190FC5D — stitch and colour counts, extents, then the offsets of three streams
// compressed as in HUS (commands, x moves, y moves; y up). Commands as in HUS: 0x80 stitch,
// 0x81 jump, 0x84 colour change, 0x88 trim, 0x90 end. Read so, the samples are exactly the
// rectangle and the star of the other formats. The colours are enciphered with a 256-byte key
// that no public description states (only libembroidery's source holds it), so no threads are
// read.
const MAGIC = 0x0190fc5d;
const HEADER = 46;
/** Decompression may not expand a file more than this (as for HUS). */
const MAX_EXPANSION = 16;

const COMMANDS: Record<number, Command> = {
  0x80: STITCH,
  0x81: JUMP,
  0x84: COLOR_CHANGE,
  0x88: TRIM,
};

function readHeader(bytes: Uint8Array): { count: number; offsets: number[] } {
  const r = new ByteReader(bytes, 'vip');
  if (r.u32le('the magic number') !== MAGIC) r.fail('not a VIP file (magic number)', 0);
  const count = r.u32le('the stitch count');
  if (count > MAX_EXPANSION * bytes.length + 4096)
    r.fail(`claims ${count} stitches, more than the file can hold`, 4);
  r.seek(20, 'the stream offsets');
  const offsets = [
    r.u32le('the command offset'),
    r.u32le('the x offset'),
    r.u32le('the y offset'),
    bytes.length,
  ];
  for (let k = 0; k < 3; k++) {
    if (offsets[k]! < HEADER || offsets[k]! > offsets[k + 1]!) {
      r.fail(`stream offsets ${offsets.slice(0, 3).join(', ')} are out of order`, 20 + 4 * k);
    }
  }
  return { count, offsets };
}

/**
 * Reads a Pfaff VIP file.
 * @throws FormatError for a bad header or undecodable streams
 */
export function readVip(bytes: Uint8Array): Pattern {
  const { count, offsets } = readHeader(bytes);
  const stream = (k: number) =>
    husExpand(bytes.subarray(offsets[k], offsets[k + 1]), count, {
      format: 'vip',
      offset: offsets[k]!,
    });
  const [commands, dxs, dys] = [stream(0), stream(1), stream(2)];
  const n = Math.min(count, commands.length, dxs.length, dys.length);
  const sink = new StitchSink(n + 2);
  for (let i = 0; i < n; i++) {
    const command = COMMANDS[commands[i]!];
    if (command === undefined) break;
    const dx = (dxs[i]! << 24) >> 24;
    const dy = -((dys[i]! << 24) >> 24);
    if (command === TRIM) {
      if (dx !== 0 || dy !== 0) sink.rel(dx, dy, JUMP);
      sink.here(TRIM);
    } else sink.rel(dx, dy, command);
  }
  sink.end();
  return sink.build();
}

function detectVip(bytes: Uint8Array): number {
  if (bytes.length < HEADER) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(0, true) === MAGIC ? 1 : 0;
}

/** Pfaff VIP. */
export const vip: FormatModule = {
  id: 'vip',
  name: 'Pfaff VIP',
  extensions: ['vip'],
  limits: { maxStitch: 127, maxJump: 127, maxColors: Infinity, paletteOnly: false },
  detect: detectVip,
  read: readVip,
};
