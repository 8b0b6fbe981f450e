// One vitest run for the whole repo: engine unit tests, server API tests, Chromium end-to-end tests.
import { register } from 'tsx/esm/api';
import { defineConfig } from 'vitest/config';

// The server-side projects run their TypeScript in node's own module loader through tsx, as `npm run serve:dev` does,
// not through vite's module runner (which transformed and evaluated the server's ~900 modules in each worker: 5–10 s of
// a worker's first file). Their global setup and the reporters load in this process, hence tsx here too.
register();
const NATIVE_MODULES = { execArgv: ['--no-node-snapshot', '--import', 'tsx'], experimental: { viteModuleRunner: false } };

/** CPU_PROFILE=<folder> writes a CPU profile of each server-side test file's worker there (tests/support/cpu-profile.ts). */
const PROFILE = process.env.CPU_PROFILE ? ['tests/support/cpu-profile.ts'] : [];

/** The API test files replayed through the contract proxy. */
const CONTRACT_FLOWS = [
  'users', 'roles', 'menu-grants', 'eform-dict', 'eform-model', 'eform-records', 'sql-configs', 'report-datasets', 'bpm-processes', 'announcements',
].map((name) => `tests/api/${name}.test.ts`);

export default defineConfig({
  test: {
    // Vitest's own report and summary, then each project's time (tests/support/project-times-reporter.ts).
    reporters: ['default', './tests/support/project-times-reporter.ts'],
    // Three test files at a time on this two-processor machine (vitest would take one): each starts its own server and
    // database, and with two at a time the processors stood idle 15–30 % of the run while files waited on PostgreSQL,
    // PGlite's file system or Chromium. Measured alone with three: api 245 → 187 s, api-pglite 247 → 196 s, e2e 354 →
    // 314 s (no retry), the processors idle 7 % of the time.
    maxWorkers: 3,
    projects: [
      // Every project has a test timeout: vitest's 5 s default is met by a React screen in happy-dom on a loaded
      // machine (a designer test may take 20 s there), and a timed-out test leaves its screen mounted for the next.
      { test: { name: 'engine', include: ['engine/test/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
      { test: { name: 'designer', include: ['designer/test/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } },
      { test: { name: 'web', include: ['runtime-web/test/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 60_000, hookTimeout: 60_000 } },
      // Every API and security test file runs twice: on PostgreSQL, and on the embedded PGlite that `npm start` gives a new user.
      ...(['postgres', 'pglite'] as const).map((db) => ({
        test: {
          name: db === 'postgres' ? 'api' : 'api-pglite',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', ...(db === 'postgres' ? ['server/test/**/*.test.ts'] : [])],
          // Server processes of their own on a PostgreSQL database of their own: the same run on either project.
          ...(db === 'pglite' ? { exclude: ['tests/api/two-instances-proxy.test.ts', 'tests/api/crash-loops.test.ts'] } : {}),
          environment: 'node',
          env: { TEST_DB: db },
          globalSetup: ['tests/support/database-templates.ts'],
          setupFiles: PROFILE,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...NATIVE_MODULES,
          // Each file starts a server and database of its own, so files need no module isolation: the server's modules
          // and PGlite's WebAssembly load once per worker instead of once per file (most of a file's time otherwise).
          isolate: false,
        },
      })),
      // The API document as a contract (#33): the flows of an integrator's day (users, roles, menus, dictionaries, table
      // model → form and page → records, SQL configs, datasets, BPM template → start → approve, announcements) once more
      // on PostgreSQL, through a Prism validation proxy that holds every answer, and every request the server took,
      // against /api/docs (tests/support/contract-proxy.ts); tests/contract/ shows the replay can fail.
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts', ...CONTRACT_FLOWS],
          environment: 'node',
          env: { TEST_DB: 'postgres', CONTRACT_PROXY: 'prism' },
          globalSetup: ['tests/support/database-templates.ts'],
          setupFiles: PROFILE,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...NATIVE_MODULES,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The console in Chromium on PostgreSQL: the embedded PGlite runs in the test's own process, where it was about half
          // of the worker's processor time (its WebAssembly and file system), while the API files cover both databases.
          // The files about what a new installation gives (the monitor's embedded database, a new user's first sign-in,
          // the expense app's build and journey) run on PGlite (`consoleSuite(env, { database: 'pglite' })`);
          // E2E_DB=pglite runs every file there.
          env: { TEST_DB: process.env.E2E_DB ?? 'postgres', TEST_TEMPLATES: 'postgres,pglite' },
          globalSetup: ['tests/support/database-templates.ts'],
          // A failed test leaves a screenshot of each page still open in tests/e2e/.failures/ (git-ignored).
          setupFiles: ['tests/support/failure-screenshots.ts', ...PROFILE],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What the console shows after a server call (a table created, a list reloaded) may take seconds on a loaded
          // machine: polled assertions wait up to 10 s, not the default 1 s.
          expect: { poll: { timeout: 10_000 } },
          // A failed test runs once more: a click that a loaded two-processor machine lost
          // is not a failure of the product, while one that fails twice is. Every test that passed only on the second
          // run is listed at the end of the run (tests/support/project-times-reporter.ts) as a flake to fix.
          retry: 1,
          // Files run three at a time like the others, in the same group (no tail where one worker waits for the other at
          // a group's end): each file has its own server on a port of its own, its own database and browser context,
          // and writes only uniquely named temporary files; the console build (runtime-web/dist) is only read.
          // The server in the test process runs scripts on isolated-vm, which needs it.
          ...NATIVE_MODULES,
          // Each file starts its own server and browser: the server's modules (and PGlite's WebAssembly) load once.
          isolate: false,
        },
      },
    ],
  },
});
