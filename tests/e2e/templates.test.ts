// Template management in Chromium: a form template added in the screen (its body checked by the engine's rule), found
// by type, disabled and enabled from the list, and a design started from it — the new form is in the forms list.
import { beforeAll, expect, it } from 'vitest';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpCustomer(admin);
});

const BODY = JSON.stringify({ fields: [{ type: 'input', key: 'name', title: '名称', span: 12 }, { type: 'textarea', key: 'remark', span: 24 }] }, null, 1);

it('adds a form template, disables and enables it, and starts a form from it', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/template' });
  await page.locator('[data-testid=template-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('#tempName').fill('简单表单');
  await editor.locator('#tempCode').fill('simple_form');
  // Not a document: refused in the browser before the save.
  await editor.locator('#tempBodyString').fill('[1, 2');
  await editor.locator('[data-testid=form-modal-ok]').click();
  await editor.getByText('表单和页面模板的内容必须是 JSON 文档').waitFor();
  await editor.locator('#tempBodyString').fill(BODY);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: 'simple_form' }).waitFor();
  // Listed by type: the code templates' filter leaves it out, a reset brings it back.
  await choose(page, page.locator('[data-testid=query-bar] .ant-select'), '代码');
  await page.locator('[data-testid=query-search]').click();
  await page.locator('.ant-table-row', { hasText: 'simple_form' }).waitFor({ state: 'detached' });
  await page.locator('[data-testid=query-reset]').click();
  await page.locator('.ant-table-row', { hasText: 'simple_form' }).waitFor();

  await page.locator('[data-testid=template-enabled-simple_form]').click();
  await expect.poll(async () => expectOk<any>(await admin.get('/api/eform/manage/template/queryByCode?code=simple_form')).enabled).toBe(false);
  await expect.poll(() => page.locator('[data-testid=template-start-simple_form]').isDisabled()).toBe(true);
  // Enabling publishes the template: asked first, with the spec's confirmation; a cancel changes nothing.
  await page.locator('[data-testid=template-enabled-simple_form]').click();
  await page.locator('.ant-modal-confirm').getByText('确定发布此模板吗').waitFor();
  await page.locator('.ant-modal-confirm .ant-btn').filter({ hasNotText: /确\s*定/ }).click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
  expect(expectOk<any>(await admin.get('/api/eform/manage/template/queryByCode?code=simple_form')).enabled).toBe(false);
  await page.locator('[data-testid=template-enabled-simple_form]').click();
  await page.locator('[data-testid=confirm-ok]').click();
  await expect.poll(async () => expectOk<any>(await admin.get('/api/eform/manage/template/queryByCode?code=simple_form')).version).toBe(3);
  await expect.poll(() => page.locator('[data-testid=template-start-simple_form]').isDisabled()).toBe(false);
  await still(page);
  await page.locator('[data-testid=template-start-simple_form]').click();
  const starter = page.locator('.ant-modal:visible');
  await starter.locator('#code').fill('customer_simple');
  await starter.locator('#name').fill('客户简表');
  await choose(page, starter.locator('#groupCode').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'), 'CRM');
  await starter.locator('#objectName').fill('customer');
  await starter.locator('[data-testid=form-modal-ok]').click();
  await expect.poll(async () => (await admin.get('/api/eform/manage/form/queryByCode?code=customer_simple')).status).toBe(200);
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=customer_simple'));
  expect(form).toMatchObject({ formName: '客户简表', groupCode: 'crm', objectName: 'customer', fields: [{ key: 'name' }, { key: 'remark' }] });

  await page.goto(`${suite.server.url}/eform/form?groupCode=crm`);
  await page.locator('.ant-table-row', { hasText: 'customer_simple' }).waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
