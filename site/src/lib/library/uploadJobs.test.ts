import type { JobEvent, ProcessingJob } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_UPLOADS,
  newlyDone,
  pairJobs,
  uploadSummary,
  uploadsReducer,
  type UploadAction,
  type UploadsState,
} from './uploadJobs.ts';

const run = (actions: UploadAction[], from: UploadsState = EMPTY_UPLOADS) =>
  actions.reduce(uploadsReducer, from);

const event = (
  eventId: string | undefined,
  job: Partial<JobEvent> & { id: string },
): UploadAction => ({
  type: 'event',
  eventId,
  job: { state: 'processing', progress: 0, designId: null, error: null, ...job },
});

const twoUploads: UploadAction[] = [
  {
    type: 'started',
    files: [
      { key: 'local:1', fileName: 'cake.pes' },
      { key: 'local:2', fileName: 'cake.dst' },
    ],
  },
  {
    type: 'accepted',
    keys: ['local:1', 'local:2'],
    jobs: [
      { id: 'j1', state: 'queued', fileName: 'cake.pes' },
      { id: 'j2', state: 'queued', fileName: 'cake.dst' },
    ],
  },
];

function job(id: string, patch: Partial<ProcessingJob> = {}): ProcessingJob {
  return {
    id,
    state: 'queued',
    progress: 0,
    fileName: `${id}.pes`,
    designId: null,
    error: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

describe('upload list', () => {
  it('follows files from upload through the stream to done', () => {
    const state = run([
      ...twoUploads,
      event('1', { id: 'j1', progress: 40 }),
      event('2', { id: 'j1', state: 'done', progress: 100, designId: 'd1' }),
      event('3', { id: 'j2', progress: 70 }),
    ]);
    expect(
      state.items.map(({ key, phase, progress, designId }) => ({ key, phase, progress, designId })),
    ).toEqual([
      { key: 'local:1', phase: 'done', progress: 100, designId: 'd1' },
      { key: 'local:2', phase: 'processing', progress: 70, designId: null },
    ]);
    expect(uploadSummary(state.items)).toEqual({ running: 1, done: 1, failed: 0 });
  });

  it('shows the reader message of a failed job', () => {
    const state = run([
      ...twoUploads,
      event('1', {
        id: 'j2',
        state: 'failed',
        error: 'DST: header ends at byte 12 (truncated file)',
      }),
    ]);
    expect(state.items[1]).toMatchObject({
      phase: 'failed',
      error: 'DST: header ends at byte 12 (truncated file)',
    });
  });

  it('marks refused uploads with the reason', () => {
    const state = run([
      { type: 'started', files: [{ key: 'local:9', fileName: 'notes.txt' }] },
      { type: 'rejected', keys: ['local:9'], error: 'Unknown embroidery format' },
    ]);
    expect(state.items[0]).toMatchObject({ phase: 'rejected', error: 'Unknown embroidery format' });
    expect(uploadSummary(state.items).failed).toBe(1);
  });

  it('applies a replay after a reconnect without duplicates or going back', () => {
    const live = [
      event('1', { id: 'j1', progress: 30 }),
      event('2', { id: 'j1', progress: 60 }),
      event('3', { id: 'j1', state: 'done', progress: 100, designId: 'd1' }),
    ];
    const once = run([...twoUploads, ...live]);
    // The server replays everything after the last id it thinks we saw, and a bit more.
    const replayed = run(
      [
        event('2', { id: 'j1', progress: 60 }),
        event('3', { id: 'j1', state: 'done', designId: 'd1' }),
      ],
      once,
    );
    expect(replayed.items).toEqual(once.items);
    expect(replayed.seen).toEqual(['1', '2', '3']);
    const late = run([event(undefined, { id: 'j1', state: 'processing', progress: 10 })], once);
    expect(late.items[0]).toMatchObject({ phase: 'done', progress: 100 });
  });

  it('never lowers progress within a state', () => {
    const state = run([
      ...twoUploads,
      event('1', { id: 'j1', progress: 80 }),
      event('2', { id: 'j1', progress: 50 }),
    ]);
    expect(state.items[0]?.progress).toBe(80);
  });

  it('keeps events that arrive before the upload is answered and applies them after', () => {
    const state = run([
      { type: 'started', files: [{ key: 'local:1', fileName: 'owl.jef' }] },
      event('1', { id: 'j7', progress: 20 }),
      event('2', { id: 'j7', state: 'done', progress: 100, designId: 'd7' }),
      {
        type: 'accepted',
        keys: ['local:1'],
        jobs: [{ id: 'j7', state: 'queued', fileName: 'owl.jef' }],
      },
    ]);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ jobId: 'j7', phase: 'done', designId: 'd7' });
    expect(state.early).toEqual({});
  });

  it('adds recent jobs once and merges them with an upload of the same job', () => {
    const state = run([
      { type: 'started', files: [{ key: 'local:1', fileName: 'a.pes' }] },
      {
        type: 'loaded',
        jobs: [
          job('j1', { state: 'processing', progress: 50 }),
          job('old', { state: 'done', designId: 'd0' }),
        ],
      },
      {
        type: 'accepted',
        keys: ['local:1'],
        jobs: [{ id: 'j1', state: 'queued', fileName: 'a.pes' }],
      },
      { type: 'loaded', jobs: [job('old', { state: 'done', designId: 'd0' })] },
    ]);
    expect(state.items.map((i) => [i.key, i.jobId, i.phase])).toEqual([
      ['local:1', 'j1', 'processing'],
      ['old', 'old', 'done'],
    ]);
  });

  it('dismisses items by key', () => {
    const state = run([...twoUploads, { type: 'dismissed', keys: ['local:1'] }]);
    expect(state.items.map((i) => i.key)).toEqual(['local:2']);
  });

  it('tells which items finished between two states', () => {
    const before = run(twoUploads);
    const after = run([event('1', { id: 'j2', state: 'done', designId: 'd2' })], before);
    expect(newlyDone(before, after).map((i) => i.designId)).toEqual(['d2']);
    expect(newlyDone(after, after)).toEqual([]);
  });

  it('does not report jobs listed as already done from earlier visits', () => {
    const after = run([{ type: 'loaded', jobs: [job('old', { state: 'done', designId: 'd0' })] }]);
    expect(newlyDone(EMPTY_UPLOADS, after)).toEqual([]);
  });

  it("keeps the reader's message that follows an answer saying failed", () => {
    const state = run([
      { type: 'started', files: [{ key: 'local:1', fileName: 'bad.pes' }] },
      {
        type: 'accepted',
        keys: ['local:1'],
        jobs: [{ id: 'j1', state: 'failed', fileName: 'bad.pes' }],
      },
      event('4', { id: 'j1', state: 'failed', progress: 100, error: 'PES: no PEC block' }),
    ]);
    expect(state.items[0]).toMatchObject({ phase: 'failed', error: 'PES: no PEC block' });
    const early = run([
      { type: 'started', files: [{ key: 'local:1', fileName: 'bad.pes' }] },
      event('4', { id: 'j1', state: 'failed', progress: 100, error: 'PES: no PEC block' }),
      {
        type: 'accepted',
        keys: ['local:1'],
        jobs: [{ id: 'j1', state: 'failed', fileName: 'bad.pes' }],
      },
    ]);
    expect(early.items[0]).toMatchObject({ phase: 'failed', error: 'PES: no PEC block' });
  });

  it('pairs the jobs with the files that made them; files without one were skipped', () => {
    const state = run([
      {
        type: 'started',
        files: [
          { key: 'local:1', fileName: 'chart.pdf' },
          { key: 'local:2', fileName: 'rose.pes' },
          { key: 'local:3', fileName: 'rose.dst' },
        ],
      },
      {
        type: 'accepted',
        keys: ['local:1', 'local:2', 'local:3'],
        jobs: [
          { id: 'j2', state: 'queued', fileName: 'rose.pes' },
          { id: 'j3', state: 'queued', fileName: 'rose.dst' },
        ],
      },
    ]);
    expect(state.items.map((i) => [i.key, i.jobId])).toEqual([
      ['local:2', 'j2'],
      ['local:3', 'j3'],
    ]);
  });
});

describe('pairJobs', () => {
  const job = (id: string, fileName: string) => ({ id, state: 'queued' as const, fileName });
  it('keeps the request order, for equal names too', () => {
    const files = [
      { key: 'a', fileName: 'x.pes' },
      { key: 'b', fileName: 'notes.txt' },
      { key: 'c', fileName: 'x.pes' },
    ];
    const pairs = pairJobs(files, [job('j1', 'x.pes'), job('j2', 'x.pes')]);
    expect([...pairs].map(([key, j]) => [key, j.id])).toEqual([
      ['a', 'j1'],
      ['c', 'j2'],
    ]);
  });

  it('gives a job whose name the api cleaned the next file in order', () => {
    const pairs = pairJobs([{ key: 'a', fileName: ' odd\u0007.pes' }], [job('j1', 'odd.pes')]);
    expect(pairs.get('a')?.id).toBe('j1');
  });
});
