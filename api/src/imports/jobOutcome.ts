import type { Queryable } from '../lib/db.ts';
import type { EmitJobEvent } from '../plugins/jobEvents.ts';
import { endEntry, type EntryOutcome } from './importEntries.ts';
import type { ImportEvents } from './importEvents.ts';

/** What became of an import's processing job, as the saving step knows it. */
export type JobResult =
  | { result: 'created' | 'joined'; designId: string }
  | { result: 'unchanged' | 'duplicate'; designId: string; reason: string }
  | { result: 'failed'; reason: string };

function toOutcome(job: JobResult): EntryOutcome {
  switch (job.result) {
    case 'created':
    case 'joined':
      return {
        state: 'done',
        reason: null,
        designId: job.designId,
        created: job.result === 'created',
        joined: job.result === 'joined',
      };
    case 'unchanged':
    case 'duplicate':
      return { state: 'duplicate', reason: job.reason, designId: job.designId };
    case 'failed':
      return { state: 'failed', reason: job.reason, designId: null };
  }
}

/**
 * Inside the job's final transaction: ends its import entry, counts it and sends the import's
 * event when due.
 * @returns what to do once the transaction committed (the trailing event)
 */
export async function endImportJob(
  tx: Queryable,
  emit: EmitJobEvent,
  options: { events: ImportEvents; jobId: string; job: JobResult },
): Promise<() => void> {
  const row = await endEntry(tx, options.jobId, toOutcome(options.job));
  return row ? options.events.changed(tx, emit, row) : () => undefined;
}
