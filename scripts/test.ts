// The README's second command: every check and every test, as CI runs them.
// Steps: types, lint, format, unit tests, api tests on PGlite and on a Postgres server, e2e.
// What a step needs from the machine (Debian's chromium, a Postgres server) it installs or
// starts itself, so the command passes on a bare machine.
import path from 'node:path';
import { failureExcerpt, runKeepingOutput } from './lib/processes.ts';
import { ensureChromium, ensurePostgres } from './lib/system.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The output of the step that runs now; a failed step's excerpt is shown again at the end, where
// a long run's log (CI keeps its tail) still has it.
let output: string[] = [];
const pnpm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runKeepingOutput('pnpm', args, output, { cwd: ROOT, env: { ...process.env, ...env } });

const steps: Record<string, () => Promise<void>> = {
  types: () => pnpm(['exec', 'tsc', '-b']),
  lint: () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']),
  format: () => pnpm(['exec', 'prettier', '--check', '.']),
  unit: () =>
    pnpm([
      '--filter',
      '@stickerei/embroidery',
      '--filter',
      '@stickerei/shared',
      '--filter',
      '@stickerei/site',
      '--filter',
      '@stickerei/admin',
      'run',
      'test',
    ]),
  'api-pglite': () => pnpm(['--filter', '@stickerei/api', 'run', 'test'], { DATABASE_URL: '' }),
  'api-postgres': async () => {
    await ensurePostgres(TEST_DATABASE_URL);
    await pnpm(['--filter', '@stickerei/api', 'run', 'test'], { DATABASE_URL: TEST_DATABASE_URL });
  },
  e2e: async () => {
    await ensureChromium(CHROMIUM);
    await pnpm(['--filter', '@stickerei/e2e', 'run', 'test'], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    });
  },
};

const selected = only.length ? only : Object.keys(steps);
for (const name of selected) {
  if (!steps[name]) {
    throw new Error(`Unknown step "${name}". Steps: ${Object.keys(steps).join(', ')}`);
  }
}
// Every step runs even when an earlier one failed, so one run shows every failure.
const started = Date.now();
const failed: string[] = [];
const excerpts = new Map<string, string[]>();
for (const name of selected) {
  const t0 = Date.now();
  output = [];
  console.log(`\n=== ${name} ===`);
  try {
    await steps[name]!();
    console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.push(name);
    excerpts.set(name, failureExcerpt(output));
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failed.length) {
  for (const [name, lines] of excerpts) {
    console.error(`\n--- what ${name} said of its failure (again) ---\n${lines.join('\n')}`);
  }
  console.error(
    `\n${failed.length} of ${selected.length} steps failed in ${total} s: ${failed.join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nAll steps passed in ${total} s: ${selected.join(', ')}`);
