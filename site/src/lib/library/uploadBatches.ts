/** How many files one upload request carries at most, and how many bytes. */
export const BATCH_FILES = 10;
export const BATCH_BYTES = 20 * 1024 * 1024;

/**
 * Splits the chosen files into upload requests of at most `maxFiles` files and `maxBytes`
 * bytes (a single larger file goes alone; the api then says it is too large). Order is kept.
 */
export function batchFiles<T extends { size: number }>(
  files: readonly T[],
  limits: { maxFiles?: number; maxBytes?: number } = {},
): T[][] {
  const maxFiles = limits.maxFiles ?? BATCH_FILES;
  const maxBytes = limits.maxBytes ?? BATCH_BYTES;
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length > 0 && (current.length >= maxFiles || bytes + file.size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** True when a drag carries files (not text or a link dragged across the page). */
export function dragHasFiles(types: readonly string[]): boolean {
  return types.includes('Files');
}
