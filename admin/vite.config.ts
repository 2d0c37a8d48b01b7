import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  deferredTooltip,
  nativeInsteadOfPolyfills,
  withoutPreferencesEditor,
} from './buildPlugins.ts';

// The api serves this build at /superadmin/ and its index.html for every /superadmin/* path.
export default defineConfig({
  base: '/superadmin/',
  plugins: [withoutPreferencesEditor(), deferredTooltip(), nativeInsteadOfPolyfills(), react()],
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
