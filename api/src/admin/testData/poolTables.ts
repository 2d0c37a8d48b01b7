import type { Db } from '../../lib/db.ts';
import { maskOf } from '../../library/masks.ts';
import type { PoolMotif } from './motifPool.ts';
import { createRandom, mixSeed } from './random.ts';

/** Slightly moved copies of each motif's similarity vector; a design takes one of them. */
export const VECTOR_VARIANTS = 16;

/** The slot of a motif's vector variant (test_data_vector.slot). */
export const vectorSlot = (motif: number, variant: number) => motif * VECTOR_VARIANTS + variant;

// Each component moved by up to ±0.01, then normalised again (the vectors are unit length).
function variantOf(vector: readonly number[], seed: number): number[] {
  const r = createRandom(seed);
  const moved = vector.map((v) => v + (r.next() - 0.5) * 0.02);
  const norm = Math.hypot(...moved) || 1;
  return moved.map((v) => v / norm);
}

/** The motif and vector tables for a pool (migration 030), replacing what a former run left. */
export async function writePoolTables(db: Db, pool: readonly PoolMotif[]): Promise<void> {
  const vectors = pool.flatMap((m) =>
    Array.from({ length: VECTOR_VARIANTS }, (_, v) => ({
      slot: vectorSlot(m.index, v),
      motif: m.index,
      vec: variantOf(m.similarity, mixSeed(m.index, v)),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM test_data_vector');
    await tx.query('DELETE FROM test_data_motif');
    await tx.query(
      `INSERT INTO test_data_motif SELECT m.motif, m.width_mm, m.height_mm, m.stitches,
         m.stitch_block_count, m.jump_count, m.trim_count, m.color_change_count, m.color_palette,
         m.formats, m.threads, m.color_mask, m.format_mask, m.file_format, m.file_name,
         m.size_bytes, m.sha256, m.storage_key
       FROM jsonb_to_recordset($1::jsonb) AS m(motif integer, width_mm real, height_mm real,
         stitches integer, stitch_block_count integer, jump_count integer, trim_count integer,
         color_change_count integer, color_palette text[], formats text[], threads jsonb,
         color_mask integer, format_mask integer, file_format text, file_name text,
         size_bytes integer, sha256 text, storage_key text)`,
      [JSON.stringify(pool.map(motifRecord))],
    );
    await tx.query(
      `INSERT INTO test_data_vector (slot, motif, vec)
       SELECT v.slot, v.motif, v.vec FROM jsonb_to_recordset($1::jsonb) AS v(slot integer, motif integer, vec real[])`,
      [JSON.stringify(vectors)],
    );
    // What the vector trigger of migration 013 stores for a vector, by its own functions.
    await tx.query(
      'UPDATE test_data_vector SET bytes = similarity_bytes(vec), q8 = similarity_q8(vec)',
    );
  });
}

function motifRecord(m: PoolMotif) {
  return {
    motif: m.index,
    width_mm: m.widthMm,
    height_mm: m.heightMm,
    stitches: m.stitches,
    stitch_block_count: m.stitchBlockCount,
    jump_count: m.jumps,
    trim_count: m.trims,
    color_change_count: m.colorChanges,
    color_palette: m.colorPalette,
    formats: [m.file.format],
    threads: m.threads,
    color_mask: Number(maskOf('color', m.colorPalette)),
    format_mask: Number(maskOf('format', [m.file.format])),
    file_format: m.file.format,
    file_name: m.file.file_name,
    size_bytes: m.file.size_bytes,
    sha256: m.file.sha256,
    storage_key: m.file.storage_key,
  };
}
