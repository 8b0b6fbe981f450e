// The monitor in Chromium: Given the administrator in English mode, When they open System › Monitor from the menu,
// Then the server, database and cache-and-queue figures show, the charts are drawn (SVG), the figures refresh by
// themselves (the sampled time moves), the embedded database says its slowest statements are not available, and the
// screen shows no Chinese and no serious accessibility violation.
import { expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { clean, offending, setLanguage } from './english-scan.ts';
import { openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite(undefined, { database: 'pglite' });

it('an administrator opens the monitor from the menu; its charts draw and its figures refresh, all in English', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await setLanguage(page, 'en_US');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await openFromMenu(page, 'System', 'Monitor', '/system/monitor');
  const screen = page.locator('[data-testid=monitor-page]');
  await screen.locator('[data-testid=monitor-server]', { hasText: process.version }).waitFor();
  await screen.locator('[data-testid=monitor-database]', { hasText: 'Embedded (PGlite)' }).waitFor();
  await screen.locator('[data-testid=monitor-cache-queue]', { hasText: 'Dataset cache hit rate' }).waitFor();
  await screen.locator('[data-testid=monitor-statements]', { hasText: 'Not available: the embedded database (PGlite) has no pg_stat_statements' }).waitFor();
  await screen.locator('[data-testid=monitor-routes] .ant-table-row', { hasText: '/api/system/monitor/figures' }).waitFor();

  // Every chart is drawn as SVG (those below the fold once scrolled to).
  for (const id of ['cpu', 'memory', 'requests', 'latency', 'queue']) {
    const chart = page.locator(`[data-testid=monitor-chart-${id}]`);
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('svg, canvas').first().waitFor();
    expect(await chart.locator('svg .mark-rect path, svg .mark-line path, svg .mark-area path, svg .mark-rect, svg .mark-line, svg .mark-area').count()).toBeGreaterThan(0);
  }

  // Live: the sampled time moves on without a reload.
  const status = page.locator('[data-testid=monitor-status]');
  const first = await status.innerText();
  expect(first).toMatch(/^Refreshed every 5 s · Sampled at /);
  await expect.poll(() => status.innerText(), { timeout: 15_000 }).not.toBe(first);

  await page.locator('[data-testid=monitor-card-cpu]').scrollIntoViewIfNeeded();
  await still(page);
  await clean(page, 'monitor');
  // No critical or serious accessibility violation (axe-core), the charts included.
  expect(await axeViolations(page)).toEqual([]);
  expect(await offending(page)).toEqual([]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
