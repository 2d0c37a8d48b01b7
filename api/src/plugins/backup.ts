import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fp from 'fastify-plugin';
import { removeControl, sameToken, writeControl } from '../backup/control.ts';
import type { BackupManifest } from '../backup/manifest.ts';
import type { PreservingStorage } from '../backup/preservingStorage.ts';
import { takeSnapshot, writeArchive, type Snapshot } from '../backup/writeBackup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Backups of the embedded default (docs/operations.md "Backups"). */
    backup: BackupService;
  }
}

export interface BackupService {
  /** Whether `token` is this process's control token. */
  authorized(token: string | undefined): boolean;
  /** Takes the snapshot. @throws BackupError `busy` while another backup runs */
  begin(): Promise<Snapshot>;
  /** Writes the snapshot's archive into `out`. */
  write(snapshot: Snapshot, out: Writable): Promise<BackupManifest>;
}

export interface BackupPluginOptions {
  dataDir: string;
  /** The storage the app decorates, as made by the storage plugin for the data folder. */
  storage: PreservingStorage;
}

/**
 * Registered for the embedded default only (PGlite and files in DATA_DIR): once the server
 * listens, writes `DATA_DIR/control.json` (mode 0600: pid, loopback URL, a fresh token) so
 * `pnpm stickerei backup` can ask this process for a snapshot; removes it on close.
 */
export default fp<BackupPluginOptions>(
  async (app, { dataDir, storage }) => {
    const token = randomBytes(32).toString('base64url');
    // Copies kept by a backup this process did not end (it stopped midway).
    await rm(path.join(dataDir, 'backup-hold'), { recursive: true, force: true });
    app.decorate('backup', {
      authorized: (given) => sameToken(token, given),
      begin: () => takeSnapshot(app.db, storage),
      write: (snapshot, out) =>
        writeArchive(snapshot, { cognitoDir: path.join(dataDir, 'cognito'), out }),
    } satisfies BackupService);
    app.addHook('onListen', async () => {
      const address = app.server.address() as AddressInfo | null;
      if (!address || typeof address !== 'object') return;
      await writeControl(dataDir, {
        pid: process.pid,
        url: `http://127.0.0.1:${address.port}`,
        token,
      });
    });
    app.addHook('onClose', async () => removeControl(dataDir, token));
  },
  { name: 'backup', dependencies: ['db', 'storage'] },
);
