// English mode shows no Chinese and no raw keys (issue 31, points 4 and 5): the admin walks the screens where the
// platform's own names appear — the roles and their authorise tree, menus, dictionaries, a generated page and its
// buttons, the form designer with a sub-table and a divider, the portal designer's role picker, the header, the users,
// an item's version history and a page column's masking options — and each shows no CJK character, no ajv path and no
// JSON. Chinese mode shows the Chinese names (a spot check).
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { still } from './eform-steps.ts';
import { clean, setLanguage } from './english-scan.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let api: ApiClient;
let admin: { page: Page; context: BrowserContext; errors: string[] };

const go = async (page: Page, url: string, ready: string) => {
  await page.goto(`${suite.server.url}${url}`);
  await page.locator(ready).first().waitFor();
};

beforeAll(async () => {
  api = await suite.server.login('admin');
  await setUpCustomer(api, { generate: true });
  expectOk(await api.post('/api/eform/engine/view/customer_list/data', { name: 'Ann', code: 'C1', phone: '13900000000' }));
  expectOk(await api.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '1', name: 'Customers' }));
  const model = expectOk<any>(await api.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
  expectOk(await api.put('/api/eform/manage/tableModel/edit', { ...model, tableDesc: 'Customers' }));
  expectOk(await api.post('/api/eform/manage/portal/add', { portalName: 'Home', portalCode: 'en_home', items: [{ i: 'o', x: 0, y: 0, w: 4, h: 2, itemType: 'todo' }] }));
  admin = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await setLanguage(admin.page, 'en_US');
});

describe('English mode', () => {
  it('the header, the users, the roles and their authorise tree, menus and dictionaries', async () => {
    const { page, errors } = admin;
    await go(page, '/system/user', '.ant-table-row');
    await clean(page, 'users');
    expect(await page.locator('body').innerText()).toContain('Administrator');
    await go(page, '/system/role', '.ant-table-row');
    await clean(page, 'roles');
    await page.locator('.ant-table-row', { hasText: 'admin' }).first().locator('[data-testid=role-authorize]').click();
    await page.locator('[data-testid=grant-drawer] .yc-grant-node').first().waitFor();
    await still(page);
    await clean(page, 'authorise tree');
    await page.keyboard.press('Escape');
    await go(page, '/system/menu', '.ant-table-row');
    await clean(page, 'menus');
    await go(page, '/system/dict', '.ant-table-row');
    await clean(page, 'dictionaries');
    // An empty screen says what it holds and what it is for, not only "No data", and offers its Add.
    await go(page, '/system/announcement', '[data-testid=crud-empty]');
    const empty = page.locator('[data-testid=crud-empty]');
    expect((await empty.innerText()).split('\n').map((line) => line.trim()).filter(Boolean)).toEqual([
      'No Announcements yet',
      'An announcement, once published, reaches the users it is addressed to, in their notices and on the portal.',
      'Add',
    ]);
    await empty.locator('[data-testid=announcement-empty-add]').click();
    await page.locator('.ant-modal:visible').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('a generated page shows its buttons in English', async () => {
    const { page } = admin;
    await go(page, '/eform/view/customer_list', '.ant-table-row');
    await clean(page, 'generated page');
    const text = await page.locator('body').innerText();
    for (const name of ['Add', 'Edit', 'Delete']) expect(text).toContain(name);
  });

  it('the form designer with a sub-table and a divider', async () => {
    const { page } = admin;
    await go(page, '/eform/form?groupCode=crm', '.ant-table-row');
    await page.locator('.ant-table-row', { hasText: 'customer_form' }).locator('[data-testid=form-design]').click();
    await page.locator('[data-testid=block-name]').waitFor();
    await page.locator('[data-testid=palette-divider]').click();
    await page.locator('[data-testid=palette-editableTable]').click();
    await still(page);
    await clean(page, 'form designer');
  });

  it('the forms screen adds a new form from a table model and opens it in the designer', async () => {
    const { page } = admin;
    await go(page, '/eform/form?groupCode=crm', '.ant-table-row');
    await page.locator('[data-testid=form-add]').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#new-form-model').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'customer' }).click();
    await dialog.locator('#new-form-code').fill('customer_short');
    await dialog.locator('#new-form-name').fill('Short customer form');
    await clean(page, 'new form');
    await dialog.locator('[data-testid=form-modal-ok]').click();
    await page.locator('[data-testid=form-designer] [data-testid=block-name]').waitFor();
    const form = expectOk<{ formName: string; objectName: string }>(await api.get('/api/eform/manage/form/queryByCode?code=customer_short'));
    expect(form).toMatchObject({ formName: 'Short customer form', objectName: 'customer' });
  });

  it('the portal designer\'s role picker', async () => {
    const { page } = admin;
    await go(page, '/eform/portal', '.ant-table-row');
    await page.locator('[data-testid=portal-design-en_home]').click();
    const designer = page.locator('[data-testid=portal-designer]');
    await designer.waitFor();
    await designer.locator('[data-testid=portal-roles]').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await clean(page, 'portal designer');
    await page.keyboard.press('Escape');
  });

  it('the ER button says why it waits for a group, and a column\'s dictionary picker names the dictionaries in English', async () => {
    const { page } = admin;
    await go(page, '/eform/model', '.ant-table-row');
    expect(await page.locator('[data-testid=model-er]').isDisabled()).toBe(true);
    await page.locator('[data-testid=model-er]').hover({ force: true });
    const tooltip = page.locator('.ant-tooltip:visible');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toBe('Choose an app group first: the diagram shows the models of one group');
    await page.locator('.ant-table-row', { hasText: 'customer' }).first().locator('[data-testid=model-edit]').click();
    const sex = page.locator('[data-testid=columns-grid] tbody tr.ant-table-row', { has: page.locator('input[value=sex]') });
    await sex.locator('[data-testid^=col-showConfig-]').click();
    await page.locator('[data-testid=show-config-dict]').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    await clean(page, 'dictionary picker');
    expect(await options.allInnerTexts()).toContain('Sex (sex)');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal:visible .ant-modal-close').click();
  });

  it('Add to menu says the page is on the menu', async () => {
    const { page } = admin;
    await go(page, '/eform/page?groupCode=crm', '.ant-table-row');
    await page.locator('[data-testid=page-add-to-menu-customer_list]').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('#menu-title').fill('Customers (front)');
    await dialog.locator('#menu-title-en').fill('Customers (front)');
    await clean(page, 'add to menu');
    await dialog.locator('[data-testid=form-modal-ok]').click();
    // The notice says what was done and where it shows (not only 'Operation is successful').
    const notice = page.locator('.ant-notification-notice', { hasText: 'Added to the menu' });
    await notice.waitFor();
    await clean(page, 'added to menu');
    expect(await notice.innerText()).toBe('Added to the menu as “Customers (front)”, granted to your roles; grant it to other roles under Roles');
    // And it is there, in the console's menu, at once.
    await page.locator('.ant-menu-item', { hasText: 'Customers (front)' }).first().waitFor();
  });

  it('the version history of a model shows a readable diff', async () => {
    const { page } = admin;
    await go(page, '/eform/model?groupCode=crm', '.ant-table-row');
    await page.locator('.ant-table-row', { hasText: 'customer' }).first().locator('[data-testid=model-history]').click();
    await page.locator('[data-testid=history-open-1]').click();
    await page.locator('[data-testid=history-version] .ant-table-row').first().waitFor();
    await clean(page, 'version history');
    const diff = await page.locator('[data-testid=history-version]').innerText();
    expect(diff).toContain('Customer');
    expect(diff).toContain('Customers');
  });

  it('the masking options of a page column', async () => {
    const { page } = admin;
    await go(page, '/eform/page?groupCode=crm', '.ant-table-row');
    await page.locator('.ant-table-row', { hasText: 'customer_list' }).locator('[data-testid=page-design]').click();
    await page.locator('[data-testid=page-designer]').waitFor();
    await page.locator('[data-testid=page-column-phone]').click();
    await page.locator('[data-testid=page-properties] .ant-select:has(#root_tuoMin)').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await clean(page, 'masking options');
    const options = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts();
    expect(options).toContain('Not masked');
    expect(options.join('|')).toContain('Phone number');
    expect(options).not.toContain('phonenumber');
    expect(options).not.toContain('');
  });
});

describe('Chinese mode', () => {
  it('shows the Chinese names (a spot check)', async () => {
    // A page of its own: the page designer left open above asks before it is left.
    const { page, context } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
    await setLanguage(page, 'zh_CN');
    await go(page, '/system/user', '.ant-table-row');
    const users = await page.locator('.ant-table-tbody').innerText();
    expect(users).toContain('管理员');
    expect(users).not.toContain('Administrator');
    expect(await page.locator('body').innerText()).toContain('云程低代码平台');
    await go(page, '/eform/view/customer_list', '.ant-table-row');
    // antd spaces a two-character button text (新 增): the longer names are checked.
    expect(await page.locator('body').innerText()).toContain('批量删除');
    await go(page, '/system/menu', '.ant-table-row');
    expect(await page.locator('.ant-table-tbody').innerText()).toContain('系统管理');
    await context.close();
  });
});
