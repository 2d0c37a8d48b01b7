import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db.ts';
import { createDbScheduler, inBackground, isBackground } from './dbScheduler.ts';

/** Keeps the thread busy as a statement of the embedded database does. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('database scheduler', () => {
  it('runs waiting request statements before waiting background ones', async () => {
    const scheduler = createDbScheduler();
    const order: string[] = [];
    const op = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const all = [
      inBackground(() => scheduler.schedule(op('b1'))),
      inBackground(() => scheduler.schedule(op('b2'))),
      scheduler.schedule(op('f1')),
      inBackground(() => scheduler.schedule(op('b3'))),
      scheduler.schedule(op('f2')),
    ];
    expect(await Promise.all(all)).toEqual(['b1', 'b2', 'f1', 'b3', 'f2']);
    expect(order).toEqual(['f1', 'f2', 'b1', 'b2', 'b3']);
  });

  it('lets the event loop in between background statements', async () => {
    const scheduler = createDbScheduler();
    const order: string[] = [];
    const chain = Array.from({ length: 40 }, (_, i) =>
      inBackground(() =>
        scheduler.schedule(async () => {
          busy(2);
          order.push(`b${i}`);
        }),
      ),
    );
    // A request arriving while the chain runs (a timer here, a socket in the api).
    const request = new Promise<void>((resolve) =>
      setTimeout(() => {
        void scheduler.schedule(async () => void order.push('request')).then(resolve);
      }, 5),
    );
    await Promise.all([...chain, request]);
    const at = order.indexOf('request');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(10);
  });

  it('never starves background work under a stream of requests', async () => {
    const scheduler = createDbScheduler();
    const order: string[] = [];
    const background = inBackground(() =>
      scheduler.schedule(async () => void order.push('background')),
    );
    const requests = Array.from({ length: 20 }, (_, i) =>
      scheduler.schedule(async () => void order.push(`f${i}`)),
    );
    await Promise.all([background, ...requests]);
    expect(order.indexOf('background')).toBeLessThanOrEqual(8);
  });

  it("runs a statement in its caller's async context and passes failures to it", async () => {
    const scheduler = createDbScheduler();
    const store = new AsyncLocalStorage<string>();
    const seen = await Promise.all([
      store.run('request A', () => scheduler.schedule(async () => store.getStore())),
      inBackground(() =>
        store.run('job B', () =>
          scheduler.schedule(async () => `${store.getStore()} ${isBackground()}`),
        ),
      ),
    ]);
    expect(seen).toEqual(['request A', 'job B true']);
    await expect(
      scheduler.schedule(async () => {
        throw new Error('bad statement');
      }),
    ).rejects.toThrow('bad statement');
    expect(await scheduler.schedule(async () => 'still running')).toBe('still running');
    expect(scheduler.waiting).toEqual({ foreground: 0, background: 0 });
  });
});

describe('the embedded database under background work', () => {
  const opened = openPglite(null);
  afterAll(async () => (await opened).close());

  it('answers a request while a job has many statements waiting', async () => {
    const db = await opened;
    const finished: string[] = [];
    const job = inBackground(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          db
            .query('SELECT count(*) AS n FROM generate_series(1, 10000)')
            .then(() => finished.push(`job ${i}`)),
        ),
      ),
    );
    const request = new Promise<void>((resolve) =>
      setTimeout(() => {
        void db
          .query<{ one: number }>('SELECT 1 AS one')
          .then(() => finished.push('request'))
          .then(() => resolve());
      }, 1),
    );
    await Promise.all([job, request]);
    expect(finished).toHaveLength(21);
    // Before: the request waited behind all 20 (PGlite chains statements without a turn).
    expect(finished.indexOf('request')).toBeLessThan(10);
  });

  it('keeps transactions whole and pg-boss statements in the background queue', async () => {
    const db = await opened;
    await db.exec('CREATE TABLE sched_t (n int)');
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const tx = inBackground(() =>
      db.transaction(async (t) => {
        await t.query('INSERT INTO sched_t VALUES (1)');
        begun();
        await new Promise((r) => setTimeout(r, 20));
        await t.query('INSERT INTO sched_t VALUES (2)');
      }),
    );
    // Asked while the transaction is open (not after a guessed delay, which a loaded machine
    // may not honour): it waits for the transaction and never sees half of it.
    await inside;
    const seen = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sched_t');
    await tx;
    expect(seen.rows[0]!.n).toBe(2);
    const viaBoss = await db.pglite!.query<{ two: number }>('SELECT 2 AS two');
    expect(viaBoss.rows[0]!.two).toBe(2);
  });
});
