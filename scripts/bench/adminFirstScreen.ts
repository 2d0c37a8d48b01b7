// What the admin's first screen costs in JavaScript, from its build (docs/benchmarks.md): the
// brotli bytes of the chunks a screen loads before it can show, i.e. the entry, then
// startAdmin and a page's chunk with every chunk they import statically.
// Usage, after `pnpm --filter @stickerei/admin run build`:
//   node scripts/bench/adminFirstScreen.ts [admin/dist] [--list]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const args = process.argv.slice(2);
const list = args.includes('--list');
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'admin/dist');
const assets = path.join(dist, 'assets');
if (!existsSync(assets)) {
  console.error(`No ${assets}: build the admin first (pnpm --filter @stickerei/admin run build).`);
  process.exit(2);
}
const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));

// The entry's name comes from index.html; the others by the module they were built from.
function entryChunk(): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="[^"]*\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${dist}/index.html names no module script.`);
  return src;
}
function chunkOf(module: string): string {
  const found = chunks.filter((f) => f.startsWith(`${module}-`));
  if (found.length !== 1)
    throw new Error(`Expected one chunk for ${module}, found ${found.length}.`);
  return found[0]!;
}

// Minified ES modules: `import{…}from"./x.js"` and `import"./x.js"` (not `import("./x.js")`).
const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
function staticClosure(seeds: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(match[1]!);
  };
  seeds.forEach(visit);
  return seen;
}

// The precompressed copy is what the api sends (scripts/precompress.ts skips files under 1 KB);
// a build made without that step (plain `vite build`) is compressed here the same way.
const precompressed = readdirSync(assets).some((f) => f.endsWith('.br'));
const brotliBytes = (file: string) => {
  const br = path.join(assets, `${file}.br`);
  if (precompressed) return statSync(existsSync(br) ? br : path.join(assets, file)).size;
  const code = readFileSync(path.join(assets, file));
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

const screens: Record<string, string[]> = {
  'signed out (entry only)': [entryChunk()],
  dashboard: [entryChunk(), chunkOf('startAdmin'), chunkOf('Dashboard')],
};
for (const [screen, seeds] of Object.entries(screens)) {
  const files = [...staticClosure(seeds)].sort((a, b) => brotliBytes(b) - brotliBytes(a));
  const total = files.reduce((sum, f) => sum + brotliBytes(f), 0);
  console.log(`${screen}: ${(total / 1024).toFixed(1)} KB brotli in ${files.length} chunks`);
  if (list) for (const f of files) console.log(`  ${(brotliBytes(f) / 1024).toFixed(1)} ${f}`);
}
