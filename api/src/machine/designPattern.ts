import {
  blockColours,
  commandSummary,
  FormatError,
  readPattern,
  threadHex,
  type Pattern,
} from '@stickerei/embroidery';
import type { Queryable } from '../lib/db.ts';
import { HttpError, notFound } from '../lib/httpError.ts';
import { motifOfKey, poolPattern } from '../admin/testData/motifPool.ts';
import { sourceFile } from '../library/designPreviews.ts';
import { StorageNotFoundError, type Storage } from '../plugins/storage.ts';

/** A design as the machine routes need it. */
export interface MachineDesign {
  id: string;
  name: string;
  owner_id: string | null;
  is_test_data: boolean;
  design_width: number;
  design_height: number;
  stitch_count: number;
  color_change_count: number;
  trim_count: number;
  stop_count: number;
  color_palette: string[];
  formats: string[];
}

const COLUMNS = `id, name, owner_id, is_test_data, design_width, design_height, stitch_count,
  color_change_count, trim_count, stop_count, color_palette, formats`;

/**
 * A library design, or an own design of `userId`; 404 for anything else (another user's design
 * is not told apart from a missing one).
 */
export async function visibleDesign(
  db: Queryable,
  id: string,
  userId: string | null,
): Promise<MachineDesign> {
  const { rows } = await db.query<MachineDesign>(`SELECT ${COLUMNS} FROM design WHERE id = $1`, [
    id,
  ]);
  const design = rows[0];
  if (!design || (design.owner_id !== null && design.owner_id !== userId)) {
    throw notFound('No design with this id.');
  }
  return design;
}

/** Designs by id that `userId` may see, in the order asked; unknown or foreign ids left out. */
export async function visibleDesigns(
  db: Queryable,
  ids: string[],
  userId: string,
): Promise<MachineDesign[]> {
  const { rows } = await db.query<MachineDesign>(
    `SELECT ${COLUMNS} FROM design
     WHERE id = ANY($1::uuid[]) AND (owner_id IS NULL OR owner_id = $2)`,
    [ids, userId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The design's stitches: read from its richest file (the one its previews show), or the motif a
 * test design stands for.
 * @throws HttpError 404 when the file is gone, 422 when it cannot be read
 */
export async function designPattern(
  db: Queryable,
  storage: Storage,
  design: Pick<MachineDesign, 'id' | 'is_test_data'>,
): Promise<Pattern> {
  const source = await sourceFile(db, design.id);
  if (!source) throw notFound('This design has no file.');
  if (design.is_test_data) {
    const motif = motifOfKey(source.storage_key);
    if (motif !== null) return poolPattern(motif).pattern;
  }
  let bytes: Uint8Array;
  try {
    bytes = await storage.get(source.storage_key);
  } catch (error) {
    if (error instanceof StorageNotFoundError)
      throw notFound('The file of this design is missing.');
    throw error;
  }
  try {
    return readPattern(bytes, source.file_name).pattern;
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new HttpError(422, `The file of this design cannot be read: ${error.message}`, {
      cause: error,
    });
  }
}

/** A colour block of a pattern in sewing order. */
export interface ColourBlock {
  index: number;
  rgb: string;
  stitches: number;
}

/** The pattern's colour blocks (block i sewn with thread i) with their stitches. */
export function colourBlocks(pattern: Pattern): ColourBlock[] {
  const summary = commandSummary(pattern);
  const { colours } = blockColours(pattern, summary.stitchesPerBlock.length);
  return summary.stitchesPerBlock
    .map((stitches, i) => ({ index: i + 1, rgb: threadHex(colours[i]!), stitches }))
    .filter((b) => b.stitches > 0)
    .map((b, i) => ({ ...b, index: i + 1 }));
}
