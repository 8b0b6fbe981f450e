// One server and one Chromium per end-to-end test file: started before its tests, stopped after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

export interface ConsoleSuite {
  server: TestServer;
  browser: Browser;
}

/**
 * Registers the file's hooks (`env`: the server's settings); the fields are set once `beforeAll` has run. The console
 * served is runtime-web/dist, or the build WEB_DIST names (a build of one's own beside another engineer's).
 */
export function consoleSuite(env?: Record<string, string>): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  const settings = { ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}), ...env };
  beforeAll(async () => {
    suite.server = await startTestServer({ env: settings });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
