// BROWSER_PROFILE=<folder>: a V8 CPU profile of each end-to-end page's JavaScript (the console's own work in Chromium's
// renderer), written as `<test file>-<n>.cpuprofile` when its page or context closes. Sum them with
// `tsx tests/support/cpu-profile-summary.ts <folder>`, or open one in Chromium's DevTools. Nothing happens without it.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

const folder = process.env.BROWSER_PROFILE;
let count = 0;

async function save(session: CDPSession): Promise<void> {
  const { profile } = await session.send('Profiler.stop').catch(() => ({ profile: undefined }));
  if (!profile) return;
  const test = path.basename(expect.getState().testPath ?? 'page').replace(/\.test\.ts$/, '');
  fs.writeFileSync(path.join(folder!, `${test}-${++count}-${process.pid}.cpuprofile`), JSON.stringify(profile));
}

/** Profiles the context's pages until each closes (or the context does), when BROWSER_PROFILE names a folder. */
export function profilePages(context: BrowserContext): void {
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const sessions = new Map<Page, CDPSession>();
  const start = async (page: Page) => {
    const session = await context.newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 500 });
    await session.send('Profiler.start');
    sessions.set(page, session);
    const close = page.close.bind(page);
    page.close = async (options) => {
      sessions.delete(page);
      await save(session);
      return close(options);
    };
  };
  context.on('page', (page) => void start(page));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all([...sessions.values()].map(save));
    sessions.clear();
    return close(options);
  };
}
