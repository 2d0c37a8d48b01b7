import type { EventStreamOptions } from '@stickerei/shared/api-client';
import type { JobEvent } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  followJobs,
  parseImportEvent,
  parseJobEvent,
  reconnectDelay,
  type StreamStatus,
} from './jobStream.ts';

function harness() {
  const opened: EventStreamOptions[] = [];
  const cancelled: number[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const jobs: Array<[JobEvent, string | undefined]> = [];
  const statuses: StreamStatus[] = [];
  const imports: string[] = [];
  const close = followJobs({
    url: '/api/stream/processing-jobs',
    getToken: () => 'token',
    open: (options) => {
      const index = opened.push(options) - 1;
      return () => cancelled.push(index);
    },
    onJob: (job, id) => jobs.push([job, id]),
    onImport: (event) => imports.push(`${event.id} ${event.state} ${event.done}/${event.files}`),
    onStatus: (status) => statuses.push(status),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { opened, cancelled, timers, jobs, imports, statuses, close };
}

const jobEvent = (id: string, data: object) => ({ event: 'job', id, data: JSON.stringify(data) });

describe('following processing jobs', () => {
  it('passes job events on with their ids', () => {
    const h = harness();
    h.opened[0]?.onOpen?.();
    h.opened[0]?.onEvent?.(
      jobEvent('5', { id: 'j1', state: 'processing', progress: 40, designId: null, error: null }),
    );
    h.opened[0]?.onEvent?.({ event: 'message', data: 'hello' });
    expect(h.jobs).toEqual([
      [{ id: 'j1', state: 'processing', progress: 40, designId: null, error: null }, '5'],
    ]);
    expect(h.statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects after a drop with the last event id, backing off', () => {
    const h = harness();
    h.opened[0]?.onOpen?.();
    h.opened[0]?.onEvent?.(jobEvent('7', { id: 'j1', state: 'queued', progress: 0 }));
    h.opened[0]?.onError?.(new Error('network'));
    expect(h.statuses.at(-1)).toBe('reconnecting');
    expect(h.timers[0]?.ms).toBe(1000);
    h.timers[0]?.run();
    expect(h.opened[1]?.lastEventId).toBe('7');
    h.opened[1]?.onClose?.();
    expect(h.timers[1]?.ms).toBe(2000);
    h.timers[1]?.run();
    h.opened[2]?.onOpen?.();
    h.opened[2]?.onError?.(new Error('again'));
    // A connection that opened resets the back-off.
    expect(h.timers[2]?.ms).toBe(1000);
  });

  it('schedules one reconnect even when error and close both fire', () => {
    const h = harness();
    h.opened[0]?.onError?.(new Error('HTTP 502: Bad Gateway'));
    h.opened[0]?.onClose?.();
    expect(h.timers).toHaveLength(1);
  });

  it('stops for good when closed', () => {
    const h = harness();
    h.opened[0]?.onError?.(new Error('network'));
    h.close();
    h.timers[0]?.run();
    expect(h.opened).toHaveLength(1);
    expect(h.statuses.at(-1)).toBe('closed');
  });

  it('caps the back-off at 30 seconds', () => {
    expect([1, 2, 3, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('ignores malformed or foreign events', () => {
    expect(parseJobEvent({ event: 'job', data: '{not json' })).toBeNull();
    expect(parseJobEvent({ event: 'job', data: '{"id":"j","state":"exploded"}' })).toBeNull();
    expect(parseJobEvent({ event: 'other', data: '{"id":"j","state":"done"}' })).toBeNull();
    expect(parseJobEvent({ event: 'job', data: '{"id":"j","state":"done"}' })).toEqual({
      id: 'j',
      state: 'done',
      progress: 0,
      designId: null,
      error: null,
    });
  });

  it('passes import events on', () => {
    const h = harness();
    const data = { id: 'i1', state: 'processing', files: 12, done: 3, startedAt: 'now' };
    h.opened[0]?.onEvent?.({ event: 'import', id: '8', data: JSON.stringify(data) });
    expect(h.imports).toEqual(['i1 processing 3/12']);
    expect(h.jobs).toEqual([]);
  });
});

describe('parseImportEvent', () => {
  const started = '2026-11-25T17:17:04.320Z';
  it('reads an import with every counter, defaults for missing ones', () => {
    const data = {
      id: 'i1',
      state: 'done',
      name: 'Garden.zip',
      files: 12,
      done: 8,
      failed: 0,
      skipped: 3,
      duplicates: 1,
      designsCreated: 4,
      formatsJoined: 4,
      error: null,
      startedAt: started,
      finishedAt: '2026-11-25T17:17:14.365Z',
      filesPerSecond: 1.2,
    };
    expect(parseImportEvent({ event: 'import', data: JSON.stringify(data) })).toEqual(data);
    expect(
      parseImportEvent({
        event: 'import',
        data: JSON.stringify({ id: 'i2', state: 'expanding', startedAt: started, files: -1 }),
      }),
    ).toMatchObject({ name: '', files: 0, done: 0, finishedAt: null, filesPerSecond: 0 });
  });

  it('ignores malformed or foreign events', () => {
    expect(parseImportEvent({ event: 'import', data: '{not json' })).toBeNull();
    expect(parseImportEvent({ event: 'import', data: '{"id":"i","state":"lost"}' })).toBeNull();
    expect(
      parseImportEvent({ event: 'job', data: `{"id":"i","state":"done","startedAt":"x"}` }),
    ).toBeNull();
  });
});
