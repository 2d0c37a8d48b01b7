import type { DesignRecord } from '@stickerei/shared/domain';
import { createPreviewUrls } from '../lib/previewUrl.ts';
import { flagColumns, toRecord, type DesignRow } from '../library/designRecord.ts';

// Campaign designs are library designs, whose preview URLs are public and never signed; the
// URL's shape stays with lib/previewUrl.ts.
const libraryPreviews = createPreviewUrls('library previews carry no signature');

/**
 * Columns of `design d` a campaign entry shows, named apart from the entry's own, with the
 * flags of the caller whose id is `user` (an SQL parameter, NULL for anonymous callers).
 */
export const designColumns = (user: string) => `d.id AS d_id, d.name AS d_name, d.stick_type,
  d.commercially_usable, d.sponsored, d.stick_set, d.labels, d.assigned_tags, d.author,
  d.created_at AS d_created_at, d.design_width, d.design_height, d.stitch_count,
  d.stitch_block_count, d.color_palette, d.formats, ${flagColumns(user)}`;

/** A row's columns of `designColumns`. */
export type DesignColumns = Omit<DesignRow, 'id' | 'name' | 'created_at' | 'owner_id'> & {
  d_id: string;
  d_name: string;
  d_created_at: number;
};

/** A library design as the wire's DesignRecord. */
export const designRecord = (row: DesignColumns): DesignRecord =>
  toRecord(
    { ...row, id: row.d_id, name: row.d_name, created_at: row.d_created_at, owner_id: null },
    libraryPreviews,
  );
