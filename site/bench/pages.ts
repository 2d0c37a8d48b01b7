// The static pages' budget (DESIGN.md §9): JavaScript gzip per page from the built site, and a
// Lighthouse performance score per page against the running product (docs/benchmarks.md).
// Run from site/ after a build, with the product running (README's first command):
//   pnpm exec node bench/pages.ts --url http://127.0.0.1:3000 [--runs 3]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const DIST = path.resolve(import.meta.dirname, '../dist');
const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const baseUrl = option('url', 'http://127.0.0.1:3000');
const runs = Number(option('runs', '3'));

/** Page path → built file. The home page's library island is measured apart (see below). */
const PAGES: Array<[string, string]> = [
  ['/', 'index.html'],
  ['/blog', 'blog.html'],
  ['/blog/blogs/das-sind-wir', 'blog/blogs/das-sind-wir.html'],
  ['/contact', 'contact.html'],
  ['/imprint', 'imprint.html'],
  ['/privacy-policy', 'privacy-policy.html'],
  ['/terms-of-service', 'terms-of-service.html'],
];

const gz = (text: string | Buffer) => gzipSync(text).length;

/** Every module a script pulls in through static imports, as site paths. */
async function staticGraph(entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = await readFile(path.join(DIST, entry), 'utf8');
  // Static imports only: `import"./x.js"`, `import{a}from"./x.js"`; dynamic import() is on demand.
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const spec = m[1]!;
    const next = spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(entry), spec);
    await staticGraph(next, seen);
  }
  return seen;
}

interface Weight {
  page: string;
  inlineGzip: number;
  shellGzip: number;
  islandGzip: number;
}

/**
 * JavaScript a page loads: its inline scripts and module scripts (the shell: theme, language,
 * header) and, apart, what its client:only islands load (on the home page, the design library).
 */
async function weigh(page: string, file: string): Promise<Weight> {
  const html = await readFile(path.join(DIST, file), 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((code) => code.trim() !== '');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const islands = [...html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const shell = new Set<string>();
  for (const s of scripts) await staticGraph(s, shell);
  const island = new Set<string>();
  for (const s of islands) await staticGraph(s, island);
  for (const s of shell) island.delete(s);
  const sum = async (files: Set<string>) => {
    let total = 0;
    for (const f of files) total += gz(await readFile(path.join(DIST, f)));
    return total;
  };
  const inlineGzip = inline.reduce((n, code) => n + gz(code), 0);
  return {
    page,
    inlineGzip,
    shellGzip: inlineGzip + (await sum(shell)),
    islandGzip: await sum(island),
  };
}

const weights: Weight[] = [];
for (const [page, file] of PAGES) weights.push(await weigh(page, file));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('| page | shell JS gzip (KB) | of it inline | islands JS gzip (KB) |');
console.log('| --- | --- | --- | --- |');
for (const w of weights) {
  console.log(`| ${w.page} | ${kb(w.shellGzip)} | ${kb(w.inlineGzip)} | ${kb(w.islandGzip)} |`);
}

// Lighthouse, mobile defaults (simulated throttling), performance only; the median of `runs`.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log('\n| page | performance (median) | FCP | LCP | TBT | CLS | runs |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [page] of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      results.push(result.lhr);
    }
    results.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const median = results[Math.floor(results.length / 2)]!;
    const audit = (id: string) => median.audits[id]?.displayValue ?? '?';
    const scores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    console.log(
      `| ${page} | ${scores[Math.floor(scores.length / 2)]} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} | ${scores.join(', ')} |`,
    );
  }
} finally {
  chrome.kill();
}
