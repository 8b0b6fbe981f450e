// Announcements and portal items in Chromium: Given a front role whose portal holds an announcement item and a list
// item, and portal type 2, When an administrator writes an announcement to one user on System → Announcements and
// publishes it after the confirmation, Then that user, in the portal layout (menus across the top, no sidebar), sees it
// in bold on the portal and in the header's bell, opens it (marked read: the unread count drops), sees the list item's
// rows drawn by the page renderer, and finds it read under My announcements, where the next one opens too.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import { createUser, menuIds, STRONG_PASSWORD, unique } from '../support/identity.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { closeDialog, pickUser, pressOk, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
let reader: { id: string; username: string };

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin, { generate: true });
  for (const [name, code] of [['Ann', 'C1'], ['Bob', 'C2'], ['Cid', 'C3']] as const) {
    expectOk(await admin.post('/api/eform/engine/view/customer_list/data', { name, code }));
  }
  const pageMenu = expectOk<{ id: string }>(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '0', name: 'Customers' }));
  const ids = await menuIds(admin);
  const roleCode = unique('r_ann');
  const role = expectOk<{ id: string }>(await admin.post('/api/system/role/add', { roleCode, roleName: 'Readers', back: '0' }));
  expectOk(await admin.post('/api/system/permission/saveRolePermission', {
    roleId: role.id, permissionIds: [ids('index-portal'), ids('my-announcements'), pageMenu.id],
  }));
  reader = await createUser(admin, { selectedRole: [role.id] });
  expectOk(await admin.post('/api/eform/manage/portal/add', {
    portalName: 'Readers home', portalCode: 'readers_home', roleCodes: [roleCode], items: [
      { i: 'news', x: 0, y: 0, w: 6, h: 4, itemType: 'announcement', title: 'News' },
      { i: 'customers', x: 6, y: 0, w: 6, h: 5, itemType: 'list', viewCode: 'customer_list', rows: 2, title: 'Customers' },
    ],
  }));
  expectOk(await admin.put('/api/eform/manage/portal/settings', { portalType: 2, defaultPortal: null }));
});

const unread = (page: Page) => page.locator('[data-testid=announcement-unread]').getAttribute('data-count').then(Number);

it('an administrator publishes an announcement to one user, who reads it on the portal and in My announcements', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, {
    viewport: { width: 1440, height: 900 },
    at: '/system/announcement',
  });
  await page.locator('[data-testid=announcement-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=announcement-titile]').fill('Office closed Friday');
  await editor.locator('[data-testid=announcement-msg-type] input[value=USER]').check();
  // Specified users without users: the spec's text, nothing saved.
  await editor.locator('[data-testid=form-modal-ok]').click();
  await editor.locator('.ant-form-item-explain-error', { hasText: /Specified users required|请指定用户/ }).waitFor();
  await pickUser(page, editor.locator('[data-testid=announcement-users]'), reader.username);
  await editor.locator('#announcement-content').click();
  await page.keyboard.type('The office is closed on Friday.');
  await still(page);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await editor.waitFor({ state: 'detached' });
  const row = page.locator('.ant-table-row', { hasText: 'Office closed Friday' });
  await row.locator('[data-testid=announcement-status]', { hasText: /Unpublished|未发布/ }).waitFor();
  await row.locator('[data-testid=announcement-publish]').click();
  await pressOk(page, 'confirm-ok');
  await row.locator('[data-testid=announcement-status]', { hasText: /Published|已发布/ }).waitFor();
  await still(page);
  expect(unexpectedErrors(errors, [400])).toEqual([]);
  await context.close();

  const [published] = expectOk<any>(await admin.get('/api/system/announcement/list?sendStatus=published')).records;
  expect(published).toMatchObject({ titile: 'Office closed Friday', msgType: 'USER', selectedUser: [reader.username] });
  expect(published.msgContent).toContain('The office is closed on Friday.');
  // A second one for the same user, written through the API.
  const second = expectOk<any>(await admin.post('/api/system/announcement/add', { titile: 'Canteen menu', msgType: 'USER', selectedUser: [reader.username], msgContent: '<p>Soup</p>' }));
  expectOk(await admin.put('/api/system/announcement/doReleaseData', { id: second.id }));

  const front = await signedInPage(suite.browser, suite.server.url, reader.username, STRONG_PASSWORD, {
    viewport: { width: 1440, height: 900 },
    at: '/index/portal',
  });
  await front.page.locator('[data-testid=portal-home][data-portal=readers_home]').waitFor();
  // portalType 2: the portal layout — menus across a band at the top, no sidebar.
  await front.page.locator('.yc-shell[data-layout=portal] [data-testid=portal-nav]').waitFor();
  expect(await front.page.locator('[data-testid=sidebar]').count()).toBe(0);
  // The list item: the page's first rows, drawn by the page renderer.
  const list = front.page.locator('[data-testid=portal-list-customers]');
  await list.locator('.ant-table-row').first().waitFor();
  expect(await list.locator('.ant-table-row').count()).toBe(2);
  // The announcement item: both, unread in bold; the bell counts them.
  const item = front.page.locator(`[data-testid=portal-announcement-${published.id}]`);
  await expect.poll(() => item.getAttribute('data-read')).toBe('0');
  await expect.poll(() => unread(front.page)).toBe(2);
  // The bell lists the unread ones.
  await front.page.locator('[data-testid=announcement-bell]').click();
  await front.page.locator('[data-testid=announcement-bell-list]', { hasText: 'Canteen menu' }).waitFor();
  await front.page.keyboard.press('Escape');
  await front.page.locator('[data-testid=announcement-bell-list]').waitFor({ state: 'hidden' });
  await still(front.page);
  await item.click();
  await front.page.locator('[data-testid=announcement-view]', { hasText: 'The office is closed on Friday.' }).waitFor();
  await closeDialog(front.page);
  await expect.poll(() => item.getAttribute('data-read')).toBe('1');
  await expect.poll(() => unread(front.page)).toBe(1);

  // My announcements: the first read, the second opens there and the count drops to none.
  await front.page.goto(`${suite.server.url}/my/announcements`);
  const mine = front.page.locator(`[data-testid=my-announcement-${second.id}]`);
  await expect.poll(() => mine.getAttribute('data-read')).toBe('0');
  expect(await front.page.locator(`[data-testid=my-announcement-${published.id}]`).getAttribute('data-read')).toBe('1');
  await mine.click();
  await front.page.locator('[data-testid=announcement-view]', { hasText: 'Soup' }).waitFor();
  await closeDialog(front.page);
  await expect.poll(() => mine.getAttribute('data-read')).toBe('1');
  await expect.poll(() => unread(front.page)).toBe(0);
  await still(front.page);
  expect(unexpectedErrors(front.errors)).toEqual([]);
  await front.context.close();
});
