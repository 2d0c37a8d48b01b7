import type { EventStreamOptions, StreamEvent } from '@stickerei/shared/api-client';
import {
  IMPORT_STATES,
  JOB_STATES,
  type ImportEvent,
  type JobEvent,
} from '@stickerei/shared/domain';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface JobStreamOptions {
  url: string;
  getToken: EventStreamOptions['getToken'];
  /** `openEventStream` of the api client; injectable for tests. */
  open: (options: EventStreamOptions) => () => void;
  onJob: (job: JobEvent, eventId: string | undefined) => void;
  /** An import's counters changed (docs/imports.md "Reading an import"). */
  onImport?: (event: ImportEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Timers; injectable for tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Wait before reconnect number `attempt` (1-based): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

function objectData(event: StreamEvent): Record<string, unknown> | null {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null; // a malformed line must not stop the stream; the next event carries the state
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** The data of a `job` event, or null when it is not one the list can use. */
export function parseJobEvent(event: StreamEvent): JobEvent | null {
  if (event.event !== 'job') return null;
  const job = objectData(event);
  if (!job) return null;
  if (typeof job.id !== 'string' || !(JOB_STATES as readonly unknown[]).includes(job.state)) {
    return null;
  }
  return {
    id: job.id,
    state: job.state as JobEvent['state'],
    progress: typeof job.progress === 'number' ? job.progress : 0,
    designId: typeof job.designId === 'string' ? job.designId : null,
    error: typeof job.error === 'string' ? job.error : null,
  };
}

const COUNTERS = [
  'files',
  'done',
  'failed',
  'skipped',
  'duplicates',
  'designsCreated',
  'formatsJoined',
] as const;

/** The data of an `import` event, or null when it is not one the page can use. */
export function parseImportEvent(event: StreamEvent): ImportEvent | null {
  if (event.event !== 'import') return null;
  const data = objectData(event);
  if (!data || typeof data.id !== 'string' || typeof data.startedAt !== 'string') return null;
  if (!(IMPORT_STATES as readonly unknown[]).includes(data.state)) return null;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
  const counters = Object.fromEntries(COUNTERS.map((key) => [key, count(data[key])]));
  return {
    id: data.id,
    state: data.state as ImportEvent['state'],
    name: typeof data.name === 'string' ? data.name : '',
    ...(counters as Record<(typeof COUNTERS)[number], number>),
    error: typeof data.error === 'string' ? data.error : null,
    startedAt: data.startedAt,
    finishedAt: typeof data.finishedAt === 'string' ? data.finishedAt : null,
    filesPerSecond: count(data.filesPerSecond),
  };
}

/**
 * Follows the caller's processing jobs and imports (spec §7). When the stream drops or ends it reconnects
 * with back-off, sending the last event id so the server replays what was missed.
 * @returns a function that closes the stream for good
 */
export function followJobs(options: JobStreamOptions): () => void {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as number));
  let lastEventId: string | undefined;
  let attempt = 0;
  let cancel: (() => void) | null = null;
  let timer: unknown = null;
  let closed = false;

  const retry = () => {
    cancel?.();
    cancel = null;
    if (closed || timer !== null) return;
    attempt++;
    options.onStatus?.('reconnecting');
    timer = setTimer(() => {
      timer = null;
      connect();
    }, reconnectDelay(attempt));
  };

  function connect(): void {
    if (closed) return;
    if (attempt === 0) options.onStatus?.('connecting');
    cancel = options.open({
      url: options.url,
      getToken: options.getToken,
      lastEventId,
      onOpen: () => {
        attempt = 0;
        options.onStatus?.('open');
      },
      onEvent: (event) => {
        if (event.id) lastEventId = event.id;
        const job = parseJobEvent(event);
        if (job) options.onJob(job, event.id);
        const changed = options.onImport && parseImportEvent(event);
        if (changed) options.onImport?.(changed);
      },
      onClose: retry,
      onError: retry,
    });
  }

  connect();
  return () => {
    closed = true;
    if (timer !== null) clearTimer(timer);
    cancel?.();
    options.onStatus?.('closed');
  };
}
