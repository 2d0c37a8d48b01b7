import type { Queryable } from '../lib/db.ts';
import type { JobEvents } from '../plugins/jobEvents.ts';
import { addEntries, type NewEntry } from './importEntries.ts';
import type { ImportEvents } from './importEvents.ts';

/** An embroidery file of an import, stored, to become a processing job. */
export interface ImportFile {
  id: string;
  path: string;
  fileName: string;
  uploadKey: string;
  sizeBytes: number;
  sha256: string;
  format: string;
}

/** Entries written together: one transaction and one queueing per batch … */
const BATCH = 100;
/** … or what came within this time, so the first files start processing at once. */
const BATCH_MS = 500;

/**
 * Collects an import's entries and writes them in batches: entries and counters, processing
 * jobs for the embroidery files (an entry written before, by an expansion that ran again, is
 * kept as it was), the import's event; the new jobs are then queued.
 */
export function createEntryBatch(ctx: {
  jobEvents: JobEvents;
  importEvents: ImportEvents;
  importId: string;
  ownerId: string;
  enqueue: (jobIds: string[]) => Promise<void>;
  /** Gives back the quota reservations of files once their jobs are recorded. */
  release: (ids: string[]) => Promise<void>;
}) {
  let entries: NewEntry[] = [];
  let files: ImportFile[] = [];
  let openedAt = 0;
  const full = () => entries.length >= BATCH || Date.now() - openedAt >= BATCH_MS;
  const add = (entry: NewEntry) => {
    if (entries.length === 0) openedAt = Date.now();
    entries.push(entry);
  };

  const insertJobs = async (tx: Queryable, batch: ImportFile[]): Promise<string[]> => {
    if (batch.length === 0) return [];
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO processing_job (id, owner_id, file_name, state, progress, upload_key, size_bytes,
         sha256, format, import_id, events)
       SELECT f.id, $1, f.name, 'queued', 0, f.key, f.size, f.sha, f.format, $2, false
       FROM unnest($3::uuid[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[])
         AS f(id, name, key, size, sha, format)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        ctx.ownerId,
        ctx.importId,
        batch.map((f) => f.id),
        batch.map((f) => f.fileName),
        batch.map((f) => f.uploadKey),
        batch.map((f) => f.sizeBytes),
        batch.map((f) => f.sha256),
        batch.map((f) => f.format),
      ],
    );
    return rows.map((r) => r.id);
  };

  const flush = async () => {
    if (entries.length === 0) return;
    const [batchEntries, batchFiles] = [entries, files];
    entries = [];
    files = [];
    let afterCommit = () => {};
    const queued = await ctx.jobEvents.transaction(async (tx, emit) => {
      const ids = await insertJobs(tx, batchFiles);
      const row = await addEntries(tx, ctx.importId, batchEntries);
      afterCommit = await ctx.importEvents.changed(tx, emit, row);
      return ids;
    });
    afterCommit();
    // Recorded, the jobs count in the owner's usage: their reservations are given back.
    await ctx.release(batchFiles.map((f) => f.id));
    await ctx.enqueue(queued);
  };

  return {
    /** Adds an entry that is no embroidery file, or failed before processing. */
    async ended(entry: NewEntry) {
      add(entry);
      if (full()) await flush();
    },
    /** Adds an embroidery file (already stored) as a pending entry with its job. */
    async file(file: ImportFile) {
      add({ id: file.id, path: file.path, state: 'pending', reason: null });
      files.push(file);
      if (full()) await flush();
    },
    flush,
    ownerId: ctx.ownerId,
  };
}

export type EntryBatch = ReturnType<typeof createEntryBatch>;
