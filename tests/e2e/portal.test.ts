// Portals in Chromium: Given a dataset and three widgets, When an administrator adds a portal on the portal design
// page, places the three widgets from the designer's palette on the 12-column grid, assigns it to a role and saves,
// Then a front user of that role sees the three charts drawn at /index/portal; a second design opened after the first
// starts from its own portal.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { salesByRegion, setUpSales } from '../api/report-fixtures.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import type { ApiClient, ApiSuite } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose, option, still } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const WIDGETS = [['sales_column', 'Column', 'mark-rect'], ['sales_pie', 'Pie', 'mark-arc'], ['sales_line', 'Line', 'mark-line']] as const;

beforeAll(async () => {
  admin = await suite.server.login('admin');
  await setUpSales({ admin, server: suite.server } as ApiSuite);
  expectOk(await admin.post('/api/eform/manage/dataset/add', salesByRegion()));
  for (const [code, type] of WIDGETS) {
    expectOk(await admin.post('/api/eform/manage/widget/add', {
      widgetName: code, widgetCode: code, widgetType: type, datasetCode: 'sales_by_region', options: { measures: ['total_qty'] },
    }));
  }
  expectOk(await admin.post('/api/eform/manage/portal/add', { portalName: 'Other', portalCode: 'other_home', items: [{ i: 'o', x: 0, y: 0, w: 4, h: 2, itemType: 'todo' }] }));
});

async function addPortal(page: Page, name: string, code: string): Promise<void> {
  await page.locator('[data-testid=portal-add]').click();
  const editor = page.locator('.ant-modal:visible');
  await editor.locator('[data-testid=portal-new-name]').fill(name);
  await editor.locator('[data-testid=portal-new-code]').fill(code);
  await editor.locator('[data-testid=form-modal-ok]').click();
  await page.locator('.ant-table-row', { hasText: code }).waitFor();
}

it('places three widgets on a portal in the designer, assigns it to a role, and a front user of that role sees the charts', async () => {
  const roleId = await createRole(admin, ['index-portal'], { roleCode: 'r_front', roleName: 'Front desk', back: '0' });
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: { width: 1440, height: 900 }, at: '/eform/portal' });
  await addPortal(page, 'Sales home', 'sales_home');

  // The other portal's design first: the drawer shows its own item; then the new one opens empty.
  await page.locator('[data-testid=portal-design-other_home]').click();
  await page.locator('[data-testid=portal-item-o]').waitFor();
  await page.locator('.ant-drawer-close').click();
  await page.locator('[data-testid=portal-designer]').waitFor({ state: 'detached' });
  await page.locator('[data-testid=portal-design-sales_home]').click();
  const designer = page.locator('[data-testid=portal-designer]');
  await designer.waitFor();
  expect(await designer.locator('[data-testid=portal-item-o]').count()).toBe(0);

  for (const [code] of WIDGETS) {
    await designer.locator('[data-testid=portal-palette-widget]').click();
    await choose(page, designer.locator('[data-testid=portal-item-widget]'), code);
  }
  // The roles: a multiple select stays open for more, so it is closed after the pick.
  await designer.locator('[data-testid=portal-roles]').click();
  await option(page, 'Front desk').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => designer.locator('[data-testid=portal-roles]').textContent()).toContain('Front desk');
  await expect.poll(() => designer.locator('[data-testid=portal-issues]').count()).toBe(0);
  // The preview draws the charts through the console's renderer.
  await designer.locator('[data-testid=portal-mode] .ant-segmented-item', { hasText: 'Preview' }).or(designer.locator('[data-testid=portal-mode] .ant-segmented-item', { hasText: '预览' })).click();
  await designer.locator('[data-testid=portal-chart-widget_3] svg g.mark-line path').first().waitFor();
  await designer.locator('[data-testid=portal-save]').click();
  await designer.locator('[data-testid=portal-notice]').waitFor();
  const saved = expectOk<any>(await admin.get('/api/eform/manage/portal/queryByCode?code=sales_home'));
  expect(saved.items.map((i: any) => [i.widgetCode, i.x, i.y, i.w, i.h])).toEqual([
    ['sales_column', 0, 0, 6, 4], ['sales_pie', 0, 4, 6, 4], ['sales_line', 0, 8, 6, 4],
  ]);
  expect(saved.roleCodes).toEqual(['r_front']);
  await still(page);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();

  // A front user of the role opens the portal home: three charts drawn.
  const user = await createUser(admin, { selectedRole: [roleId] });
  const front = await signedInPage(suite.browser, suite.server.url, user.username, STRONG_PASSWORD, { viewport: { width: 1440, height: 900 }, at: '/index/portal' });
  await front.page.locator('[data-testid=portal-home][data-portal=sales_home]').waitFor();
  // Portal type 1 (the default): the main layout, menus in the header, no portal band.
  await front.page.locator('.yc-shell[data-layout=main]').waitFor();
  expect(await front.page.locator('[data-testid=portal-nav]').count()).toBe(0);
  for (const [i, mark] of [['widget_1', 'mark-rect'], ['widget_2', 'mark-arc'], ['widget_3', 'mark-line']]) {
    await front.page.locator(`[data-testid=portal-chart-${i}] svg g.${mark} path`).first().waitFor();
  }
  expect(await front.page.locator('[data-testid=portal-chart-widget_1] svg g.mark-rect path').count()).toBe(3);
  expect(await front.page.locator('[data-testid=portal-chart-widget_2] svg g.mark-arc path').count()).toBe(3);
  await still(front.page);
  expect(unexpectedErrors(front.errors)).toEqual([]);
  await front.context.close();
});
