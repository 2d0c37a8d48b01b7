import type { ProcessingJob } from '@stickerei/shared/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { uploads } from '../../stores/uploads.ts';
import { UploadRow } from './UploadRow.tsx';

/**
 * The design's latest processing job while it runs (or when it failed), followed live; when it
 * finishes, `onDone` reloads the design so the new preview and facts show.
 */
export function ProcessingState(props: { job: ProcessingJob | null; onDone: () => void }) {
  const { job } = props;
  const state = useSyncExternalStore(uploads.subscribe, uploads.get);
  const item = job ? state.items.find((i) => i.jobId === job.id) : undefined;
  const onDone = useRef(props.onDone);
  onDone.current = props.onDone;
  const running = job !== null && job.state !== 'done';

  useEffect(() => {
    if (job && running) uploads.track(job);
  }, [job, running]);

  const phase = item?.phase;
  const seen = useRef(phase);
  useEffect(() => {
    if (phase === 'done' && seen.current !== 'done' && running) onDone.current();
    seen.current = phase;
  }, [phase, running]);

  if (!job || !running || !item || item.phase === 'done') return null;
  return (
    <ul className="lib-job-list lib-processing" aria-live="polite">
      <UploadRow item={item} />
    </ul>
  );
}
