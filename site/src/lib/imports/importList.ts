import type { DesignImport } from '@stickerei/shared/domain';
import { IMPORT_STATE_RANK, isImportFinished, outcomes } from './importProgress.ts';

/**
 * The later of two reports of one import. Events, polls and the list can arrive in any order; an
 * import only moves forward (its state's rank, then its counts), so an older report never undoes
 * a newer one.
 */
export function newerImport(current: DesignImport | undefined, next: DesignImport): DesignImport {
  if (!current) return next;
  const rank = IMPORT_STATE_RANK[next.state] - IMPORT_STATE_RANK[current.state];
  if (rank !== 0) return rank > 0 ? next : current;
  if (outcomes(next) !== outcomes(current))
    return outcomes(next) > outcomes(current) ? next : current;
  return next.files >= current.files ? next : current;
}

/** Merges reports into a list: one per import, newest first. */
export function mergeImports(
  list: readonly DesignImport[],
  reports: readonly DesignImport[],
): DesignImport[] {
  const byId = new Map(list.map((item) => [item.id, item]));
  for (const report of reports) byId.set(report.id, newerImport(byId.get(report.id), report));
  return [...byId.values()].sort(
    (a, b) => b.startedAt.localeCompare(a.startedAt) || a.id.localeCompare(b.id),
  );
}

/** How long an import under way may go without news before it is asked for. */
export const POLL_QUIET_MS = { streamOpen: 15_000, streamDown: 4_000 };

/**
 * True when an import under way should be read from the api: the stream is down, or it has
 * been quiet about this import for a while (an event lost between two connections).
 */
export function pollDue(
  current: DesignImport,
  lastNews: number,
  now: number,
  streamOpen: boolean,
): boolean {
  if (isImportFinished(current)) return false;
  return now - lastNews >= (streamOpen ? POLL_QUIET_MS.streamOpen : POLL_QUIET_MS.streamDown);
}

/** Imports that finished between two lists (their designs are new; the summary opens). */
export function newlyFinished(
  before: readonly DesignImport[],
  after: readonly DesignImport[],
): DesignImport[] {
  const was = new Map(before.map((item) => [item.id, item]));
  return after.filter((item) => {
    const previous = was.get(item.id);
    return isImportFinished(item) && previous !== undefined && !isImportFinished(previous);
  });
}
