import { lazy, type ComponentType } from 'react';
import { browserReloadEnv, guardedImport } from './reloadRule.ts';

type PageModule<P> = { default: ComponentType<P> };

/** `React.lazy` for a page, with the reload rule. */
export function lazyPage<P>(load: () => Promise<PageModule<P>>, env = browserReloadEnv()) {
  return lazy(() => guardedImport(load, env));
}
