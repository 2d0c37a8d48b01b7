/**
 * How many files one upload request carries at most (the api's MAX_UPLOAD_FILES), how many bytes
 * in all, and the api's limit per file (MAX_UPLOAD_BYTES): every request is one import.
 */
export const BATCH_FILES = 50;
export const BATCH_BYTES = 64 * 1024 * 1024;
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * Splits the chosen files into upload requests of at most `maxFiles` files and `maxBytes`
 * bytes. A file over `maxFileBytes` goes alone, so only its own request is refused (the api
 * then says it is too large). Order is kept.
 */
export function batchFiles<T extends { size: number }>(
  files: readonly T[],
  limits: { maxFiles?: number; maxBytes?: number; maxFileBytes?: number } = {},
): T[][] {
  const maxFiles = limits.maxFiles ?? BATCH_FILES;
  const maxBytes = limits.maxBytes ?? BATCH_BYTES;
  const maxFileBytes = limits.maxFileBytes ?? MAX_FILE_BYTES;
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  const close = () => {
    if (current.length > 0) batches.push(current);
    current = [];
    bytes = 0;
  };
  for (const file of files) {
    if (file.size > maxFileBytes) {
      close();
      batches.push([file]);
      continue;
    }
    if (current.length >= maxFiles || bytes + file.size > maxBytes) close();
    current.push(file);
    bytes += file.size;
  }
  close();
  return batches;
}

/** True when a drag carries files (not text or a link dragged across the page). */
export function dragHasFiles(types: readonly string[]): boolean {
  return types.includes('Files');
}
