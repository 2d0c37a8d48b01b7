import { describe, expect, it } from 'vitest';
import { build, freshDb } from '../../helper.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import { corpusFile, tempDataDir, uploadOne } from '../../fixtures/uploads.ts';
import {
  isSettled,
  jobEvents,
  listen,
  openProbe,
  PROCESSED_JOB_STATES,
} from '../../fixtures/streams.ts';

const tokens = await tokenFactory();
const dataDir = await tempDataDir();
const db = await freshDb();
const config = {
  cognito: cognitoFor(tokens),
  dataDir,
  jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
  stream: { keepAliveSeconds: 1 },
};
const app = await build({ db, config });
const base = await listen(app);
const alice = await as(tokens, 'alice', ['USER']);
const bob = await as(tokens, 'bob', ['USER']);
const admin = await as(tokens, 'root', ['ADMIN']);
const bean = await corpusFile('pes/rec__Bean.pes');
const star = await corpusFile('dst/emm__Star.dst');

const upload = (name: string, bytes: Uint8Array) => uploadOne(app, alice, name, bytes);

describe('GET /api/stream/processing-jobs', () => {
  let firstJob = '';
  let firstEvents: ReturnType<typeof jobEvents> = [];

  it("sends every state change of the caller's jobs in order, with increasing ids", async () => {
    const mine = openProbe(base, alice.authorization);
    const other = openProbe(base, bob.authorization);
    const everyone = openProbe(base, admin.authorization, { query: '?all=1' });
    await mine.until((e) => e.some((x) => x.event === 'ready'));
    await other.until((e) => e.some((x) => x.event === 'ready'));
    await everyone.until((e) => e.some((x) => x.event === 'ready'));
    firstJob = await upload('Bean.pes', bean);
    await mine.until(isSettled(firstJob));
    firstEvents = jobEvents(mine.events);
    expect(firstEvents.map((e) => `${e.state}:${e.progress}`)).toEqual([
      'queued:0',
      'processing:5',
      'processing:10',
      'processing:40',
      'processing:80',
      'done:100',
    ]);
    const seqs = firstEvents.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(firstEvents.at(-1)).toEqual({
      seq: seqs.at(-1),
      id: firstJob,
      state: 'done',
      progress: 100,
      designId: expect.any(String),
      error: null,
    });
    await everyone.until(isSettled(firstJob));
    expect(jobEvents(other.events)).toEqual([]);
    for (const probe of [mine, other, everyone]) probe.cancel();
  });

  it('replays what a reconnecting client missed (Last-Event-ID), then goes on live', async () => {
    const resumeAfter = firstEvents[0]!.seq;
    const probe = openProbe(base, alice.authorization, { lastEventId: String(resumeAfter) });
    await probe.until(isSettled(firstJob));
    expect(jobEvents(probe.events)).toEqual(firstEvents.slice(1));
    const next = await upload('Star.dst', star);
    await probe.until(isSettled(next));
    const all = jobEvents(probe.events);
    expect(all.map((e) => e.seq)).toEqual(
      [...new Set(all.map((e) => e.seq))].sort((a, b) => a - b),
    );
    expect(all.filter((e) => e.id === next).map((e) => e.state)).toEqual(PROCESSED_JOB_STATES);
    probe.cancel();
  });

  it('starts from the newest event when Last-Event-ID is from another history', async () => {
    const { rows } = await db.query<{ seq: number }>('SELECT max(seq) AS seq FROM job_event');
    const probe = openProbe(base, alice.authorization, { lastEventId: '999999999' });
    const [ready] = await probe.until((e) => e.some((x) => x.event === 'ready'));
    expect(Number(ready!.id)).toBe(Number(rows[0]!.seq));
    probe.cancel();
  });

  it('refuses a stream without the event-stream Accept header, all=1 for users, no token', async () => {
    const plain = await fetch(`${base}/api/stream/processing-jobs`, { headers: alice });
    expect(plain.status).toBe(400);
    const accept = { accept: 'text/event-stream' };
    const all = await fetch(`${base}/api/stream/processing-jobs?all=1`, {
      headers: { ...alice, ...accept },
    });
    expect(all.status).toBe(403);
    const anonymous = await fetch(`${base}/api/stream/processing-jobs`, { headers: accept });
    expect(anonymous.status).toBe(401);
    const badId = await fetch(`${base}/api/stream/processing-jobs`, {
      headers: { ...alice, ...accept, 'last-event-id': 'yesterday' },
    });
    expect(badId.status).toBe(400);
  });

  it('sends keep-alive comments while nothing happens', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/stream/processing-jobs`, {
      headers: { ...bob, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes(': keep-alive')) {
      const { value } = await reader.read();
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    expect(text).toMatch(/^retry: 3000\nid: \d+\nevent: ready\ndata: \{\}\n\n/);
  });
});

describe('closing the app', () => {
  it('ends open streams cleanly', async () => {
    const probe = openProbe(base, alice.authorization);
    await probe.until((e) => e.some((x) => x.event === 'ready'));
    await app.close();
    await probe.until(() => probe.closed, 10_000);
    expect(probe.error).toBeNull();
  });
});
