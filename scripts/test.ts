// The README's second command: every check and every test, as CI runs them.
// Steps: types, lint, format, unit tests, api tests on PGlite and on a Postgres server, e2e.
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run } from './lib/processes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pnpm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run('pnpm', args, { cwd: ROOT, env: { ...process.env, ...env } });

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
    if (!(await postgresAnswers(TEST_DATABASE_URL))) {
      throw new Error(
        `No Postgres server answers at ${TEST_DATABASE_URL}. Start one (or set TEST_DATABASE_URL); .ci/run starts one itself.`,
      );
    }
    await pnpm(['--filter', '@stickerei/api', 'run', 'test'], { DATABASE_URL: TEST_DATABASE_URL });
  },
  e2e: async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is missing at ${CHROMIUM}: install it with 'apt-get install -y chromium' (.ci/run does).`,
      );
    }
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
for (const name of selected) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await steps[name]!();
    console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.push(name);
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failed.length) {
  console.error(
    `\n${failed.length} of ${selected.length} steps failed in ${total} s: ${failed.join(', ')}`,
  );
  process.exit(1);
}
console.log(`\nAll steps passed in ${total} s: ${selected.join(', ')}`);
