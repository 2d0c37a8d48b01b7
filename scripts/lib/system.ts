// What the test command needs from the machine and installs or starts itself when it is missing
// (Debian: apt-get; as root, or through sudo): Debian's chromium and a Postgres server.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { run } from './processes.ts';

const isRoot = () => process.getuid?.() === 0;

/** Runs a command as root: directly when we are root, else through sudo. */
function asRoot(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  const environment = { ...process.env, ...env };
  if (isRoot()) return run(command, args, { env: environment });
  const assignments = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  return run('sudo', ['env', ...assignments, command, ...args], { env: environment });
}

let updated = false;

/** Installs Debian packages with apt-get (the package lists are updated once per run). */
export async function aptInstall(packages: string[]): Promise<void> {
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    await asRoot('apt-get', ['update', '-qq'], env);
    updated = true;
  }
  await asRoot('apt-get', ['install', '-y', '-qq', ...packages], env);
}

/** Installs Debian's chromium when nothing is at `path` (the e2e tests' browser). */
export async function ensureChromium(path: string): Promise<void> {
  if (existsSync(path)) return;
  if (path !== '/usr/bin/chromium') {
    throw new Error(`CHROMIUM_PATH names ${path}, where there is no browser.`);
  }
  await aptInstall(['chromium']);
  if (!existsSync(path)) throw new Error(`apt-get installed chromium, but ${path} is missing.`);
}

/** True when a Postgres server answers `SELECT 1` at `url` within 3 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
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

const hasCommand = (name: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Debian's Postgres cluster (installed when missing, with trust for 127.0.0.1), started. */
async function startLocalCluster(): Promise<void> {
  if (!hasCommand('pg_ctlcluster')) {
    await aptInstall(['postgresql']);
    const version = readdirSync('/etc/postgresql')[0]!;
    const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
    // The tests connect as postgres without a password, as on the CI machine.
    const trust = 'host all all 127.0.0.1/32 trust\n';
    if (isRoot()) writeFileSync(hba, trust + readFileSync(hba, 'utf8'));
    else await asRoot('sed', ['-i', `1i ${trust.trim()}`, hba]);
  }
  const version = readdirSync('/etc/postgresql')[0]!;
  await asRoot('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

/**
 * Makes sure a Postgres server answers at `url`: when none does and the url names this
 * machine's default port, Debian's server is installed (if needed) and started.
 * @throws Error when nothing answers afterwards, saying what to set
 */
export async function ensurePostgres(url: string): Promise<void> {
  if (await postgresAnswers(url)) return;
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(hostname) || !['', '5432'].includes(port)) {
    throw new Error(`No Postgres server answers at ${url}. Start it, or set TEST_DATABASE_URL.`);
  }
  console.log('No Postgres server answers on 127.0.0.1:5432; starting one…');
  await startLocalCluster();
  for (let i = 0; i < 30; i++) {
    if (await postgresAnswers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Postgres was started but does not answer at ${url} within 30 s.`);
}
