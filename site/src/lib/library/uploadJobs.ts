import type { JobEvent, JobState, ProcessingJob, UploadResponse } from '@stickerei/shared/domain';

/** Where one file stands: being sent, refused by the api, or its processing job's state. */
export type UploadPhase = 'uploading' | 'rejected' | JobState;

/** One file of the upload list. */
export interface UploadItem {
  /** Local key: `local:<n>` until the api answers, then stays (the job id is separate). */
  key: string;
  fileName: string;
  jobId: string | null;
  phase: UploadPhase;
  /** 0–100. */
  progress: number;
  designId: string | null;
  /** The reader's message of a failed job, or why the upload was refused. */
  error: string | null;
}

export interface UploadsState {
  /** Newest first. */
  items: UploadItem[];
  /** Event ids already applied, so a replay after a reconnect changes nothing. */
  seen: string[];
  /** Events of jobs not known yet (the stream can be faster than the upload's answer). */
  early: Record<string, JobEvent>;
}

export type UploadAction =
  | { type: 'started'; files: Array<{ key: string; fileName: string }> }
  | { type: 'accepted'; keys: string[]; jobs: UploadResponse['jobs'] }
  | { type: 'rejected'; keys: string[]; error: string }
  | { type: 'event'; eventId?: string; job: JobEvent }
  | { type: 'loaded'; jobs: ProcessingJob[] }
  | { type: 'dismissed'; keys: string[] };

export const EMPTY_UPLOADS: UploadsState = { items: [], seen: [], early: {} };

// Enough to recognise any replay after a reconnect; older ids can no longer come back.
const SEEN_LIMIT = 1000;

const RANK: Record<UploadPhase, number> = {
  uploading: 0,
  rejected: 3,
  queued: 1,
  processing: 2,
  done: 3,
  failed: 3,
};

/** True once nothing will change any more (done, failed or refused). */
export function isFinished(phase: UploadPhase): boolean {
  return RANK[phase] === 3;
}

/**
 * Applies a job's reported state to an item. States only move forward (queued → processing →
 * done | failed) and progress only grows within a state, so a late or replayed event cannot
 * undo a newer one.
 */
export function advance(item: UploadItem, job: Omit<JobEvent, 'id'>): UploadItem {
  if (RANK[job.state] < RANK[item.phase]) return item;
  if (isFinished(item.phase)) {
    // A finished item only learns what the first report of its end left out (the api's answer
    // to an upload says "failed" before the event with the reader's message arrives).
    if (job.state !== item.phase) return item;
    return { ...item, designId: item.designId ?? job.designId, error: item.error ?? job.error };
  }
  const sameState = job.state === item.phase;
  const progress = job.state === 'done' ? 100 : clampProgress(job.progress);
  return {
    ...item,
    phase: job.state,
    progress: sameState ? Math.max(item.progress, progress) : progress,
    designId: job.designId ?? item.designId,
    error: job.state === 'failed' ? job.error || item.error : item.error,
  };
}

function clampProgress(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}

function fromJob(job: ProcessingJob): UploadItem {
  const item: UploadItem = {
    key: job.id,
    fileName: job.fileName,
    jobId: job.id,
    phase: 'queued',
    progress: 0,
    designId: null,
    error: null,
  };
  return advance(item, job);
}

type AnsweredJob = UploadResponse['jobs'][number];

/**
 * Pairs the files of one request with the jobs of the api's answer. The api makes jobs only of
 * the embroidery files (other files become skipped entries of the import), in request order,
 * named without their folders; a file whose name the api cleaned keeps its place in the order.
 */
export function pairJobs(
  files: ReadonlyArray<{ key: string; fileName: string }>,
  jobs: readonly AnsweredJob[],
): Map<string, AnsweredJob> {
  const byKey = new Map<string, AnsweredJob>();
  let next = 0;
  for (const job of jobs) {
    let at = files.findIndex((file, index) => index >= next && file.fileName === job.fileName);
    if (at === -1) at = next;
    const file = files[at];
    if (!file) break;
    byKey.set(file.key, job);
    next = at + 1;
  }
  return byKey;
}

function accepted(state: UploadsState, keys: string[], jobs: UploadResponse['jobs']): UploadsState {
  const sent = new Set(keys);
  const names = new Map(state.items.map((item) => [item.key, item.fileName]));
  const byKey = pairJobs(
    keys.map((key) => ({ key, fileName: names.get(key) ?? '' })),
    jobs,
  );
  const jobIds = new Set(jobs.map((job) => job.id));
  // The job may already be listed (loaded, or seen on the stream) under its own key: that
  // entry merges into the local one, so a file never shows twice.
  const listed = new Map(
    state.items.filter((item) => item.jobId && jobIds.has(item.jobId)).map((i) => [i.jobId, i]),
  );
  const early = { ...state.early };
  const items = state.items.flatMap((item) => {
    const job = byKey.get(item.key);
    // A file of the request without a job was skipped (no embroidery file): its import says why.
    if (!job && sent.has(item.key)) return [];
    if (!job) return item.jobId && jobIds.has(item.jobId) ? [] : [item];
    let next: UploadItem = { ...item, jobId: job.id, fileName: job.fileName || item.fileName };
    next = advance(next, { state: job.state, progress: 0, designId: null, error: null });
    const other = listed.get(job.id);
    if (other) {
      const { progress, designId, error } = other;
      next = advance(next, { state: other.phase as JobState, progress, designId, error });
    }
    const pending = early[job.id];
    delete early[job.id];
    return [pending ? advance(next, pending) : next];
  });
  return { ...state, items, early };
}

function applyEvent(state: UploadsState, eventId: string | undefined, job: JobEvent): UploadsState {
  if (eventId !== undefined && state.seen.includes(eventId)) return state;
  const seen = eventId === undefined ? state.seen : [...state.seen, eventId].slice(-SEEN_LIMIT);
  if (!state.items.some((item) => item.jobId === job.id)) {
    const before = state.early[job.id];
    const early = {
      ...state.early,
      [job.id]: before && RANK[before.state] > RANK[job.state] ? before : job,
    };
    return { ...state, seen, early };
  }
  const items = state.items.map((item) => (item.jobId === job.id ? advance(item, job) : item));
  return { ...state, seen, items };
}

function loaded(state: UploadsState, jobs: ProcessingJob[]): UploadsState {
  const known = new Set(state.items.map((item) => item.jobId));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const items = state.items.map((item) => {
    const job = item.jobId ? byId.get(item.jobId) : undefined;
    return job ? advance(item, job) : item;
  });
  const added = jobs
    .filter((job) => !known.has(job.id))
    .map((job) => {
      const item = fromJob(job);
      const pending = state.early[job.id];
      return pending ? advance(item, pending) : item;
    });
  return { ...state, items: [...items, ...added] };
}

/** The upload list's reducer: local uploads, the api's answers and the stream's job events. */
export function uploadsReducer(state: UploadsState, action: UploadAction): UploadsState {
  switch (action.type) {
    case 'started': {
      const fresh = action.files.map(({ key, fileName }): UploadItem => ({
        key,
        fileName,
        jobId: null,
        phase: 'uploading',
        progress: 0,
        designId: null,
        error: null,
      }));
      return { ...state, items: [...fresh, ...state.items] };
    }
    case 'accepted':
      return accepted(state, action.keys, action.jobs);
    case 'rejected': {
      const keys = new Set(action.keys);
      const items = state.items.map((item) =>
        keys.has(item.key) ? { ...item, phase: 'rejected' as const, error: action.error } : item,
      );
      return { ...state, items };
    }
    case 'event':
      return applyEvent(state, action.eventId, action.job);
    case 'loaded':
      return loaded(state, action.jobs);
    case 'dismissed': {
      const keys = new Set(action.keys);
      return { ...state, items: state.items.filter((item) => !keys.has(item.key)) };
    }
  }
}

/**
 * Items that finished successfully between two states (their designs are to be shown). Jobs
 * that first appear already done (listed from earlier visits) are not news.
 */
export function newlyDone(before: UploadsState, after: UploadsState): UploadItem[] {
  const was = new Map(before.items.map((item) => [item.key, item.phase]));
  return after.items.filter((item) => {
    const previous = was.get(item.key);
    return item.phase === 'done' && previous !== undefined && previous !== 'done';
  });
}

/** Counts for the summary line: how many are still running, done and failed. */
export function uploadSummary(items: readonly UploadItem[]) {
  let running = 0;
  let done = 0;
  let failed = 0;
  for (const item of items) {
    if (item.phase === 'done') done++;
    else if (item.phase === 'failed' || item.phase === 'rejected') failed++;
    else running++;
  }
  return { running, done, failed };
}
