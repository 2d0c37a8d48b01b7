import type {
  DesignImport,
  EntryState,
  ImportEntryPage,
  LookupResponse,
} from '../domain/imports.ts';
import type { RequestClient } from './request.ts';

const BASE = '/stickerei';

/** Path of the resumable uploads (tus 1.0 with creation): each upload becomes an import. */
export const RESUMABLE_UPLOADS = `${BASE}/uploads`;

/** `GET /api/stickerei/imports`: the caller's imports, newest first (`limit` ≤ 200). */
export const listImports = (client: RequestClient, limit?: number, signal?: AbortSignal) =>
  client.get<{ items: DesignImport[] }>(`${BASE}/imports`, { query: { limit }, signal });

/** `GET /api/stickerei/imports/{id}`: one import with its counters. */
export const getImport = (client: RequestClient, id: string, signal?: AbortSignal) =>
  client.get<DesignImport>(`${BASE}/imports/${encodeURIComponent(id)}`, { signal });

/** What `listImportEntries` asks for: entries of one outcome, a page after `cursor`. */
export interface ImportEntryQuery {
  state?: EntryState;
  cursor?: string | null;
  /** 1–500 (the api's default is 100). */
  limit?: number;
}

/**
 * `GET /api/stickerei/imports/{id}/entries`: an import's entries in path order, paged.
 * @param query a state to keep only those entries, the `nextCursor` of the page before
 * @returns a page of entries and the cursor of the next (null on the last)
 */
export const listImportEntries = (
  client: RequestClient,
  id: string,
  query: ImportEntryQuery = {},
  signal?: AbortSignal,
) =>
  client.get<ImportEntryPage>(`${BASE}/imports/${encodeURIComponent(id)}/entries`, {
    query: { state: query.state, cursor: query.cursor, limit: query.limit },
    signal,
  });

/**
 * `POST /api/stickerei/lookup` (multipart field `file`): the caller's designs these bytes are
 * (`exact`) or whose motif they show (`same-motif`). Nothing is stored.
 * @throws RequestError 415 for bytes no format reads, 422 for a file its format cannot read
 */
export function lookupFile(client: RequestClient, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.post<LookupResponse>(`${BASE}/lookup`, { form });
}

/**
 * The import a resumable upload became: its id is the upload's, the last segment of the upload
 * URL the api answered the creation with (`…/stickerei/uploads/<id>`).
 * @returns the id, or null when the URL has no such segment
 */
export function importIdOfUpload(uploadUrl: string): string | null {
  const path = uploadUrl.split(/[?#]/)[0] ?? '';
  const segment = path.replace(/\/+$/, '').split('/').pop() ?? '';
  if (!segment || segment === 'uploads') return null;
  return decodeURIComponent(segment);
}
