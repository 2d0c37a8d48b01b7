import { describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { openPostgres } from '../../src/lib/db.ts';
import { listen } from '../fixtures/streams.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { build, serverDatabase } from '../helper.ts';

// Issue 15: two api instances, each with its own connections, on one database of the Postgres
// server, answer concurrent requests of one caller: the counts are shared, so exactly `max`
// requests go through in total, however they are spread over the instances.
const MAX = 25;
const limits: Config['rateLimits'] = {
  enabled: true,
  groups: {
    signIn: { max: MAX, windowSeconds: 60 },
    uploads: { max: MAX, windowSeconds: 60 },
    lookups: { max: MAX, windowSeconds: 60 },
    shares: { max: MAX, windowSeconds: 60 },
    stream: { max: MAX, windowSeconds: 60 },
  },
  openStreams: 20,
};

describe('rate limits on two api instances sharing one database', async () => {
  const tokens = await tokenFactory();
  const dbs: Array<Awaited<ReturnType<typeof openPostgres>>> = [];
  const url = await serverDatabase(process.env.DATABASE_URL!, async () => {
    for (const db of dbs) await db.close();
  });
  const instance = async () => {
    const db = await openPostgres(url);
    dbs.push(db);
    const app = await build({ db, config: { cognito: cognitoFor(tokens), rateLimits: limits } });
    return listen(app);
  };
  const a = await instance();
  const b = await instance();

  /** 2 × MAX requests at once, alternating between the instances; the statuses by count. */
  async function burst(path: string, headers: Record<string, string> = {}) {
    const responses = await Promise.all(
      Array.from({ length: 2 * MAX }, (_, i) => fetch(`${i % 2 ? a : b}${path}`, { headers })),
    );
    const statuses = responses.map((r) => r.status);
    const refused = responses.filter((r) => r.status === 429);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    return {
      ok: statuses.filter((s) => s === 200).length,
      refused: refused.length,
    };
  }

  it('lets exactly max anonymous requests from one address through, over both instances', async () => {
    const { ok, refused } = await burst('/api/stickerei/list');
    expect(ok).toBe(MAX);
    expect(refused).toBe(MAX);
  });

  it('counts one user across both instances, and each user separately', async () => {
    const fay = await as(tokens, 'fay', ['USER']);
    const gus = await as(tokens, 'gus', ['USER']);
    const [forFay, forGus] = await Promise.all([
      burst('/api/stickerei/filter-options', fay),
      burst('/api/stickerei/filter-options', gus),
    ]);
    expect(forFay).toMatchObject({ ok: MAX, refused: MAX });
    expect(forGus).toMatchObject({ ok: MAX, refused: MAX });
    // both instances answered: the count is the database's, not one process's
    const again = await Promise.all(
      [a, b].map((origin) =>
        fetch(`${origin}/api/stickerei/similar?id=${crypto.randomUUID()}`, { headers: fay }),
      ),
    );
    expect(again.map((r) => r.status)).toEqual([429, 429]);
  });
});
