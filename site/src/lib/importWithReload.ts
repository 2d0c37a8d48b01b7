/** sessionStorage key marking that the page already reloaded once for a failed chunk. */
export const CHUNK_RELOAD_MARKER = 'stickerei.chunk-reload';

/** What the helper needs from the browser; injectable for tests. */
export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload(): void;
  log(message: string, error: unknown): void;
}

// Messages browsers and Vite use when a dynamically imported module or its CSS cannot be loaded
// (typically after a deployment replaced the hashed chunk files).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading chunk [\w-]+ failed/i,
];

/** True when `error` says a lazily loaded chunk could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

function sessionStorageOrNull(): ReloadEnvironment['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    // Without sessionStorage there is no safe way to reload only once: errors are only logged.
    return null;
  }
}

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: sessionStorageOrNull(),
    reload: () => window.location.reload(),
    log: (message, error) => console.error(message, error),
  };
}

/** Clears the reload marker; call it once the page (or island) has loaded what it needs. */
export function markPageReady(env: ReloadEnvironment = browserEnvironment()): void {
  env.storage?.removeItem(CHUNK_RELOAD_MARKER);
}

/**
 * Runs a dynamic import (spec §2): when the chunk fails to load, the page reloads fully once
 * (a marker in sessionStorage remembers it); a second failure is only logged and the error
 * rethrown for the caller's error state. A successful load clears the marker. Other errors pass
 * through untouched.
 * @param load e.g. `() => import('./Library.tsx')`
 * @returns the module; never settles while the page is reloading
 */
export async function importWithReload<T>(
  load: () => Promise<T>,
  env: ReloadEnvironment = browserEnvironment(),
): Promise<T> {
  try {
    const module = await load();
    markPageReady(env);
    return module;
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (reloadOnceFor(error, env)) return new Promise<T>(() => undefined);
    throw error;
  }
}

/**
 * The rule of spec §2 for a chunk that failed to load: the first failure reloads the page (and
 * returns true), a failure after that reload is only logged (returns false).
 */
export function reloadOnceFor(
  error: unknown,
  env: ReloadEnvironment = browserEnvironment(),
): boolean {
  if (env.storage && env.storage.getItem(CHUNK_RELOAD_MARKER) === null) {
    env.storage.setItem(CHUNK_RELOAD_MARKER, String(Date.now()));
    env.reload();
    return true;
  }
  env.log('Stickerei: a part of the page could not be loaded, even after a reload.', error);
  return false;
}
