import type { DesignImport } from '@stickerei/shared/domain';
import { isImportFinished } from './importProgress.ts';

/** Least time between two refreshes of the design list while an import runs. */
export const LIVE_REFRESH_MS = 5_000;

export interface ListRefreshOptions {
  /** Reloads the list's first page quietly (the shown list stays until it is there). */
  refresh: () => void;
  /** How many designs the list shows now. */
  shown: () => number;
  pageSize: number;
  now?: () => number;
}

/**
 * When the design list reloads for imports (an archive's entries send no job events): once an
 * import that brought designs has finished, and while one runs every few seconds, but only as
 * long as the list shows its first page (a reload would take a reader's further pages away).
 * @returns the listener for the import feed
 */
export function refreshForImports(options: ListRefreshOptions): (item: DesignImport) => void {
  const now = options.now ?? Date.now;
  const known = new Map<string, { finished: boolean; designs: number }>();
  let last = -Infinity;
  const refresh = () => {
    last = now();
    options.refresh();
  };
  return (item) => {
    const finished = isImportFinished(item);
    const designs = item.designsCreated + item.formatsJoined;
    const before = known.get(item.id);
    known.set(item.id, { finished, designs });
    // First sight (the page's list, or a new import): the shown list already has its designs.
    if (!before || before.finished) return;
    if (finished) {
      if (designs > 0) refresh();
      return;
    }
    const firstPage = options.shown() <= options.pageSize;
    if (designs > before.designs && firstPage && now() - last >= LIVE_REFRESH_MS) refresh();
  };
}
