// Whether the built site and admin are those of the sources as they are now: a stamp of every
// source file's path, size and modification time, kept next to the build. An unchanged checkout
// starts without building again (a fresh clone has no build, so it always builds).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// What a build of the site or the admin reads.
const SOURCES = [
  'site/src',
  'site/public',
  'site/astro.config.ts',
  'site/package.json',
  'admin/src',
  'admin/index.html',
  'admin/vite.config.ts',
  'admin/package.json',
  'shared/src',
  'shared/package.json',
  'embroidery/src',
  'embroidery/package.json',
  'scripts/precompress.ts',
  'scripts/lib/precompress.ts',
  'pnpm-lock.yaml',
];
const STAMPS = ['site/dist/.build-stamp', 'admin/dist/.build-stamp'];

async function walk(root: string, entry: string, hash: ReturnType<typeof createHash>) {
  const full = path.join(root, entry);
  const info = await stat(full).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    for (const name of (await readdir(full)).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      await walk(root, path.join(entry, name), hash);
    }
  } else hash.update(`${entry}\0${info.size}\0${info.mtimeMs}\n`);
}

/** The stamp of the sources under `root` now. */
export async function sourceStamp(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of SOURCES) await walk(root, entry, hash);
  return hash.digest('hex');
}

/** True when both builds carry `stamp`. */
export async function buildIsCurrent(root: string, stamp: string): Promise<boolean> {
  const stored = await Promise.all(
    STAMPS.map((file) => readFile(path.join(root, file), 'utf8').catch(() => '')),
  );
  return stored.every((s) => s === stamp);
}

/** Records that both builds are of `stamp`. */
export async function writeBuildStamp(root: string, stamp: string): Promise<void> {
  await Promise.all(STAMPS.map((file) => writeFile(path.join(root, file), stamp)));
}
