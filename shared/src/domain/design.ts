import { isStickType, type StickType } from './stickType.ts';

/** A design of the library or of a user's files, as the client uses it (spec §3). */
export interface Design {
  id: string;
  representative_image_url: string;
  name: string;
  stick_type: StickType;
  commercially_usable: boolean;
  sponsored: boolean;
  favorite: boolean;
  set_name: string;
  labels: string[];
  embroidery_file_formats: string[];
  assigned_tags: string[];
  author: string;
  created_at: number;
  already_stitched: boolean;
  design_width: number;
  design_height: number;
  stitch_count: number;
  stitch_block_count: number;
  color_palette: string[];
}

/** A design as the api sends it: the set is called `stick_set` on the wire (DESIGN.md §4). */
export type DesignRecord = Omit<Design, 'set_name'> & {
  stick_set: string;
  /** Present for a user's own designs. */
  owner?: string | null;
  /** In list pages and the detail: minutes it runs on the caller's machine (docs/machine.md). */
  estimated_minutes?: number;
};

/** The defaults of spec §3: empty string, false, empty list or 0. */
export const DESIGN_DEFAULTS: Readonly<Design> = Object.freeze({
  id: '',
  representative_image_url: '',
  name: '',
  stick_type: 'SINGLE_TYPE',
  commercially_usable: false,
  sponsored: false,
  favorite: false,
  set_name: '',
  labels: [],
  embroidery_file_formats: [],
  assigned_tags: [],
  author: '',
  created_at: 0,
  already_stitched: false,
  design_width: 0,
  design_height: 0,
  stitch_count: 0,
  stitch_block_count: 0,
  color_palette: [],
});

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const bool = (v: unknown): boolean => v === true;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function fill(record: Record<string, unknown>): Omit<Design, 'stick_type'> {
  return {
    id: str(record.id),
    representative_image_url: str(record.representative_image_url),
    name: str(record.name),
    commercially_usable: bool(record.commercially_usable),
    sponsored: bool(record.sponsored),
    favorite: bool(record.favorite),
    set_name: str(record.stick_set ?? record.set_name),
    labels: list(record.labels),
    embroidery_file_formats: list(record.embroidery_file_formats),
    assigned_tags: list(record.assigned_tags),
    author: str(record.author),
    created_at: num(record.created_at),
    already_stitched: bool(record.already_stitched),
    design_width: num(record.design_width),
    design_height: num(record.design_height),
    stitch_count: num(record.stitch_count),
    stitch_block_count: num(record.stitch_block_count),
    color_palette: list(record.color_palette),
  };
}

/**
 * Builds a design from a complete api record: `stick_set` becomes `set_name`, every missing or
 * mistyped field takes its default, and an unknown stick type falls back to SINGLE_TYPE.
 * @param record one design as the api sent it
 * @returns the client's design
 */
export function designFromRecord(record: Partial<DesignRecord> | Record<string, unknown>): Design {
  const r = record as Record<string, unknown>;
  return { ...fill(r), stick_type: isStickType(r.stick_type) ? r.stick_type : 'SINGLE_TYPE' };
}

/**
 * Builds a design from a partial record (a form, an optimistic update, a campaign entry). Spec
 * §3: such a design always gets stick_type SINGLE_TYPE, whatever the record says.
 * @param record any subset of a design's fields
 * @returns a design with every other field at its default
 */
export function designFromPartial(record: Partial<DesignRecord> | Partial<Design>): Design {
  return { ...fill(record as Record<string, unknown>), stick_type: 'SINGLE_TYPE' };
}

/** Maps a client design back to its wire form (`set_name` → `stick_set`). */
export function designToRecord(design: Design): DesignRecord {
  const { set_name, ...rest } = design;
  return { ...rest, stick_set: set_name };
}
