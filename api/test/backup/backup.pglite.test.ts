import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  DesignImport,
  DesignListResponse,
  ImportEntryPage,
  ImportUploadResponse,
  SponsoredCampaign,
} from '@stickerei/shared/domain';
import { makeZip } from '@stickerei/shared/testing';
import { COUNTED_TABLES, countRows } from '../../src/backup/writeBackup.ts';
import { openPglite } from '../../src/lib/db.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { window } from '../fixtures/campaigns.ts';
import { corpusFile, form } from '../fixtures/uploads.ts';
import { freePort } from '../fixtures/freePort.ts';

// Issue 15 part 5: the embedded default as `pnpm start` runs it (cognito-local and the api,
// child processes on 127.0.0.1), a library built through the api, `pnpm stickerei backup` while
// it runs, `pnpm stickerei restore` into another folder, the product started on that folder,
// and both compared: row counts, every file's bytes, favorites, redemptions, imports, users.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const START = path.join(ROOT, 'scripts/start.ts');
const CLI = path.join(ROOT, 'scripts/stickerei.ts');

async function until<T>(what: string, probe: () => Promise<T | null>, ms = 180_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The environment of a child: no Postgres, no bucket (the embedded default). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'S3_BUCKET', 'COGNITO_USER_POOL_ID', 'INIT_CWD']) {
    delete env[name];
  }
  return { ...env, ...extra };
}

/** `node scripts/stickerei.ts …` as `pnpm stickerei …` runs it. */
function cli(args: string[], dataDir: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: dataDir, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

interface Running {
  origin: string;
  cognito: string;
  child: ChildProcess;
  output: () => string;
}

const started = new Set<ChildProcess>();

/** `pnpm start` on `dataDir`: cognito-local (seeded on the first start) and the api. */
async function startProduct(dataDir: string): Promise<Running> {
  const port = await freePort();
  const cognitoPort = await freePort();
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: childEnv({
      PORT: String(port),
      COGNITO_LOCAL_PORT: String(cognitoPort),
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      DEMO_LIBRARY: '0',
      LOG_LEVEL: 'warn',
      // This machine may be shared and busy; an idle one starts in seconds.
      START_TIMEOUT_SECONDS: '300',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await until(`the product on ${dataDir}: ${output}`, async () => {
    if (child.exitCode !== null) return 'exited';
    return output.includes('Stickerei is running') ? 'running' : null;
  }).then((state) => {
    if (state === 'exited') throw new Error(`pnpm start exited: ${output}`);
  });
  return { origin, cognito: `http://127.0.0.1:${cognitoPort}`, child, output: () => output };
}

/** SIGTERM: the start script stops the api and cognito-local it started (SIGKILL would not). */
async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  started.delete(child);
}

/** Signs in through cognito-local with the app client of `DATA_DIR/cognito/seed.json`. */
async function signIn(running: Running, dataDir: string, email: string, password: string) {
  const seed = JSON.parse(await readFile(path.join(dataDir, 'cognito/seed.json'), 'utf8')) as {
    clientId: string;
  };
  const response = await fetch(running.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: seed.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  return { headers: { authorization: `Bearer ${token}` }, sub: sub.sub };
}

type Caller = Awaited<ReturnType<typeof signIn>>;

async function call<T>(origin: string, who: Caller, url: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${url}`, {
    ...init,
    headers: { ...who.headers, ...(init.body instanceof FormData ? {} : json(init)) },
  });
  if (response.status >= 300)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}
const json = (init: RequestInit): Record<string, string> =>
  init.body ? { 'content-type': 'application/json' } : {};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file below `root` by relative path, with its SHA-256. */
async function checksums(root: string): Promise<Record<string, string>> {
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  const sums: Record<string, string> = {};
  for (const entry of names.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    sums[path.relative(root, full)] = sha256(await readFile(full));
  }
  return sums;
}

/** What the test compares of a stopped data folder, read from its database directly. */
async function databaseState(dataDir: string) {
  const db = await openPglite(path.join(dataDir, 'pg'));
  try {
    const rows = async (sql: string) => (await db.query(sql)).rows;
    return {
      counts: await countRows(db, COUNTED_TABLES),
      favorites: await rows('SELECT user_id, design_id FROM favorite ORDER BY 1, 2'),
      redemptions: await rows(
        'SELECT id, user_id, design_id, campaign_id, copy_design_id, created_at FROM redemption ORDER BY id',
      ),
      files: await rows(
        'SELECT design_id, format, sha256, storage_key FROM design_file ORDER BY 4',
      ),
      imports: await rows('SELECT id, owner_id, state FROM design_import ORDER BY 1'),
    };
  } finally {
    await db.close();
  }
}

describe('backup and restore of the embedded default', async () => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'stickerei-backup-'));
  const original = path.join(tmp, 'original');
  const restored = path.join(tmp, 'restored');
  const archive = path.join(tmp, 'library.tar.gz');
  afterAll(async () => {
    await Promise.all([...started].map((child) => stopProduct(child)));
    await rm(tmp, { recursive: true, force: true });
  });

  /** What the user and admin saw on the original, through the api. */
  const seen = {
    userSub: '',
    mine: [] as Array<{ id: string; name: string }>,
    favorites: [] as string[],
    bytes: {} as Record<string, string>,
    imports: [] as Array<{ id: string; designsCreated: number }>,
    campaign: null as SponsoredCampaign | null,
  };
  let originalState: Awaited<ReturnType<typeof databaseState>>;
  let originalFiles: Record<string, string>;

  it('backs up a library while the api runs', { timeout: 400_000 }, async () => {
    // A new PGlite folder takes a minute on a busy machine, longer than `pnpm start` waits for
    // the api: the folder is made (and migrated) here first.
    await mkdir(original);
    const fresh = await openPglite(path.join(original, 'pg'));
    await migrate(fresh);
    await fresh.close();
    const a = await startProduct(original);
    const user = await signIn(a, original, 'user@example.com', 'Stickerei-User-2026');
    const admin = await signIn(a, original, 'admin@example.com', 'Stickerei-Admin-2026');
    seen.userSub = user.sub;

    // An import: a zip of three designs and a loose file, processed.
    const zip = makeZip([
      { name: 'set/anchor.dst', data: await corpusFile('dst/andkoma__nautical_anchor.dst') },
      { name: 'set/bean.jef', data: await corpusFile('jef/rec__Bean.jef') },
      { name: 'set/shamrock.jef', data: await corpusFile('jef/emm__shamrockin.jef') },
    ]);
    const sent = await call<ImportUploadResponse>(a.origin, user, '/api/stickerei/upload-files', {
      method: 'POST',
      body: form('files', [
        ['set.zip', zip],
        ['star.pes', await corpusFile('pes/emm__Star.pes')],
      ]),
    });
    const done = await until('the import', async () => {
      const now = await call<DesignImport>(
        a.origin,
        user,
        `/api/stickerei/imports/${sent.import.id}`,
      );
      return now.state === 'done' ? now : null;
    });
    expect(done.designsCreated).toBe(4);

    // The admin's design, published to the library and sponsored; the user redeems it.
    const adminImport = await call<ImportUploadResponse>(
      a.origin,
      admin,
      '/api/stickerei/upload-files',
      {
        method: 'POST',
        body: form('files', [['rect.dst', await corpusFile('dst/rec__rectangle.dst')]]),
      },
    );
    await until('the admin upload', async () => {
      const now = await call<DesignImport>(
        a.origin,
        admin,
        `/api/stickerei/imports/${adminImport.import.id}`,
      );
      return now.state === 'done' ? now : null;
    });
    const entries = await call<ImportEntryPage>(
      a.origin,
      admin,
      `/api/stickerei/imports/${adminImport.import.id}/entries`,
    );
    const { designId: libraryId } = await call<{ designId: string }>(
      a.origin,
      admin,
      `/api/campaign/publish-design/${entries.items[0]!.designId}`,
      { method: 'POST' },
    );
    const author = await call<{ id: string }>(
      a.origin,
      admin,
      '/api/campaign/create-associated-author',
      {
        method: 'POST',
        body: JSON.stringify({
          name: 'Stitch Studio',
          website: 'https://stitch.example',
          description: 'Designs',
        }),
      },
    );
    const campaign = await call<SponsoredCampaign>(
      a.origin,
      admin,
      '/api/campaign/add-sponsored-campaign',
      {
        method: 'POST',
        body: JSON.stringify({
          name: 'Spring',
          authorId: author.id,
          description: 'Flowers',
          ...window(),
          designIds: [libraryId],
        }),
      },
    );
    await call(a.origin, user, `/api/campaign/redeem-campaign-design/${campaign.designs[0]!.id}`, {
      method: 'POST',
    });

    // Favorites: two of the user's designs.
    const mine = await call<DesignListResponse>(
      a.origin,
      user,
      '/api/stickerei/list?scope=mine&pageSize=50',
    );
    seen.mine = mine.items
      .map((d) => ({ id: d.id, name: d.name }))
      .sort((x, y) => x.id.localeCompare(y.id));
    expect(seen.mine).toHaveLength(5); // four imported, one redeemed copy
    for (const design of seen.mine.slice(0, 2)) {
      await call(a.origin, user, `/api/stickerei/${design.id}/favorite`, {
        method: 'PUT',
        body: JSON.stringify({ value: true }),
      });
    }
    const favorites = await call<DesignListResponse>(
      a.origin,
      user,
      '/api/stickerei/list?scope=mine&favorites=true&pageSize=50',
    );
    seen.favorites = favorites.items.map((d) => d.id).sort();
    expect(seen.favorites).toHaveLength(2);
    for (const design of mine.items) {
      const format = design.embroidery_file_formats[0]!;
      const response = await fetch(
        `${a.origin}/api/stickerei/download-file?id=${design.id}&format=${format}`,
        { headers: user.headers },
      );
      seen.bytes[`${design.id}.${format}`] = sha256(new Uint8Array(await response.arrayBuffer()));
    }
    seen.imports = (
      await call<{ items: DesignImport[] }>(a.origin, user, '/api/stickerei/imports')
    ).items.map((i) => ({ id: i.id, designsCreated: i.designsCreated }));
    seen.campaign = (
      await call<{ items: SponsoredCampaign[] }>(
        a.origin,
        user,
        '/api/campaign/active-sponsored-campaigns',
      )
    ).items[0]!;
    expect(seen.campaign.designs[0]).toMatchObject({ redemptionCount: 1, redeemed: true });

    // The backup, while the api runs.
    const backup = await cli(['backup', archive], original);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('through the running api');
    expect(backup.out).toMatch(/2 favorites, 1 campaigns with 1 redemptions,\s+2 imports/);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    await stopProduct(a.child);
    originalState = await databaseState(original);
    originalFiles = await checksums(path.join(original, 'files'));
  });

  it(
    'restores it elsewhere: the same library, files, users, favorites and redemptions',
    { timeout: 400_000 },
    async () => {
      const result = await cli(['restore', archive], restored);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      // The restored folder, before anything uses it, beside the stopped original.
      expect(await databaseState(restored)).toEqual(originalState);
      expect(originalState.counts).toMatchObject({ favorite: 2, redemption: 1, design_import: 2 });
      expect(await checksums(path.join(restored, 'files'))).toEqual(originalFiles);
      expect(Object.keys(originalFiles).length).toBeGreaterThan(6);
      const b = await startProduct(restored);
      // The same account (same id) signs in on the restored pool.
      const user = await signIn(b, restored, 'user@example.com', 'Stickerei-User-2026');
      expect(user.sub).toBe(seen.userSub);
      const mine = await call<DesignListResponse>(
        b.origin,
        user,
        '/api/stickerei/list?scope=mine&pageSize=50',
      );
      expect(
        mine.items
          .map((d) => ({ id: d.id, name: d.name }))
          .sort((x, y) => x.id.localeCompare(y.id)),
      ).toEqual(seen.mine);
      const favorites = await call<DesignListResponse>(
        b.origin,
        user,
        '/api/stickerei/list?scope=mine&favorites=true&pageSize=50',
      );
      expect(favorites.items.map((d) => d.id).sort()).toEqual(seen.favorites);
      for (const [key, sum] of Object.entries(seen.bytes)) {
        const [id, format] = key.split('.');
        const response = await fetch(
          `${b.origin}/api/stickerei/download-file?id=${id}&format=${format}`,
          { headers: user.headers },
        );
        expect(sha256(new Uint8Array(await response.arrayBuffer())), key).toBe(sum);
      }
      const imports = (
        await call<{ items: DesignImport[] }>(b.origin, user, '/api/stickerei/imports')
      ).items;
      expect(imports.map((i) => ({ id: i.id, designsCreated: i.designsCreated }))).toEqual(
        seen.imports,
      );
      const campaigns = await call<{ items: SponsoredCampaign[] }>(
        b.origin,
        user,
        '/api/campaign/active-sponsored-campaigns',
      );
      expect(campaigns.items[0]!.designs[0]).toMatchObject({ redemptionCount: 1, redeemed: true });
      expect(campaigns.items[0]!.id).toBe(seen.campaign!.id);
      await stopProduct(b.child);
    },
  );

  it(
    'refuses a corrupt or truncated archive and a target that is not empty, changing nothing',
    { timeout: 120_000 },
    async () => {
      const bytes = await readFile(archive);
      const damaged = path.join(tmp, 'damaged.tar.gz');
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
      await writeFile(damaged, flipped);
      const target = path.join(tmp, 'target');
      const refused = await cli(['restore', damaged], target);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/The backup is damaged or incomplete .*nothing was restored/);
      await expect(stat(target)).rejects.toThrow();

      const cut = path.join(tmp, 'cut.tar.gz');
      await writeFile(cut, bytes);
      await truncate(cut, Math.floor(bytes.length * 0.9));
      const truncated = await cli(['restore', cut], target);
      expect(truncated.code).toBe(1);
      expect(truncated.err).toMatch(/damaged or incomplete/);
      await expect(stat(target)).rejects.toThrow();
      // Nothing of the half-restored copy is left beside the target.
      expect((await readdir(tmp)).filter((n) => n.includes('restoring'))).toEqual([]);

      await mkdir(target);
      await writeFile(path.join(target, 'notes.txt'), 'keep me');
      const occupied = await cli(['restore', archive], target);
      expect(occupied.code).toBe(1);
      expect(occupied.err).toMatch(/is not empty \(notes.txt\)/);
      expect(await readdir(target)).toEqual(['notes.txt']);
      expect(await readFile(path.join(target, 'notes.txt'), 'utf8')).toBe('keep me');

      const again = await cli(['backup', archive], original);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/exists already/);
      expect(await readFile(archive)).toEqual(bytes);
    },
  );

  it(
    'backs up a stopped folder directly, and explains itself with Postgres or a bucket',
    { timeout: 120_000 },
    async () => {
      const direct = path.join(tmp, 'direct.tar.gz');
      const result = await cli(['backup', direct], restored);
      expect(result.code).toBe(0);
      expect(result.out).toContain('no api was running');
      const elsewhere = path.join(tmp, 'direct-restored');
      expect((await cli(['restore', direct], elsewhere)).code).toBe(0);
      expect(await checksums(path.join(elsewhere, 'files'))).toEqual(originalFiles);

      const onServer = await cli(['backup', path.join(tmp, 'x.tar.gz')], original, {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      expect(onServer.code).toBe(2);
      expect(onServer.err).toMatch(/docs\/operations.md/);
    },
  );
});
