import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { preactInTheBrowser } from '../scripts/lib/preactInTheBrowser.ts';
import { inlineScriptHashes } from './src/lib/inlineScriptHashes.ts';

// Telemetry would try to reach the network; the build must be quiet and offline.
process.env.ASTRO_TELEMETRY_DISABLED = '1';

export default defineConfig({
  output: 'static',
  trailingSlash: 'never',
  // Every page's CSS inside its HTML (about 7 KB compressed on the library): no stylesheet
  // request holds up the first paint on a slow connection (issue 17; docs/delivery.md).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [mdx(), react()],
  // A Content-Security-Policy in every page's <head> (docs/security.md): Astro hashes its own
  // scripts; the two `is:inline` scripts that run before first paint are hashed here. Styles may
  // be inline (React style attributes, Astro's island style); scripts never. The api sends the
  // full policy as a header too, with these hashes, frame-ancestors and the deployment's origins.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: ["object-src 'none'", "base-uri 'self'", "form-action 'self'"],
      scriptDirective: { hashes: inlineScriptHashes() },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    // Every island is `client:only` (none is rendered on the server), so the browser's build
    // runs them on Preact's compatibility layer instead of React: react-dom alone was about 45 KB
    // brotli of every page's JavaScript (issue 17; docs/delivery.md). The server build keeps React.
    plugins: [preactInTheBrowser()],
    build: {
      rolldownOptions: {
        // Astro marks MDX modules with a "use astro:head-inject" directive that the bundler
        // reports once per article; the directive is Astro's own and handled by it.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:'))
            return;
          warn(warning);
        },
      },
    },
  },
});
