// `pnpm stickerei …`: the embroidery tool (inspect, convert, render) and, for `backup` and
// `restore`, the api's backup of the data folder (docs/operations.md "Backups"). Each runs as
// its own process, so the embroidery library stays free of the app and the api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const ofTheApi = args[0] === 'backup' || args[0] === 'restore';
const script = ofTheApi ? 'api/src/cli/backup.ts' : 'embroidery/src/cli/stickerei.ts';

const child = spawn(process.execPath, [path.join(ROOT, script), ...args], {
  cwd: ROOT,
  stdio: 'inherit',
});
// Ctrl-C reaches the child through the terminal's process group; a signal sent to us alone is
// passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (!ofTheApi && (args.length === 0 || args[0] === '--help')) {
    console.log(
      '\nData folder (DATA_DIR, the embedded default):\n' +
        '  stickerei backup FILE.tar.gz           one archive of database, files and users\n' +
        '  stickerei restore FILE.tar.gz          into an empty or new DATA_DIR',
    );
  }
  process.exit(code ?? (signal ? 1 : 0));
});
