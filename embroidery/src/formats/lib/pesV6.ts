import type { Pattern } from '../../model/pattern.ts';
import type { Thread } from '../../model/thread.ts';
import type { ByteWriter } from './byteWriter.ts';
import type { PecColorInfo } from './pecSection.ts';

/** A PES string: length byte (of the UTF-8 bytes, at most 255) then the text. */
export function writePesString(out: ByteWriter, text: string | undefined): void {
  const bytes = new TextEncoder().encode(text ?? '').subarray(0, 255);
  out.u8(bytes.length).bytes(bytes);
}

function writeThread(out: ByteWriter, thread: Thread): void {
  writePesString(out, thread.catalogNumber);
  out.u24be(thread.color).u8(0);
  // 0x0A marks a custom (RGB) colour rather than one of PE-Design's charts.
  out.u32le(0x0a);
  writePesString(out, thread.description);
  writePesString(out, thread.brand);
  writePesString(out, thread.chart);
}

/**
 * The PES v6 header after the PEC offset: hoop and page settings, metadata strings, an identity
 * transform, the thread chart (one thread per colour block) and the object count.
 */
export function writePesHeaderV6(
  out: ByteWriter,
  pattern: Pattern,
  threads: readonly Thread[],
  hasStitches: boolean,
): void {
  out.u16le(1).ascii('02');
  for (const key of ['name', 'category', 'author', 'keywords', 'comments'])
    writePesString(out, pattern.metadata[key]);
  // Hoop-change optimisation off, standard 100 × 100 page, design 200 × 200, grid 10 mm shown.
  for (const v of [0, 0, 100, 100, 0, 200, 200, 100, 100, 100, 7, 19, 1, 1, 0, 100, 1, 0])
    out.u16le(v);
  out.u8(0);
  for (const v of [1, 0, 0, 1, 0, 0]) out.f32le(v);
  out.u16le(0).u16le(0).u16le(0).u16le(threads.length);
  for (const thread of threads) writeThread(out, thread);
  out.u16le(hasStitches ? 1 : 0);
}

/** What PES v6 repeats after the PEC section: the colour list and each thread's RGB. */
export function writePesTailV6(out: ByteWriter, colors: PecColorInfo): void {
  const list = [colors.indices.length - 1, ...colors.indices].slice(0, 128);
  out.bytes(list).fill(0x20, 128 - list.length);
  out.fill(0, 0x90 * colors.threads.length);
  for (const thread of colors.threads) out.u24le(thread.color);
  out.u16le(0);
}
