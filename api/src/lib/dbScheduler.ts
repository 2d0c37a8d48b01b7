import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

// PGlite runs inside the api's thread and takes one statement at a time. When a job keeps
// several statements waiting, PGlite chains them in microtasks: the event loop gets no turn
// between them, and a request that arrives meanwhile waits for the whole chain (runs of 200–
// 400 ms measured during a collection import). The scheduler puts every statement of the
// embedded database in one of two queues: what a request asks runs first, and before each
// statement of background work (jobs, imports, pg-boss, timers) the event loop takes a turn,
// so a request that came in is read and its statements go ahead (docs/imports.md, "Staying
// responsive"). A server has its own processes and connections and needs none of this.

const background = new AsyncLocalStorage<true>();

/** Runs `fn` with its database statements behind those of requests (embedded database). */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return background.run(true, fn);
}

/** True inside `inBackground`. */
export const isBackground = (): boolean => background.getStore() === true;

/**
 * After this many request statements in a row while background work waits, one background
 * statement goes: a steady stream of requests slows an import down but never stops it.
 */
const FOREGROUND_STREAK = 8;

interface Task {
  run(): Promise<void>;
}

export interface DbScheduler {
  /** Runs `op` when its turn comes; background when called inside `inBackground`. */
  schedule<T>(op: () => Promise<T>, priority?: 'foreground' | 'background'): Promise<T>;
  /** Statements waiting (tests, diagnostics). */
  readonly waiting: { foreground: number; background: number };
}

export function createDbScheduler(): DbScheduler {
  const foreground: Task[] = [];
  const backgroundQueue: Task[] = [];
  let pumping = false;
  let streak = 0;
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function pump(): Promise<void> {
    pumping = true;
    try {
      while (foreground.length > 0 || backgroundQueue.length > 0) {
        const backgroundsTurn =
          backgroundQueue.length > 0 && (foreground.length === 0 || streak >= FOREGROUND_STREAK);
        if (!backgroundsTurn) {
          streak = backgroundQueue.length > 0 ? streak + 1 : 0;
          await foreground.shift()!.run();
          continue;
        }
        // The event loop's turn: a request that arrived is read and queues its statements.
        await turn();
        if (foreground.length > 0 && streak < FOREGROUND_STREAK) continue;
        streak = 0;
        await backgroundQueue.shift()!.run();
      }
    } finally {
      pumping = false;
    }
  }

  return {
    schedule<T>(op: () => Promise<T>, priority?: 'foreground' | 'background'): Promise<T> {
      const queue =
        (priority ?? (isBackground() ? 'background' : 'foreground')) === 'background'
          ? backgroundQueue
          : foreground;
      // The statement runs in its caller's async context (a transaction's callback too).
      const bound = AsyncResource.bind(op);
      return new Promise<T>((resolve, reject) => {
        queue.push({
          // Settles the caller's promise; never rejects, so the pump goes on.
          run: () => bound().then(resolve, reject),
        });
        if (!pumping) void pump();
      });
    },
    get waiting() {
      return { foreground: foreground.length, background: backgroundQueue.length };
    },
  };
}
