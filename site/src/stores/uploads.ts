import {
  PROCESSING_JOBS_STREAM,
  listProcessingJobs,
  openEventStream,
  uploadEmbroideryFile,
  uploadFiles,
} from '@stickerei/shared/api-client';
import { statusOf } from '../lib/library/errors.ts';
import { followJobs, type StreamStatus } from '../lib/library/jobStream.ts';
import { libraryApi } from '../lib/library/session.ts';
import { batchFiles } from '../lib/library/uploadBatches.ts';
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

async function send(files: File[], refusal: RefusalText): Promise<void> {
  const keys = files.map(() => `local:${++counter}`);
  dispatch({
    type: 'started',
    files: files.map((file, i) => ({ key: keys[i] ?? '', fileName: file.name })),
  });
  try {
    const { jobs } = await uploadFiles(
      libraryApi().client,
      files.map((file) => ({ file, name: file.name })),
    );
    dispatch({ type: 'accepted', keys, jobs });
  } catch (error) {
    // One unreadable kind of file refuses the whole request: send the files one by one so
    // only the culprit is marked.
    if (files.length > 1 && statusOf(error) === 415) {
      dispatch({ type: 'dismissed', keys });
      await Promise.all(files.map((file) => send([file], refusal)));
      return;
    }
    dispatch({ type: 'rejected', keys, error: refusal(error) });
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
  /** Uploads files in batches; each file's progress then comes from the stream. */
  async upload(files: readonly File[], refusal: RefusalText): Promise<void> {
    for (const batch of batchFiles(files)) await send(batch, refusal);
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
