// Messages in Chromium: Given the administrator in English mode and a user who may open My messages, When the
// administrator opens System › Message templates, edits a template's content (its preview shows the parameters put
// in, as text) and sends it to the user from its row, Then the message is in System › Messages as sent, the user's
// header counts one unread message, the user opens it under My messages (shown as text: markup in a value does not
// run) and the count drops to none; neither screen shows Chinese in English mode.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { createUser, menuIds, STRONG_PASSWORD, unique } from '../support/identity.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
let reader: { username: string };
const CODE = 'desk_ready';

async function chinese(page: Page): Promise<string[]> {
  const own = new Set((await page.locator('body [lang^=zh]').allInnerTexts()).map((t) => t.trim()));
  return (await page.locator('body').innerText()).split('\n').filter((line) => !own.has(line.trim()) && CJK.test(line));
}

async function english(page: Page) {
  await page.evaluate(`localStorage.setItem('yuncheng__LANGUAGE', JSON.stringify({ value: 'en_US', expire: null }))`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
}

beforeAll(async () => {
  const admin = await suite.server.login('admin');
  const ids = await menuIds(admin);
  const role = expectOk<{ id: string }>(await admin.post('/api/system/role/add', { roleCode: unique('r_msg'), roleName: 'Message readers', back: '0' }));
  expectOk(await admin.post('/api/system/permission/saveRolePermission', { roleId: role.id, permissionIds: [ids('index-portal'), ids('my-messages')] }));
  reader = await createUser(admin, { selectedRole: [role.id] });
  expectOk(await admin.post('/api/system/sysMessageTemplate/add', {
    templateCode: CODE, templateName: 'Desk ready', templateType: 'system', templateTitle: 'Your desk', templateContent: 'Hello {{who}}.',
  }));
});

const unread = (page: Page) => page.locator('[data-testid=message-unread]').getAttribute('data-count').then(Number);

it('an administrator edits a template and sends it; the user reads it and the unread count drops', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await english(page);
  await openFromMenu(page, 'System', 'Message templates', '/system/messageTemplate');
  await page.locator('[data-testid=message-template-page]').waitFor();
  // The process events' templates are there from the first look.
  await page.locator('.ant-table-row', { hasText: 'bpm_taskAssigned' }).waitFor();
  await page.locator(`[data-testid=message-template-edit-${CODE}]`).click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=message-template-content]').fill('Hello {{who}}, desk {{desk}} is ready.');
  await editor.locator('[data-testid=message-template-test-json]').fill('{"who": "<b>Ann</b>", "desk": 12}');
  await editor.locator('[data-testid=message-template-preview]').click();
  await editor.locator('[data-testid=message-template-preview-result]', { hasText: 'Hello <b>Ann</b>, desk 12 is ready.' }).waitFor();
  await still(page);
  expect(await chinese(page)).toEqual([]);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await editor.waitFor({ state: 'detached' });

  await page.locator(`[data-testid=message-template-send-${CODE}]`).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.locator('[data-testid=message-send-receivers]').fill(reader.username);
  await dialog.locator('[data-testid=message-send-param]').fill('{"who": "<img src=x onerror=alert(1)>", "desk": 7}');
  await dialog.locator('[data-testid=message-send-ok]').click();
  await dialog.waitFor({ state: 'detached' });

  await openFromMenu(page, 'System', 'Messages', '/system/message');
  const row = page.locator('.ant-table-row', { hasText: reader.username });
  await row.locator('[data-testid=message-status]', { hasText: 'Sent' }).waitFor();
  await still(page);
  expect(await chinese(page)).toEqual([]);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  const user = await signedInPage(suite.browser, suite.server.url, reader.username, STRONG_PASSWORD);
  await english(user.page);
  await expect.poll(() => unread(user.page)).toBe(1);
  await user.page.locator('[data-testid=message-badge]').click();
  await user.page.waitForURL(/\/my\/messages/);
  const link = user.page.locator('[data-testid^=my-message-][data-read="0"]');
  await link.click();
  const view = user.page.locator('[data-testid=my-message-view]');
  await view.getByText('Hello <img src=x onerror=alert(1)>, desk 7 is ready.').waitFor();
  expect(await view.locator('img').count()).toBe(0);
  await still(user.page);
  expect(await chinese(user.page)).toEqual([]);
  await user.page.locator('[data-testid=my-message-close]').click();
  await expect.poll(() => unread(user.page)).toBe(0);
  await user.page.locator('[data-testid^=my-message-][data-read="1"]').waitFor();
  expect(unexpectedErrors(user.errors)).toEqual([]);
  await user.context.close();
});
