// At the machine (issue 13, docs/machine.md): machine profile, hoops, thread stock, thread lists
// of designs, format checks and share links.

/** A hoop the user owns. */
export interface Hoop {
  name: string;
  widthMm: number;
  heightMm: number;
}

/** How fast the user's machine sews, for a design's running time. */
export interface MachineProfile {
  stitchesPerMinute: number;
  secondsPerColourChange: number;
  secondsPerTrim: number;
  secondsPerStop: number;
}

/** The profile of callers who have not set one (and of anonymous callers). */
export const DEFAULT_MACHINE_PROFILE: MachineProfile = {
  stitchesPerMinute: 650,
  secondsPerColourChange: 30,
  secondsPerTrim: 6,
  secondsPerStop: 30,
};

/** Limits of the profile's numbers (the api refuses others). */
export const MACHINE_PROFILE_LIMITS = {
  stitchesPerMinute: [50, 2000],
  secondsPerColourChange: [0, 3600],
  secondsPerTrim: [0, 600],
  secondsPerStop: [0, 3600],
} as const satisfies Record<keyof MachineProfile, readonly [number, number]>;

/** Hoops a user may keep, and the largest side of one (mm). */
export const MAX_HOOPS = 20;
export const MAX_HOOP_MM = 2000;

/** `GET` / `PUT /api/user/settings`. */
export interface UserSettings {
  machine: MachineProfile;
  hoops: Hoop[];
  /** The thread chart the design page showed last, `mine`, or null. */
  threadBrand: string | null;
}

/** What a design's running time is made of. */
export interface StitchCounts {
  stitches: number;
  colourChanges: number;
  trims: number;
  stops: number;
}

/**
 * Minutes a design runs on a machine with `profile`: its stitches at the machine's speed plus a
 * fixed time per colour change, trim and stop (docs/machine.md "Running time"). One decimal.
 */
export function estimateMinutes(counts: StitchCounts, profile: MachineProfile): number {
  const seconds =
    (counts.stitches / profile.stitchesPerMinute) * 60 +
    counts.colourChanges * profile.secondsPerColourChange +
    counts.trims * profile.secondsPerTrim +
    counts.stops * profile.secondsPerStop;
  return Math.round(seconds / 6) / 10;
}

/** True when a design of this size fits the hoop, turned by 90° or not. */
export function fitsHoop(widthMm: number, heightMm: number, hoop: Hoop): boolean {
  return (
    (widthMm <= hoop.widthMm && heightMm <= hoop.heightMm) ||
    (widthMm <= hoop.heightMm && heightMm <= hoop.widthMm)
  );
}

/** One thread of a user's stock: a chart id and a code of that chart. */
export interface ThreadStockItem {
  brand: string;
  code: string;
}

/** Most designs of one `POST /api/stickerei/worksheets`. */
export const MAX_WORKSHEET_DESIGNS = 100;

/** Threads a user may keep. */
export const MAX_STOCK_THREADS = 5000;

/** `GET /api/threads/brands`. */
export interface ThreadBrandSummary {
  id: string;
  name: string;
  brand: string;
  colors: number;
}

/** One colour of a thread chart. */
export interface ThreadChartColor {
  code: string;
  name: string;
  /** `#rrggbb` */
  rgb: string;
}

/** `GET /api/threads/brands/{id}`. */
export interface ThreadBrand {
  id: string;
  name: string;
  brand: string;
  colors: ThreadChartColor[];
}

/** The nearest thread to a colour block. */
export interface ThreadMatch {
  /** The chart's id. */
  brand: string;
  /** The chart's name as users know it. */
  brandName: string;
  code: string;
  name: string;
  rgb: string;
  /** CIEDE2000 between the block's colour and the thread. */
  deltaE: number;
}

/** Above this ΔE a thread is "nothing close" (brand=mine). */
export const CLOSE_DELTA_E = 5;

/** One colour block of a design, in sewing order. */
export interface DesignThreadBlock {
  /** 1-based. */
  index: number;
  rgb: string;
  stitches: number;
  minutes: number;
  /** Null when the chart (or the stock) is empty. */
  match: ThreadMatch | null;
  /** True when the match is farther than ΔE 5 (always false for a whole chart's match). */
  noneClose: boolean;
}

/** `GET /api/stickerei/{id}/threads`. */
export interface DesignThreads {
  designId: string;
  /** A chart id or `mine`. */
  brand: string;
  estimatedMinutes: number;
  blocks: DesignThreadBlock[];
}

/** `GET /api/stickerei/{id}/format-check`. */
export interface FormatCheckResult {
  format: string;
  ok: boolean;
  /** False when the design cannot be written in this format (its download answers 422). */
  writable: boolean;
  /** True when the design has a file in this format: the download is that file, nothing lost. */
  original: boolean;
  warnings: Array<{ code: string; message: string; params: Record<string, string | number> }>;
}

/** `POST /api/stickerei/{id}/share`. */
export interface ShareLink {
  token: string;
  url: string;
}

/** `GET /api/share/{token}`: what anyone with the link sees. */
export interface SharedDesign {
  name: string;
  previewUrl: string;
  widthMm: number;
  heightMm: number;
  stitches: number;
  colors: string[];
  formats: string[];
  estimatedMinutes: number;
}
