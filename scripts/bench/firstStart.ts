// Benchmark of the first start (issue 11): the README's run command on an empty data folder,
// timed from the moment it is launched until the site is usable (home page served and a design
// with its preview listed), until 300 designs are listed and until the demo library is done.
// Run: pnpm exec node scripts/bench/firstStart.ts [--cold] [--port N]
//   --cold removes the build stamps first, so the start builds site and admin as a fresh clone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const cold = args.includes('--cold');
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 3400;
const origin = `http://127.0.0.1:${port}`;

async function get(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(3000) });
  } catch {
    return null;
  }
}

interface ListAnswer {
  total: number;
  filling?: boolean;
  items: Array<{ representative_image_url: string }>;
}

async function list(): Promise<ListAnswer | null> {
  const response = await get(`${origin}/api/stickerei/list`);
  return response?.ok ? ((await response.json()) as ListAnswer) : null;
}

/** True when the home page is served and a listed design's preview loads. */
async function usable(): Promise<boolean> {
  const home = await get(`${origin}/`);
  if (!home?.ok || !(await home.text()).includes('<html')) return false;
  const first = (await list())?.items[0];
  if (!first) return false;
  const preview = await get(`${origin}${first.representative_image_url}`);
  return preview?.ok === true && preview.headers.get('content-type') === 'image/png';
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the run command ended:\n${output}`);
    if (await check()) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not reached within ${timeoutMs / 1000} s`);
}

if (cold) {
  for (const stamp of ['site/dist/.build-stamp', 'admin/dist/.build-stamp'])
    rmSync(path.join(ROOT, stamp), { force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-first-start-'));
const load = loadavg()[0]!;
const started = performance.now();
const child = spawn('npx', ['-y', 'pnpm@10', 'start'], {
  cwd: ROOT,
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    COGNITO_LOCAL_PORT: String(port + 1),
    DATA_DIR: dataDir,
    QUIET: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr])
  stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
/** Signals the whole group of the run command; a group already gone is fine. */
const signal = (name: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // every process of the group has ended
  }
};
const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
try {
  const health = await until(async () => (await get(`${origin}/api/health`))?.ok === true, 180_000);
  const site = await until(usable, 180_000);
  const three = await until(async () => ((await list())?.total ?? 0) >= 300, 600_000);
  const done = await until(async () => (await list())?.filling === false, 600_000);
  const total = (await list())?.total ?? 0;
  console.log(
    [
      `First start (${cold ? 'with the build of site and admin' : 'build current'}), ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${load.toFixed(2)} at the start:`,
      `  api answers /api/health     ${seconds(health)} s`,
      `  site usable (page + design) ${seconds(site)} s`,
      `  300 designs listed          ${seconds(three)} s`,
      `  demo library done           ${seconds(done)} s (${total} designs)`,
    ].join('\n'),
  );
} finally {
  signal('SIGINT');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  signal('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
