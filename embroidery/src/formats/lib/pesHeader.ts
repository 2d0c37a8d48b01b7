import type { Thread } from '../../model/thread.ts';
import { FormatError } from '../../model/formatError.ts';
import { ByteReader, utf8OrLatin1 } from './byteReader.ts';

/** What a PES header adds to its PEC section: metadata and, from version 5 on, the thread chart. */
export interface PesHeader {
  version: string;
  metadata: Record<string, string>;
  threads: Thread[];
}

// Bytes to skip around the image-file name, per version (after the five metadata strings):
// [before an optional hoop name, before the image name, after the image name]. Version 5 to 10
// headers then list fill, motif and feather patterns and the thread chart.
const LAYOUTS: Record<string, readonly [hoop: number | null, image: number, after: number]> = {
  '0050': [null, 24, 24],
  '0055': [null, 24, 24],
  '0056': [null, 24, 24],
  '0060': [null, 36, 24],
  '0070': [null, 36, 24],
  '0080': [null, 38, 26],
  '0090': [14, 30, 34],
  '0100': [14, 38, 34],
};
const METADATA_KEYS = ['name', 'category', 'author', 'keywords', 'comments'] as const;

/**
 * How a string's length byte counts: in bytes (Brother), or in characters of UTF-8 text
 * (pyembroidery's writer, so a name with non-ASCII letters is longer than its length byte says).
 */
type LengthUnit = 'bytes' | 'chars';

/** Bytes the first `count` UTF-8 characters at `at` take (a lead byte tells each one's length). */
function utf8Span(bytes: Uint8Array, at: number, count: number): number {
  let i = at;
  for (let k = 0; k < count && i < bytes.length; k++) {
    const b = bytes[i]!;
    i += b < 0xc0 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
  }
  return i - at;
}

/** True when text holds a control character other than tab and line breaks. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}

/** A PES string: a length byte then text (UTF-8 when valid, else Latin-1). */
function readPesString(r: ByteReader, what: string, unit: LengthUnit, texts: string[]): string {
  const length = r.u8(what);
  const span = unit === 'bytes' ? length : utf8Span(r.bytes, r.pos, length);
  const text = utf8OrLatin1(r.take(span, what));
  texts.push(text);
  return text;
}

function readThread(r: ByteReader, unit: LengthUnit, texts: string[]): Thread {
  const catalogNumber = readPesString(r, 'a thread catalogue number', unit, texts);
  const color = r.u24be('a thread colour');
  r.skip(5, 'a thread record');
  const description = readPesString(r, 'a thread description', unit, texts);
  const brand = readPesString(r, 'a thread brand', unit, texts);
  const chart = readPesString(r, 'a thread chart', unit, texts);
  const thread: Thread = { color };
  if (catalogNumber) thread.catalogNumber = catalogNumber;
  if (description) thread.description = description;
  if (brand) thread.brand = brand;
  if (chart) thread.chart = chart;
  return thread;
}

/**
 * Reads the PES header after the PEC offset (byte 12): metadata from version 4 and the thread
 * chart from version 5. Headers that describe programmable fills, motifs or feather patterns
 * are not followed further (their layout is not public); their threads then come from the PEC
 * colour list. String lengths are taken as bytes and, when that reads control characters (the
 * text is out of step), as UTF-8 characters. A part of the header that reads neither way is left
 * out (PEmbroider, for one, states a thread count and writes no threads): the PEC section holds
 * the design and its colours.
 */
export function readPesHeader(bytes: Uint8Array, version: string): PesHeader {
  const layout = LAYOUTS[version];
  if (!layout && version !== '0040') return { version, metadata: {}, threads: [] };
  for (const unit of ['bytes', 'chars'] as const) {
    const header: PesHeader = { version, metadata: {}, threads: [] };
    const r = new ByteReader(bytes, 'pes', 12);
    if (!readsCleanly((texts) => readMetadata(r, header, unit, texts))) continue;
    if (layout && !readsCleanly((texts) => readChart(r, header, { layout, unit, texts })))
      header.threads = [];
    return header;
  }
  return { version, metadata: {}, threads: [] };
}

/** Runs one part of the header; false when it ran off the file or read control characters. */
function readsCleanly(part: (texts: string[]) => void): boolean {
  const texts: string[] = [];
  try {
    part(texts);
  } catch (error) {
    if (error instanceof FormatError) return false;
    throw error;
  }
  return !texts.some(hasControl);
}

function readMetadata(r: ByteReader, header: PesHeader, unit: LengthUnit, texts: string[]): void {
  r.skip(4, 'the PES header');
  for (const key of METADATA_KEYS) {
    const value = readPesString(r, `the design ${key}`, unit, texts);
    if (value) header.metadata[key] = value;
  }
}

interface ChartOptions {
  layout: (typeof LAYOUTS)[string] & {};
  unit: LengthUnit;
  texts: string[];
}

function readChart(r: ByteReader, header: PesHeader, { layout, unit, texts }: ChartOptions): void {
  const [hoopSkip, imageSkip, afterSkip] = layout;
  if (hoopSkip !== null) {
    r.skip(hoopSkip);
    const hoop = readPesString(r, 'the hoop name', unit, texts);
    if (hoop) header.metadata.hoop_name = hoop;
  }
  r.skip(imageSkip);
  const image = readPesString(r, 'the image file name', unit, texts);
  if (image) header.metadata.image_file = image;
  r.skip(afterSkip);
  for (const what of ['programmable fills', 'motifs', 'feather patterns']) {
    if (r.u16le(`the count of ${what}`) !== 0) return;
  }
  const count = r.u16le('the thread count');
  for (let i = 0; i < count; i++) header.threads.push(readThread(r, unit, texts));
}
