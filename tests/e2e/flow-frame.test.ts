// Process pages in the console frame (issue #42), on a desktop and on a 390×844 touch phone: starting a process and
// handling a task happen under the layout's header and menu, with a Back button to where the user came from; an
// opinion the node requires is marked required and checked in the browser before anything is sent.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { DESKTOP } from '../support/browser.ts';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, path, unexpectedErrors } from './shell-helpers.ts';
import { openOn, PHONE } from './touch-page.ts';

const suite = consoleSuite();
let leadName: string;

beforeAll(async () => {
  const admin = await suite.server.login('admin');
  const [general] = await suite.server.sql<{ id: string }>(`select id from sys_role where role_code = 'general'`);
  leadName = (await createUser(admin, { selectedRole: [general!.id] })).username;
  expectOk(await admin.post('/api/bpm/template/add', {
    group: '行政', name: '出差', key: 'trip', startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('trip', { name: '主管审批', attrs: '' }, { name: '归档', attrs: '' }),
    nodes: {
      lead: { assignees: [{ type: 'user', values: [leadName] }], opinionRequired: true },
      second: { assignees: [{ type: 'user', values: ['admin'] }] },
    },
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'trip' }));
});

/** A signed-in page in a fresh context of the size (a phone one with touch), its errors and API calls collected. */
async function signedIn(browser: Browser, viewport: { width: number; height: number }, username: string, password: string) {
  const { context, page, errors, phone } = await openOn(browser, viewport);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });
  await page.goto(`${suite.server.url}/index/login`);
  await loginThroughForm(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/'));
  return { context, page, errors, posted, phone };
}

/** The layout's frame is there: its header with the user menu, and its menu (on a phone, behind the toggle). */
async function framed(page: Page, phone: boolean) {
  await page.locator('[data-testid=flow-frame]').waitFor();
  await page.locator('[data-testid=user-menu]').waitFor();
  if (phone) await page.locator('[data-testid=menu-toggle]').waitFor();
  else expect(await page.locator('.ant-menu-item', { hasText: '我的任务' }).count()).toBeGreaterThan(0);
}

/** The Back button is in view and, on a touch screen, big enough for a finger. */
async function backInReach(page: Page, viewport: { width: number; height: number }, phone: boolean) {
  const box = (await page.locator('[data-testid=flow-back]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  if (phone) expect(box.height).toBeGreaterThanOrEqual(40);
}

describe('a process page', () => {
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('on a %s: framed by the console, a required opinion checked first, Back returns', async (_, viewport) => {
    const title = `出差 ${viewport.width}`;
    const starter = await signedIn(suite.browser, viewport, 'user', suite.server.userPassword);
    await starter.page.goto(`${suite.server.url}/flow/start/trip`);
    await framed(starter.page, starter.phone);
    await backInReach(starter.page, viewport, starter.phone);
    await starter.page.locator('[data-testid=process-start-title]').fill(title);
    await starter.page.locator('[data-testid=process-start-submit]').click();
    await starter.page.waitForURL(/\/flow\/instance\//);
    await framed(starter.page, starter.phone);

    const lead = await signedIn(suite.browser, viewport, leadName, STRONG_PASSWORD);
    await lead.page.goto(`${suite.server.url}/bpm/tasks`);
    const row = lead.page.locator('.ant-table-row:visible, [data-testid=crud-card]', { hasText: title });
    await row.locator('[data-testid^=task-open-]').click();
    await lead.page.waitForURL(/\/flow\/task\//);
    await framed(lead.page, lead.phone);
    await lead.page.locator('[data-testid=flow-actions]').waitFor();

    // The opinion is marked required (the label's mark and for assistive technology).
    const opinion = lead.page.locator('[data-testid=flow-opinion]');
    expect(await opinion.getAttribute('aria-required')).toBe('true');
    expect(await lead.page.locator('label[for=flow-opinion].ant-form-item-required').count()).toBe(1);
    // Approving or rejecting without it is stopped in the browser: it says so at the box, nothing is sent.
    const sentBefore = lead.posted.length;
    for (const action of ['flow-approve', 'flow-reject']) {
      await lead.page.locator(`[data-testid=${action}]`).click();
      await lead.page.locator('.ant-form-item-explain-error', { hasText: '请填写审批意见' }).waitFor();
      expect(await opinion.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => lead.page.evaluate('document.activeElement?.id')).toBe('flow-opinion');
    }
    expect(await lead.page.locator('.ant-modal:visible').count()).toBe(0);
    expect(lead.posted.slice(sentBefore)).toEqual([]);
    await opinion.fill('同意');
    await expect.poll(() => lead.page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await lead.page.locator('[data-testid=flow-approve]').click();
    await lead.page.locator('[data-testid=flow-task-closed]').waitFor();

    // Back returns to My tasks, where the user came from.
    await backInReach(lead.page, viewport, lead.phone);
    await lead.page.locator('[data-testid=flow-back]').click();
    await expect.poll(() => path(lead.page)).toBe('/bpm/tasks');
    await lead.page.locator('[data-testid=bpm-tasks-tab-todo]').waitFor();

    for (const { errors, context } of [starter, lead]) {
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    }
  });
});
