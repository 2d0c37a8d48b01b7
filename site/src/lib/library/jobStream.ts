import type { EventStreamOptions, StreamEvent } from '@stickerei/shared/api-client';
import { JOB_STATES, type JobEvent } from '@stickerei/shared/domain';

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface JobStreamOptions {
  url: string;
  getToken: EventStreamOptions['getToken'];
  /** `openEventStream` of the api client; injectable for tests. */
  open: (options: EventStreamOptions) => () => void;
  onJob: (job: JobEvent, eventId: string | undefined) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Timers; injectable for tests. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Wait before reconnect number `attempt` (1-based): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

/** The data of a `job` event, or null when it is not one the list can use. */
export function parseJobEvent(event: StreamEvent): JobEvent | null {
  if (event.event !== 'job') return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null; // a malformed line must not stop the stream; the next event carries the state
  }
  if (!data || typeof data !== 'object') return null;
  const job = data as Record<string, unknown>;
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

/**
 * Follows the caller's processing jobs (spec §7). When the stream drops or ends it reconnects
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
