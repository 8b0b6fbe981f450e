// One vitest run for the whole repo: engine unit tests, server API tests, Chromium end-to-end tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time (vitest would take one on a two-processor machine): each starts its own server and
    // database, so most of a file's time is waiting, not computing.
    maxWorkers: 2,
    projects: [
      { test: { name: 'engine', include: ['engine/test/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'designer', include: ['designer/test/**/*.test.{ts,tsx}'], environment: 'node' } },
      { test: { name: 'web', include: ['runtime-web/test/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 30_000 } },
      // Every API and security test file runs twice: on PostgreSQL, and on the embedded PGlite that `npm start` gives a new user.
      ...(['postgres', 'pglite'] as const).map((db) => ({
        test: {
          name: db === 'postgres' ? 'api' : 'api-pglite',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', ...(db === 'postgres' ? ['server/test/**/*.test.ts'] : [])],
          environment: 'node',
          env: { TEST_DB: db },
          globalSetup: ['tests/support/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          execArgv: ['--no-node-snapshot'],
          // Each file starts a server and database of its own, so files need no module isolation: the server's modules
          // and PGlite's WebAssembly load once per worker instead of once per file (most of a file's time otherwise).
          isolate: false,
        },
      })),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The console in Chromium on what `npm start` gives a new user: the embedded database.
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/database-templates.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What the console shows after a server call (a table created, a list reloaded) may take seconds on a loaded
          // machine: polled assertions wait up to 10 s, not the default 1 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // After the other projects (a project running files one at a time needs a group of its own).
          sequence: { groupOrder: 1 },
          // The server in the test process runs scripts on isolated-vm, which needs it.
          execArgv: ['--no-node-snapshot'],
          // Each file starts its own server and browser: the server's modules (and PGlite's WebAssembly) load once.
          isolate: false,
        },
      },
    ],
  },
});
