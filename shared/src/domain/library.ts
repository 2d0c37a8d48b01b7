import type { Colour } from './colour.ts';
import type { DownloadFormat } from './constants.ts';
import type { DesignRecord } from './design.ts';
import type { StickType } from './stickType.ts';
import type { ThemeCategory } from './themeCategory.ts';

/** Sort orders of the design list. */
/** `time`: the running time on the caller's machine (docs/machine.md "Running time"). */
export const LIST_SORTS = ['newest', 'name', 'stitches', 'size', 'time'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * Filters of `GET /api/stickerei/list` and `/filter-options` (query parameters of the same
 * names; lists repeat the parameter). Only truthy values are sent (spec §5).
 */
export interface DesignFilters {
  /** Free text over name, labels, author and set. */
  q?: string;
  categories?: ThemeCategory[];
  colors?: Colour[];
  stickType?: StickType;
  formats?: string[];
  commercial?: boolean;
  sponsored?: boolean;
  /** Signed-in only: the caller's favorites. */
  favorites?: boolean;
  /** Signed-in only: designs the caller marked as already stitched. */
  stitched?: boolean;
  author?: string;
  set?: string;
  /** Size range in mm. */
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  /** "Fits hoop W×H mm", either orientation. */
  hoopWidth?: number;
  hoopHeight?: number;
  /** Signed-in only: fits at least one of the caller's hoops (settings), either orientation. */
  fitsMyHoops?: boolean;
  /** Runs at most this many minutes on the caller's machine (the defaults when anonymous). */
  maxMinutes?: number;
  /** `library` (default, public designs) or `mine` (the caller's own and redeemed designs). */
  scope?: 'library' | 'mine';
}

export interface DesignListQuery extends DesignFilters {
  sort?: ListSort;
  order?: 'asc' | 'desc';
  /** 1-based page; deep pages use the cursor under the hood. */
  page?: number;
  pageSize?: number;
  /** Opaque keyset cursor from a previous response (infinite scroll). */
  cursor?: string;
}

/** One page of designs. */
export interface DesignListResponse {
  items: DesignRecord[];
  page: number;
  pageSize: number;
  /** Exact up to a cap; beyond it an estimate (`totalIsEstimate`). */
  total: number;
  totalIsEstimate: boolean;
  /** Cursor for the next page, null on the last page. */
  nextCursor: string | null;
  /**
   * True while the demo library is being filled (docs/demo-library.md): the library grows, so a
   * client may ask again shortly.
   */
  filling?: boolean;
}

export interface FacetCount<K extends string = string> {
  value: K;
  count: number;
}

/** Every facet with counts under the current filters (`GET /api/stickerei/filter-options`). */
export interface FilterOptions {
  categories: FacetCount<ThemeCategory>[];
  colors: FacetCount<Colour>[];
  stickTypes: FacetCount<StickType>[];
  formats: FacetCount[];
  authors: FacetCount[];
  sets: FacetCount[];
  commercial: number;
  sponsored: number;
  /** Extremes of width and height (mm) under the filters. */
  size: { minWidth: number; maxWidth: number; minHeight: number; maxHeight: number };
  total: number;
  /** True when counts were estimated from a sample (very broad filters at scale). */
  estimated: boolean;
}

/** A thread as the detail view lists it. */
export interface DesignThread {
  hex: string;
  description: string;
  brand: string;
  catalog_number: string;
}

/** One stored file of a design: one per machine format. */
export interface DesignFile {
  format: string;
  size_bytes: number;
  file_name: string;
}

/** `GET /api/stickerei/{id}`: the record plus what the detail page shows. */
/**
 * Where a library design came from: a real file of the demo corpus (public repository, its
 * licence, the file paths in `corpus/`) or a design generated for the demo library.
 */
export type DesignSource =
  | { kind: 'corpus'; repository: string; url: string; licence: string; files: string[] }
  | { kind: 'generated' };

export interface DesignDetail extends DesignRecord {
  threads: DesignThread[];
  files: DesignFile[];
  jump_count: number;
  trim_count: number;
  color_change_count: number;
  stop_count: number;
  /** Minutes it runs on the caller's machine (their profile; the defaults when anonymous). */
  estimated_minutes: number;
  /** Preview URLs by size in px. */
  previews: Record<string, string>;
  /** True when the caller owns it (may edit, delete, add formats). */
  mine: boolean;
  /** Latest processing job of this design, if any. */
  processing: ProcessingJob | null;
  /** Where a demo library design came from; null for every other design. */
  source: DesignSource | null;
}

/** What a user may change on an own design (`PATCH /api/stickerei/{id}`). */
/**
 * The design page's main image: the preview sizes (px) its `srcset` offers, largest last, and
 * how wide it is drawn (`sizes`: the full column on narrow screens, else about half of the
 * page's 72rem container). The site draws it (LargePreview); the api names the same image in the
 * page's HTML for a library design, so it loads while the page's scripts do (issue 17).
 */
export const DESIGN_PAGE_PREVIEW = {
  sizes: [512, 768, 1024],
  drawnAt: '(max-width: 60rem) 100vw, 36rem',
} as const;

export interface DesignUpdate {
  name?: string;
  labels?: string[];
  assigned_tags?: ThemeCategory[];
  commercially_usable?: boolean;
}

export const JOB_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A processing job of an upload. */
export interface ProcessingJob {
  id: string;
  state: JobState;
  /** 0–100. */
  progress: number;
  fileName: string;
  designId: string | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/stickerei/upload-file(s)` answers 202 with its jobs. */
export interface UploadResponse {
  jobs: Array<Pick<ProcessingJob, 'id' | 'state' | 'fileName'>>;
}

/** Data of the stream's `job` event (`GET /api/stream/processing-jobs`). */
export interface JobEvent {
  id: string;
  state: JobState;
  progress: number;
  designId: string | null;
  error: string | null;
}

/** `GET /api/stickerei/similar?id=…`: nearest designs first. */
export interface SimilarResponse {
  items: Array<DesignRecord & { distance: number }>;
}

export type { DownloadFormat };
