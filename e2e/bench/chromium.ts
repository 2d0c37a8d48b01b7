// Debian's Chromium with a DevTools port, for Lighthouse (which drives a browser by its port) and
// for Playwright (which signs in through the same browser, so both share its cookies).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the e2e suite runs Chromium with (playwright.config.ts), offline and quiet. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export interface RunningChromium {
  /** The DevTools port (Lighthouse's `port`, Playwright's `connectOverCDP`). */
  port: number;
  stop(): Promise<void>;
}

/** Starts Chromium on a fresh profile and waits until its DevTools port answers. */
export async function startChromium(): Promise<RunningChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'stickerei-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (listening) resolve(Number(listening[1]));
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      reject(
        new Error(`Chromium (${CHROMIUM}) stopped before it listened (exit ${code}):\n${log}`),
      ),
    );
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}
