import type {
  DesignDetail,
  DesignFilters,
  DesignListQuery,
  DesignListResponse,
  DesignUpdate,
  FilterOptions,
  ProcessingJob,
  SimilarResponse,
  UploadResponse,
} from '../domain/library.ts';
import type { DesignRecord } from '../domain/design.ts';
import type { ImportUploadResponse } from '../domain/imports.ts';
import type { DownloadFormat } from '../domain/constants.ts';
import type { QueryValue, RequestClient } from './request.ts';

const BASE = '/stickerei';

function query(filters: DesignFilters | DesignListQuery): Record<string, QueryValue> {
  return { ...filters } as Record<string, QueryValue>;
}

/** `GET /api/stickerei/list` */
export const listDesigns = (client: RequestClient, q: DesignListQuery = {}, signal?: AbortSignal) =>
  client.get<DesignListResponse>(`${BASE}/list`, { query: query(q), signal });

/** `GET /api/stickerei/filter-options` */
export const getFilterOptions = (
  client: RequestClient,
  filters: DesignFilters = {},
  signal?: AbortSignal,
) => client.get<FilterOptions>(`${BASE}/filter-options`, { query: query(filters), signal });

/** `GET /api/stickerei/{id}` */
export const getDesign = (client: RequestClient, id: string) =>
  client.get<DesignDetail>(`${BASE}/${encodeURIComponent(id)}`);

/** `GET /api/stickerei/similar?id=…` */
export const getSimilarDesigns = (client: RequestClient, id: string, limit = 12) =>
  client.get<SimilarResponse>(`${BASE}/similar`, { query: { id, limit } });

/** `PATCH /api/stickerei/{id}` (own designs) */
export const updateDesign = (client: RequestClient, id: string, update: DesignUpdate) =>
  client.patch<DesignRecord>(`${BASE}/${encodeURIComponent(id)}`, { json: update });

/** `PUT /api/stickerei/{id}/favorite` with `{ value }` */
export const setFavorite = (client: RequestClient, id: string, value: boolean) =>
  client.put<{ favorite: boolean }>(`${BASE}/${encodeURIComponent(id)}/favorite`, {
    json: { value },
  });

/** `PUT /api/stickerei/{id}/already-stitched` with `{ value }` */
export const setAlreadyStitched = (client: RequestClient, id: string, value: boolean) =>
  client.put<{ already_stitched: boolean }>(`${BASE}/${encodeURIComponent(id)}/already-stitched`, {
    json: { value },
  });

/** `POST /api/stickerei/delete` with `{ ids }` (own designs; files and previews go too) */
export const deleteDesigns = (client: RequestClient, ids: string[]) =>
  client.post<{ deleted: string[] }>(`${BASE}/delete`, { json: { ids } });

/** `POST /api/stickerei/upload-file` (multipart field `file`) */
export function uploadFile(client: RequestClient, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.post<UploadResponse>(`${BASE}/upload-file`, { form });
}

/**
 * `POST /api/stickerei/upload-files` (multipart field `files`, several): one import
 * (docs/imports.md). A name may carry its folder path (`Roses/rose.pes`); zip archives are
 * expanded by the api.
 * @returns the jobs of the request's own embroidery files and the import
 */
export function uploadFiles(client: RequestClient, files: Array<{ file: Blob; name: string }>) {
  const form = new FormData();
  for (const { file, name } of files) form.append('files', file, name);
  return client.post<ImportUploadResponse>(`${BASE}/upload-files`, { form });
}

/** `POST /api/stickerei/{id}/upload-embroidery-file`: another format of a design */
export function uploadEmbroideryFile(
  client: RequestClient,
  id: string,
  file: Blob,
  fileName: string,
) {
  const form = new FormData();
  form.append('file', file, fileName);
  return client.post<UploadResponse>(`${BASE}/${encodeURIComponent(id)}/upload-embroidery-file`, {
    form,
  });
}

/** `GET /api/stickerei/processing-jobs`: the caller's recent jobs */
export const listProcessingJobs = (client: RequestClient) =>
  client.get<{ jobs: ProcessingJob[] }>(`${BASE}/processing-jobs`);

/** URL of `GET /api/stickerei/download-file?id=…&format=…` (the browser follows it). */
export function downloadUrl(baseUrl: string, id: string, format: DownloadFormat): string {
  return `${baseUrl}${BASE}/download-file?id=${encodeURIComponent(id)}&format=${format}`;
}

/** Downloads a design in `format` as a blob (with the bearer token). */
export const downloadDesign = (client: RequestClient, id: string, format: DownloadFormat) =>
  client.get<Blob>(`${BASE}/download-file`, { query: { id, format }, responseType: 'blob' });

/** Path of the processing-job event stream. */
export const PROCESSING_JOBS_STREAM = '/stream/processing-jobs';
