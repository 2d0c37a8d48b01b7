import { defineConfig } from 'vitest/config';

// Unit tests are pure logic (no DOM is installed): catalogues, data provider, reload rule, store.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
