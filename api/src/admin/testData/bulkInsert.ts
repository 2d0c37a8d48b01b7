import type { Db, Queryable } from '../../lib/db.ts';
import { maskOf } from '../../library/masks.ts';
import { timeOrderedUuid } from './designRows.ts';

/**
 * One test design as generated: its own metadata, and the motif (through its vector slot) whose
 * stitches, colours, file and previews it shares (tables test_data_motif / test_data_vector).
 */
export interface TestDesignRow {
  id: string;
  /** test_data_vector.slot; its motif gives stitches, colours and the file. */
  slot: number;
  name: string;
  stick_type: string;
  commercially_usable: boolean;
  stick_set: string;
  labels: string[];
  assigned_tags: string[];
  author: string;
  created_at: number;
  /** The design's size as a factor of its motif's. */
  scale: number;
  /** design.sample_key (0–1023), drawn from the seed so a run is reproducible. */
  sample_key: number;
}

/** A Postgres array literal of strings (passed as text, cast in SQL). */
export function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * What the row trigger of migration 011 derives from a design's own fields, computed here: the
 * search words (the rule of `library_search_text`, for the ASCII vocabulary of test data) and
 * the category mask (colour and format masks come with the motif).
 */
export function libraryFields(
  row: Pick<TestDesignRow, 'name' | 'labels' | 'author' | 'stick_set' | 'assigned_tags'>,
) {
  const words = [row.name, ...row.labels, row.author, row.stick_set]
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  return {
    search_text: ` ${words.join(' ')} `,
    tag_mask: Number(maskOf('tag', row.assigned_tags)),
  };
}

// Parallel arrays, one per column, unnested in SQL; what the motif gives is joined from its
// table. Both are far cheaper for the database than parsing JSON or float text per row
// (measured on PGlite: ~9× and ~5×).
const ROWS = `unnest($1::uuid[], $2::integer[], $3::text[], $4::text[], $5::boolean[], $6::text[],
    $7::text[], $8::text[], $9::text[], $10::bigint[], $11::real[], $12::text[], $13::bigint[],
    $14::smallint[])
  AS r(id, slot, name, stick_type, commercial, stick_set, labels, tags, author, created_at, scale,
    search_text, tag_mask, sample_key)
  JOIN test_data_vector AS v ON v.slot = r.slot
  JOIN test_data_motif AS m ON m.motif = v.motif`;

const COLUMNS = `id, name, stick_type, commercially_usable, stick_set, labels, assigned_tags, author,
  created_at, design_width, design_height, stitch_count, stitch_block_count, jump_count,
  trim_count, color_change_count, color_palette, formats, threads, similarity, is_test_data,
  sample_key`;

const VALUES = `r.id, r.name, r.stick_type, r.commercial, r.stick_set, r.labels::text[],
  r.tags::text[], r.author, r.created_at, round((m.width_mm * r.scale)::numeric, 1),
  round((m.height_mm * r.scale)::numeric, 1), round(m.stitches * r.scale * r.scale),
  m.stitch_block_count, m.jump_count, m.trim_count, m.color_change_count, m.color_palette,
  m.formats, m.threads, v.vec, true, r.sample_key`;

function columnsOf(rows: TestDesignRow[]): unknown[] {
  const col = <T>(f: (r: TestDesignRow) => T) => rows.map(f);
  const derived = rows.map(libraryFields);
  return [
    col((r) => r.id),
    col((r) => r.slot),
    col((r) => r.name),
    col((r) => r.stick_type),
    col((r) => r.commercially_usable),
    col((r) => r.stick_set),
    col((r) => arrayLiteral(r.labels)),
    col((r) => arrayLiteral(r.assigned_tags)),
    col((r) => r.author),
    col((r) => r.created_at),
    col((r) => r.scale),
    derived.map((d) => d.search_text),
    derived.map((d) => d.tag_mask),
    col((r) => r.sample_key),
  ];
}

/**
 * True when this connection may switch triggers off for its own transactions
 * (`session_replication_role`): a superuser, as on PGlite and the usual local server.
 */
export async function canBypassTriggers(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ su: string }>(`SELECT current_setting('is_superuser') AS su`);
  return rows[0]?.su === 'on';
}

/** The plain way: the design triggers (migrations 011–013) derive everything, row by row. */
async function insertWithTriggers(tx: Queryable, rows: TestDesignRow[]): Promise<void> {
  await tx.query(`INSERT INTO design (${COLUMNS}) SELECT ${VALUES} FROM ${ROWS}`, columnsOf(rows));
}

/**
 * The bulk way (DESIGN.md §9 budget): with the triggers off for this transaction only, the same
 * derived data is written set-wise: search words and masks (migration 011, computed here and
 * from the motif), the vector table (013, packed per motif variant by its own functions) and the facet counts (012's
 * own statement over the batch).
 */
async function insertBypassingTriggers(tx: Queryable, rows: TestDesignRow[]): Promise<void> {
  await tx.query('SET LOCAL session_replication_role = replica');
  await tx.query(
    `INSERT INTO design (${COLUMNS}, search_text, tag_mask, color_mask, format_mask)
     SELECT ${VALUES}, r.search_text, r.tag_mask, m.color_mask, m.format_mask FROM ${ROWS}`,
    columnsOf(rows),
  );
  await tx.query(
    `INSERT INTO design_vector (id, owner_id, bucket, vec, q8)
     SELECT r.id, NULL, NULL, v.bytes, v.q8
     FROM unnest($1::uuid[], $2::integer[]) AS r(id, slot) JOIN test_data_vector AS v ON v.slot = r.slot`,
    [rows.map((r) => r.id), rows.map((r) => r.slot)],
  );
  await addFacetCounts(tx, rows);
}

// The facet statement of migration 012 over this batch: the library's own rule, however it
// changes, at the cost of one temporary table per batch.
async function addFacetCounts(tx: Queryable, rows: TestDesignRow[]): Promise<void> {
  await tx.query('CREATE TEMP TABLE test_data_batch (id uuid PRIMARY KEY) ON COMMIT DROP');
  await tx.query('INSERT INTO test_data_batch SELECT unnest($1::uuid[])', [rows.map((r) => r.id)]);
  const { rows: statement } = await tx.query<{ sql: string }>(
    `SELECT library_facet_sql('SELECT 1 AS sign, d.* FROM design AS d JOIN test_data_batch AS b ON b.id = d.id') AS sql`,
  );
  await tx.query(statement[0]!.sql);
}

// File ids are time-ordered like the design ids, so they land at the end of the file table's key
// index too (measured on PGlite: 1.3 → 0.9 s for the files of 100,000 designs).
async function insertFiles(tx: Queryable, rows: TestDesignRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO design_file (id, design_id, format, file_name, size_bytes, sha256, storage_key)
     SELECT r.file_id, r.id, m.file_format, m.file_name, m.size_bytes, m.sha256, m.storage_key
     FROM unnest($1::uuid[], $2::integer[], $3::uuid[]) AS r(id, slot, file_id)
     JOIN test_data_vector AS v ON v.slot = r.slot JOIN test_data_motif AS m ON m.motif = v.motif`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.slot),
      rows.map((r) => timeOrderedUuid(r.created_at)),
    ],
  );
}

/**
 * Inserts library test designs with their file rows in one transaction (the pool tables must
 * hold their motifs: writePoolTables).
 * @param bypassTriggers use the set-wise path (see `canBypassTriggers`)
 */
export async function insertTestDesigns(
  db: Db,
  rows: TestDesignRow[],
  bypassTriggers: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (bypassTriggers) await insertBypassingTriggers(tx, rows);
    else await insertWithTriggers(tx, rows);
    await insertFiles(tx, rows);
  });
}
