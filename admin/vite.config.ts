import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const RA_LAYOUT = /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/](Title|Layout)\.js$/;
const PLAIN_TITLE = '\0stickerei:plain-page-title';
const NO_INSPECTOR = '\0stickerei:no-inspector';

/**
 * react-admin's preferences editor (the "inspector" that lets a user rename a page's title or
 * pick columns) is never switched on here, yet its layout and every `<Title>` import it, and with
 * it MUI's text fields, selects and popovers: ≈ 11 KB brotli on every first screen
 * (docs/delivery.md). This swaps, for react-admin's layout only, the configurable title for the
 * plain one and the inspector for nothing. Checked against ra-ui-materialui 5.15.
 */
function withoutPreferencesEditor(): Plugin {
  const plainTitleSources = new Map<string, string>();
  return {
    name: 'stickerei:without-preferences-editor',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !RA_LAYOUT.test(importer)) return null;
      if (source === './PageTitleConfigurable.js') {
        const id = `${PLAIN_TITLE}?${importer}`;
        plainTitleSources.set(id, join(dirname(importer), 'PageTitle.js'));
        return id;
      }
      return source === '../preferences/index.js' ? NO_INSPECTOR : null;
    },
    load(id) {
      if (id === NO_INSPECTOR) return 'export const Inspector = () => null;';
      const pageTitle = plainTitleSources.get(id);
      if (!pageTitle) return null;
      return [
        "import { createElement } from 'react';",
        `import { PageTitle } from ${JSON.stringify(pageTitle)};`,
        'export const PageTitleConfigurable = ({ preferenceKey: _key, ...props }) =>',
        '  createElement(PageTitle, props);',
      ].join('\n');
    },
  };
}

// The api serves this build at /superadmin/ and its index.html for every /superadmin/* path.
export default defineConfig({
  base: '/superadmin/',
  plugins: [withoutPreferencesEditor(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-dom, MUI and react-admin's core make one ~545 kB (≈175 kB gzip) entry that every
    // page needs anyway; what can wait (pages, German messages, later charts) is split off.
    chunkSizeWarningLimit: 600,
  },
  // `pnpm --filter @stickerei/admin dev` next to a running api (PORT 3000 unless STICKEREI_API says)
  server: {
    host: '127.0.0.1',
    proxy: { '/api': process.env.STICKEREI_API ?? 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
});
