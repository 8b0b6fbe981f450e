// One server per end-to-end test file, and its browser (the worker's shared Chromium, tests/support/browser.ts): started
// before its tests, stopped (its contexts closed) after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestDatabase, type TestServer } from '../support/server.ts';

export interface ConsoleSuite {
  server: TestServer;
  browser: Browser;
}

/**
 * Registers the file's hooks (`env`: the server's settings; `database`: the embedded PGlite for a file about what a new
 * installation gives, else the project's PostgreSQL); the fields are set once `beforeAll` has run.
 */
export function consoleSuite(env?: Record<string, string>, { database }: { database?: TestDatabase } = {}): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    suite.server = await startTestServer({ env, database });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
