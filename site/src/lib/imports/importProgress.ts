import type { DesignImport, ImportState } from '@stickerei/shared/domain';

/** Where an import's state stands in its course; a state never goes back. */
export const IMPORT_STATE_RANK: Record<ImportState, number> = {
  receiving: 0,
  expanding: 1,
  processing: 2,
  done: 3,
  failed: 3,
};

/** True once nothing changes any more (done, or failed with its reason). */
export function isImportFinished(current: Pick<DesignImport, 'state'>): boolean {
  return IMPORT_STATE_RANK[current.state] === 3;
}

/** Entries with an outcome: done, failed, skipped or duplicate. */
export function outcomes(current: DesignImport): number {
  return current.done + current.failed + current.skipped + current.duplicates;
}

/** A reading of a growing count (entries with an outcome, bytes sent) at a time (ms). */
export interface Sample {
  at: number;
  value: number;
}

/** How far back the rate looks: long enough to be steady, short enough to follow changes. */
export const RATE_WINDOW_MS = 30_000;
// Below this span a rate is mostly noise (events come at most four a second).
const MIN_SPAN_MS = 2_000;

/**
 * Adds a reading, keeping those of the last `windowMs` (and always the one before them, so the
 * window stays covered). A reading lower than the last (a restart) starts over.
 */
export function addSample(
  samples: readonly Sample[],
  sample: Sample,
  windowMs = RATE_WINDOW_MS,
): Sample[] {
  const last = samples.at(-1);
  if (last && sample.value < last.value) return [sample];
  if (last && sample.value === last.value && sample.at - last.at < MIN_SPAN_MS) return [...samples];
  const next = [...samples, sample];
  const from = next.findIndex((s) => s.at >= sample.at - windowMs);
  return next.slice(Math.max(0, from - 1));
}

/** Units per second over the readings, or null while they span too short a time. */
export function recentRate(samples: readonly Sample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < MIN_SPAN_MS) return null;
  return ((last.value - first.value) * 1000) / (last.at - first.at);
}

export interface ImportProgress {
  /** Entries with an outcome. */
  finished: number;
  /** Entries known so far. */
  total: number;
  /** 0–100, or null while the count of entries is still unknown. */
  percent: number | null;
  /** The archive is still being read: `total` grows, so no time left can be told. */
  counting: boolean;
  filesPerSecond: number;
  /** Seconds until every known entry has its outcome, or null when it cannot be told. */
  secondsLeft: number | null;
}

/**
 * Figures of an import under way: how many of its files are through, how fast (the rate this page
 * saw over the last readings, else the api's average since the start) and how long the rest takes.
 */
export function importProgress(current: DesignImport, samples: readonly Sample[]): ImportProgress {
  const finished = outcomes(current);
  const total = Math.max(current.files, finished);
  const ended = isImportFinished(current);
  const counting = !ended && (current.state === 'receiving' || current.state === 'expanding');
  const rate = recentRate(samples) ?? current.filesPerSecond;
  const remaining = total - finished;
  const percent = ended ? 100 : total > 0 ? Math.floor((finished * 100) / total) : null;
  return {
    finished,
    total,
    percent: counting && total === 0 ? null : percent,
    counting,
    filesPerSecond: Math.max(0, rate),
    secondsLeft: ended ? 0 : !counting && rate > 0 && remaining > 0 ? remaining / rate : null,
  };
}

export interface TransferProgress {
  percent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/** Figures of an upload under way from its readings of bytes sent. */
export function transferProgress(
  sent: number,
  total: number,
  samples: readonly Sample[],
): TransferProgress {
  const percent = total > 0 ? Math.min(100, Math.floor((sent * 100) / total)) : 0;
  const rate = recentRate(samples);
  const secondsLeft = rate && rate > 0 ? Math.max(0, total - sent) / rate : null;
  return { percent, bytesPerSecond: rate, secondsLeft };
}
