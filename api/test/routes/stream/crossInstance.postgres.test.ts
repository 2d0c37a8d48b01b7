import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/lib/db.ts';
import { as, cognitoFor, tokenFactory } from '../../fixtures/tokens.ts';
import {
  isSettled,
  jobEvents,
  listen,
  openProbe,
  PROCESSED_JOB_STATES,
} from '../../fixtures/streams.ts';
import { corpusFile, tempDataDir, uploadOne } from '../../fixtures/uploads.ts';
import { build, freshDb } from '../../helper.ts';

// Only on a Postgres server (see vitest.config.ts): several api instances share one database and
// learn of each other's job events through LISTEN/NOTIFY.
const tokens = await tokenFactory();
const db = await freshDb();
const config = {
  cognito: cognitoFor(tokens),
  dataDir: await tempDataDir(),
  jobs: { concurrency: 1, timeoutSeconds: 60, maxMemoryMb: 512 },
  stream: { keepAliveSeconds: 1 },
};
// The first instance runs the worker; the second (own connections, web mode) runs none.
const worker = await build({ db, config });
const second = await openPostgres(db.connectionString!);
const web = await build({ db: second, config: { ...config, mode: 'web' } });
afterAll(async () => {
  await web.close();
  await worker.close();
  await second.close();
});
const alice = await as(tokens, 'alice', ['USER']);

describe('job events across api instances (Postgres LISTEN/NOTIFY)', () => {
  it('delivers events of jobs processed on one instance to streams on another', async () => {
    const probe = openProbe(await listen(web), alice.authorization);
    await probe.until((e) => e.some((x) => x.event === 'ready'));
    // Uploaded through the web instance, processed by the first instance's worker.
    const jobId = await uploadOne(web, alice, 'Bean.pes', await corpusFile('pes/rec__Bean.pes'));
    await probe.until(isSettled(jobId));
    expect(jobEvents(probe.events).map((e) => e.state)).toEqual(PROCESSED_JOB_STATES);
    probe.cancel();
  });
});
