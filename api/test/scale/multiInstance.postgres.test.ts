import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { writePattern } from '@stickerei/embroidery';
import type { DesignImport, ImportUploadResponse, UploadResponse } from '@stickerei/shared/domain';
import { makeZip } from '@stickerei/shared/testing';
import { generateMotif, MOTIF_KINDS } from '../../src/admin/testData/motifs.ts';
import { createRandom, mixSeed } from '../../src/admin/testData/random.ts';
import { CLIENT_ID, POOL_ID, as, tokenFactory } from '../fixtures/tokens.ts';
import { serverDatabase } from '../helper.ts';
import { S3RVER_CREDENTIALS, startS3rver } from '../fixtures/s3rver.ts';
import { corpusFile } from '../fixtures/uploads.ts';
import { freePort } from '../fixtures/freePort.ts';

// Issue 14: the api as several processes — two web instances and job workers on one Postgres
// database and one bucket (s3rver), plain child processes on 127.0.0.1 — with a worker killed
// in the middle of an import and a web instance killed while the other serves.

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const IMPORT_FILES = 200;

async function until<T>(what: string, probe: () => Promise<T | null | undefined>, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('several api instances on one database and one bucket', async () => {
  const databaseUrl = await serverDatabase(process.env.DATABASE_URL!, async () => {
    for (const child of children) child.kill('SIGKILL');
    await db.end().catch(() => undefined);
  });
  const db = new pg.Client({ connectionString: databaseUrl });

  const bucket = await startS3rver('stickerei-multi');
  const tokens = await tokenFactory();
  const auth = await as(tokens, 'dora', ['USER']);
  const folders: string[] = [];
  const children = new Set<ChildProcess>();
  const output = new Map<ChildProcess, string>();

  afterAll(async () => {
    if (process.env.MULTI_DEBUG) for (const [, text] of output) console.log(text.slice(-4000));
    for (const child of children) child.kill('SIGKILL');
    await bucket.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function start(mode: 'web' | 'worker') {
    const dataDir = await mkdtemp(path.join(tmpdir(), `stickerei-${mode}-`));
    folders.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        API_MODE: mode,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint,
        S3_FORCE_PATH_STYLE: '1',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        COGNITO_USER_POOL_ID: POOL_ID,
        COGNITO_CLIENT_ID: CLIENT_ID,
        COGNITO_ENDPOINT: tokens.issuer.replace(`/${POOL_ID}`, ''),
        COGNITO_ISSUER: tokens.issuer,
        COGNITO_JWKS_URL: tokens.jwksUrl,
        COGNITO_PROXY: 'false',
        LOG_LEVEL: process.env.MULTI_LOG ?? 'warn',
        JOB_CONCURRENCY: '2',
        DEMO_LIBRARY: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    output.set(child, '');
    const keep = (chunk: Buffer) => output.set(child, (output.get(child) ?? '') + chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', () => children.delete(child));
    if (process.env.MULTI_DEBUG) {
      child.on('exit', (code) => console.log(`${mode} exited ${code}:\n${output.get(child)}`));
    }
    const origin = `http://127.0.0.1:${port}`;
    if (mode === 'web') {
      await until(`the ${mode} instance on ${port}: ${output.get(child)}`, async () =>
        (await fetch(`${origin}/api/health`)).ok ? true : null,
      );
    }
    return { child, origin };
  }

  const get = (origin: string, url: string) => fetch(`${origin}${url}`, { headers: auth });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
  const upload = async (origin: string, files: Array<[string, Uint8Array]>) => {
    const body = new FormData();
    for (const [fileName, bytes] of files) body.append('files', new Blob([bytes]), fileName);
    return fetch(`${origin}/api/stickerei/upload-files`, { method: 'POST', headers: auth, body });
  };

  /** Designs the import made (test 2), besides the one upload of test 1. */
  let created = 0;
  // The first web instance migrates the new database; the others start on it.
  const a = await start('web');
  const b = await start('web');
  let worker = await start('worker');
  await db.connect();

  it('streams live progress from B of an upload on A, and serves its preview and file from B', async () => {
    // The event stream of B, read as it arrives.
    const stream = await fetch(`${b.origin}/api/stream/processing-jobs`, {
      headers: { ...auth, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let events = '';
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        events += Buffer.from(value).toString('utf8');
      }
    })();
    const cake = await corpusFile('pes/rec__Cake_3.pes');
    const sent = await upload(a.origin, [['Cake 3.pes', cake]]);
    expect(sent.status).toBe(202);
    const jobId = ((await sent.json()) as UploadResponse).jobs[0]!.id;
    await until('the done event on B', async () =>
      events.includes(jobId) && /"state":"done"/.test(events) ? true : null,
    );
    await reader.cancel();
    await reading.catch(() => undefined);
    const { rows } = await db.query<{ design_id: string }>(
      'SELECT design_id FROM processing_job WHERE id = $1',
      [jobId],
    );
    const designId = rows[0]!.design_id;
    const url = `/api/stickerei/download-file?id=${designId}&format=pes`;
    const [fromA, fromB] = await Promise.all([get(a.origin, url), get(b.origin, url)]);
    expect(fromB.status).toBe(200);
    const fileB = await bytesOf(fromB);
    expect(Buffer.compare(await bytesOf(fromA), fileB)).toBe(0);
    expect(Buffer.compare(fileB, Buffer.from(cake))).toBe(0);
    const detail = (await (await get(a.origin, `/api/stickerei/${designId}`)).json()) as {
      previews: Record<string, string>;
    };
    const preview = detail.previews['256']!;
    const [previewA, previewB] = await Promise.all([
      get(a.origin, preview).then(bytesOf),
      get(b.origin, preview).then(bytesOf),
    ]);
    expect(previewB.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(Buffer.compare(previewA, previewB)).toBe(0);
  }, 120_000);

  it('finishes every job of an import exactly once when its worker is killed midway', async () => {
    const files = Array.from({ length: IMPORT_FILES }, (_, i) => {
      const motif = generateMotif(
        MOTIF_KINDS[i % MOTIF_KINDS.length]!,
        createRandom(mixSeed(41, i)),
      );
      return {
        name: `Collection/motif-${i}/motif-${i}.dst`,
        data: writePattern(motif.pattern, 'dst'),
      };
    });
    const sent = await upload(a.origin, [['Collection.zip', makeZip(files)]]);
    expect(sent.status).toBe(202);
    const importId = ((await sent.json()) as ImportUploadResponse).import.id;
    const state = async () =>
      (await (await get(b.origin, `/api/stickerei/imports/${importId}`)).json()) as DesignImport;
    // Some entries done, many not: the worker dies without a word.
    await until('the first designs of the import', async () => {
      const now = await state();
      return now.done >= 10 ? now : null;
    });
    worker.child.kill('SIGKILL');
    const atKill = await state();
    expect(atKill.done).toBeLessThan(IMPORT_FILES);
    worker = await start('worker');
    if (process.env.MULTI_DEBUG) {
      setTimeout(async () => {
        const jobs = await db.query(
          `SELECT state, attempts, claimed_by IS NOT NULL AS claimed, lease_until < now() AS expired, count(*)
           FROM processing_job GROUP BY 1, 2, 3, 4`,
        );
        const boss = await db
          .query(`SELECT name, state, count(*) FROM pgboss.job GROUP BY 1, 2`)
          .catch((e: unknown) => ({ rows: [String(e)] }));
        const imp = await db.query(`SELECT state, error FROM design_import`);
        console.log(JSON.stringify({ jobs: jobs.rows, boss: boss.rows, imp: imp.rows }));
      }, 45_000);
    }
    const finished = await until(
      'the import to finish on the second worker',
      async () => {
        const now = await state();
        return now.state === 'done' || now.state === 'failed' ? now : null;
      },
      Number(process.env.MULTI_WAIT ?? 240_000),
    );
    // Every entry ends once: a design, or the report that it is one already made (the
    // generator can draw the same motif twice).
    expect(finished).toMatchObject({ state: 'done', files: IMPORT_FILES, failed: 0 });
    expect(finished.done).toBe(IMPORT_FILES - finished.duplicates);
    expect(finished.duplicates).toBeLessThan(5);
    expect(finished.designsCreated).toBe(finished.done);
    created = finished.designsCreated;
    // Exactly once: one finished job per entry, one design per created entry, none twice.
    const { rows } = await db.query<{
      jobs: number;
      entries: number;
      designs: number;
      made: number;
    }>(
      `SELECT (SELECT count(*)::integer FROM processing_job WHERE import_id = $1) AS jobs,
              (SELECT count(*)::integer FROM import_entry WHERE import_id = $1) AS entries,
              (SELECT count(DISTINCT design_id)::integer FROM processing_job
                 WHERE import_id = $1 AND state = 'done') AS designs,
              (SELECT count(*)::integer FROM design WHERE owner_id IS NOT NULL
                 AND id IN (SELECT design_id FROM processing_job WHERE import_id = $1)) AS made`,
      [importId],
    );
    expect(rows[0]).toEqual({
      jobs: IMPORT_FILES,
      entries: IMPORT_FILES,
      designs: created,
      made: created,
    });
    const { rows: twice } = await db.query(
      `SELECT sha256 FROM design_file GROUP BY sha256 HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
  }, 400_000);

  it('keeps serving from B when A is killed', async () => {
    a.child.kill('SIGKILL');
    await until('A to be gone', async () =>
      (await fetch(`${a.origin}/api/health`).then(
        () => false,
        () => true,
      ))
        ? true
        : null,
    );
    const list = await get(b.origin, '/api/stickerei/list?scope=mine&pageSize=5');
    expect(list.status).toBe(200);
    expect(((await list.json()) as { total: number }).total).toBe(created + 1);
    expect((await fetch(`${b.origin}/api/health`)).status).toBe(200);
  });
});
