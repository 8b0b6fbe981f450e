// The demo app of seed-metadata (#35): installed in one enterprise, exported to a folder with the bundle command line
// (as an integrator keeps an app in git), and that folder installed into a second enterprise with the same command
// line — every item the same there, its table made, its role granted its menu.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUNDLE } from '@yc/seed-metadata';
import { registerEnterprise } from '../support/enterprises.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open' } });
const SECOND = `demo${Date.now() % 100000}`;
let second: ApiClient;

beforeAll(async () => {
  second = await registerEnterprise(suite.server, SECOND);
});

/** `npm run bundle -- …` as CI runs it: against the server, as the client's enterprise. */
async function bundleCli(client: ApiClient, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--no-node-snapshot', '--import', 'tsx', 'server/src/market/cli.ts', ...args], {
    env: { ...process.env, YC_URL: client.baseUrl, YC_TOKEN: client.token },
  });
  return stdout;
}

/** An enterprise's view of the app: its stored documents, its rows of the relational kinds, its table's columns. */
async function appOf(tenantCode: string) {
  const [{ id }] = await suite.server.sql(`select id from sys_tenant where code = $1`, [tenantCode]);
  const sql = (text: string) => suite.server.sql(text, [id]);
  return {
    documents: await sql(`select kind, code, group_code, content from ef_metadata where tenant_id = $1 and app_code = 'yc-demo' order by kind, code`),
    dictionary: await sql(`select i.item_value, i.item_text from sys_dict_item i join sys_dict d on d.id = i.dict_id
      where d.tenant_id = $1 and d.dict_code = 'order_status' and d.app_code = 'yc-demo' order by 1`),
    grants: await sql(`select r.role_code, p.code, p.group_code from sys_role r join sys_role_permission rp on rp.role_id = r.id
      join sys_permission p on p.id = rp.permission_id where r.tenant_id = $1 and r.app_code = 'yc-demo' order by 1, 2`),
    columns: (await sql(`select column_name from information_schema.columns where table_schema = 'yc_t' || $1 and table_name = 'demo_order'
      order by 1`)).map((r) => r.column_name),
  };
}

describe('the demo app of seed-metadata', () => {
  it('exports to a folder that installs into a second enterprise', async () => {
    expect(expectOk<any>(await suite.admin.post(`${MARKET}/installation`, await upload(DEMO_BUNDLE)))).toMatchObject({ outcome: 'installed', kept: [] });
    const [{ code: first }] = await suite.server.sql(`select t.code from sys_tenant t join sys_app a on a.tenant_id = t.id where a.app_code = 'yc-demo'`);
    const installed = await appOf(first);
    expect(installed.documents.map((d) => `${d.kind} ${d.code}`)).toEqual([
      'checkRule order_no_check', 'dataset demo_sales', 'fillRule order_no', 'form demo_order_form', 'portal demo_home',
      'sqlConfig demo_orders_by_status', 'tableModel demo_order', 'view demo_order_list', 'widget demo_sales_pie',
    ]);
    expect(installed.grants).toEqual([{ role_code: 'demo_clerk', code: 'demo-orders', group_code: 'demo' }]);
    expect(installed.columns).toEqual(expect.arrayContaining(['amount', 'id', 'order_no', 'status']));

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-app-'));
    try {
      expect(await bundleCli(suite.admin, 'export', 'yc-demo', folder)).toMatch(/^yc-demo: 14 files written/);
      expect(fs.readdirSync(folder).sort()).toEqual([
        'appGroup', 'checkRule', 'dataset', 'dictionary', 'fillRule', 'form', 'manifest.json', 'menu', 'portal', 'role', 'sqlConfig', 'tableModel', 'view', 'widget',
      ]);
      expect(JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({ appCode: 'yc-demo', appVersion: '1.0.0', appNameEn: 'Order demo' });

      const plan = await bundleCli(second, 'plan', folder);
      expect(plan).toContain('yc-demo: (not installed) → 1.0.0');
      expect(plan).toContain('added    portal demo_home');
      expect(await bundleCli(second, 'import', folder)).toContain('yc-demo: installed');
    } finally {
      fs.rmSync(folder, { recursive: true });
    }
    expect(await appOf(SECOND)).toEqual(installed);
    const apps = expectOk<any[]>(await second.get(`${MARKET}/queryAppList`));
    expect(apps.find((a) => a.appCode === 'yc-demo')).toMatchObject({ appNameEn: 'Order demo', appVersion: '1.0.0', state: 'installed' });
  });
});
