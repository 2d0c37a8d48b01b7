/** Session-storage key marking that the page already reloaded once after a failed lazy load. */
export const RELOAD_MARKER_KEY = 'stickerei.admin.lazyReload';

/** What the reload rule needs from the browser; injected so the rule is testable. */
export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Reloads the whole document. */
  reload: () => void;
  log: (message: string, error: unknown) => void;
}

export type LoadErrorOutcome = 'reloading' | 'logged';

// Messages browsers and Vite give when a dynamically imported module or its preloads cannot be
// fetched (typically: a new deployment replaced the hashed files the open page refers to).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** True when `error` says a lazily loaded module could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function readMarker(env: ChunkReloadEnv): boolean {
  try {
    return env.storage.getItem(RELOAD_MARKER_KEY) !== null;
  } catch {
    // storage refused (privacy mode): act as if we already reloaded, so we never loop
    return true;
  }
}

/**
 * Spec §2: a lazily loaded page that fails to load reloads the document once; the marker in
 * session storage remembers that, so a second failure is only logged. Other errors are logged.
 */
export function handleLazyLoadError(error: unknown, env: ChunkReloadEnv): LoadErrorOutcome {
  if (!isChunkLoadError(error)) {
    env.log('A page of the admin failed to load.', error);
    return 'logged';
  }
  if (readMarker(env)) {
    env.log('A page of the admin failed to load again after a reload; not reloading twice.', error);
    return 'logged';
  }
  env.storage.setItem(RELOAD_MARKER_KEY, String(Date.now()));
  env.reload();
  return 'reloading';
}

/** The router is ready (its first page loaded): a later failure may reload once more. */
export function markRouterReady(env: Pick<ChunkReloadEnv, 'storage'>): void {
  try {
    env.storage.removeItem(RELOAD_MARKER_KEY);
  } catch {
    // storage refused: there is no marker to clear
    return;
  }
}

/** Logs an error the router caught that is not a failed lazy load (spec §2). */
export function logRouterError(error: unknown, env: Pick<ChunkReloadEnv, 'log'>): void {
  env.log('The admin router caught an error.', error);
}
