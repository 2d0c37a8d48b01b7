import {
  PROCESSING_JOBS_STREAM,
  listProcessingJobs,
  openEventStream,
  uploadEmbroideryFile,
  uploadFiles,
} from '@stickerei/shared/api-client';
import { followJobs, type StreamStatus } from '../lib/library/jobStream.ts';
import { libraryApi } from '../lib/library/session.ts';
import { batchFiles } from '../lib/library/uploadBatches.ts';
import { importFeed } from './importFeed.ts';
import type { ProcessingJob } from '@stickerei/shared/domain';
import {
  EMPTY_UPLOADS,
  uploadsReducer,
  type UploadAction,
  type UploadsState,
} from '../lib/library/uploadJobs.ts';

type Listener = (after: UploadsState, before: UploadsState) => void;

let state: UploadsState = EMPTY_UPLOADS;
let status: StreamStatus = 'closed';
let stop: (() => void) | null = null;
let counter = 0;
// While the stream is down, running jobs are polled so progress never stalls for long.
const POLL_MS = 4000;
const listeners = new Set<Listener>();
const statusListeners = new Set<() => void>();

function dispatch(action: UploadAction): void {
  const before = state;
  state = uploadsReducer(state, action);
  if (state !== before) for (const listener of listeners) listener(state, before);
}

function setStatus(next: StreamStatus): void {
  status = next;
  for (const listener of statusListeners) listener();
}

/** Refusals carry the api's message (415 unknown format, 413 too large); else a generic one. */
export type RefusalText = (error: unknown) => string;

/** A file to upload and the name it is sent with: its folder path in a folder upload. */
export interface UploadPart {
  file: File;
  name: string;
  size: number;
}

export interface UploadOptions {
  refusal: RefusalText;
  /** Each request is an import (docs/imports.md): called with its id once the api took it. */
  onImport?: (importId: string) => void;
}

// A request is refused (415) only when none of its files is usable, so the whole batch is
// marked: sending its files one by one would be refused the same way.
async function send(parts: UploadPart[], options: UploadOptions): Promise<void> {
  const keys = parts.map(() => `local:${++counter}`);
  dispatch({
    type: 'started',
    files: parts.map((part, i) => ({ key: keys[i] ?? '', fileName: part.file.name })),
  });
  try {
    const answer = await uploadFiles(
      libraryApi().client,
      parts.map(({ file, name }) => ({ file, name })),
    );
    dispatch({ type: 'accepted', keys, jobs: answer.jobs });
    options.onImport?.(answer.import.id);
  } catch (error) {
    dispatch({ type: 'rejected', keys, error: options.refusal(error) });
  }
}

/** The processing jobs of this page: uploads, their live progress and the stream's state. */
export const uploads = {
  get: (): UploadsState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  status: (): StreamStatus => status,
  subscribeStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
  /** Follows the caller's jobs on the event stream (once per page) and lists recent ones. */
  start(options: { loadRecent: boolean }): void {
    if (stop) return;
    const { auth, client } = libraryApi();
    stop = followJobs({
      url: `/api${PROCESSING_JOBS_STREAM}`,
      getToken: () => auth.getAccessToken(),
      open: openEventStream,
      onJob: (job, eventId) => dispatch({ type: 'event', eventId, job }),
      onImport: importFeed.publish,
      onStatus: setStatus,
    });
    const load = () =>
      listProcessingJobs(client).then(
        ({ jobs }) => dispatch({ type: 'loaded', jobs }),
        (error: unknown) => console.warn('Stickerei: processing jobs could not be loaded.', error),
      );
    setInterval(() => {
      const running = state.items.some((i) => i.phase === 'queued' || i.phase === 'processing');
      if (status !== 'open' && running) void load();
    }, POLL_MS);
    if (options.loadRecent) void load();
  },
  /**
   * Uploads files in batches (each its own import); each file's progress then comes from the
   * stream. Plain files may be passed as they are (sent under their own names).
   */
  async upload(files: ReadonlyArray<File | UploadPart>, options: UploadOptions): Promise<void> {
    const parts = files.map((f) =>
      f instanceof File ? { file: f, name: f.name, size: f.size } : f,
    );
    for (const batch of batchFiles(parts)) await send(batch, options);
  },
  /** Adds another machine format to design `id`; returns the upload's key at once. */
  addFormat(id: string, file: File, refusal: RefusalText): string {
    const key = `local:${++counter}`;
    dispatch({ type: 'started', files: [{ key, fileName: file.name }] });
    uploadEmbroideryFile(libraryApi().client, id, file, file.name).then(
      ({ jobs }) => dispatch({ type: 'accepted', keys: [key], jobs }),
      (error: unknown) => dispatch({ type: 'rejected', keys: [key], error: refusal(error) }),
    );
    return key;
  },
  /** Follows a job this page did not start (a design still being processed). */
  track: (job: ProcessingJob) => dispatch({ type: 'loaded', jobs: [job] }),
  dismiss: (keys: string[]) => dispatch({ type: 'dismissed', keys }),
};
