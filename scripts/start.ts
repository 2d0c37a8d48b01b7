// The README's first command: builds site and admin, starts cognito-local (seeded) and the api on
// one origin, prints the URL and the demo accounts, and stops everything on Ctrl-C.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { buildIsCurrent, sourceStamp, writeBuildStamp } from './lib/buildStamp.ts';
import { DEMO_USERS, ensureSeeded, startCognitoLocal } from './lib/cognitoLocal.ts';
import { run, startChild, stopChildren, waitForHttp } from './lib/processes.ts';
import { supervise, type Supervisor } from './lib/supervise.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
const cognitoPort = Number(process.env.COGNITO_LOCAL_PORT ?? port + 1);
const origin = `http://127.0.0.1:${port}`;

let stopping = false;
let apiSupervisor: Supervisor | null = null;
async function stop(code: number): Promise<never> {
  stopping = true;
  apiSupervisor?.stop();
  await stopChildren();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => void stop(0));

// When whoever started us goes away without a signal reaching us, stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) void stop(0);
}, 1000).unref();

async function cognitoEnv(): Promise<NodeJS.ProcessEnv> {
  if (process.env.COGNITO_USER_POOL_ID) return {}; // real Cognito configured by the caller
  const dir = path.join(dataDir, 'cognito');
  const { url } = await startCognitoLocal({
    dir,
    port: cognitoPort,
    lambdaEndpoint: `${origin}/lambda`,
    fixedCode: process.env.COGNITO_LOCAL_CODE,
    quiet: process.env.QUIET === '1',
  });
  const seed = await ensureSeeded(url, dir);
  return {
    COGNITO_USER_POOL_ID: seed.userPoolId,
    COGNITO_CLIENT_ID: seed.clientId,
    COGNITO_ENDPOINT: url,
  };
}

/**
 * Builds the site and the admin unless SKIP_BUILD=1 or the builds are those of the sources as
 * they are (docs/decisions.md "First start").
 */
async function build(): Promise<void> {
  if (process.env.SKIP_BUILD === '1') return;
  const stamp = await sourceStamp(ROOT);
  if (await buildIsCurrent(ROOT, stamp)) return;
  await run(
    'pnpm',
    ['--filter', '@stickerei/site', '--filter', '@stickerei/admin', 'run', 'build'],
    {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  await writeBuildStamp(ROOT, stamp);
}

async function main(): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  // The build runs while identity and api start (the api serves the files as they appear).
  const built = build();
  built.catch(() => undefined);
  const identity = await cognitoEnv();
  const apiEnv = {
    ...process.env,
    ...identity,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: path.join(ROOT, 'site/dist'),
    ADMIN_DIR: path.join(ROOT, 'admin/dist'),
    // An empty library is filled with the demo designs unless DEMO_LIBRARY=0 (docs/demo-library.md).
    DEMO_LIBRARY: process.env.DEMO_LIBRARY ?? '1',
  };
  // If the api dies, it is started again (with a growing pause) instead of stopping everything.
  apiSupervisor = supervise(
    'api',
    () =>
      startChild('api', process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
        cwd: ROOT,
        env: apiEnv,
        quiet: process.env.QUIET === '1',
      }),
    { onFatal: () => void stop(1) },
  );
  await built;
  // A first start on a busy machine (a new database) can take longer: START_TIMEOUT_SECONDS.
  await waitForHttp(`${origin}/api/health`, Number(process.env.START_TIMEOUT_SECONDS || 60) * 1000);
  const accounts = DEMO_USERS.map(
    (u) => `  ${u.email.padEnd(20)} ${u.password.padEnd(22)} ${u.groups.join(', ')}`,
  );
  const identityLine = identity.COGNITO_ENDPOINT
    ? `Identity:  cognito-local at ${identity.COGNITO_ENDPOINT} (proxied at ${origin}/cognito/)`
    : `Identity:  Amazon Cognito pool ${process.env.COGNITO_USER_POOL_ID}`;
  console.log(
    [
      '',
      `Stickerei is running at ${origin}/`,
      `Admin:     ${origin}/superadmin/`,
      `API docs:  ${origin}/api/docs`,
      identityLine,
      `Data:      ${dataDir}`,
      ...(identity.COGNITO_ENDPOINT
        ? ['Demo accounts (email, password, groups):', ...accounts]
        : []),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
});
