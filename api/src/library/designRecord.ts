import type { DesignRecord, StickType } from '@stickerei/shared/domain';
import type { PreviewUrls } from '../lib/previewUrl.ts';
import type { Params } from './filterSql.ts';

/** A design row as the record queries select it. */
export interface DesignRow {
  id: string;
  owner_id: string | null;
  name: string;
  stick_type: string;
  commercially_usable: boolean;
  sponsored: boolean;
  stick_set: string;
  labels: string[];
  formats: string[];
  assigned_tags: string[];
  author: string;
  created_at: number;
  design_width: number;
  design_height: number;
  stitch_count: number;
  stitch_block_count: number;
  color_change_count: number;
  trim_count: number;
  stop_count: number;
  color_palette: string[];
  favorite: boolean;
  already_stitched: boolean;
}

/** The flags of the caller whose id is `user` (an SQL parameter) on design `d`. */
export const flagColumns = (user: string) =>
  `EXISTS (SELECT 1 FROM favorite AS fv WHERE fv.user_id = ${user} AND fv.design_id = d.id) AS favorite, ` +
  `EXISTS (SELECT 1 FROM already_stitched AS sv WHERE sv.user_id = ${user} AND sv.design_id = d.id) AS already_stitched`;

/**
 * The columns of a record over `design AS d`, with the caller's flags joined in (false for
 * anonymous callers).
 */
export function recordColumns(userId: string | null, p: Params): string {
  return (
    'd.id, d.owner_id, d.name, d.stick_type, d.commercially_usable, d.sponsored, d.stick_set, ' +
    'd.labels, d.formats, d.assigned_tags, d.author, d.created_at, d.design_width, ' +
    'd.design_height, d.stitch_count, d.stitch_block_count, d.color_change_count, d.trim_count, ' +
    'd.stop_count, d.color_palette, ' +
    (userId ? flagColumns(p.add(userId)) : 'false AS favorite, false AS already_stitched')
  );
}

/** The wire record of a row (`stick_set` keeps its name on the wire, DESIGN.md §4). */
export function toRecord(row: DesignRow, previews: PreviewUrls): DesignRecord {
  return {
    id: row.id,
    representative_image_url: previews.url(row),
    name: row.name,
    stick_type: row.stick_type as StickType,
    commercially_usable: row.commercially_usable,
    sponsored: row.sponsored,
    favorite: row.favorite,
    stick_set: row.stick_set,
    labels: row.labels,
    embroidery_file_formats: row.formats,
    assigned_tags: row.assigned_tags,
    author: row.author,
    created_at: Number(row.created_at),
    already_stitched: row.already_stitched,
    design_width: row.design_width,
    design_height: row.design_height,
    stitch_count: row.stitch_count,
    stitch_block_count: row.stitch_block_count,
    color_palette: row.color_palette,
    owner: row.owner_id,
  };
}
