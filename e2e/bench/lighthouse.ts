// Lighthouse as a phone on slow 4G sees the product (issue 17, docs/benchmarks.md "Over a real
// network"): its mobile defaults with simulated throttling, performance only, in Debian's
// Chromium. Per page: the performance score (median of --runs visits with an empty cache), LCP,
// bytes on the wire (all, and JavaScript), text responses sent uncompressed, the cache audit, and
// what a repeat visit downloads. Pages marked "signed in" run after signing in as the demo admin.
// Run from e2e/ while the product runs with the demo library (README's first command):
//   pnpm exec node bench/lighthouse.ts --url http://127.0.0.1:3000 [--runs 3] [--only admin]
//   [--save DIR: each page's median report as JSON, to read what Lighthouse found]
//   [--cpu calibrated: the CPU slowed to the same phone on any machine, see `cpuFor` below]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO_ADMIN, signIn } from '../fixtures/identity.ts';
import { startChromium } from './chromium.ts';
import { summarize, type Summary } from './lighthouseSummary.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const baseUrl = option('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const runs = Number(option('runs', '3'));
const only = option('only', '');
const saveDir = option('save', '');
const cpu = option('cpu', '4');
if (cpu !== 'calibrated' && !(Number(cpu) >= 1)) {
  throw new Error(`--cpu takes a multiplier (≥ 1) or "calibrated", not ${cpu}`);
}

/**
 * The benchmark index of the phone Lighthouse's default aims at: its constant 4× slowdown "moves a
 * typical run in the high-end desktop bracket [1,500–2,000] somewhere into the mid-tier mobile
 * bracket" (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"), i.e. 1,750 / 4.
 */
const PHONE_INDEX = 437.5;
/** The machine's index as the last visit measured it (Lighthouse rates it at each visit's start). */
let lastIndex: number | undefined;

/**
 * How much slower than this machine a visit's CPU is simulated. By default Lighthouse's constant
 * 4×, whose phone is slower on a slower machine (docs/benchmarks.md "The machine's part"). With
 * `--cpu calibrated` the multiplier follows the machine: its index as the previous visit measured
 * it over PHONE_INDEX (1 to 10), as Lighthouse's docs advise for machines outside the high-end
 * desktop bracket (a low-end desktop of 1,000–1,500: 2×, range 1–5), so every machine simulates
 * the same phone. A first visit (of the home page, at 4×) made only to rate the machine opens
 * the run.
 */
function cpuFor(): number {
  if (cpu !== 'calibrated') return Number(cpu);
  if (lastIndex === undefined) return 4; // the visit that rates the machine, not counted
  return Math.round(Math.min(10, Math.max(1, lastIndex / PHONE_INDEX)) * 100) / 100;
}

interface Target {
  page: string;
  path: string;
  signedIn: boolean;
}

/** A design of the library, for its page. */
async function aDesignId(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/stickerei/list?q=star`);
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  if (!items[0]) throw new Error('The library has no designs: start with DEMO_LIBRARY=1.');
  return items[0].id;
}

const allTargets: Target[] = [
  { page: 'home (the library)', path: '/', signedIn: false },
  { page: 'library searched ("star")', path: '/?q=star', signedIn: false },
  { page: 'blog article', path: '/blog/blogs/das-sind-wir', signedIn: false },
  { page: 'sign-in', path: '/sign-in', signedIn: false },
  { page: 'admin, signed out (→ sign-in)', path: '/superadmin/', signedIn: false },
  { page: 'design page (signed in)', path: `/files/${await aDesignId()}`, signedIn: true },
  { page: 'admin dashboard (signed in)', path: '/superadmin/', signedIn: true },
];
const targets = allTargets.filter((t) => t.page.includes(only));

async function audit(port: number, path: string, keepCache: boolean): Promise<Result> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    // Lighthouse empties the cache before each visit unless told not to (a repeat visit).
    disableStorageReset: keepCache,
    // merged into the mobile defaults (slow 4G, simulated): only the CPU's slowdown is set
    throttling: { cpuSlowdownMultiplier: cpuFor() },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  lastIndex = result.lhr.environment.benchmarkIndex || lastIndex;
  return result.lhr;
}

/**
 * Of the responses that look uncompressed by their transfer size, those that really are: a small
 * compressed file can travel in more bytes than it has, since the headers (the security policy
 * alone is about 1 KB) count too. Each is asked for again and must come encoded.
 */
async function reallyUncompressed(paths: string[]): Promise<string[]> {
  const plain: string[] = [];
  for (const p of paths) {
    const response = await fetch(`${baseUrl}${p}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (!response.headers.get('content-encoding')) plain.push(p);
  }
  return plain;
}

/** The median of `runs` cold visits, then one repeat visit with the cache they left. */
async function measure(port: number, target: Target) {
  const cold: Array<{ lhr: Result; summary: Summary }> = [];
  const retried: string[] = [];
  for (let i = 0; i < runs; i++) {
    let lhr = await audit(port, target.path, false);
    let summary = summarize(lhr);
    // A visit Lighthouse itself could not score (NO_NAVSTART now and then, on the first visit
    // after signing in) is visited once more, and said so, rather than counted as a 0.
    if (summary.failure) {
      retried.push(summary.failure);
      lhr = await audit(port, target.path, false);
      summary = summarize(lhr);
    }
    cold.push({ lhr, summary });
  }
  cold.sort((a, b) => a.summary.score - b.summary.score);
  const median = cold[Math.floor(cold.length / 2)]!;
  median.summary.uncompressed = await reallyUncompressed(median.summary.uncompressed);
  if (saveDir) {
    await mkdir(saveDir, { recursive: true });
    const name = target.page.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    await writeFile(path.join(saveDir, `${name}.json`), JSON.stringify(median.lhr));
  }
  const repeat = summarize(await audit(port, target.path, true));
  const indexes = cold.map((c) => c.summary.benchmarkIndex);
  // A visit Lighthouse could not score twice shows as 0 with its reason, e.g. "0 (NO_LCP)"; the
  // reasons of visits made again close the list: "…, 100, (again after NO_NAVSTART)".
  const scores = cold.map(
    (c) => `${c.summary.score}${c.summary.failure ? ` (${c.summary.failure})` : ''}`,
  );
  if (retried.length > 0) scores.push(`(again after ${retried.join(', ')})`);
  if (cpu === 'calibrated') {
    const slowdowns = cold.map((c) => c.lhr.configSettings.throttling.cpuSlowdownMultiplier);
    scores.push(`(CPU ×${Math.min(...slowdowns)}–${Math.max(...slowdowns)})`);
  }
  return { median: median.summary, scores, repeat, indexes };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const listed = (paths: string[]) =>
  paths.length === 0
    ? 'none'
    : `${paths.length}: ${paths.slice(0, 3).join(' ')}${paths.length > 3 ? ' …' : ''}`;
const chrome = await startChromium();
try {
  console.log(
    '| page | performance (median) | runs | LCP | TBT (ms) | on the wire (KB) | of it JS (KB) | uncompressed text | cache audit | repeat visit (KB) | of it JS (KB) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let signedIn = false;
  const indexes: number[] = [];
  if (cpu === 'calibrated') await audit(chrome.port, '/', false);
  for (const target of targets) {
    if (target.signedIn && !signedIn) {
      // Sign in once through the site's page in the same browser: Lighthouse keeps cookies.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${baseUrl}/sign-in`);
      await signIn(page, DEMO_ADMIN);
      await page.waitForURL('**/files');
      await page.close();
      await browser.close();
      signedIn = true;
    }
    const { median, scores, repeat, indexes: visits } = await measure(chrome.port, target);
    indexes.push(...visits);
    console.log(
      `| ${target.page} \`${target.path}\` | ${median.score} | ${scores.join(', ')} | ${median.lcp} | ${median.tbt} | ${kb(median.bytes)} | ${kb(median.jsBytes)} | ${listed(median.uncompressed)} | ${median.cacheScore} | ${kb(repeat.bytes)} | ${kb(repeat.jsBytes)} |`,
    );
  }
  // The machine's speed as Lighthouse rated it during these visits: a machine rated lower scores
  // the same page lower (docs/benchmarks.md "Over a real network", the machine's part).
  console.log(
    `\nLighthouse's benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)}`,
  );
} finally {
  await chrome.stop();
}
