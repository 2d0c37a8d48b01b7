import { importFeed } from '../../stores/importFeed.ts';
import { uploads } from '../../stores/uploads.ts';

/** Least time between two loads of the usage while uploads and imports move. */
const SETTLE_MS = 1_000;

/**
 * Calls `refresh` when the user's storage may have changed on /files: an upload or an import
 * moved (a file was stored, processed, refused). Changes within a second make one call.
 * @returns the unsubscribe
 */
export function quotaChangesOnFiles(refresh: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const soon = () => {
    timer ??= setTimeout(() => {
      timer = null;
      refresh();
    }, SETTLE_MS);
  };
  const stopUploads = uploads.subscribe(soon);
  const stopImports = importFeed.subscribe(soon);
  return () => {
    stopUploads();
    stopImports();
    if (timer) clearTimeout(timer);
  };
}
