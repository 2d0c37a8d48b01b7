// Brotli and gzip files next to each compressible file of a build (`app.js` → `app.js.br`,
// `app.js.gz`), so the api sends them by Accept-Encoding instead of compressing on every request
// (docs/delivery.md). Compressed once at build time, at the highest levels.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text and other formats that compress well; images, fonts as woff2, archives do not. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ico',
  '.ttf',
  '.otf',
  '.wasm',
]);
// Below this a file fits in one packet anyway; its compressed copy would save next to nothing.
const MIN_BYTES = 1024;
const VARIANTS = ['.br', '.gz'] as const;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.join(e.parentPath, e.name));
}

const compress: Record<(typeof VARIANTS)[number], (bytes: Buffer) => Promise<Buffer>> = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes) => gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes the variants of one file that are smaller than it; the names of those written. */
async function compressFile(file: string, result: PrecompressResult): Promise<string[]> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return [];
  result.files += 1;
  result.bytes += bytes.length;
  const written: string[] = [];
  for (const variant of VARIANTS) {
    const packed = await compress[variant](bytes);
    if (packed.length >= bytes.length) continue;
    await writeFile(file + variant, packed);
    written.push(file + variant);
    result[variant === '.br' ? 'brotliBytes' : 'gzipBytes'] += packed.length;
  }
  return written;
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file of at least 1 KB under `dir`
 * (a variant no smaller than its file is not written), and removes variants whose file is gone
 * or no longer qualifies, so a stale copy is never served.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const files = await filesUnder(dir);
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
  const written = new Set(
    (
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.has(path.extname(f).toLowerCase()))
          .map((f) => compressFile(f, result)),
      )
    ).flat(),
  );
  const stale = files.filter((f) => {
    const variant = VARIANTS.find((v) => f.endsWith(v));
    const base = variant ? f.slice(0, -variant.length) : '';
    return variant && !written.has(f) && COMPRESSIBLE.has(path.extname(base).toLowerCase());
  });
  await Promise.all(stale.map((f) => rm(f)));
  return result;
}
