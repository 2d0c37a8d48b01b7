import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import dbPlugin from '../../../src/plugins/db.ts';
import jobEventsPlugin from '../../../src/plugins/jobEvents.ts';
import { freshDb } from '../../helper.ts';

// Only on a Postgres server (see vitest.config.ts): live job events reach an instance through LISTEN; when that connection
// drops, it comes back by itself and delivers what was sent meanwhile.
describe('job events after the LISTEN connection dropped', async () => {
  const db = await freshDb();
  const app = Fastify({ logger: false });
  await app.register(dbPlugin, { databaseUrl: null, pgliteDir: null, db });
  await app.register(jobEventsPlugin);
  await app.ready();
  afterAll(() => app.close());

  it('reconnects and catches up without gaps or duplicates', async () => {
    const seen: number[] = [];
    const stop = app.jobEvents.subscribe(null, (event) => seen.push(event.seq));
    const emit = (n: number) =>
      app.jobEvents.transaction(async (_tx, push) => {
        push('owner-1', {
          id: `00000000-0000-4000-8000-00000000000${n}`,
          state: 'queued',
          progress: 0,
          designId: null,
          error: null,
        });
      });
    await emit(1);
    await expect.poll(() => seen.length).toBe(1);
    db.interruptListen?.();
    await emit(2);
    await emit(3);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(3);
    await emit(4);
    await expect.poll(() => seen.length).toBe(4);
    stop();
  });
});
