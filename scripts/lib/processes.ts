import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** Children this process started; all of them are stopped together. */
const children = new Set<ChildProcess>();

/**
 * Starts a child in our process group (Ctrl-C reaches it too), with its output prefixed and
 * forwarded.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const forward = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      if (!options.quiet || out === process.stderr)
        for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

/** Sends SIGTERM to every child, then SIGKILL after `graceMs`. */
export async function stopChildren(graceMs = 5000): Promise<void> {
  const waiting = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, graceMs).unref();
      }),
  );
  await Promise.all(waiting);
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  timeoutMs = 30_000,
  init?: RequestInit,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(url, init);
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Runs a command to completion like `run`, its output passed through as it comes, and also kept:
 * the lines go to `keep` (without colour codes), so a caller can show a failure's excerpt again.
 */
export function runKeepingOutput(
  command: string,
  args: string[],
  keep: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const rests = new Map<NodeJS.ReadableStream, string>();
    const pass = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      stream.on('data', (chunk: Buffer) => {
        out.write(chunk);
        const lines = ((rests.get(stream) ?? '') + chunk.toString()).split('\n');
        rests.set(stream, lines.pop() ?? '');
        for (const line of lines) keep.push(stripVTControlCharacters(line));
      });
    };
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      for (const rest of rests.values()) if (rest) keep.push(stripVTControlCharacters(rest));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

/**
 * What of a failed step's output to show again at the end of a long run: from the first line that
 * names a failure (vitest's "Failed Tests" summary first, else Playwright's numbered failures, a
 * ✗/FAIL line, a compiler or linter error) on, at most `max` lines; else the last `max` lines.
 */
export function failureExcerpt(lines: readonly string[], max = 100): string[] {
  const summary = lines.findIndex((line) => /Failed Tests \d|^\s+\d+ failed$/.test(line));
  const marker =
    summary >= 0
      ? summary
      : lines.findIndex((line) =>
          /^\s*FAIL\s|^\s+\d+\) |^\s*[✗×✘]\s|error TS\d+|^\s*\d+:\d+\s+error\s/.test(line),
        );
  return marker >= 0 ? lines.slice(marker, marker + max) : lines.slice(-max);
}
