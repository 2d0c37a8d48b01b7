// The last step of the site's and the admin's build: brotli and gzip copies of each compressible
// file (scripts/lib/precompress.ts). Usage: node ../scripts/precompress.ts dist
import path from 'node:path';
import { precompress } from './lib/precompress.ts';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Name the build folder to compress, e.g. node ../scripts/precompress.ts dist');
  process.exit(2);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
for (const dir of dirs) {
  const r = await precompress(path.resolve(dir));
  console.log(
    `precompressed ${r.files} files in ${dir}: ${kb(r.bytes)} → ${kb(r.brotliBytes)} brotli, ${kb(r.gzipBytes)} gzip`,
  );
}
