import { Header, Pax, type HeaderData } from 'tar';

const BLOCK = 512;

/** One entry of PGlite's data folder dump, its bytes a view into the dump (no copy). */
export interface DumpEntry {
  /** Relative to the data folder, without a leading slash. */
  path: string;
  type: 'file' | 'directory';
  data: Uint8Array;
}

// Held by the running database only; a restored folder must not carry it (PGlite writes its own).
const SKIPPED = new Set(['postmaster.pid']);

/**
 * The entries of the uncompressed tar `dumpDataDir` makes, in order.
 * @throws Error for an entry of another kind than file or folder
 */
export function* dumpEntries(bytes: Uint8Array): Generator<DumpEntry> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  let extended: HeaderData | undefined;
  while (offset + BLOCK <= buffer.length) {
    const header = new Header(buffer, offset, extended);
    if (header.nullBlock) break;
    if (!header.cksumValid) throw new Error(`the database dump is damaged at byte ${offset}`);
    const size = header.size ?? 0;
    const data = buffer.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (header.type === 'ExtendedHeader') {
      extended = Pax.parse(data.toString('utf8'), extended);
      continue;
    }
    extended = undefined;
    const path = (header.path ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
    if (path === '' || SKIPPED.has(path)) continue;
    if (header.type === 'Directory') yield { path, type: 'directory', data: data.subarray(0, 0) };
    else if (header.type === 'File' || header.type === 'OldFile')
      yield { path, type: 'file', data };
    else throw new Error(`the database dump holds ${path}, a ${header.type}`);
  }
}
