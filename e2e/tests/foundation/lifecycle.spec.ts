import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_USER, bearer, signInTokens } from '../../fixtures/session.ts';

// The README's run command as a user runs it: a second product on its own PORT and data folder
// (the site and admin were built when the suite's product started, so SKIP_BUILD=1).
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.E2E_PORT ?? 4310) + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `pnpm start` in its own process group (as a terminal runs it), resolved once it is up. */
async function start(dataDir: string): Promise<Started> {
  const child = spawn('npx', ['-y', 'pnpm@10', 'start'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SKIP_BUILD: '1', QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 120_000;
  while (!text.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the run command did not come up:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => text, exited };
}

/** True while anything answers on the port. */
async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** True while any process of the group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes of a process group, from /proc (Linux). */
function groupMembers(pgid: number): Array<{ pid: number; argv: string[] }> {
  const members: Array<{ pid: number; argv: string[] }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      members.push({ pid: Number(entry), argv });
    } catch {
      // gone meanwhile
    }
  }
  return members;
}

async function profileOf(request: APIRequestContext) {
  const tokens = await signInTokens(request, DEMO_USER);
  const response = await request.get('/api/user/profile', { headers: bearer(tokens) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { userId: string; createdAt: string };
}

test('the run command: PORT, demo accounts, Ctrl-C stops everything, a restart keeps the data', async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stickerei-lifecycle-'));
  const request = await playwright.request.newContext({ baseURL: ORIGIN });

  const first = await start(dataDir);
  try {
    expect(first.output()).toContain(`Stickerei is running at ${ORIGIN}/`);
    for (const account of [DEMO_ADMIN, DEMO_USER]) {
      expect(first.output()).toContain(account.email);
      expect(first.output()).toContain(account.password);
    }
    expect((await request.get('/api/health')).status()).toBe(200);
    const before = await profileOf(request);
    const poolBefore = ((await (await request.get('/api/config')).json()) as ConfigBody).cognito;

    // Ctrl-C: the terminal sends SIGINT to the whole foreground group.
    process.kill(-first.child.pid!, 'SIGINT');
    await first.exited;
    await expect.poll(() => groupAlive(first.child.pid!), { timeout: 15_000 }).toBe(false);
    expect(await answers(PORT)).toBe(false); // the api
    expect(await answers(PORT + 1)).toBe(false); // cognito-local

    // A second start on the same data: the same pool, the same users, the same profiles.
    const second = await start(dataDir);
    try {
      const poolAfter = ((await (await request.get('/api/config')).json()) as ConfigBody).cognito;
      expect(poolAfter.userPoolId).toBe(poolBefore.userPoolId);
      expect(poolAfter.clientId).toBe(poolBefore.clientId);
      expect(await profileOf(request)).toEqual(before);

      // SIGTERM to the run command's own process (scripts/start.ts) stops what it started.
      // (The node process itself, not the shells and shims that pnpm puts in between.)
      const runner = groupMembers(second.child.pid!).find(
        (p) => path.basename(p.argv[0] ?? '') === 'node' && p.argv.includes('scripts/start.ts'),
      );
      expect(runner, 'the scripts/start.ts process').toBeDefined();
      process.kill(runner!.pid, 'SIGTERM');
      await second.exited;
      await expect.poll(() => groupAlive(second.child.pid!), { timeout: 15_000 }).toBe(false);
      await expect.poll(() => answers(PORT), { timeout: 15_000 }).toBe(false);
      await expect.poll(() => answers(PORT + 1), { timeout: 15_000 }).toBe(false);
    } finally {
      if (groupAlive(second.child.pid!)) process.kill(-second.child.pid!, 'SIGKILL');
    }
  } finally {
    if (groupAlive(first.child.pid!)) process.kill(-first.child.pid!, 'SIGKILL');
    await request.dispose();
  }
});

interface ConfigBody {
  cognito: { userPoolId: string; clientId: string };
}
