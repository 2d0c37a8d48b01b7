import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { openPglite } from '../lib/db.ts';
import { createFileStorage } from '../plugins/storage.ts';
import { BackupError } from './backupError.ts';
import { isRunning, readControl, type Control } from './control.ts';
import type { BackupManifest } from './manifest.ts';
import { createPreservingStorage } from './preservingStorage.ts';
import { readArchive } from './readArchive.ts';
import { takeSnapshot, writeArchive } from './writeBackup.ts';

export interface BackupResult {
  manifest: BackupManifest;
  /** `api`: the running api made the snapshot; `direct`: no api ran, the folder was read here. */
  via: 'api' | 'direct';
}

/**
 * Backs up the data folder into `file` (which must not exist): through the api when one runs on
 * the folder, else by opening the database here. The archive is written beside `file`, read
 * back and checked against its manifest, and only then takes the name `file`.
 * @throws BackupError
 */
export async function backupToFile(dataDir: string, file: string): Promise<BackupResult> {
  if (existsSync(file)) {
    throw new BackupError(
      'output-exists',
      `${file} exists already; choose a new file name (a backup never overwrites a file).`,
    );
  }
  if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError('no-data', `There is no Stickerei database in ${dataDir}/pg.`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const control = await readControl(dataDir);
    const via = control && isRunning(control.pid) ? 'api' : 'direct';
    if (control && via === 'api') await fromApi(control, dataDir, out);
    else await directly(dataDir, out);
    const { manifest } = await readArchive(createReadStream(partial));
    // A hard link does not replace a file that appeared meanwhile, as a rename would.
    await link(partial, file);
    return { manifest, via };
  } finally {
    await rm(partial, { force: true });
  }
}

async function fromApi(control: Control, dataDir: string, out: Writable): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${control.url}/api/backup`, {
      method: 'POST',
      headers: { 'x-backup-token': control.token },
    });
  } catch (error) {
    out.destroy();
    throw new BackupError(
      'api-unreachable',
      `The api (process ${control.pid}) holds ${dataDir} but does not answer at ${control.url}. Wait until it has started and run the backup again, or stop it: without a running api the backup reads the folder itself.`,
      { cause: error },
    );
  }
  if (response.status !== 200 || !response.body) {
    out.destroy();
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    const code = response.status === 409 ? 'busy' : 'failed';
    throw new BackupError(code, `The api refused the backup: ${body.message ?? response.status}`);
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), out);
  } catch (error) {
    throw new BackupError(
      'failed',
      `The api stopped sending the backup midway (${String(error)}); see its log, then run the backup again.`,
      { cause: error },
    );
  }
}

async function directly(dataDir: string, out: Writable): Promise<void> {
  // PGlite writes this file while a process has the database open, and removes it on close.
  if (existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))) {
    out.destroy();
    throw new BackupError(
      'busy',
      `The database in ${dataDir}/pg is open in another process, or was not closed cleanly, and no api answers for it. Start Stickerei on this folder (pnpm start) and run the backup while it runs.`,
    );
  }
  const db = await openPglite(path.join(dataDir, 'pg'));
  try {
    const storage = createPreservingStorage(
      createFileStorage(path.join(dataDir, 'files')),
      path.join(dataDir, 'backup-hold'),
    );
    const snapshot = await takeSnapshot(db, storage);
    await writeArchive(snapshot, { cognitoDir: path.join(dataDir, 'cognito'), out });
  } finally {
    await db.close();
  }
}
