import type {
  DesignDetail,
  DesignRecord,
  DesignSource,
  DesignThread,
  DesignUpdate,
  JobState,
  ProcessingJob,
} from '@stickerei/shared/domain';
import { estimateMinutes } from '@stickerei/shared/domain';
import { machineProfile } from '../machine/userSettings.ts';
import type { Queryable } from '../lib/db.ts';
import { notFound } from '../lib/httpError.ts';
import { PREVIEW_SIZES, type PreviewUrls } from '../lib/previewUrl.ts';
import { recordColumns, toRecord, type DesignRow } from './designRecord.ts';
import { Params } from './filterSql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid design id (anything else can only be "not found"). */
export const isDesignId = (id: string) => UUID.test(id);

/** The answer for an id that is unknown, malformed or another user's (existence never leaks). */
export const designNotFound = (id: string) =>
  notFound(`No design with id "${id.slice(0, 64)}" exists or it is not yours.`);

interface JobRow {
  id: string;
  state: JobState;
  progress: number;
  file_name: string;
  design_id: string | null;
  error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toJob = (row: JobRow): ProcessingJob => ({
  id: row.id,
  state: row.state,
  progress: row.progress,
  fileName: row.file_name,
  designId: row.design_id,
  error: row.error,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

interface DetailRow extends DesignRow {
  threads: unknown;
  jump_count: number;
  trim_count: number;
  color_change_count: number;
  stop_count: number;
  source: DesignSource | null;
}

/**
 * A design the caller may read: a library design, or their own.
 * @throws HttpError 404 otherwise
 */
export async function readableDesign(
  db: Queryable,
  id: string,
  userId: string | null,
): Promise<DetailRow> {
  if (!isDesignId(id)) throw designNotFound(id);
  const p = new Params();
  const columns = recordColumns(userId, p);
  const own = userId ? ` OR d.owner_id = ${p.add(userId)}` : '';
  const { rows } = await db.query<DetailRow>(
    `SELECT ${columns}, d.threads, d.jump_count, d.trim_count, d.color_change_count, d.stop_count,
       d.source
     FROM design AS d WHERE d.id = ${p.add(id)} AND (d.owner_id IS NULL${own})`,
    p.values,
  );
  const row = rows[0];
  if (!row) throw designNotFound(id);
  return row;
}

function threadsOf(value: unknown): DesignThread[] {
  if (!Array.isArray(value)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return value.map((t: Record<string, unknown>) => ({
    hex: text(t.hex),
    description: text(t.description),
    brand: text(t.brand),
    catalog_number: text(t.catalog_number),
  }));
}

/** `GET /api/stickerei/{id}`: the record with threads, files, previews and latest job. */
export async function designDetail(
  db: Queryable,
  previews: PreviewUrls,
  id: string,
  userId: string | null,
): Promise<DesignDetail> {
  const row = await readableDesign(db, id, userId);
  const mine = userId !== null && row.owner_id === userId;
  const [files, jobs, machine] = await Promise.all([
    db.query<{ format: string; size_bytes: number; file_name: string }>(
      'SELECT format, size_bytes, file_name FROM design_file WHERE design_id = $1 ORDER BY format',
      [row.id],
    ),
    mine
      ? db.query<JobRow>(
          `SELECT id, state, progress, file_name, design_id, error, created_at, updated_at
           FROM processing_job WHERE owner_id = $1 AND (design_id = $2 OR target_design_id = $2)
           ORDER BY created_at DESC LIMIT 1`,
          [userId, row.id],
        )
      : Promise.resolve({ rows: [] as JobRow[] }),
    machineProfile(db, userId),
  ]);
  const job = jobs.rows[0];
  return {
    ...toRecord(row, previews),
    threads: threadsOf(row.threads),
    files: files.rows,
    jump_count: row.jump_count,
    trim_count: row.trim_count,
    color_change_count: row.color_change_count,
    stop_count: row.stop_count,
    estimated_minutes: estimateMinutes(
      {
        stitches: row.stitch_count,
        colourChanges: row.color_change_count,
        trims: row.trim_count,
        stops: row.stop_count,
      },
      machine,
    ),
    previews: Object.fromEntries(
      PREVIEW_SIZES.map((size) => [String(size), previews.url(row, size)]),
    ),
    mine,
    processing: job ? toJob(job) : null,
    source: row.source ?? null,
  };
}

/**
 * Changes what a user may change on an own design.
 * @throws HttpError 404 for a design that is not the caller's (library designs included)
 */
export async function updateDesign(
  db: Queryable,
  previews: PreviewUrls,
  id: string,
  userId: string,
  update: DesignUpdate,
): Promise<DesignRecord> {
  if (!isDesignId(id)) throw designNotFound(id);
  const p = new Params();
  const sets: string[] = [];
  if (update.name !== undefined) sets.push(`name = ${p.add(update.name.trim())}`);
  if (update.labels !== undefined) sets.push(`labels = ${p.add(cleanLabels(update.labels))}`);
  if (update.assigned_tags !== undefined) {
    sets.push(`assigned_tags = ${p.add([...new Set(update.assigned_tags)])}`);
  }
  if (update.commercially_usable !== undefined) {
    sets.push(`commercially_usable = ${p.add(update.commercially_usable)}`);
  }
  sets.push('updated_at = now()');
  const { rowCount } = await db.query(
    `UPDATE design SET ${sets.join(', ')} WHERE id = ${p.add(id)} AND owner_id = ${p.add(userId)}`,
    p.values,
  );
  if (rowCount === 0) throw designNotFound(id);
  const row = await readableDesign(db, id, userId);
  return toRecord(row, previews);
}

/** Labels trimmed, without empties and repeats, in their first order. */
export function cleanLabels(labels: readonly string[]): string[] {
  return [...new Set(labels.map((l) => l.trim()).filter((l) => l.length > 0))];
}
