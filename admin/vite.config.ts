import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preactInTheBrowser } from '../scripts/lib/preactInTheBrowser.ts';
import {
  deferredTooltip,
  nativeInsteadOfPolyfills,
  withoutPreferencesEditor,
} from './buildPlugins.ts';

// The api serves this build at /superadmin/ and its index.html for every /superadmin/* path.
export default defineConfig({
  base: '/superadmin/',
  // Preact's compatibility layer runs react-admin, MUI and react-router in place of React in the
  // build (docs/delivery.md "A light admin"): react-dom alone was 63 of the dashboard's 219 KB
  // brotli. The dev server keeps React, for React's fast refresh; the e2e suite runs the build.
  plugins: [
    preactInTheBrowser(),
    withoutPreferencesEditor(),
    deferredTooltip(),
    nativeInsteadOfPolyfills(),
    react(),
  ],
  build: {
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React 19's useOptimistic if it is there and does without otherwise.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
    outDir: 'dist',
    emptyOutDir: true,
    // MUI and react-admin's core make one large chunk that every page needs anyway; what can
    // wait (pages, German messages, charts) is split off.
    chunkSizeWarningLimit: 600,
  },
  // `pnpm --filter @stickerei/admin dev` next to a running api (PORT 3000 unless STICKEREI_API says)
  server: {
    host: '127.0.0.1',
    proxy: { '/api': process.env.STICKEREI_API ?? 'http://127.0.0.1:3000' },
  },
  preview: { host: '127.0.0.1' },
});
