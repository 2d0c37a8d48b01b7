import type { DownloadFormat, Language } from '../domain/constants.ts';
import type {
  DesignThreads,
  FormatCheckResult,
  SharedDesign,
  ShareLink,
  ThreadBrand,
  ThreadBrandSummary,
  ThreadStockItem,
  UserSettings,
} from '../domain/machine.ts';
import type { RequestClient } from './request.ts';

// At the machine (docs/machine.md): thread charts, the user's machine and threads, thread lists,
// format checks, worksheets and share links.

const design = (id: string) => `/stickerei/${encodeURIComponent(id)}`;

/** `GET /api/threads/brands`: the thread charts (id, name, brand, number of colours). */
export const listThreadBrands = (client: RequestClient, signal?: AbortSignal) =>
  client.get<ThreadBrandSummary[]>('/threads/brands', { signal });

/**
 * `GET /api/threads/brands/{id}`: one chart with its colours (code, name, `#rrggbb`).
 * @throws RequestError 404 for an unknown chart id
 */
export const getThreadBrand = (client: RequestClient, id: string, signal?: AbortSignal) =>
  client.get<ThreadBrand>(`/threads/brands/${encodeURIComponent(id)}`, { signal });

/** `GET /api/user/settings`: machine profile, hoops and the chart chosen last (defaults until set). */
export const getUserSettings = (client: RequestClient, signal?: AbortSignal) =>
  client.get<UserSettings>('/user/settings', { signal });

/**
 * `PUT /api/user/settings`: changes the fields given; the others stay.
 * @returns the settings as stored
 * @throws RequestError 400 with a message for values out of their limits or an unknown chart
 */
export const updateUserSettings = (client: RequestClient, change: Partial<UserSettings>) =>
  client.put<UserSettings>('/user/settings', { json: change });

/** `GET /api/user/threads`: the threads the user has (chart id and code). */
export const getThreadStock = (client: RequestClient, signal?: AbortSignal) =>
  client.get<{ items: ThreadStockItem[] }>('/user/threads', { signal });

/**
 * `PUT /api/user/threads`: replaces the user's threads with `items`.
 * @returns the stock as stored
 * @throws RequestError 400 naming the items whose code is not in their chart (nothing changes)
 */
export const replaceThreadStock = (client: RequestClient, items: readonly ThreadStockItem[]) =>
  client.put<{ items: ThreadStockItem[] }>('/user/threads', { json: { items } });

/**
 * `GET /api/stickerei/{id}/threads`: the design's colour blocks in sewing order, each with the
 * nearest thread of a chart or of the user's own threads.
 * @param brand a chart id, `mine` (signed in only), or undefined for the chart chosen last
 * @throws RequestError 401 for `mine` without a session, 404 for an unknown design
 */
export const getDesignThreads = (
  client: RequestClient,
  id: string,
  brand?: string,
  signal?: AbortSignal,
) => client.get<DesignThreads>(`${design(id)}/threads`, { query: { brand }, signal });

/** `GET /api/stickerei/{id}/format-check?format=…`: what a download in `format` loses. */
export const getFormatCheck = (
  client: RequestClient,
  id: string,
  format: DownloadFormat,
  signal?: AbortSignal,
) => client.get<FormatCheckResult>(`${design(id)}/format-check`, { query: { format }, signal });

/** What a worksheet is printed with. */
export interface WorksheetOptions {
  /** A chart id or `mine`; the chart chosen last when left out. */
  brand?: string;
  lang: Language;
  paper: 'a4' | 'letter';
}

/** `GET /api/stickerei/{id}/worksheet.pdf`: the printable worksheet as a blob (with the token). */
export const downloadWorksheet = (client: RequestClient, id: string, options: WorksheetOptions) =>
  client.get<Blob>(`${design(id)}/worksheet.pdf`, {
    query: { brand: options.brand, lang: options.lang, paper: options.paper },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });

/**
 * `POST /api/stickerei/worksheets`: one PDF with the worksheets of many designs and the threads
 * the caller's stock lacks, as a blob.
 */
export const downloadWorksheets = (
  client: RequestClient,
  ids: readonly string[],
  options: WorksheetOptions,
) =>
  client.post<Blob>('/stickerei/worksheets', {
    json: { ids, brand: options.brand, lang: options.lang, paper: options.paper },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });

/**
 * `POST /api/stickerei/{id}/share`: a link showing an own design to anyone (the active one again
 * while there is one).
 */
export const createShareLink = (client: RequestClient, id: string) =>
  client.post<ShareLink>(`${design(id)}/share`);

/** `DELETE /api/stickerei/{id}/share`: the design's link answers 404 from now on. */
export const revokeShareLink = (client: RequestClient, id: string) =>
  client.delete<void>(`${design(id)}/share`);

/**
 * `GET /api/share/{token}` (anonymous): what a share link shows.
 * @throws RequestError 404 for an unknown or revoked link
 */
export const getSharedDesign = (client: RequestClient, token: string, signal?: AbortSignal) =>
  client.get<SharedDesign>(`/share/${encodeURIComponent(token)}`, { signal });
