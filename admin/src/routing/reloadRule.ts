import { handleLazyLoadError, markRouterReady, type ChunkReloadEnv } from './chunkReload.ts';

// No React here: the admin's entry imports this before it knows whether React will load at all.

/** The browser's side of the reload rule. */
export function browserReloadEnv(): ChunkReloadEnv {
  return {
    get storage() {
      return window.sessionStorage;
    },
    reload: () => window.location.reload(),
    log: (message, error) => console.error(message, error),
  };
}

/**
 * Imports a module under the reload rule of spec §2: a failed fetch reloads the document once
 * and stays pending meanwhile, so the loading indicator shows instead of an error; anything else
 * is logged and rethrown for the error boundary.
 */
export function reloadOnFailedImport<M>(load: () => Promise<M>, env: ChunkReloadEnv): Promise<M> {
  return load().catch((error: unknown) => {
    if (handleLazyLoadError(error, env) === 'reloading') return new Promise<M>(() => undefined);
    throw error;
  });
}

/**
 * Imports a page module under the reload rule; its arrival means the router has its page, so
 * the reload marker is cleared.
 */
export function guardedImport<M>(load: () => Promise<M>, env: ChunkReloadEnv): Promise<M> {
  return reloadOnFailedImport(load, env).then((module) => {
    markRouterReady(env);
    return module;
  });
}
