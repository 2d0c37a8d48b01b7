import {
  isChunkLoadError,
  markPageReady,
  reloadOnceFor,
  type ReloadEnvironment,
} from './importWithReload.ts';

/** The parts of `window` and `document` the island watcher uses; injectable for tests. */
export interface IslandWindow {
  addEventListener(
    type: 'unhandledrejection' | 'load',
    listener: (event: { reason?: unknown }) => void,
  ): void;
  /** True while an island on the page is still waiting to hydrate. */
  pendingIslands(): boolean;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * Spec §2 for islands Astro hydrates itself (their chunks are imported by Astro, not through
 * `importWithReload`): a failed island chunk reloads the page once; the marker is cleared once
 * every island on the page has hydrated, so a later failure may reload again.
 */
export function initIslandReload(win: IslandWindow, env?: ReloadEnvironment): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceFor(event.reason, env);
  });
  win.addEventListener('load', () => {
    let tries = 0;
    const check = () => {
      if (!win.pendingIslands()) markPageReady(env);
      else if (++tries < 40) win.setTimeout(check, 250);
    };
    check();
  });
}

/** The browser wiring of `initIslandReload`. */
export function watchIslands(): void {
  initIslandReload({
    addEventListener: (type, listener) => window.addEventListener(type, listener as EventListener),
    // Astro removes the `ssr` attribute from an island once it has hydrated.
    pendingIslands: () => document.querySelector('astro-island[ssr]') !== null,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  });
}
