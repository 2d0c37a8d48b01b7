// Seeds N realistic library designs and trains the similarity index (docs/benchmarks.md).
// Run from api/: pnpm exec node bench/seed.ts --target postgres:stickerei_bench --n 100000
//            or: pnpm exec node bench/seed.ts --target pglite:/tmp/stickerei-bench --n 100000
import { trainSimilarityIndex } from '../src/library/similarityIndex.ts';
import { args, openTarget, parseTarget } from './benchDb.ts';
import { designGenerator } from './libraryData.ts';

const COLUMNS = [
  'id',
  'name',
  'labels',
  'author',
  'stick_set',
  'created_at',
  'assigned_tags',
  'color_palette',
  'formats',
  'stick_type',
  'commercially_usable',
  'sponsored',
  'design_width',
  'design_height',
  'stitch_count',
  'stitch_block_count',
  'color_change_count',
  'trim_count',
  'stop_count',
  'similarity',
].join(', ');

const opts = args();
const target = parseTarget(opts.target);
const total = Number(opts.n ?? 100_000);
const batch = Number(opts.batch ?? 5_000);
const db = await openTarget(target, opts.append !== 'true');
const next = designGenerator(total, Number(opts.seed ?? 1));

const started = performance.now();
for (let i = 0; i < total; i += batch) {
  const rows = Array.from({ length: Math.min(batch, total - i) }, (_, k) => next(i + k));
  // One statement per batch: the statement-level triggers update counts and vectors once.
  await db.query(
    `INSERT INTO design (${COLUMNS}) SELECT ${COLUMNS} FROM json_populate_recordset(null::design, $1)`,
    [JSON.stringify(rows)],
  );
  if ((i / batch) % 20 === 0) {
    const s = (performance.now() - started) / 1000;
    console.log(
      `${i + rows.length} designs, ${s.toFixed(0)} s, ${Math.round((i + rows.length) / s)}/s`,
    );
  }
}
const inserted = performance.now();
await db.exec('VACUUM ANALYZE design');
const vacuumed = performance.now();
const trained = await trainSimilarityIndex(db);
// Once more: a vacuum right after the load may leave pages not yet all-visible, and index-only
// scans need them so.
await db.exec('VACUUM ANALYZE design');
await db.exec('VACUUM ANALYZE design_vector');
// The maintained counts take an update per design: a million loaded leave ~870,000 dead rows,
// and every library call's first read of them took 5 ms instead of 0.6 until autovacuum came
// by. setup-test-data vacuums the same tables (refreshStatistics.ts).
await db.exec('VACUUM ANALYZE library_facet_count');
const done = performance.now();
console.log(
  JSON.stringify({
    target,
    designs: total,
    insertSeconds: Math.round((inserted - started) / 100) / 10,
    designsPerSecond: Math.round(total / ((inserted - started) / 1000)),
    vacuumAnalyzeSeconds: Math.round((vacuumed - inserted) / 100) / 10,
    train: trained,
    totalSeconds: Math.round((done - started) / 100) / 10,
  }),
);
await db.close();
