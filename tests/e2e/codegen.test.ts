// Code generation in Chromium: Given the administrator in English mode, a customer table model with its page and a
// configured MODULES_DIR, When they open App design › Code generation and go through the three steps (table and
// description; template type and layout; package, module name and author), Then the preview lists the module's files
// with their text, writing it puts the module into MODULES_DIR and reloads the modules, and after a browser reload (no
// server restart) the module is on the menu. No screen shows Chinese.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { setUpCustomer } from '../api/eform-fixtures.ts';
import { consoleSuite } from './console-suite.ts';
import { clean, setLanguage } from './english-scan.ts';
import { still } from './eform-steps.ts';
import { openFromMenu, signedInPage, unexpectedErrors } from './shell-helpers.ts';

const modulesDir = mkdtempSync(path.join(tmpdir(), 'codegen-e2e-'));
afterAll(() => rmSync(modulesDir, { recursive: true, force: true }));
const suite = consoleSuite({ MODULES_DIR: modulesDir });

it('the wizard\'s three steps preview a module generated from a table model and write it into MODULES_DIR', async () => {
  const admin = await suite.server.login('admin');
  // A retry finds the model of the first attempt.
  await setUpCustomer(admin, { generate: true }).catch(() => undefined);

  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  await setLanguage(page, 'en_US');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await openFromMenu(page, 'App design', 'Code generation', '/eform/codegen');
  const wizard = page.locator('[data-testid=codegen-page]');

  // Step 1: table and module description.
  await wizard.locator('[data-testid=codegen-table]').click();
  await page.locator('.ant-select-item-option', { hasText: '(customer)' }).click();
  await wizard.locator('[data-testid=codegen-desc]').fill('Customers of the shop');
  await wizard.locator('[data-testid=codegen-next]').click();
  // Step 2: template type and page layout.
  await wizard.getByText('Single table').click();
  await wizard.getByText('Drawer').click();
  await wizard.locator('[data-testid=codegen-next]').click();
  // Step 3: package path, module name and author.
  await wizard.locator('[data-testid=codegen-package]').fill('com.example.shop');
  await wizard.locator('[data-testid=codegen-module]').fill('Bad_Name');
  await wizard.locator('[data-testid=codegen-preview]').click();
  await wizard.getByText('A lower-case letter, then 1–39 lower-case letters, digits or -').waitFor();
  await wizard.locator('[data-testid=codegen-module]').fill('shop-customers');
  await wizard.locator('[data-testid=codegen-author]').fill('Ada');
  await wizard.locator('[data-testid=codegen-preview]').click();

  const files = wizard.locator('[data-testid=codegen-files]');
  for (const file of ['module.json', 'server/index.ts', 'web/ListPage.tsx', 'web/FormPage.tsx', 'migrations/001.sql', 'test/routes.test.ts', 'README.md']) {
    await files.locator(`[data-path="${file}"]`).waitFor();
  }
  await files.locator('[data-path="web/ListPage.tsx"]').click();
  await expect.poll(() => wizard.locator('[data-testid=codegen-file]').textContent()).toContain('<Drawer');
  await files.locator('[data-path="server/index.ts"]').click();
  await expect.poll(() => wizard.locator('[data-testid=codegen-file]').textContent()).toContain('const VIEW = "customer_list"');
  await still(page);
  // Generated code carries its inputs as JSON in its header: the English scan reads the screen with module.json open.
  await files.locator('[data-path="module.json"]').click();
  await expect.poll(() => wizard.locator('[data-testid=codegen-file]').textContent()).toContain('"name": "shop-customers"');
  await clean(page, 'code generation preview');

  await wizard.locator('[data-testid=codegen-write]').click();
  await page.getByText(/files written; the module is reloaded and on the menu once the page is reloaded/).waitFor();
  expect(existsSync(path.join(modulesDir, 'shop-customers', 'server', 'index.ts'))).toBe(true);

  // The write reloaded the modules, so without a restart the module is on the menu once the browser reloads (the write
  // added its item, named by its description); its list page opens from there and adds a record through its form.
  await page.reload();
  await page.getByRole('menuitem', { name: 'Customers of the shop' }).click();
  await page.waitForURL('**/ext/shop-customers');
  const modulePage = page.locator('[data-module=shop-customers]');
  await modulePage.getByRole('button', { name: 'Add', exact: true }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Name').fill('Generated Gina');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await modulePage.locator('.ant-table-row', { hasText: 'Generated Gina' }).waitFor();
  await clean(page, 'generated module page');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
