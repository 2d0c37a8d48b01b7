import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';

// Telemetry would try to reach the network; the build must be quiet and offline.
process.env.ASTRO_TELEMETRY_DISABLED = '1';

export default defineConfig({
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [mdx(), react()],
  vite: {
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
