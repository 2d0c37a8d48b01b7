import { useSyncExternalStore } from 'react';

/** Reads a controller's state in React (the controllers are plain TypeScript, tested without a DOM). */
export function useStore<S>(store: {
  getState: () => S;
  subscribe: (listener: () => void) => () => void;
}): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
