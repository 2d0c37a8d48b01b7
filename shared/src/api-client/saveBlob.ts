/** What saving a file needs of the browser (a test passes its own). */
export interface SaveTarget {
  document: Pick<Document, 'createElement' | 'body'>;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * Lets the browser save a file the api sent as a blob (a design download, a CSV export): a
 * link to an object URL with `download`, clicked once; the URL is released after a while.
 * @param blob the file's content
 * @param fileName the name the browser offers to save it under
 * @param target the browser's document, URL and timer (the page's own by default)
 */
export function saveBlob(blob: Blob, fileName: string, target: SaveTarget = globalThis): void {
  const url = target.URL.createObjectURL(blob);
  const link = target.document.createElement('a');
  link.href = url;
  link.download = fileName;
  target.document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  target.setTimeout(() => target.URL.revokeObjectURL(url), 10_000);
}
