import { describe, expect, it } from 'vitest';
import { QUOTA_EXCEEDED, type QuotaUsage } from '@stickerei/shared/domain';
import { openPostgres } from '../../src/lib/db.ts';
import { build, innerApp, serverDatabase } from '../helper.ts';
import { as, cognitoFor, tokenFactory } from '../fixtures/tokens.ts';
import { corpusFile, form, tempDataDir } from '../fixtures/uploads.ts';

// Two api instances, each with its own connection pool, on one database of the Postgres server:
// uploads racing for the last room of a quota. Exactly one may win, however they interleave.

describe('quotas under concurrency: two api instances, one database', async () => {
  const tokens = await tokenFactory();
  const databaseUrl = await serverDatabase(process.env.DATABASE_URL!, async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(dbs.map((db) => db.close()));
  });
  const dataDir = await tempDataDir();
  const config = {
    cognito: cognitoFor(tokens),
    dataDir,
    // Web instances: the race is about receiving, not processing.
    mode: 'web' as const,
  };
  const dbs = [await openPostgres(databaseUrl), await openPostgres(databaseUrl)];
  const first = await build({ db: dbs[0], config });
  const second = await build({ db: dbs[1], config });
  const apps = [first, second];
  const admin = await as(tokens, 'ada', ['ADMIN']);
  const files = [
    await corpusFile('dst/rec__Bean.dst'),
    await corpusFile('dst/emm__shamrockin.dst'),
    await corpusFile('pes/rec__Bean.pes'),
    await corpusFile('jef/rec__Bean.jef'),
  ];

  const upload = (index: number, headers: Record<string, string>) =>
    apps[index % 2]!.inject({
      method: 'POST',
      url: '/api/stickerei/upload-file',
      headers,
      payload: form('file', [[`design-${index}.bin`, files[index % files.length]!]]),
    });
  const storedUploads = async () => {
    const keys: string[] = [];
    for await (const { key } of innerApp(first).storage.list('uploads')) keys.push(key);
    return keys;
  };

  it('lets exactly one of two uploads on two instances take the last file of the quota', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `racer-${round}`;
      const headers = await as(tokens, name, ['USER']);
      await first.inject({ url: '/api/user/profile', headers });
      const set = await second.inject({
        method: 'PUT',
        url: `/api/admin/users/${name}/quota`,
        headers: admin,
        payload: { quotaBytes: null, quotaFiles: 1 },
      });
      expect(set.statusCode).toBe(200);
      const before = (await storedUploads()).length;
      const answers = await Promise.all([upload(round, headers), upload(round + 1, headers)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([202, 413]);
      const refused = answers.find((a) => a.statusCode === 413)!.json<{ code: string }>();
      expect(refused.code).toBe(QUOTA_EXCEEDED);
      expect((await storedUploads()).length).toBe(before + 1);
      const usage = (await first.inject({ url: '/api/user/quota', headers })).json<QuotaUsage>();
      expect(usage).toMatchObject({ usedFiles: 1, leftFiles: 0 });
    }
  });

  it('lets exactly as many bytes in as the quota has, with many uploads on both instances at once', async () => {
    const headers = await as(tokens, 'crowd', ['USER']);
    await first.inject({ url: '/api/user/profile', headers });
    const size = files[0]!.length;
    // Room for three copies of the first file and a little more, not for a fourth.
    await first.inject({
      method: 'PUT',
      url: '/api/admin/users/crowd/quota',
      headers: admin,
      payload: { quotaBytes: size * 3 + 10, quotaFiles: null },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/stickerei/upload-file',
          headers,
          payload: form('file', [[`bean-${i}.dst`, files[0]!]]),
        }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 202).length;
    expect(accepted).toBe(3);
    expect(answers.filter((a) => a.statusCode === 413)).toHaveLength(7);
    const usage = (await second.inject({ url: '/api/user/quota', headers })).json<QuotaUsage>();
    expect(usage).toMatchObject({ usedBytes: size * 3, usedFiles: 3, leftBytes: 10 });
    const { rows } = await innerApp(first).db.query(
      'SELECT count(*)::int AS n FROM processing_job WHERE owner_id = $1',
      ['crowd'],
    );
    expect(rows[0]).toEqual({ n: 3 });
  });
});
