import type { Thread } from '../../model/thread.ts';

/** Size of the text header of DST and of the formats that copied it (DSB, DSZ, GT). */
export const DST_HEADER_SIZE = 512;
/** Longest header text searched for its end: far beyond a thread line per colour. */
const LONGEST_HEADER = 0x10000;

/**
 * Where the records of a DST start: after the 512-byte header, or, when a labelled header has
 * no end mark (0x1A) in those bytes and its text runs on, right after the 0x1A that ends it.
 * pyembroidery's extended header writes one TC line per thread and pads to 512 bytes only when
 * it is shorter, so a design of twenty-odd colours has a longer header.
 */
export function dstBodyStart(bytes: Uint8Array): number {
  if (!hasDstLabel(bytes)) return DST_HEADER_SIZE;
  for (let i = 0; i < DST_HEADER_SIZE; i++) if (bytes[i] === 0x1a) return DST_HEADER_SIZE;
  const limit = Math.min(bytes.length, LONGEST_HEADER);
  for (let i = DST_HEADER_SIZE; i < limit; i++) {
    const b = bytes[i]!;
    // The header's lines each end with CR, and the end mark follows the last one.
    if (b === 0x1a) return bytes[i - 1] === 0x0d ? i + 1 : DST_HEADER_SIZE;
    if (b < 0x20 && b !== 0x0d && b !== 0x0a && b !== 0x09) return DST_HEADER_SIZE;
  }
  return DST_HEADER_SIZE;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the `XX:value` lines of a Tajima header (CR or LF separated) into metadata and threads:
 * LA is the design name, AU the author, CP the copyright, TC a thread `#rrggbb,description,catalog`
 * (an extension written by Ink/Stitch and pyembroidery), anything else is kept under its own key.
 * A line that is not valid UTF-8 is skipped, as old writers put arbitrary bytes there.
 */
export function readDstHeader(
  bytes: Uint8Array,
  metadata: Record<string, string>,
  threads: Thread[],
  headerEnd = DST_HEADER_SIZE,
): void {
  const end = Math.min(bytes.length, headerEnd);
  let start = 0;
  for (let i = 0; i < end; i++) {
    const c = bytes[i];
    if (c !== 13 && c !== 10) continue;
    const line = decodeLine(bytes.subarray(start, i));
    start = i + 1;
    if (line === undefined || line.length <= 3) continue;
    headerField(line.slice(0, 2).trim(), line.slice(3).trim(), metadata, threads);
  }
}

function decodeLine(raw: Uint8Array): string | undefined {
  try {
    return utf8.decode(raw).trim();
  } catch {
    // Not UTF-8: the line is someone's private data, not one of the fields we read.
    return undefined;
  }
}

function headerField(
  key: string,
  value: string,
  metadata: Record<string, string>,
  threads: Thread[],
): void {
  if (key === 'LA') metadata.name = value;
  else if (key === 'AU') metadata.author = value;
  else if (key === 'CP') metadata.copyright = value;
  else if (key === 'TC') {
    const thread = parseThread(value);
    if (thread) threads.push(thread);
  } else metadata[key] = value;
}

function parseThread(value: string): Thread | undefined {
  const [hex, description, catalog] = value.split(',').map((part) => part.trim());
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match?.[1]) return undefined;
  const thread: Thread = { color: parseInt(match[1], 16) };
  if (description) thread.description = description;
  if (catalog) thread.catalogNumber = catalog;
  return thread;
}

/** True when the first bytes are a Tajima header's design-name field. */
export function hasDstLabel(bytes: Uint8Array): boolean {
  return (
    bytes.length >= DST_HEADER_SIZE && bytes[0] === 0x4c && bytes[1] === 0x41 && bytes[2] === 0x3a
  );
}
