// Scheduled jobs in Chromium: Given the administrator in English mode, When they open System › Scheduled jobs, add a
// job (an invalid cron expression told under the field, a valid one showing its next five fire times), start it with
// the toggle, run it once after the confirmation and open its history, Then the job runs with its next fire time shown,
// the run is told and listed in the history drawer as a success, and the screen shows no Chinese.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { pressOk, still } from './eform-steps.ts';
import { openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The page's lines that carry Chinese (the language switch names Chinese in itself, marked lang=zh). */
async function chinese(page: Page): Promise<string[]> {
  const own = new Set((await page.locator('body [lang^=zh]').allInnerTexts()).map((t) => t.trim()));
  return (await page.locator('body').innerText()).split('\n').filter((line) => !own.has(line.trim()) && CJK.test(line));
}

it('an administrator adds a job, sees its next fire times, starts it, runs it once and reads its history', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await openFromMenu(page, 'System', 'Scheduled jobs', '/system/sysJob');
  await page.locator('[data-testid=job-page]').waitFor();
  await page.locator('[data-testid=job-empty-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=job-name]').fill('Nightly cleanup');
  const cron = editor.locator('[data-testid=job-cron]');
  await cron.fill('61 * * * *');
  await editor.locator('[data-testid=job-cron-problem]', { hasText: 'Cron expression 61 * * * * is not valid' }).waitFor();
  await cron.fill('30 9 * * *');
  const times = editor.locator('[data-testid=job-next-times] li');
  await expect.poll(() => times.count()).toBe(5);
  for (const time of await times.allInnerTexts()) expect(time).toMatch(/^\d{4}-\d\d-\d\d 09:30:00$/);
  await editor.locator('[data-testid=job-next-times]', { hasText: 'Next five fire times (Asia/Shanghai)' }).waitFor();
  await still(page);
  expect(await chinese(page)).toEqual([]);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await editor.waitFor({ state: 'detached' });

  const row = page.locator('.ant-table-row', { hasText: 'Nightly cleanup' });
  await row.locator('[data-testid=job-status][aria-checked=false]').click();
  await row.locator('[data-testid=job-status][aria-checked=true]').waitFor();
  await row.getByText(/\d{4}-\d\d-\d\d 09:30:00/).waitFor();
  await still(page);
  await row.locator('[data-testid=job-run]').click();
  await pressOk(page, 'confirm-ok');
  await page.locator('.ant-notification-notice', { hasText: 'Job run' }).waitFor();
  await row.locator('[data-testid=job-history-open]').click();
  const drawer = page.locator('[data-testid=job-history]');
  await drawer.locator('[data-testid=job-run-outcome]', { hasText: 'Success' }).waitFor();
  await drawer.locator('[data-testid=job-run-detail]', { hasText: 'captchas' }).waitFor();
  await still(page);
  expect(await chinese(page)).toEqual([]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  const [job] = expectOk<any[]>(await (await suite.server.login('admin')).get('/api/system/sysJob/queryall'));
  expect(job).toMatchObject({ jobName: 'Nightly cleanup', jobClassName: 'housekeeping', cronExpression: '30 9 * * *', status: 'running' });
});
