// `pnpm stickerei backup <file>` and `pnpm stickerei restore <file>` (docs/operations.md
// "Backups"): one archive of the embedded default — PGlite, the files and cognito-local's pool
// in DATA_DIR — made while the api runs or not, and brought back into an empty data folder.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from '../backup/backupError.ts';
import { backupToFile } from '../backup/backupToFile.ts';
import type { BackupManifest } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restoreBackup.ts';

const USAGE = 'Usage: pnpm stickerei backup <file.tar.gz> | pnpm stickerei restore <file.tar.gz>';

function summary(manifest: BackupManifest): string {
  const c = manifest.counts;
  const mb = (manifest.files.bytes / 1024 ** 2).toFixed(1);
  return [
    `${c.design ?? 0} designs (${c.design_file ?? 0} design files), ${c.app_user ?? 0} users,`,
    `${c.favorite ?? 0} favorites, ${c.sponsored_campaign ?? 0} campaigns with ${c.redemption ?? 0} redemptions,`,
    `${c.design_import ?? 0} imports; ${manifest.files.count} stored files (${mb} MB)`,
  ].join(' ');
}

async function main(args: string[]): Promise<number> {
  const [command, target, ...rest] = args;
  if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (process.env.DATABASE_URL || process.env.S3_BUCKET) {
    console.error(
      `pnpm stickerei ${command} covers the embedded default (PGlite and files in DATA_DIR) only. With DATABASE_URL or S3_BUCKET set, back up the database with pg_dump and keep the bucket versioned: docs/operations.md "Backups with Postgres and a bucket" gives the commands and the restore drill.`,
    );
    return 2;
  }
  // Paths typed by the user are meant from where they typed the command (pnpm passes it as
  // INIT_CWD); DATA_DIR from the repository root, as `pnpm start` reads it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const { manifest, via } = await backupToFile(dataDir, file);
    const { size } = await stat(file);
    const how = via === 'api' ? 'through the running api' : 'no api was running';
    console.log(`Backed up ${dataDir} into ${file} (${how}) in ${seconds()} s:`);
    console.log(`${summary(manifest)}; archive ${(size / 1024 ** 2).toFixed(1)} MB, checked.`);
  } else {
    const manifest = await restoreBackup(file, dataDir);
    console.log(`Restored ${file} (made ${manifest.createdAt}) into ${dataDir} in ${seconds()} s:`);
    console.log(`${summary(manifest)}; every file checked.`);
    console.log(`Start it with: DATA_DIR=${dataDir} pnpm start`);
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Failed: ${String(error)}`);
  process.exitCode = 1;
}
