import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data folder per run, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'stickerei-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The product, started with the README's run command on a fresh data folder.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npx -y pnpm@10 start',
        cwd: path.resolve(import.meta.dirname, '..'),
        url: `${baseURL}/api/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          PORT: String(port),
          COGNITO_LOCAL_PORT: String(port + 1),
          DATA_DIR: process.env.E2E_DATA_DIR,
          COGNITO_LOCAL_CODE: '123456',
          QUIET: '1',
          LOG_LEVEL: 'warn',
          // The suite makes its own library; the demo library has its own test (firstStart).
          DEMO_LIBRARY: '0',
        },
      },
});
