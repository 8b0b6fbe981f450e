// Extension modules in the console (#39 item 1): a menu item with component ext/<module>/<Page> renders the module's
// React page in Chromium (its bundle imported under the console's CSP), and its data comes through the module's route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../support/server.ts';
import { consoleSuite } from './console-suite.ts';
import { signedInPage, unexpectedErrors } from './shell-helpers.ts';

const SDK = path.resolve(import.meta.dirname, '../../server/src/ext/sdk.ts');
const WEB_SDK = path.resolve(import.meta.dirname, '../../runtime-web/src/ext/types.ts');

const modulesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-ext-e2e-'));
const files: Record<string, string> = {
  'module.json': JSON.stringify({ name: 'shop', version: '0.1.0', title: 'Shop' }),
  'server/index.ts': `
import type { ModuleSetup } from ${JSON.stringify(SDK)};
const setup: ModuleSetup = (sdk) => {
  sdk.route({ method: 'GET', url: '/orders', access: { authenticated: true }, summary: 'Orders of the shop',
    handler: async (req) => ({ user: req.user.username, orders: [{ id: 'o1', item: 'Teapot' }, { id: 'o2', item: 'Kettle' }] }) });
};
export default setup;
`,
  'web/index.tsx': `
import { useEffect, useState } from 'react';
import { Table, Typography } from 'antd';
import type { ExtPageProps } from ${JSON.stringify(WEB_SDK)};

interface Orders { user: string; orders: { id: string; item: string }[] }

function Orders({ sdk }: ExtPageProps) {
  const [data, setData] = useState<Orders>();
  useEffect(() => { void sdk.request<Orders>('/api/ext/shop/orders').then(setData); }, [sdk]);
  return (
    <div data-testid="shop-orders">
      <Typography.Title level={4}>Orders of {data?.user ?? '…'}</Typography.Title>
      <Table rowKey="id" pagination={false} dataSource={data?.orders ?? []} columns={[{ title: 'Item', dataIndex: 'item' }]} />
    </div>
  );
}

export const pages = { Orders };
`,
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(modulesDir, 'shop', file)), { recursive: true });
  fs.writeFileSync(path.join(modulesDir, 'shop', file), text);
}
afterAll(() => fs.rmSync(modulesDir, { recursive: true, force: true }));

const suite = consoleSuite({ MODULES_DIR: modulesDir });
let admin: ApiClient;
beforeAll(async () => {
  admin = await suite.server.login('admin');
  for (const [name, url, component] of [['商店订单', '/shop/orders', 'ext/shop/Orders'], ['商店缺页', '/shop/missing', 'ext/shop/Missing']]) {
    const menu = await admin.post('/api/system/permission/add', { name, menuType: 1, back: '1', url, component, parentId: null });
    expect(menu.status, menu.body.message).toBe(200);
  }
});

it("renders a module's page from its menu item, with data from the module's route", async () => {
  const { page, context, errors } = await signedInPage(suite.browser, suite.server.url, 'admin', suite.server.adminPassword);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/ext/shop/web.js')) scripts.push(`${response.status()} ${response.headers()['content-type']}`);
  });
  await page.goto(`${suite.server.url}/shop/orders`);
  const orders = page.locator('[data-testid=shop-orders]');
  await orders.locator('.ant-table-row', { hasText: 'Kettle' }).waitFor();
  expect(await orders.locator('.ant-table-row').allInnerTexts()).toEqual(['Teapot', 'Kettle']);
  expect(await orders.locator('h4').innerText()).toBe('Orders of admin');
  expect(scripts).toEqual(['200 text/javascript; charset=utf-8']);

  // A page the module does not export: the console's placeholder.
  await page.goto(`${suite.server.url}/shop/missing`);
  await page.getByText('ext/shop/Missing').waitFor();
  expect(await page.locator('[data-testid=shop-orders]').count()).toBe(0);
  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});
