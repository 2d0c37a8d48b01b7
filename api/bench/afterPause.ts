// The first library call after a quiet spell (docs/benchmarks.md "Warm connections"): a server
// with sporadic traffic. Each round pauses `--pause` seconds (longer than a pool's former idle
// timeout of 10 s), then sends one drawn list call and its filter-options at once, as the site
// does, and prints their times. Run from api/ after bench/seed.ts:
//   pnpm exec node bench/afterPause.ts --target postgres:stickerei_bench1m --seed 7 --rounds 8
import { setTimeout as sleep } from 'node:timers/promises';
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import { filterOptions } from '../src/library/facets.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';
import { describeQuery, filtersOf, queryMix } from './queryMix.ts';

const opts = args();
const seed = Number(opts.seed ?? Math.floor(Math.random() * 1e9));
const rounds = Number(opts.rounds ?? 8);
const pause = Number(opts.pause ?? 12) * 1000;
const db = await openTarget(parseTarget(opts.target), false);
const previews = createPreviewUrls('bench-secret-bench-secret-bench-secret');
// Drawn queries from the middle of the mix: not the first ones a warm-up might resemble.
const mix = queryMix(seed, 0).slice(500, 500 + rounds);
const times: number[] = [];
for (const m of mix) {
  await sleep(pause);
  const started = performance.now();
  const f = filtersOf(m);
  await Promise.all([
    listDesigns(db, previews, f, { sort: m.sort, order: m.order, page: m.page, pageSize: 20 }),
    filterOptions(db, f),
  ]);
  const ms = Math.round((performance.now() - started) * 10) / 10;
  times.push(ms);
  console.log(`${ms} ms  ${describeQuery(m)}`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    seed,
    rounds,
    pauseSeconds: pause / 1000,
    median: sorted[sorted.length >> 1],
    max: sorted.at(-1),
  }),
);
await db.close();
