// The page URL's query as a store, so the library's filters live in the address bar: every
// change is a history entry (shareable, back/forward work) and islands re-render on popstate.
const CHANGE_EVENT = 'stickerei:urlchange';

/** Subscribes to query changes made by this page or by back/forward. */
export function subscribeUrl(notify: () => void): () => void {
  window.addEventListener('popstate', notify);
  window.addEventListener(CHANGE_EVENT, notify);
  return () => {
    window.removeEventListener('popstate', notify);
    window.removeEventListener(CHANGE_EVENT, notify);
  };
}

/** The current query string (with `?`, or ''). */
export function currentSearch(): string {
  return location.search;
}

/**
 * Moves to `search` on the same path: `push` adds a history entry, `replace` rewrites the
 * current one. `state` is kept with the entry. Does nothing when the query is unchanged.
 */
export function navigateSearch(
  search: string,
  mode: 'push' | 'replace' = 'push',
  state: unknown = null,
): void {
  if (search === location.search) return;
  const url = `${location.pathname}${search}`;
  if (mode === 'push') history.pushState(state, '', url);
  else history.replaceState(state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
