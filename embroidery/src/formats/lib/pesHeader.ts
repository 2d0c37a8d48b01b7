import type { Thread } from '../../model/thread.ts';
import { latin1 } from './byteReader.ts';
import type { ByteReader } from './byteReader.ts';

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

/** A PES string: a length byte then text (UTF-8 when valid, else Latin-1). */
export function readPesString(r: ByteReader, what: string): string {
  const length = r.u8(what);
  const bytes = r.take(length, what);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

function readThread(r: ByteReader): Thread {
  const catalogNumber = readPesString(r, 'a thread catalogue number');
  const color = r.u24be('a thread colour');
  r.skip(5, 'a thread record');
  const description = readPesString(r, 'a thread description');
  const brand = readPesString(r, 'a thread brand');
  const chart = readPesString(r, 'a thread chart');
  const thread: Thread = { color };
  if (catalogNumber) thread.catalogNumber = catalogNumber;
  if (description) thread.description = description;
  if (brand) thread.brand = brand;
  if (chart) thread.chart = chart;
  return thread;
}

/**
 * Reads the PES header after the PEC offset (the reader's cursor at byte 12): metadata from
 * version 4 and the thread chart from version 5. Headers that describe programmable fills,
 * motifs or feather patterns are not followed further (their layout is not public); their
 * threads then come from the PEC colour list.
 * @throws FormatError when the header runs past the end of the file
 */
export function readPesHeader(r: ByteReader, version: string): PesHeader {
  const header: PesHeader = { version, metadata: {}, threads: [] };
  const layout = LAYOUTS[version];
  if (!layout && version !== '0040') return header;
  r.skip(4, 'the PES header');
  for (const key of METADATA_KEYS) {
    const value = readPesString(r, `the design ${key}`);
    if (value) header.metadata[key] = value;
  }
  if (!layout) return header;
  const [hoopSkip, imageSkip, afterSkip] = layout;
  if (hoopSkip !== null) {
    r.skip(hoopSkip);
    const hoop = readPesString(r, 'the hoop name');
    if (hoop) header.metadata.hoop_name = hoop;
  }
  r.skip(imageSkip);
  const image = readPesString(r, 'the image file name');
  if (image) header.metadata.image_file = image;
  r.skip(afterSkip);
  for (const what of ['programmable fills', 'motifs', 'feather patterns']) {
    if (r.u16le(`the count of ${what}`) !== 0) return header;
  }
  const count = r.u16le('the thread count');
  for (let i = 0; i < count; i++) header.threads.push(readThread(r));
  return header;
}
