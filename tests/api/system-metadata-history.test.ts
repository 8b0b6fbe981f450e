// History and ownership of the metadata kept in relational tables (menus, roles, dictionaries with their items, app
// groups, configuration values): every save is a version with who saved it; a version reads with what changed since
// and restores as a new version (refused when stale or blind), live in every server instance; an app upgrade replaces
// the rows it shipped that nobody changed, and keeps and reports the enterprise's edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBundle } from '@yc/engine';
import { installBundle } from '../../server/src/install/bundle.ts';
import { apiSuite, startPeerInstance, TEST_DB, type PeerInstance } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let peer: PeerInstance | null = null;
beforeAll(async () => {
  if (TEST_DB === 'postgres') peer = await startPeerInstance(suite.server);
});
afterAll(() => peer?.stop());

const menus = '/api/system/permission';
const menuByCode = async (code: string) =>
  ((await suite.admin.get(`${menus}/list?name=`)).body.result as any[]).flatMap(function flat(n: any): any[] {
    return [n, ...(n.children ?? []).flatMap(flat)];
  }).find((m) => m.code === code);

describe('history of menus', () => {
  let code: string;
  it('keeps every saved version of a menu item, newest first, with who saved it', async () => {
    const added = expectOk<any>(await suite.admin.post(`${menus}/add`, { name: 'Reports', menuType: 0, back: '1', url: '/reports', component: 'layout/RouteView', sortNo: 50 }));
    const item = (await suite.server.sql<{ code: string }>(`select code from sys_permission where id = $1`, [added.id]))[0]!;
    code = item.code;
    let menu = await menuByCode(code);
    for (const name of ['Reports (2)', 'Reports (3)']) {
      expectOk(await suite.admin.put(`${menus}/edit`, { id: menu.id, name, version: menu.version }));
      menu = await menuByCode(code);
    }
    const history = expectOk<any[]>(await suite.admin.get(`${menus}/history?code=${code}`));
    expect(history.map((h) => [h.version, h.action, h.changedBy])).toEqual([[3, 'edit', 'admin'], [2, 'edit', 'admin'], [1, 'add', 'admin']]);
  });

  it('shows a version with wire names and what changed from it to the current one', async () => {
    const at = expectOk<any>(await suite.admin.get(`${menus}/historyVersion?code=${code}&version=1`));
    expect(at).toMatchObject({ version: 1, currentVersion: 3, content: { code, name: 'Reports', menuType: 0, url: '/reports' } });
    expect(at.content.tenantId).toBeUndefined();
    expect(at.changes).toEqual([{ path: '/name', kind: 'changed', before: 'Reports', after: 'Reports (3)' }]);
    expect((await suite.admin.get(`${menus}/historyVersion?code=${code}&version=9`)).status).toBe(404);
  });

  it('restores a version as a new one, live in every instance; a stale or blind restore is refused', async () => {
    const stale = await suite.admin.post(`${menus}/restore`, { code, fromVersion: 1, version: 2 });
    expect(stale.status).toBe(409);
    expect((await suite.admin.post(`${menus}/restore`, { code, fromVersion: 1 })).status).toBe(400);
    expect(expectOk<any>(await suite.admin.post(`${menus}/restore`, { code, fromVersion: 1, version: 3 }))).toEqual({ code, version: 4 });
    expect((await menuByCode(code)).name).toBe('Reports');
    if (peer) {
      await peer.platform.db.changes.fence();
      const served = ((await peer.as(suite.admin).get(`${menus}/list?name=Reports`)).body.result as any[]).map((m) => m.name);
      expect(served).toContain('Reports');
    }
    expect(expectOk<any[]>(await suite.admin.get(`${menus}/history?code=${code}`))[0]).toMatchObject({ version: 4, action: 'edit', changedBy: 'admin' });
  });

  it('needs the menu permissions', async () => {
    const user = await suite.server.login('user');
    expect((await user.get(`${menus}/history?code=${code}`)).status).toBe(403);
    expect((await user.post(`${menus}/restore`, { code, fromVersion: 1, version: 4 })).status).toBe(403);
  });
});

describe('history of roles, dictionaries and configuration', () => {
  it('restores a role\'s name and description', async () => {
    const role = expectOk<any>(await suite.admin.post('/api/system/role/add', { roleCode: 'hist_role', roleName: 'Auditors', back: '0' }));
    const read = async () => ((await suite.admin.get('/api/system/role/list?roleCode=hist_role')).body.result.records as any[])[0];
    const before = await read();
    expectOk(await suite.admin.put('/api/system/role/edit', { id: role.id, roleName: 'Inspectors', version: before.version }));
    const history = expectOk<any[]>(await suite.admin.get('/api/system/role/history?code=hist_role'));
    expect(history.map((h) => h.action)).toEqual(['edit', 'add']);
    expectOk(await suite.admin.post('/api/system/role/restore', { code: 'hist_role', fromVersion: before.version, version: before.version + 1 }));
    expect((await read()).roleName).toBe('Auditors');
  });

  it('keeps a dictionary\'s items with each version and restores them', async () => {
    const items = [{ itemText: 'Low', itemValue: 'L', sortOrder: 1 }, { itemText: 'High', itemValue: 'H', sortOrder: 2 }];
    expectOk(await suite.admin.post('/api/system/dict/add', { dictCode: 'hist_level', dictName: 'Level', category: 'public', items }));
    const first = expectOk<any[]>(await suite.admin.get('/api/system/dict/history?code=hist_level'));
    expect(first).toHaveLength(1);
    expectOk(await suite.admin.post('/api/system/dictItem/add', { dictCode: 'hist_level', itemText: 'Medium', itemValue: 'M', sortOrder: 3 }));
    const options = async () => (expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/hist_level'))).map((o) => o.value).sort();
    expect(await options()).toEqual(['H', 'L', 'M']);
    const v1 = expectOk<any>(await suite.admin.get(`/api/system/dict/historyVersion?code=hist_level&version=${first[0].version}`));
    expect(v1.content.items.map((i: any) => i.itemValue)).toEqual(['L', 'H']);
    expect(v1.changes.some((c: any) => c.path.startsWith('/items'))).toBe(true);
    expectOk(await suite.admin.post('/api/system/dict/restore', { code: 'hist_level', fromVersion: first[0].version, version: v1.currentVersion }));
    expect(await options()).toEqual(['H', 'L']);
  });

  it('restores a configuration value', async () => {
    const list = (await suite.admin.get('/api/system/sysconfig/list')).body.result as any[];
    const config = list[0];
    expectOk(await suite.admin.put('/api/system/sysconfig/edit', { configCode: config.configCode, configValue: 'changed-value', version: config.version }));
    expectOk(await suite.admin.post('/api/system/sysconfig/restore', { code: config.configCode, fromVersion: config.version, version: config.version + 1 }));
    const after = ((await suite.admin.get('/api/system/sysconfig/list')).body.result as any[]).find((c) => c.configCode === config.configCode);
    expect(after.configValue).toBe(config.configValue);
  });
});

describe('ownership of menus, dictionaries and app groups', () => {
  const install = (bundle: AppBundle) =>
    suite.server.platform.db.inTenant(suite.server.platform.boot.defaultTenantId, (em) => installBundle(em, bundle, { scriptsEditable: true }));
  const owner = async (table: string, column: string, code: string) =>
    (await suite.server.sql<{ app_code: string | null; changed: boolean }>(`select app_code, changed from ${table} where ${column} = $1`, [code]))[0];
  const v1: AppBundle = {
    appCode: 'shop', appName: 'Shop', appVersion: '1.0.0',
    groups: [{ groupCode: 'shop', groupName: 'Shop' }],
    menus: [
      { id: 'shop-orders', name: 'Orders', menuType: 1, back: '1', sortNo: 1, url: '/shop/orders', component: 'eform/view' },
      { id: 'shop-stock', name: 'Stock', menuType: 1, back: '1', sortNo: 2, url: '/shop/stock', component: 'eform/view' },
    ],
    dictionaries: [{ dictCode: 'shop_state', dictName: 'State', category: 'public', items: [{ itemText: 'Open', itemValue: 'O', sortOrder: 1 }] }],
  } as AppBundle;

  it('records the app that shipped each row, unchanged, and marks the enterprise\'s saves as changes', async () => {
    expect((await install(v1)).outcome).toBe('installed');
    expect(await owner('sys_permission', 'code', 'shop-orders')).toEqual({ app_code: 'shop', changed: false });
    expect(await owner('sys_dict', 'dict_code', 'shop_state')).toEqual({ app_code: 'shop', changed: false });
    expect(await owner('sys_app_group', 'group_code', 'shop')).toEqual({ app_code: 'shop', changed: false });
    const orders = await menuByCode('shop-orders');
    expectOk(await suite.admin.put(`${menus}/edit`, { id: orders.id, name: 'Our orders', version: orders.version }));
    expect(await owner('sys_permission', 'code', 'shop-orders')).toEqual({ app_code: 'shop', changed: true });
  });

  it('upgrades what the app shipped and nobody changed; keeps and reports the enterprise\'s edits', async () => {
    const v2 = {
      ...v1, appVersion: '2.0.0',
      menus: v1.menus!.map((m) => ({ ...m, name: `${m.name} (v2)` })),
      dictionaries: [{ ...v1.dictionaries![0]!, items: [...v1.dictionaries![0]!.items, { itemText: 'Closed', itemValue: 'C', sortOrder: 2 }] }],
    } as AppBundle;
    const result = await install(v2);
    expect(result.kept).toEqual([{ kind: 'menu', code: 'shop-orders' }]);
    expect((await menuByCode('shop-orders')).name).toBe('Our orders');
    expect((await menuByCode('shop-stock')).name).toBe('Stock (v2)');
    expect((expectOk<any[]>(await suite.admin.get('/api/system/dict/getDictItems/shop_state'))).map((o) => o.value)).toEqual(['O', 'C']);
    expect(await owner('sys_permission', 'code', 'shop-stock')).toEqual({ app_code: 'shop', changed: false });
  });

  it('refuses a bundle whose role grants a menu nobody has, and writes nothing of it', async () => {
    const broken = { ...v1, appCode: 'broken', appVersion: '1.0.0', groups: [], dictionaries: [], menus: [],
      roles: [{ roleCode: 'broken_role', roleName: 'Broken', back: '1', permissions: ['shop-stock', 'no-such-menu'] }] } as AppBundle;
    await expect(install(broken)).rejects.toThrow('bundle broken: role broken_role grants unknown menu no-such-menu');
    expect(await suite.server.sql(`select 1 from sys_role where role_code = 'broken_role'`)).toEqual([]);
  });
});
