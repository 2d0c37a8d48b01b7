// Benchmarks of the design-library api (docs/benchmarks.md, "Design library api"): list with
// filters, filter-options under filters, similar designs (latency and recall@10 against exact
// search), each through the api (app.inject) and as the library functions' raw queries.
// Run from api/ after bench/seed.ts:
//   pnpm exec node bench/library.ts --target postgres:stickerei_bench --reps 40
import { writeFile } from 'node:fs/promises';
import Fastify from 'fastify';
import {
  COLOURS,
  THEME_CATEGORIES,
  type ListSort,
  type MachineProfile,
} from '@stickerei/shared/domain';
import { app as appPlugin } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPreviewUrls } from '../src/lib/previewUrl.ts';
import { filterOptions } from '../src/library/facets.ts';
import { parseFilters, type FilterQuery } from '../src/library/filters.ts';
import { listDesigns } from '../src/library/listDesigns.ts';
import { searchSimilar } from '../src/library/similarSearch.ts';
import { DIM, squaredDistance, unpackVector } from '../src/library/vectors.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';

const opts = args();
const target = parseTarget(opts.target);
const reps = Number(opts.reps ?? 40);
const db = await openTarget(target, false);
const config = {
  ...loadConfig({
    COGNITO_USER_POOL_ID: 'local_bench',
    COGNITO_CLIENT_ID: 'bench',
    DATA_DIR: '/tmp/stickerei-bench-data',
  }),
  mode: 'web' as const,
};
const app = Fastify({ logger: false });
await app.register(appPlugin, { config, db });
await app.ready();
const previews = createPreviewUrls('bench-secret-bench-secret-bench-secret');

const NOUNS = [
  'rose',
  'owl',
  'anchor',
  'heart',
  'star',
  'tulip',
  'fox',
  'unicorn',
  'train',
  'cake',
];
type Query = FilterQuery & { sort?: ListSort };
const cat = (i: number) => THEME_CATEGORIES[i % THEME_CATEGORIES.length]!;
const col = (i: number) => COLOURS[i % COLOURS.length]!;

/** Filter combinations; `i` varies the values across repetitions. */
const LIST: Array<[string, (i: number) => Query]> = [
  ['no filter (newest)', () => ({})],
  ['one category (each of 48)', (i) => ({ categories: [cat(i)] })],
  ['one colour (each of 15)', (i) => ({ colors: [col(i)] })],
  ['two colours + format pes', (i) => ({ colors: [col(i), col(i + 5)], formats: ['pes'] })],
  [
    'category + colour + commercial',
    (i) => ({ categories: [cat(i)], colors: [col(i)], commercial: true }),
  ],
  ['free text, one word', (i) => ({ q: NOUNS[i % NOUNS.length] })],
  ['free text + category', (i) => ({ q: NOUNS[i % NOUNS.length], categories: [cat(i)] })],
  ['free text + colour', (i) => ({ q: NOUNS[i % NOUNS.length], colors: [col(i)] })],
  ['free text + author', (i) => ({ q: NOUNS[i % NOUNS.length], author: `Author ${i % 60}` })],
  ['author', (i) => ({ author: `Author ${i % 60}` })],
  ['set', (i) => ({ set: `Set ${i % 40}-${i % 8}` })],
  [
    'stick type + format + commercial',
    (i) => ({
      stickType: i % 2 ? 'PARTS_SINGLE_TYPE' : 'MULTIPLE_TYPES',
      formats: ['jef'],
      commercial: true,
    }),
  ],
  ['hoop 100×100 + colour', (i) => ({ hoopWidth: 100, hoopHeight: 100, colors: [col(i)] })],
  ['size range 50–80 mm', () => ({ minWidth: 50, maxWidth: 80, minHeight: 50, maxHeight: 80 })],
  ['sponsored', () => ({ sponsored: true })],
  ['sort by name + category', (i) => ({ sort: 'name', categories: [cat(i)] })],
  ['sort by size + colour', (i) => ({ sort: 'size', colors: [col(i)] })],
  ['sort by running time', () => ({ sort: 'time' })],
  ['sort by running time + category', (i) => ({ sort: 'time', categories: [cat(i)] })],
  ['at most N minutes (5–40)', (i) => ({ maxMinutes: 5 + (i % 8) * 5 })],
  ['at most N minutes + colour', (i) => ({ maxMinutes: 5 + (i % 8) * 5, colors: [col(i)] })],
];

const FACETS: Array<[string, (i: number) => Query]> = [
  ['no filter', () => ({})],
  ['one category', (i) => ({ categories: [cat(i)] })],
  ['colour + format', (i) => ({ colors: [col(i)], formats: ['pes'] })],
  ['free text', (i) => ({ q: NOUNS[i % NOUNS.length] })],
  ['author', (i) => ({ author: `Author ${i % 60}` })],
  [
    'commercial + stick type',
    (i) => ({ commercial: true, stickType: i % 2 ? 'SINGLE_TYPE' : 'MULTIPLE_TYPES' }),
  ],
  ['category + colour', (i) => ({ categories: [cat(i)], colors: [col(i)] })],
];

function queryString(q: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    for (const item of [v].flat()) params.append(k, String(item));
  return params.toString();
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (v: number) => Math.round(v * 10) / 10;

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const value = await fn();
  return [performance.now() - t, value];
}

interface Row {
  name: string;
  apiP50: number;
  apiP95: number;
  rawP50: number;
  rawP95: number;
  note: string;
}

async function measure(
  path: string,
  cases: Array<[string, (i: number) => Query]>,
  raw: (q: Query) => Promise<unknown>,
) {
  const rows: Row[] = [];
  for (const [name, make] of cases) {
    const api: number[] = [];
    const direct: number[] = [];
    let estimated = 0;
    let totals = 0;
    for (let i = -3; i < reps; i++) {
      const q = make(Math.abs(i));
      const [a, res] = await time(() =>
        app.inject({ method: 'GET', url: `/api/stickerei/${path}?${queryString(q)}` }),
      );
      if (res.statusCode !== 200) throw new Error(`${path} ${name}: ${res.statusCode} ${res.body}`);
      const [b] = await time(() => raw(q));
      if (i < 0) continue; // warm-up
      api.push(a);
      direct.push(b);
      const body = res.json<{ total: number; totalIsEstimate?: boolean; estimated?: boolean }>();
      if (body.totalIsEstimate || body.estimated) estimated++;
      totals += body.total;
    }
    const row = {
      name,
      apiP50: ms(pct(api, 50)),
      apiP95: ms(pct(api, 95)),
      rawP50: ms(pct(direct, 50)),
      rawP95: ms(pct(direct, 95)),
      note: `mean total ${Math.round(totals / reps)}, estimated ${estimated}/${reps}`,
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  return rows;
}

const list = await measure('list', LIST, ({ sort, ...q }) =>
  listDesigns(db, previews, parseFilters(q, null), { sort, pageSize: 20 }),
);
const facets = await measure('filter-options', FACETS, (q) =>
  filterOptions(db, parseFilters(q, null)),
);

// The running time on a user's own machine (not the indexed default): raw listDesigns, since
// the bench has no signed-in caller. "near" changes every term a little (narrowed through the
// time index); "no trims" leaves a term out, which leaves only a full sort when ascending.
const MACHINES: Array<[string, MachineProfile]> = [
  [
    'near',
    { stitchesPerMinute: 800, secondsPerColourChange: 45, secondsPerTrim: 8, secondsPerStop: 20 },
  ],
  [
    'no trims',
    { stitchesPerMinute: 1000, secondsPerColourChange: 60, secondsPerTrim: 0, secondsPerStop: 30 },
  ],
];
const ownMachine: Array<{ name: string; p50: number; p95: number; max: number }> = [];
for (const [label, machine] of MACHINES) {
  for (const order of ['asc', 'desc'] as const) {
    for (const [name, make] of [
      ['sort by time', () => ({})],
      ['sort by time + category', (i: number) => ({ categories: [cat(i)] })],
    ] as Array<[string, (i: number) => FilterQuery]>) {
      const times: number[] = [];
      for (let i = -3; i < reps; i++) {
        const f = { ...parseFilters(make(Math.abs(i)), null), machine };
        const [t] = await time(() =>
          listDesigns(db, previews, f, {
            sort: 'time',
            order,
            pageSize: 20,
            page: 1 + (Math.abs(i) % 5),
          }),
        );
        if (i >= 0) times.push(t);
      }
      const row = {
        name: `${name}, ${order}, machine ${label}`,
        p50: ms(pct(times, 50)),
        p95: ms(pct(times, 95)),
        max: ms(Math.max(...times)),
      };
      console.log(JSON.stringify(row));
      ownMachine.push(row);
    }
  }
}

// Deep pages: follow the cursor 10 pages into the newest designs.
const deep: number[] = [];
let cursor = '';
for (let page = 0; page < 10; page++) {
  const [t, res] = await time(() =>
    app.inject({
      method: 'GET',
      url: `/api/stickerei/list?pageSize=20${cursor ? `&cursor=${cursor}` : ''}`,
    }),
  );
  deep.push(t);
  cursor = res.json<{ nextCursor: string }>().nextCursor;
}

async function libraryVectors() {
  const { rows } = await db.query<{ id: string; vec: Uint8Array }>(
    'SELECT id, vec FROM design_vector WHERE owner_id IS NULL ORDER BY id',
  );
  const data = new Float32Array(rows.length * DIM);
  rows.forEach((r, i) => unpackVector(r.vec, data, i * DIM));
  return { ids: rows.map((r) => r.id), data };
}

const { ids, data } = await libraryVectors();
const queries = Array.from({ length: Number(opts.similar ?? 200) }, (_, i) =>
  Math.floor((((i * 7919) % 1000) / 1000) * ids.length),
);
const simApi: number[] = [];
const simRaw: number[] = [];
let recall = 0;
let twinFirst = 0;
for (const q of queries) {
  const id = ids[q]!;
  const [a] = await time(() =>
    app.inject({ method: 'GET', url: `/api/stickerei/similar?id=${id}&limit=10` }),
  );
  const [b, hits] = await time(() => searchSimilar(db, id, { userId: null, limit: 10 }));
  simApi.push(a);
  simRaw.push(b);
  const exact = ids
    .map((other, k) => ({
      other,
      d: k === q ? Infinity : squaredDistance(data, q * DIM, data, k * DIM),
    }))
    .sort((x, y) => x.d - y.d || (x.other < y.other ? -1 : 1))
    .slice(0, 10);
  const found = new Set(hits.map((h) => h.id));
  recall += exact.filter((e) => found.has(e.other)).length / 10;
  if (hits[0]?.id === exact[0]!.other) twinFirst++;
}
const similar = {
  queries: queries.length,
  apiP50: ms(pct(simApi, 50)),
  apiP95: ms(pct(simApi, 95)),
  rawP50: ms(pct(simRaw, 50)),
  rawP95: ms(pct(simRaw, 95)),
  recallAt10: Math.round((recall / queries.length) * 1000) / 1000,
  nearestFirst: Math.round((twinFirst / queries.length) * 1000) / 1000,
};
console.log(JSON.stringify({ similar, deepPagesMs: deep.map(ms) }));

const { rows: size } = await db.query<{ designs: number }>(
  `SELECT count::integer AS designs FROM library_facet_count WHERE facet = 'total'`,
);
const result = {
  target,
  designs: size[0]?.designs,
  reps,
  list,
  facets,
  ownMachine,
  deepPagesMs: deep.map(ms),
  similar,
  at: new Date().toISOString(),
};
if (opts.out) await writeFile(opts.out, JSON.stringify(result, null, 2));
await app.close();
await db.close();
