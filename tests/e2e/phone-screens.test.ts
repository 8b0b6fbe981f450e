// Phones as first-class screens (#42 item 4), in Chromium on a 390×844 touch phone and on a desktop: the portal and a
// layout page stack their blocks in one column; a list's row actions sit in a pinned "⋯" menu in reach; My tasks are
// cards whose Approve is in reach; every control of a list is at least 40×40 px on touch (measured), while the desktop
// keeps its table, its inline row links and its 32 px buttons.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { DESKTOP } from '../support/browser.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { phoneSignIn, pageWidth } from './phone-steps.ts';
import { unexpectedErrors } from './shell-helpers.ts';
import { PHONE } from './touch-page.ts';

const suite = consoleSuite();
let api: ApiClient;

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  for (let i = 1; i <= 12; i += 1) expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: `Customer ${String(i).padStart(2, '0')}`, code: `C${i}` }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '1', name: '客户' }));
  expectOk(await api.post('/api/eform/manage/view/add', {
    viewName: 'Two lists', viewCode: 'two_lists', viewType: 'layout', groupCode: 'crm', columns: [],
    layout: {
      blocks: [
        { key: 'left', kind: 'list', title: 'Left', viewCode: 'customer_list', x: 0, y: 0, w: 12, h: 8 },
        { key: 'right', kind: 'list', title: 'Right', viewCode: 'customer_list', x: 12, y: 0, w: 12, h: 8 },
      ],
    },
  }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'two_lists', back: '1', name: '两个列表' }));
  // The administrator's portal: My tasks and announcements side by side, a list under them.
  expectOk(await api.post('/api/eform/manage/portal/add', {
    portalName: 'Phone home', portalCode: 'phone_home',
    items: [
      { i: 'todo', x: 0, y: 0, w: 6, h: 4, itemType: 'todo' },
      { i: 'news', x: 6, y: 0, w: 6, h: 4, itemType: 'announcement' },
      { i: 'list', x: 0, y: 4, w: 12, h: 6, itemType: 'list', viewCode: 'customer_list', rows: 5 },
    ],
  }));
  expectOk(await api.put('/api/eform/manage/portal/settings', { portalType: 1, defaultPortal: 'phone_home' }));
  // Two approvals waiting for the administrator.
  const bpmn = twoStepBpmn('phone_buy', { name: '部门审批', attrs: 'camunda:assignee="admin"' }, { name: '财务审批', attrs: 'camunda:assignee="admin"' });
  expectOk(await api.post('/api/bpm/template/add', { group: '采购', name: '采购申请', key: 'phone_buy', bpmnXml: bpmn, startPermission: { type: 'all' } }));
  expectOk(await api.post('/api/bpm/template/publish', { key: 'phone_buy' }));
  for (const title of ['Phone purchase A', 'Desk purchase B']) expectOk(await api.post('/api/bpm/process/start', { templateKey: 'phone_buy', businessTitle: title }));
});

/** The administrator signed in on a page of this size (a touch phone below 768 px). */
const signedIn = phoneSignIn(suite);


/** Every visible control under `root` smaller than 40×40 px, as `text w×h`. */
async function smallControls(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    // (Runs in the page: the browser's globals, which the tests' Node types do not declare.)
    const { document, getComputedStyle } = globalThis as any;
    const controls: any[] = document.querySelectorAll(`${selector} :is(button, a[href], [role=button], .ant-pagination-item, .ant-checkbox-wrapper, .ant-select, .ant-input-affix-wrapper, input.ant-input:not(.ant-input-affix-wrapper input))`);
    return [...controls].flatMap((el) => {
      const box = el.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      // A control inside another one counts as that one (the pager's link in its item, an input in its wrapper).
      const inside = el.parentElement?.closest('button, a[href], .ant-pagination-item, .ant-checkbox-wrapper, .ant-select, .ant-input-affix-wrapper');
      if (!shown || inside || (box.width >= 39.5 && box.height >= 39.5)) return [];
      return [`${(el.textContent ?? '').trim().slice(0, 20) || el.className} ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  }, root);
}

describe('on a 390×844 touch phone', () => {
  it('stacks the portal in one column, its list pager in view', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/index/portal`);
    await page.locator('[data-testid=portal-grid-view][data-columns="1"]').waitFor();
    const boxes = await Promise.all(['todo', 'news', 'list'].map(async (i) => (await page.locator(`[data-testid=portal-card-${i}]`).boundingBox())!));
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(340);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    // One under the other, in their order on the grid.
    expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
    expect(boxes[2]!.y).toBeGreaterThanOrEqual(boxes[1]!.y + boxes[1]!.height);
    // The list item's pager is not cut off: it shows when scrolled to.
    const pager = page.locator('[data-testid=portal-card-list] .ant-pagination');
    await pager.scrollIntoViewIfNeeded();
    expect(await pager.isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('stacks a layout page\'s blocks in one column, their toolbars on the screen', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/eform/view/two_lists`);
    await page.locator('[data-testid=layout-page][data-columns="1"]').waitFor();
    const left = (await page.locator('[data-testid=layout-block-left]').boundingBox())!;
    const right = (await page.locator('[data-testid=layout-block-right]').boundingBox())!;
    expect(left.width).toBeGreaterThan(340);
    expect(Math.abs(right.x - left.x)).toBeLessThan(1);
    expect(right.y).toBeGreaterThanOrEqual(left.y + left.height);
    await expect.poll(() => page.locator('[data-testid=layout-block-left] .ant-table-row').count()).toBeGreaterThan(0);
    for (const button of await page.locator('[data-testid=layout-block-left] [data-testid=row-actions]').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('puts a list row\'s actions in a "⋯" menu in reach, every control at least 40×40 px', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    const row = page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Customer 12' });
    await row.waitFor();
    const more = row.locator('[data-testid=row-actions]');
    const box = (await more.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await smallControls(page, '[data-testid=eform-list]')).toEqual([]);
    // The menu lists Edit, Detail and Delete on the screen; Edit opens the record.
    await more.tap();
    const menu = page.locator('[data-testid=row-actions-menu]');
    await menu.waitFor();
    await still(page);
    for (const id of ['row-edit', 'row-detail', 'row-delete']) {
      const item = (await menu.locator(`[data-testid=${id}]`).boundingBox())!;
      expect(item.x).toBeGreaterThanOrEqual(0);
      expect(item.x + item.width).toBeLessThanOrEqual(PHONE.width);
      expect(item.height).toBeGreaterThanOrEqual(40);
    }
    await menu.locator('[data-testid=row-edit]').tap();
    await menu.waitFor({ state: 'hidden' });
    const dialog = page.locator('.ant-modal:visible');
    await expect.poll(async () => dialog.locator('input').first().inputValue()).toBe('Customer 12');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows My tasks as cards whose Approve is in reach', async () => {
    const { page, errors } = await signedIn(PHONE);
    await page.goto(`${suite.server.url}/bpm/tasks`);
    const card = page.locator('[data-testid=crud-card]', { hasText: 'Phone purchase A' });
    await card.waitFor();
    expect(await page.locator('[data-testid=bpm-tasks-page] .ant-table').count()).toBe(0);
    const approve = card.locator('[data-testid^=task-approve-]');
    const box = (await approve.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(await smallControls(page, '[data-testid=crud-cards]')).toEqual([]);
    await approve.tap();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('[data-testid=bpm-task-opinion]').fill('OK from the phone');
    await dialog.locator('[data-testid=form-modal-ok]').tap();
    // Approved: its next step (the administrator's too) replaces it.
    await page.locator('[data-testid=crud-card]', { hasText: 'Phone purchase A' }).filter({ hasText: '财务审批' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('on a desktop', () => {
  it('keeps the portal grid, the layout side by side, the list\'s inline row links and its 32 px buttons', async () => {
    const { page, errors } = await signedIn(DESKTOP);
    await page.goto(`${suite.server.url}/index/portal`);
    await page.locator('[data-testid=portal-grid-view][data-columns="12"]').waitFor();
    const todo = (await page.locator('[data-testid=portal-card-todo]').boundingBox())!;
    const news = (await page.locator('[data-testid=portal-card-news]').boundingBox())!;
    expect(Math.abs(news.y - todo.y)).toBeLessThan(2);

    await page.goto(`${suite.server.url}/eform/view/two_lists`);
    const left = (await page.locator('[data-testid=layout-block-left]').boundingBox())!;
    const right = (await page.locator('[data-testid=layout-block-right]').boundingBox())!;
    expect(right.x).toBeGreaterThan(left.x + left.width - 1);

    await page.goto(`${suite.server.url}/eform/view/customer_list`);
    const row = page.locator('[data-testid=eform-list] .ant-table-row', { hasText: 'Customer 12' });
    await row.waitFor();
    expect(await row.locator('[data-testid=row-actions]').count()).toBe(0);
    await row.locator('[data-testid=row-edit]').waitFor();
    expect(Math.round((await page.locator('[data-testid=toolbar-add]').boundingBox())!.height)).toBe(32);

    await page.goto(`${suite.server.url}/bpm/tasks`);
    await page.locator('[data-testid=bpm-tasks-page] .ant-table-row', { hasText: 'Desk purchase B' }).waitFor();
    expect(await page.locator('[data-testid=crud-card]').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
