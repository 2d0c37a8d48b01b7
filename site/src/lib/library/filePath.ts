/**
 * The design id of a `/files/<id>` path (the api serves every such path with the same page),
 * or null for `/files/detail` itself and anything else.
 */
export function fileIdFromPath(pathname: string): string | null {
  const match = /^\/files\/([^/]+?)(?:\.html)?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null; // a broken %-escape is no id
  }
  return id === 'detail' || id.trim() === '' ? null : id;
}
