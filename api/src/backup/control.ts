import { randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How `pnpm stickerei backup` finds the api that holds a data folder and proves it runs on the
 * same machine with access to that folder: `DATA_DIR/control.json`, readable by its owner only
 * (docs/operations.md "Backups").
 */
export interface Control {
  pid: number;
  /** Where the api answers on the loopback interface. */
  url: string;
  /** A fresh secret per start; `POST /api/backup` wants it in `x-backup-token`. */
  token: string;
}

export const CONTROL_FILE = 'control.json';

export async function writeControl(dataDir: string, control: Control): Promise<void> {
  const target = path.join(dataDir, CONTROL_FILE);
  const temp = `${target}.${randomUUID()}.tmp`;
  await writeFile(temp, JSON.stringify(control), { mode: 0o600 });
  await rename(temp, target);
}

/** The control file, or null when there is none (no api started on the folder). */
export async function readControl(dataDir: string): Promise<Control | null> {
  try {
    const value = JSON.parse(await readFile(path.join(dataDir, CONTROL_FILE), 'utf8')) as Control;
    return typeof value.pid === 'number' && typeof value.url === 'string' ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) {
      return null;
    }
    throw error;
  }
}

/** Removes the control file if it is still the one with `token` (not a newer api's). */
export async function removeControl(dataDir: string, token: string): Promise<void> {
  const current = await readControl(dataDir);
  if (current?.token === token) await rm(path.join(dataDir, CONTROL_FILE), { force: true });
}

/** Whether a process with this id runs (on this machine). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
