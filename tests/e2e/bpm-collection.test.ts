// The collection and the analytics in Chromium: a user makes a folder in My collection, collects a process into it and
// starts it from there in one click (its start page, then its process page); an administrator opens the analytics page
// and sees the cards, the four charts drawn (SVG marks) and the overdue tasks.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();

beforeAll(async () => {
  const admin = await suite.server.login('admin');
  const bpmnXml = twoStepBpmn('expense', { name: '部门审批', attrs: 'camunda:assignee="admin"' }, { name: '财务审批', attrs: 'camunda:assignee="admin"' });
  expectOk(await admin.post('/api/bpm/template/add', { group: '财务', name: '费用报销', key: 'expense', bpmnXml, startPermission: { type: 'all' } }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'expense' }));
  // Something to analyse: two handled steps, and an open task two hours past its due time.
  for (const title of ['差旅费', '办公用品']) {
    const { id } = expectOk<{ id: string }>(await admin.post('/api/bpm/process/start', { templateKey: 'expense', businessTitle: title }));
    const [task] = await suite.server.sql<{ id: string }>(`select id from bpm_task where instance_id = $1 and status = 'open'`, [id]);
    expectOk(await admin.post('/api/bpm/task/complete', { taskId: task!.id }));
    await suite.server.sql(`update bpm_task set created_at = now() - interval '3 hours', completed_at = now() - interval '1 hour' where id = $1`, [task!.id]);
  }
  await suite.server.sql(`update bpm_task set due_at = now() - interval '2 hours' where status = 'open' and node_id = 'second'`);
});

const modal = (page: Page) => page.locator('.ant-modal:visible');

it('lets a user make a folder, collect a process into it and start it from the collection in one click', async () => {
  const { page, errors, context } = await signedInPage(suite.browser, suite.server.url, 'user', suite.server.userPassword, { at: '/bpm/tasks' });
  await page.locator('[data-testid=bpm-tasks-tab-collection]').click();
  await page.locator('[data-testid=collection-folder-root]').waitFor();
  expect(await page.locator('[data-testid=collection-folder-root]').innerText()).toContain('我的收藏');

  await page.locator('[data-testid=collection-add-folder]').click();
  await modal(page).locator('[data-testid=collection-folder-name]').fill('常用流程');
  await modal(page).locator('[data-testid=form-modal-ok]').click();
  await modal(page).waitFor({ state: 'hidden' });
  await page.locator('[data-testid=collection-folder-常用流程]').click();

  await page.locator('[data-testid=collection-collect]').click();
  const collect = modal(page);
  await choose(page, collect.locator('[data-testid=collection-collect-process]'), '费用报销');
  await expect.poll(() => collect.locator('[data-testid=collection-collect-folder]').textContent()).toContain('常用流程');
  await collect.locator('[data-testid=form-modal-ok]').click();
  await collect.waitFor({ state: 'hidden' });
  const collected = page.locator('[data-testid=collection-process-expense]');
  await collected.waitFor();
  expect(await collected.innerText()).toContain('财务');
  await still(page);
  // A folder holding a process is not deleted: the server's refusal, in the console's language.
  await page.locator('[data-testid=collection-delete-常用流程]').click();
  await page.locator('.ant-modal-confirm [data-testid=confirm-ok]').click();
  await page.locator('.ant-notification-notice', { hasText: '目录下有子目录或流程，不能删除' }).waitFor();
  expect(await page.locator('[data-testid=collection-folder-常用流程]').count()).toBe(1);

  await page.locator('[data-testid=collection-start-expense]').click();
  await page.waitForURL((url) => url.pathname === '/flow/start/expense');
  await page.locator('[data-testid=process-start-title]').fill('从收藏发起的报销');
  await page.locator('[data-testid=process-start-submit]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/flow/instance/'));
  const [started] = await suite.server.sql(`select i.template_key, u.username from bpm_instance i join sys_user u on u.id = i.start_user_id where i.business_title = '从收藏发起的报销'`);
  expect(started).toEqual({ template_key: 'expense', username: 'user' });
  const [folder] = await suite.server.sql(`select f.name from bpm_collection_item c join bpm_collection_folder f on f.id = c.folder_id where c.template_key = 'expense'`);
  expect(folder.name).toBe('常用流程');
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();
});

it('shows an administrator the analytics: cards, the four charts drawn and the overdue tasks', async () => {
  const { page, errors, context } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/bpm/analytics' });
  await page.locator('[data-testid=bpm-analytics-page]').waitFor();
  await expect.poll(() => page.locator('[data-testid=analytics-card-started] .ant-statistic-content').innerText()).toBe('3');
  for (const chart of ['states', 'nodes', 'slowest', 'busiest']) {
    // vega draws each mark of a chart as a path in its SVG.
    await expect.poll(() => page.locator(`[data-testid=analytics-chart-${chart}] svg .role-mark path`).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  }
  const overdue = page.locator('[data-testid=analytics-overdue] .ant-table-row');
  await expect.poll(() => overdue.count()).toBe(2);
  expect(await overdue.first().innerText()).toContain('财务审批');
  await still(page);
  // Narrowed to a period long past: nothing to count, the charts give way to empty states.
  await page.locator('[data-testid=analytics-filter] .ant-picker-range input').first().click();
  await page.keyboard.type('2020-01-01');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2020-01-31');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid=analytics-search]').click();
  await expect.poll(() => page.locator('[data-testid=analytics-card-started] .ant-statistic-content').innerText()).toBe('0');
  await expect.poll(() => overdue.count()).toBe(0);

  // In English, the charts speak English too (their titles and axes come from the console's texts).
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.reload();
  await expect.poll(() => page.locator('[data-testid=analytics-chart-slowest] svg').textContent(), { timeout: 30_000 }).toContain('Top 10 slowest steps');
  await still(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
