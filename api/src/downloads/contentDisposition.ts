/**
 * `Content-Disposition: attachment` for any file name (RFC 6266): a plain ASCII `filename` for
 * old clients and the exact name as UTF-8 in `filename*` (RFC 8187).
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A design's download name: its name (or "design") with the format's extension. */
export function downloadName(designName: string, extension: string): string {
  // Path separators and control characters are no part of a saved file's name.
  const base =
    [...designName]
      .map((c) =>
        c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '/' || c === '\\' ? ' ' : c,
      )
      .join('')
      .trim() || 'design';
  return `${base}.${extension}`;
}
