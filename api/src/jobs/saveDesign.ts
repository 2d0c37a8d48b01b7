import { randomUUID } from 'node:crypto';
import type { DesignThread } from '@stickerei/shared/domain';
import { threadHex, type Thread } from '@stickerei/embroidery';
import type { Queryable } from '../lib/db.ts';
import { assignBucket } from '../library/similarityIndex.ts';
import { previewKey } from '../lib/previewUrl.ts';
import { replaceDesignPreviews } from '../library/designPreviews.ts';
import type { JobEvents } from '../plugins/jobEvents.ts';
import type { Storage } from '../plugins/storage.ts';
import type { UploadAnalysis } from './analyseUpload.ts';
import { endImportJob, type JobResult } from '../imports/jobOutcome.ts';
import type { ImportEvents } from '../imports/importEvents.ts';
import { chooseDesign, type Placement } from './chooseDesign.ts';
import { finishJob, recordUpload, type JobRow } from './processingJobs.ts';

/** How a finished job ended up. */
export interface SaveOutcome {
  result: 'created' | 'joined' | 'unchanged' | 'duplicate' | 'refused';
  designId: string | null;
}

/** The job was taken over by another worker (its lease ran out); this result was dropped. */
export class LostJobError extends Error {
  override name = 'LostJobError';
}

// Advisory-lock class of "designs of one owner" (the key's second half is the owner's hash).
const OWNER_LOCK_CLASS = 5;

/** Design name from the uploaded file's name: without its extension. */
export function designName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').trim() || fileName;
}

/** Threads as the design detail lists them. */
export const designThreads = (threads: Thread[]): DesignThread[] =>
  threads.map((t) => ({
    hex: threadHex(t.color),
    description: t.description ?? '',
    brand: t.brand ?? '',
    catalog_number: t.catalogNumber ?? '',
  }));

const tenth = (mm: number) => Math.round(mm * 10) / 10;

/** The design columns an analysis fills, in the order of `MEASURED_COLUMNS`. */
export const MEASURED_COLUMNS =
  'design_width, design_height, stitch_count, stitch_block_count, jump_count, trim_count, ' +
  'color_change_count, color_palette, threads, similarity, motif_print, stop_count';

/** Values of `MEASURED_COLUMNS` for an analysed file. */
export function measuredValues(a: UploadAnalysis): unknown[] {
  return [
    tenth(a.widthMm),
    tenth(a.heightMm),
    a.stitches,
    a.stitchBlockCount,
    a.jumps,
    a.trims,
    a.colorChanges,
    a.colorPalette,
    JSON.stringify(designThreads(a.threads)),
    a.similarity,
    a.motifPrint,
    a.stops,
  ];
}

async function insertDesign(
  tx: Queryable,
  job: JobRow,
  a: UploadAnalysis,
  bucket: number | null,
): Promise<void> {
  // search_text and the facet masks are filled by the design trigger (migration 011).
  await tx.query(
    `INSERT INTO design (id, owner_id, name, stick_type, created_at, formats, bucket,
       ${MEASURED_COLUMNS})
     VALUES ($1, $2, $3, 'SINGLE_TYPE', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       $17, $18)`,
    [
      job.id,
      job.owner_id,
      designName(job.file_name),
      Date.now(),
      [a.format],
      bucket,
      ...measuredValues(a),
    ],
  );
}

// A joining file adds its format; when the design so far has no thread colours (DST, EXP) and
// this file has them, its colours, palette and vector replace the made-up ones.
async function addFormat(
  tx: Queryable,
  designId: string,
  a: UploadAnalysis,
  colours: { adopt: boolean; bucket: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE design SET formats = array_append(formats, $2), updated_at = now() WHERE id = $1`,
    [designId, a.format],
  );
  if (!colours.adopt) return;
  await tx.query(
    `UPDATE design SET threads = $2, color_palette = $3, similarity = $4, bucket = $5
     WHERE id = $1`,
    [
      designId,
      JSON.stringify(designThreads(a.threads)),
      a.colorPalette,
      a.similarity,
      colours.bucket,
    ],
  );
}

async function insertFile(tx: Queryable, designId: string, job: JobRow, format: string) {
  // The original upload is the design's file: its bytes stay where the upload put them.
  await tx.query(
    `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key,
       import_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      designId,
      format,
      job.file_name,
      job.size_bytes,
      job.sha256,
      job.upload_key,
      job.import_id,
    ],
  );
}

async function storePreviews(storage: Storage, designId: string, a: UploadAnalysis) {
  for (const { size, png } of a.previews) await storage.put(previewKey(designId, size), png);
}

interface PlacementInput {
  job: JobRow;
  analysis: UploadAnalysis;
  placement: Placement;
  /** Similarity-index bucket of the upload's vector (null while the index is untrained). */
  bucket: number | null;
}

async function applyPlacement(
  tx: Queryable,
  storage: Storage,
  { job, analysis, placement, bucket }: PlacementInput,
): Promise<SaveOutcome> {
  switch (placement.kind) {
    case 'new':
      await storePreviews(storage, job.id, analysis);
      await insertDesign(tx, job, analysis, bucket);
      await insertFile(tx, job.id, job, analysis.format);
      return { result: 'created', designId: job.id };
    case 'join': {
      const { id, thread_count } = placement.design;
      const adopt = thread_count === 0 && analysis.threads.length > 0;
      if (adopt) await replaceDesignPreviews(storage, id, analysis.previews);
      await insertFile(tx, id, job, analysis.format);
      await addFormat(tx, id, analysis, { adopt, bucket });
      return { result: 'joined', designId: id };
    }
    case 'unchanged':
    case 'duplicate':
      return { result: placement.kind, designId: placement.designId };
    case 'refused':
      return { result: 'refused', designId: null };
  }
}

/**
 * Places an analysed upload (chooseDesign), writes the design, its file and previews, and ends
 * the job done (or failed when refused) with its `upload` event, all in one transaction.
 * @throws LostJobError when another worker took the job meanwhile (nothing is written)
 */
export async function saveDesign(
  ctx: {
    db: Queryable;
    jobEvents: JobEvents;
    storage: Storage;
    workerId: string;
    importEvents: ImportEvents;
  },
  job: JobRow,
  analysis: UploadAnalysis,
): Promise<SaveOutcome> {
  // Read outside the transaction: the centroids are cached per database connection.
  const bucket = await assignBucket(ctx.db, analysis.similarity);
  let afterCommit = () => {};
  const saved = await ctx.jobEvents.transaction(async (tx, emit) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      OWNER_LOCK_CLASS,
      job.owner_id,
    ]);
    const placement = await chooseDesign(tx, job, analysis);
    const outcome = await applyPlacement(tx, ctx.storage, { job, analysis, placement, bucket });
    const error = placement.kind === 'refused' ? placement.message : null;
    const finished = await finishJob(tx, emit, {
      jobId: job.id,
      workerId: ctx.workerId,
      designId: outcome.designId,
      error,
    });
    if (!finished) throw new LostJobError(`job ${job.id} was taken over by another worker`);
    const ended = { ...job, state: error ? 'failed' : 'done', error } as const;
    await recordUpload(tx, ended, {
      ...(outcome.result === 'refused'
        ? {}
        : { result: outcome.result === 'duplicate' ? 'unchanged' : outcome.result }),
      ...(outcome.designId ? { designId: outcome.designId } : {}),
    });
    if (job.import_id)
      afterCommit = await endImportJob(tx, emit, {
        events: ctx.importEvents,
        jobId: job.id,
        job: jobResult(placement, outcome),
      });
    return outcome;
  });
  afterCommit();
  // An import's duplicate keeps nothing new: its bytes are already the owner's.
  if (job.import_id && (saved.result === 'duplicate' || saved.result === 'unchanged'))
    await ctx.storage.delete(job.upload_key);
  return saved;
}

/** The import's view of a saved job. */
function jobResult(placement: Placement, outcome: SaveOutcome): JobResult {
  switch (placement.kind) {
    case 'unchanged':
    case 'duplicate':
      return { result: placement.kind, designId: placement.designId, reason: placement.reason };
    case 'refused':
      return { result: 'failed', reason: placement.message };
    case 'new':
    case 'join':
      return {
        result: placement.kind === 'new' ? 'created' : 'joined',
        designId: outcome.designId!,
      };
  }
}
