import { useEffect, useState } from 'react';
import {
  getOperation,
  openEventStream,
  PROCESSING_JOBS_STREAM,
} from '@stickerei/shared/api-client';
import type { AdminOperation, JobEvent } from '@stickerei/shared/domain';
import { useAdminApi } from './useAdminApi.ts';

/** Where a followed operation is: from its stream events, its stored state when it ends. */
export interface OperationProgress {
  progress: number;
  state: JobEvent['state'] | 'idle';
  error: string | null;
  /** The stored operation once it has ended (with its result). */
  operation: AdminOperation | null;
}

const IDLE: OperationProgress = { progress: 0, state: 'idle', error: null, operation: null };
// The stream carries the progress; a slow poll is the fallback if it is cut.
const POLL_MS = 3000;

/**
 * Follows operation `id` (null: nothing) on the event stream of every job (`all=1`), where its
 * progress arrives as job events with its id, and reads the stored operation when it ends.
 * @param poll also polls the stored operation (operations that run after the answer)
 */
export function useOperationProgress(id: string | null, poll: boolean): OperationProgress {
  const api = useAdminApi();
  const [state, setState] = useState<OperationProgress>(IDLE);

  useEffect(() => {
    setState(id ? { ...IDLE, state: 'queued' } : IDLE);
    if (!id) return;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      void api
        .call((client) => getOperation(client, id))
        .then((operation) =>
          setState({ progress: 100, state: operation.state, error: operation.error, operation }),
        );
    };
    const cancel = openEventStream({
      url: `/api${PROCESSING_JOBS_STREAM}?all=1`,
      getToken: () => api.token(),
      onEvent: (event) => {
        if (event.event !== 'job') return;
        const job = JSON.parse(event.data) as JobEvent;
        if (job.id !== id) return;
        setState((s) => ({
          ...s,
          progress: Math.max(s.progress, job.progress),
          state: job.state,
          error: job.error,
        }));
        if (job.state === 'done' || job.state === 'failed') finish();
      },
    });
    const timer = poll
      ? setInterval(() => {
          void api
            .call((client) => getOperation(client, id))
            .then((op) => {
              if (op.state === 'done' || op.state === 'failed') finish();
              else
                setState((s) => ({
                  ...s,
                  progress: Math.max(s.progress, op.progress),
                  state: op.state,
                }));
            });
        }, POLL_MS)
      : undefined;
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [api, id, poll]);

  return state;
}
