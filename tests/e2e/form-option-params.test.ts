// Options of a select bound in the form designer to a SQL config with a parameter (issue 16), in Chromium: the city
// control takes its options from 'regions_of', whose parameter 'parent' reads the province control (default: Beijing,
// while no province is chosen); the design is saved, then the form is filled on its list page and the city options
// follow the province.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { editSiteForm, setUpRegions, type Region } from '../api/form-options-fixtures.ts';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { choose } from './eform-steps.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
let admin: ApiClient;
const REGIONS: Region[] = [['11', '北京', null], ['31', '上海', null], ['1101', '东城', '11'], ['1102', '西城', '11'], ['3101', '黄浦', '31']];

beforeAll(async () => {
  admin = await suite.server.login('admin');
  const varchar = (colCode: string, colName: string) => ({ colCode, colName, colType: 'varchar', colLength: 20 });
  await setUpRegions(admin, suite.server, REGIONS, [varchar('title', '名称'), varchar('province', '省'), varchar('city', '市')]);
  // The province reads the provinces; the city is a plain select until the designer binds it.
  await editSiteForm(admin, (f) => (f.key === 'province' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'provinces' } } }
    : f.key === 'city' ? { ...f, type: 'select' } : f));
  expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'site_list', back: '1', name: '网点', nameEn: 'Sites' }));
});

const field = (page: Page, key: string) => page.locator(`[data-field=${key}] .ant-select`);
const optionTexts = async (page: Page, key: string) => {
  await field(page, key).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown.waitFor();
  const texts = await dropdown.locator('.ant-select-item-option').allTextContents();
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  return texts;
};

it('Given a SQL config with a parameter, when the designer binds it to the province, then the city options follow the province in the form', async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword, { at: '/eform/form?groupCode=sites' });
  await page.locator('.ant-table-row', { hasText: 'site_form' }).locator('[data-testid=form-design]').click();
  await page.locator('[data-testid=form-designer]').waitFor();

  // The city reads regions_of; its declared parameter 'parent' is offered as a row, bound to the province, default 11.
  await page.locator('[data-testid=block-city]').click();
  await page.locator('[data-testid=options-source] label', { has: page.locator('input[value=sql]') }).click();
  await choose(page, page.locator('[data-testid=options-code]'), 'regions_of');
  await expect.poll(() => page.locator('[data-testid=param-key-0]').inputValue()).toBe('parent');
  await choose(page, page.locator('[data-testid=param-field-0]'), '(province)');
  await page.locator('[data-testid=param-default-0]').fill('11');
  await page.locator('[data-testid=param-default-0]').press('Enter');
  await expect.poll(() => page.locator('[data-testid=prop-issue]').count()).toBe(0);
  await page.locator('[data-testid=designer-save]').click();
  await page.locator('[data-testid=designer-notice]').waitFor();
  await expect.poll(async () => {
    const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=site_form'));
    return form.fields.find((f: { key: string }) => f.key === 'city').showConfig;
  }).toEqual({ sqlConfig: { sqlCode: 'regions_of', sqlParameterConfig: [{ parameterKey: 'parent', outKey: 'province', defaultValue: '11' }] } });
  await page.locator('.ant-drawer-close').last().click();
  await page.locator('[data-testid=form-designer]').waitFor({ state: 'detached' });

  // The form: Beijing's districts while no province is chosen (the default), then each province's own.
  await page.goto(`${suite.server.url}/eform/view/site_list`);
  await page.locator('[data-testid=toolbar-add]').click();
  await page.locator('#root_title').fill('Branch');
  await expect.poll(() => optionTexts(page, 'city')).toEqual(['东城', '西城']);
  await choose(page, field(page, 'province'), '上海');
  await expect.poll(() => optionTexts(page, 'city')).toEqual(['黄浦']);
  await choose(page, field(page, 'city'), '黄浦');
  await page.locator('[data-testid=record-save]').click();
  await page.getByText('操作成功').first().waitFor();
  const stored = (expectOk<any>(await admin.post('/api/eform/engine/view/site_list/list', {})).records as any[]).find((r) => r.title === 'Branch');
  expect(stored).toMatchObject({ province: '31', city: '3101' });
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
