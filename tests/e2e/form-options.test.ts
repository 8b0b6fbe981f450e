// Options from SQL configs in Chromium (issue 16): a province → city → district cascade whose cities are asked again
// when the province changes (the city emptied with it), one batch call when the form opens, formatExpr in the list and
// the read-only record, and a phone-sized viewport (below 768 px) where every control takes the whole width and a form
// with a cascade, a date and a number is filled by touch-sized pickers and saved.
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectOk } from '../api/eform-fixtures.ts';
import { editSiteForm, regionsUnder, setUpRegions, type Region } from '../api/form-options-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { MOBILE } from '../support/browser.ts';
import { consoleSuite } from './console-suite.ts';
import { choose } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const REGIONS: Region[] = [
  ['11', '北京', null], ['31', '上海', null], ['1101', '东城', '11'], ['1102', '西城', '11'], ['3101', '黄浦', '31'],
  ['110101', '东华门', '1101'], ['310101', '外滩', '3101'],
];

beforeAll(async () => {
  admin = await suite.server.login('admin');
  const varchar = (colCode: string, colName: string) => ({ colCode, colName, colType: 'varchar', colLength: 20 });
  await setUpRegions(admin, suite.server, REGIONS, [varchar('title', '名称'), varchar('province', '省'), varchar('city', '市'), varchar('district', '区'),
    { colCode: 'opened', colName: '开业日期', colType: 'date' }, { colCode: 'amount', colName: '金额', colType: 'number', colLength: 12, colPointLength: 2 }]);
  await editSiteForm(admin, (f) => (
    f.key === 'province' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'provinces' } } }
      : f.key === 'city' ? { ...f, type: 'select', showConfig: regionsUnder('province') }
        : f.key === 'district' ? { ...f, type: 'select', showConfig: { ...regionsUnder('city'), formatExpr: '{value}（{key}）' } }
          : f.key === 'amount' ? { ...f, type: 'number', showConfig: { formatExpr: '¥{value:#,##0.00}' } }
            : f.key === 'opened' ? { ...f, type: 'date', showConfig: { formatExpr: 'YYYY年M月D日' } }
              : f));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'site_list', back: '1', name: '网点', nameEn: 'Sites' }));
});

const select = (page: Page, key: string) => page.locator(`[data-field=${key}] .ant-select`);
const optionTexts = async (page: Page, key: string) => {
  await select(page, key).click();
  const texts = await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').allTextContents();
  await page.keyboard.press('Escape');
  return texts;
};

it('Given a cascade from SQL configs, when the province changes, then the cities are asked again and the chosen city is emptied; list and record show formatExpr', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  const calls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/optionItems')) calls.push(r.postData() ?? ''); });
  await page.goto(`${suite.server.url}/eform/view/site_list`);
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').fill('Head office');
  await expect.poll(() => calls.length).toBe(1);
  await choose(page, select(page, 'province'), '北京');
  await expect.poll(() => optionTexts(page, 'city')).toEqual(['东城', '西城']);
  await choose(page, select(page, 'city'), '东城');
  await choose(page, select(page, 'district'), '东华门');
  // Another province: the city and the district are emptied, the cities are Shanghai's.
  await choose(page, select(page, 'province'), '上海');
  await expect.poll(() => select(page, 'city').textContent()).not.toContain('东城');
  expect(await select(page, 'district').textContent()).not.toContain('东华门');
  await expect.poll(() => optionTexts(page, 'city')).toEqual(['黄浦']);
  await choose(page, select(page, 'city'), '黄浦');
  await choose(page, select(page, 'district'), '外滩');
  // One call when the form opened, then one per change of a field a control reads (only those controls asked).
  const asked = calls.map((c) => (JSON.parse(c) as { keys: string[] }).keys);
  expect(asked[0]).toEqual(['province', 'city', 'district']);
  expect(asked.slice(1)).toContainEqual(['city']);
  expect(asked.slice(1)).toContainEqual(['district']);
  const before = calls.length;
  await page.locator('#root_amount').fill('1234.5');
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('操作成功').first().waitFor();
  expect(before).toBeGreaterThanOrEqual(4);

  const row = page.locator('.ant-table-row', { hasText: 'Head office' });
  await row.getByText('¥1,234.50').waitFor();
  await row.getByText('310101').waitFor();
  const stored = expectOk<any>(await admin.post('/api/eform/engine/view/site_list/list', {})).records as any[];
  expect(stored[0]).toMatchObject({ title: 'Head office', province: '31', city: '3101', district: '310101' });

  await row.locator('[data-testid=row-detail]').click();
  await page.locator('[data-formatted=amount]', { hasText: '¥1,234.50' }).waitFor();
  await page.locator('[data-formatted=district]', { hasText: '外滩（310101）' }).waitFor();
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('Given a phone-sized screen, when the form is filled by touch and saved, then every control takes the whole width and the record is stored', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { viewport: MOBILE, at: '/eform/view/site_list' });
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').fill('Kiosk');
  const form = (await page.locator('form.yc-form-mobile').boundingBox())!;
  for (const key of ['title', 'province', 'city', 'opened', 'amount']) {
    const box = (await page.locator(`[data-field=${key}]`).boundingBox())!;
    expect(box.width).toBeGreaterThan(form.width - 40);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width + 1);
  }
  await choose(page, select(page, 'province'), '北京');
  await choose(page, select(page, 'city'), '西城');
  // The date picker opens without a keyboard (its input is read-only on a phone) and a day is tapped.
  const date = page.locator('#root_opened');
  expect(await date.getAttribute('readonly')).not.toBeNull();
  await date.click();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell-in-view', { hasText: /^15$/ }).first().click();
  await expect.poll(() => date.inputValue()).toMatch(/^\d{4}-\d{2}-15$/);
  await page.locator('#root_amount').fill('88');
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('操作成功').first().waitFor();
  const stored = (expectOk<any>(await admin.post('/api/eform/engine/view/site_list/list', {})).records as any[]).find((r) => r.title === 'Kiosk');
  expect(stored).toMatchObject({ province: '11', city: '1102' });
  expect(Number(stored.amount)).toBe(88);
  expect(String(stored.opened)).toMatch(/-15/);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('Given a control whose SQL config is gone, when its list is opened, then it says why instead of being empty', async () => {
  await editSiteForm(admin, (f) => (f.key === 'district' ? { ...f, showConfig: { sqlConfig: { sqlCode: 'gone_config' } } } : f));
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/view/site_list' });
  await page.locator('[data-testid=toolbar-add]').click();
  await select(page, 'district').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { hasText: 'There is no SQL config gone_config' }).waitFor();
  await page.keyboard.press('Escape');
  // The other controls still work.
  await choose(page, select(page, 'province'), '北京');
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
