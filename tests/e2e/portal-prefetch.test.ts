// The portal asked as the console starts, in Chromium: Given two portals for two roles, each with a pie, When a user
// of the first loads /index/portal, Then the portal with its data is asked once, by the HTML's script before the
// console's modules ask anything (with the session's permission list and extras, each once), and its pie drawn; When a browser holding a stale token loads /index/portal (the
// portal asked with that token and refused: 'login expired') and a user of the second role then signs in, Then they get
// their own portal drawn.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectOk } from '../api/eform-fixtures.ts';
import { salesByRegion, setUpSales } from '../api/report-fixtures.ts';
import { DESKTOP, openPage } from '../support/browser.ts';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import type { ApiClient, ApiSuite } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { loginThroughForm, signedInContext, unexpectedErrors } from './shell-helpers.ts';

const suite = consoleSuite();
const users: Record<'a' | 'b', string> = { a: '', b: '' };

beforeAll(async () => {
  const admin: ApiClient = await suite.server.login('admin');
  await setUpSales({ admin, server: suite.server } as ApiSuite);
  expectOk(await admin.post('/api/eform/manage/dataset/add', salesByRegion()));
  expectOk(await admin.post('/api/eform/manage/widget/add', {
    widgetName: 'Sales pie', widgetCode: 'sales_pie', widgetType: 'Pie', datasetCode: 'sales_by_region', options: { measures: ['total_qty'] },
  }));
  for (const who of ['a', 'b'] as const) {
    const roleId = await createRole(admin, ['index-portal'], { roleCode: `r_${who}`, roleName: `Front ${who}`, back: '0' });
    expectOk(await admin.post('/api/eform/manage/portal/add', {
      portalName: `Home ${who}`, portalCode: `${who}_home`, roleCodes: [`r_${who}`], items: [{ i: `pie_${who}`, x: 0, y: 0, w: 6, h: 5, widgetCode: 'sales_pie' }],
    }));
    users[who] = (await createUser(admin, { selectedRole: [roleId] })).username;
  }
  // Their passwords count as chosen (a first login would open the password change instead of the home page).
  await suite.server.tenantSql(`update sys_user set pwd_initial = false, pwd_reset = false where username in ($1, $2)`, [users.a, users.b]);
});

/** The portal `code` shown with its pie's three slices drawn. */
async function portalDrawn(page: Page, code: string, item: string): Promise<void> {
  await page.locator(`[data-testid=portal-home][data-portal=${code}]`).waitFor({ timeout: 60_000 });
  const slices = page.locator(`[data-testid=portal-chart-${item}] svg g.mark-arc path`);
  await slices.first().waitFor({ timeout: 60_000 });
  expect(await slices.count()).toBe(3);
}

it('asks for the portal as the console starts, beside the session\'s permission call, and draws it', async () => {
  // The first load after signing in, heard from its start: no page of the console has run in this context before.
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, users.a, STRONG_PASSWORD);
  const events: string[] = [];
  page.on('request', (r) => events.push(`asked ${new URL(r.url()).pathname}`));
  page.on('response', (r) => events.push(`answered ${new URL(r.url()).pathname}`));
  const portalCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/eform/engine/portal') portalCalls.push([...url.searchParams].filter(([k]) => k === 'with').map(([k, v]) => `${k}=${v}`).join('&'));
  });
  await page.goto(`${suite.server.url}/index/portal`);
  await portalDrawn(page, 'a_home', 'pie_a');
  // The portal and every widget item's rows in one call, asked by the HTML's script (#42 item 8; allowed by its hash in
  // the Content-Security-Policy); no item's rows asked on their own.
  expect(events.filter((e) => e === 'asked /api/eform/engine/portal')).toHaveLength(1);
  expect(portalCalls).toEqual(['with=data']);
  expect(events.filter((e) => e === 'asked /api/eform/engine/portal/a_home/data')).toEqual([]);
  expect(events.filter((e) => e.startsWith('asked /api/eform/engine/portal/a_home/item/'))).toEqual([]);
  // The first call of the page load is the HTML's: the console's modules run after the document is parsed.
  const load = events.slice(events.indexOf('asked /index/portal'));
  expect(load.find((e) => e.startsWith('asked /api/'))).toBe('asked /api/eform/engine/portal');
  expect(events.indexOf('asked /api/eform/engine/portal')).toBeLessThan(events.lastIndexOf('answered /api/system/permission/getUserPermissionByToken'));
  // The session's permission list and extras (settings, locale maps, login settings) are asked by the HTML's script
  // too, right after the portal, each once: the frame is drawn with them, not again when they arrive.
  const extras = ['/api/system/permission/getUserPermissionByToken', '/api/system/sysconfig/querySysConfigByCodeList',
    '/api/eform/manage/localeProvider/getLocales', '/api/system/loginConfig'];
  expect(load.filter((e) => e.startsWith('asked /api/')).slice(1, 5)).toEqual(extras.map((path) => `asked ${path}`));
  for (const path of extras) expect(load.filter((e) => e === `asked ${path}`), path).toHaveLength(1);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

it('after a stale token\'s refused start, draws the portal of the user who signs in next', async () => {
  // The browser holds the stale token before any page of the console runs. Written into a live login page instead, the
  // page could take it up first (its next call reads the stored token, the guard follows it to the console, the
  // permission call is refused and the session cleared) and the portal's load would then start with no token at all.
  const stale = { yuncheng__ACCESS_TOKEN: JSON.stringify({ value: 'stale-token', expire: null }) };
  const { page, context, errors } = await openPage(suite.browser, DESKTOP, { origin: new URL(suite.server.url).origin, localStorage: stale });
  const asked: (string | undefined)[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/eform/engine/portal') asked.push(r.headers()['x-access-token']); });
  await page.goto(`${suite.server.url}/index/portal`);
  // The stale token is refused: 'login expired', then the login page.
  await page.locator('#login-expired-ok').click({ timeout: 60_000 });
  await page.waitForURL((url) => url.pathname.startsWith('/index/login'), { timeout: 60_000 });
  expect(asked[0]).toBe('stale-token');
  await loginThroughForm(page, users.b, STRONG_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/index/login'), { timeout: 60_000 });
  await portalDrawn(page, 'b_home', 'pie_b');
  expect(asked.at(-1)).not.toBe('stale-token');
  expect(unexpectedErrors(errors, [401])).toEqual([]);
  await context.close();
});
