// One build plugin for the site and the admin (docs/delivery.md "Preact in the browser"): in the
// browser's build, React's entry points resolve to Preact's compatibility layer. Server builds
// (Astro renders its pages with React) and the dev servers (React's fast refresh) keep React.

const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** What the plugin uses of Vite's plugin context (this package does not depend on Vite). */
interface ResolveContext {
  environment: { name: string };
  resolve(source: string, importer?: string, options?: { skipSelf?: boolean }): Promise<unknown>;
}

/** A Vite plugin: `react` and `react-dom` as `preact/compat` in the client build. */
export function preactInTheBrowser() {
  return {
    name: 'stickerei:preact-in-the-browser',
    enforce: 'pre' as const,
    apply: 'build' as const,
    async resolveId(this: ResolveContext, source: string, importer?: string) {
      const target = COMPAT[source];
      if (!target || this.environment.name !== 'client') return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}
