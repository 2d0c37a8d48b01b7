import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/test.ts';
import {
  answers,
  groupAlive,
  killGroup,
  nodeProcess,
  startProduct,
} from '../../fixtures/runCommand.ts';
import { DEMO_ADMIN, DEMO_USER, bearer, signInTokens } from '../../fixtures/session.ts';

const PORT = Number(process.env.E2E_PORT ?? 4310) + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
// This test is about the run command itself; the demo library has its own (firstStart.spec.ts).
const start = (dataDir: string) =>
  startProduct({ port: PORT, dataDir, env: { DEMO_LIBRARY: '0' } });

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
      const runner = nodeProcess(second.child.pid!, 'scripts/start.ts');
      expect(runner, 'the scripts/start.ts process').toBeDefined();
      process.kill(runner!, 'SIGTERM');
      await second.exited;
      await expect.poll(() => groupAlive(second.child.pid!), { timeout: 15_000 }).toBe(false);
      await expect.poll(() => answers(PORT), { timeout: 15_000 }).toBe(false);
      await expect.poll(() => answers(PORT + 1), { timeout: 15_000 }).toBe(false);
    } finally {
      killGroup(second);
    }
  } finally {
    killGroup(first);
    await request.dispose();
  }
});

interface ConfigBody {
  cognito: { userPoolId: string; clientId: string };
}
