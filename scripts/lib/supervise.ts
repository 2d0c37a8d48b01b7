import type { ChildProcess } from 'node:child_process';

/** Seconds to wait before restart number n (1, 2, 4, … capped at 30). */
export function restartDelaySeconds(attempt: number): number {
  return Math.min(30, 2 ** Math.max(0, attempt - 1));
}

/** A child that ran this long without dying is healthy again: its back-off starts over. */
const HEALTHY_MS = 60_000;

/** The exit code of a process that refuses its configuration (api/src/server.ts): no retry helps. */
export const CONFIG_ERROR_EXIT = 78;

export interface Supervisor {
  /** Stops restarting (the run command is stopping). */
  stop(): void;
}

/**
 * Keeps a child running: when it exits while the supervisor is active, it is started again after
 * a growing pause (logged); a configuration error ends it (`onFatal`). `start` makes a new child
 * each time.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  hooks: { log?: (line: string) => void; onFatal?: (code: number) => void } = {},
): Supervisor {
  const log = hooks.log ?? ((line: string) => console.error(line));
  let active = true;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const launch = () => {
    const startedAt = Date.now();
    const child = start();
    child.on('exit', (code, signal) => {
      if (!active) return;
      if (code === CONFIG_ERROR_EXIT) {
        log(`The ${name} refused its configuration (see above); not restarting it.`);
        hooks.onFatal?.(code);
        return;
      }
      attempt = Date.now() - startedAt > HEALTHY_MS ? 1 : attempt + 1;
      const delay = restartDelaySeconds(attempt);
      log(
        `The ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delay} s (restart ${attempt}).`,
      );
      timer = setTimeout(() => {
        timer = null;
        if (active) launch();
      }, delay * 1000);
    });
  };
  launch();
  return {
    stop() {
      active = false;
      if (timer) clearTimeout(timer);
    },
  };
}
