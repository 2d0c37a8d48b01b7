import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { OperationReporter } from '../admin/operations/operationRunner.ts';
import { refreshStatistics } from '../admin/testData/refreshStatistics.ts';
import type { UploadAnalysis } from '../jobs/analyseUpload.ts';
import { createAnalysisPool, type AnalysisPool } from '../jobs/analysisPool.ts';
import { MEASURED_COLUMNS, measuredValues } from '../jobs/saveDesign.ts';
import type { Db } from '../lib/db.ts';
import { eachLimited } from '../lib/eachLimited.ts';
import { previewKey } from '../lib/previewUrl.ts';
import { trainSimilarityIndex } from '../library/similarityIndex.ts';
import type { Storage } from '../plugins/storage.ts';
import { corpusDesigns } from './corpusDesigns.ts';
import { demoDesignId, type DemoDesign, type DemoFile } from './demoDesign.ts';
import { markDemoLibrary } from './demoState.ts';
import { generatedDesigns } from './generatedDesigns.ts';

/** Storage prefix of the demo designs' files (their previews live where every design's do). */
export const DEMO_PREFIX = 'demo';

export interface DemoContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The corpus folder (`corpus/` of the repository); designs of real files come from it. */
  corpusDir: string;
  /** Worker threads and limits of the processing (the api's JOB_* settings). */
  jobs: Config['jobs'];
}

/** Every demo design: the corpus' real files mixed into the generated designs. */
export async function demoDesigns(corpusDir: string): Promise<DemoDesign[]> {
  return interleave(generatedDesigns(), await corpusDesigns(corpusDir));
}

// Newest first in the library: a generated design leads, a real file every CORPUS_EVERY places.
const CORPUS_EVERY = 8;
const SPACING_MS = 3 * 3600 * 1000;

/** Generated and real designs mixed, so every page of the library shows some of both. */
export function interleave(generated: DemoDesign[], corpus: DemoDesign[]): DemoDesign[] {
  const out: DemoDesign[] = [];
  const rest = [...corpus];
  generated.forEach((design, i) => {
    out.push(design);
    if (i % CORPUS_EVERY === CORPUS_EVERY - 1 && rest.length) out.push(rest.shift()!);
  });
  return [...out, ...rest];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const fileKey = (id: string, format: string) => `${DEMO_PREFIX}/${id}/design.${format}`;

async function insertDemoDesign(
  db: Db,
  row: { id: string; design: DemoDesign; files: DemoFile[]; a: UploadAnalysis; createdAt: number },
): Promise<boolean> {
  const { id, design, files, a } = row;
  return db.transaction(async (tx) => {
    // search_text and the facet masks come from the design trigger (migration 011).
    const inserted = await tx.query(
      `INSERT INTO design (id, owner_id, name, stick_type, commercially_usable, stick_set, labels,
         assigned_tags, author, created_at, formats, is_demo, source, ${MEASURED_COLUMNS})
       VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $13, $14, $15, $16,
         $17, $18, $19, $20, $21, $22, $23)
       ON CONFLICT (id) DO NOTHING`,
      [
        id,
        design.name,
        design.stickType,
        design.commercial,
        design.stickSet,
        design.labels,
        design.tags,
        design.author,
        row.createdAt,
        files.map((f) => f.format),
        JSON.stringify(design.source),
        ...measuredValues(a),
      ],
    );
    if (inserted.rowCount === 0) return false;
    for (const file of files) {
      await tx.query(
        `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          id,
          file.format,
          file.fileName,
          file.bytes.length,
          sha256(file.bytes),
          fileKey(id, file.format),
        ],
      );
    }
    return true;
  });
}

/** Processes one demo design (previews in a worker thread) and adds it to the library. */
async function addDemoDesign(
  ctx: DemoContext,
  pool: AnalysisPool,
  design: DemoDesign,
  at: { id: string; createdAt: number },
): Promise<boolean> {
  const files = design.files();
  const primary = files[0]!;
  const a = await pool.analyse(primary.bytes, primary.fileName);
  // Bytes first: a design row never points at files that are not there.
  for (const file of files) await ctx.storage.put(fileKey(at.id, file.format), file.bytes);
  for (const { size, png } of a.previews) await ctx.storage.put(previewKey(at.id, size), png);
  return insertDemoDesign(ctx.db, { ...at, design, files, a });
}

async function existingDemoIds(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM design WHERE is_demo');
  return new Set(rows.map((r) => r.id));
}

/**
 * Fills the demo library (docs/demo-library.md): the real files of the corpus, one design per
 * motif with its source and licence, and generated designs so every theme category, colour
 * family and machine format has designs. Designs already there (an interrupted fill) are kept;
 * a design that cannot be processed is left out and named in the result.
 */
export async function fillDemoLibrary(
  ctx: DemoContext,
  reporter: OperationReporter,
  designs?: DemoDesign[],
): Promise<Record<string, unknown>> {
  const started = performance.now();
  await markDemoLibrary(ctx.db, 'filling');
  designs ??= await demoDesigns(ctx.corpusDir);
  const existing = await existingDemoIds(ctx.db);
  const pool = createAnalysisPool({
    size: ctx.jobs.concurrency,
    timeoutMs: ctx.jobs.timeoutSeconds * 1000,
    maxMemoryMb: ctx.jobs.maxMemoryMb,
  });
  const now = Date.now();
  const skipped: string[] = [];
  let created = 0;
  let finished = 0;
  try {
    await eachLimited(designs, ctx.jobs.concurrency, async (design, index) => {
      if (reporter.signal.aborted) throw new Error('Stopped: the api is shutting down.');
      const id = demoDesignId(design.key);
      try {
        if (!existing.has(id)) {
          const at = { id, createdAt: now - index * SPACING_MS };
          if (await addDemoDesign(ctx, pool, design, at)) created++;
        }
      } catch (error) {
        if (reporter.signal.aborted) throw error;
        ctx.log.warn({ err: error, design: design.key }, 'a demo design was left out');
        skipped.push(design.key);
      }
      finished++;
      await reporter.progress((90 * finished) / designs.length, 'designs');
    });
  } finally {
    await pool.close();
  }
  await reporter.progress(92, 'similarity index');
  await trainSimilarityIndex(ctx.db);
  await refreshStatistics(ctx.db);
  const total = (await existingDemoIds(ctx.db)).size;
  await markDemoLibrary(ctx.db, 'done', total);
  return {
    designs: total,
    created,
    fromCorpus: designs.filter((d) => d.source.kind === 'corpus').length,
    generated: designs.filter((d) => d.source.kind === 'generated').length,
    skipped,
    ms: Math.round(performance.now() - started),
  };
}
