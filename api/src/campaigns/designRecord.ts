import type { DesignRecord, StickType } from '@stickerei/shared/domain';
import { LIST_PREVIEW_SIZE, createPreviewUrls } from '../lib/previewUrl.ts';

// Campaign designs are library designs, whose preview URLs are public and never signed; the
// URL's shape stays with lib/previewUrl.ts.
const libraryPreviews = createPreviewUrls('library previews carry no signature');

/** Columns of `design d` a campaign entry shows (with the caller's flags as favorite/stitched). */
export const DESIGN_COLUMNS = `d.id AS d_id, d.name AS d_name, d.stick_type, d.commercially_usable,
  d.sponsored, d.stick_set, d.labels, d.assigned_tags, d.author, d.created_at AS d_created_at,
  d.design_width, d.design_height, d.stitch_count, d.stitch_block_count, d.color_palette,
  d.formats`;

export interface DesignColumns {
  d_id: string;
  d_name: string;
  stick_type: string;
  commercially_usable: boolean;
  sponsored: boolean;
  stick_set: string;
  labels: string[];
  assigned_tags: string[];
  author: string;
  d_created_at: number;
  design_width: number;
  design_height: number;
  stitch_count: number;
  stitch_block_count: number;
  color_palette: string[];
  formats: string[];
  favorite: boolean;
  already_stitched: boolean;
}

/** A library design as the wire's DesignRecord. */
export function designRecord(row: DesignColumns): DesignRecord {
  return {
    id: row.d_id,
    representative_image_url: libraryPreviews.url(
      { id: row.d_id, owner_id: null },
      LIST_PREVIEW_SIZE,
    ),
    name: row.d_name,
    stick_type: row.stick_type as StickType,
    commercially_usable: row.commercially_usable,
    sponsored: row.sponsored,
    favorite: row.favorite,
    stick_set: row.stick_set,
    labels: row.labels,
    embroidery_file_formats: row.formats,
    assigned_tags: row.assigned_tags,
    author: row.author,
    created_at: Number(row.d_created_at),
    already_stitched: row.already_stitched,
    design_width: Number(row.design_width),
    design_height: Number(row.design_height),
    stitch_count: row.stitch_count,
    stitch_block_count: row.stitch_block_count,
    color_palette: row.color_palette,
    owner: null,
  };
}
