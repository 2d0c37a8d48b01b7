import { defineConfig } from 'vitest/config';

// `*.postgres.test.ts` covers what only a Postgres server has (LISTEN/NOTIFY across connections
// and instances): those files run when DATABASE_URL names a server, and are not collected on PGlite.
// `*.pglite.test.ts` covers what only the embedded default has (a backup of DATA_DIR's PGlite):
// those run in the PGlite pass only.
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A server's test databases left by runs that ended are dropped first (test/staleDatabases.ts).
    globalSetup: ['test/globalSetup.ts'],
    exclude: [
      '**/node_modules/**',
      ...(onPostgres ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
