// The session calls of the console: permissions and menu, settings, config, custom settings, password change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

interface Node { path: string; name: string; component: string; back: string; children?: Node[]; meta: { title: string; permissionList: unknown[] } }
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('getUserPermissionByToken', () => {
  it('gives the admin the console and front menus with button permissions', async () => {
    const admin = await server.login('admin');
    const res = await admin.get('/api/system/permission/getUserPermissionByToken?_t=1');
    expect(res.status).toBe(200);
    const { menu, auth, allAuth, portalType, formOpenType } = res.body.result;
    expect(portalType).toBe(1);
    expect(formOpenType).toBe('dialog');
    const all = flatten(menu);
    expect(all.find((n) => n.path === '/app/group')).toMatchObject({ name: 'app-group', component: 'app/group', back: '1' });
    expect(all.find((n) => n.path === '/index/portal')).toMatchObject({ name: 'index-portal', back: '0' });
    const users = all.find((n) => n.path === '/system/user')!;
    expect(users.meta.permissionList).toContainEqual({ action: 'system:user:add', type: '1', status: '0', describe: '添加用户' });
    expect(auth.map((a: { action: string }) => a.action)).toContain('system:user:frozen');
    expect(allAuth.length).toBeGreaterThanOrEqual(auth.length);
  });

  it('gives the general user only front menus and no button permissions', async () => {
    const user = await server.login('user');
    const { menu, auth, allAuth } = (await user.get('/api/system/permission/getUserPermissionByToken')).body.result;
    const all = flatten(menu);
    expect(all.map((n) => n.back)).toEqual(all.map(() => '0'));
    expect(all.map((n) => n.path)).toEqual(['/index/portal', '/bpm/tasks', '/my/announcements', '/my/messages']);
    expect(auth).toEqual([]);
    expect(allAuth.length).toBeGreaterThan(0);
  });
});

describe('settings', () => {
  it('says whether script editing is allowed', async () => {
    const admin = await server.login('admin');
    expect((await admin.get('/api/system/permission/allowEditScript')).body.result).toBe(true);
  });

  it('returns system config values by code', async () => {
    const admin = await server.login('admin');
    const res = await admin.get('/api/system/sysconfig/querySysConfigByCodeList?codes=project-full-name,project-simple-name,project-logo-url');
    expect(res.body.result.map((c: { configCode: string }) => c.configCode)).toEqual([
      'project-full-name', 'project-logo-url', 'project-simple-name',
    ]);
  });

  it('edits a config value and refuses a stale version', async () => {
    const admin = await server.login('admin');
    const list = (await admin.get('/api/system/sysconfig/list')).body.result as { configCode: string; version: number }[];
    const entry = list.find((c) => c.configCode === 'project-simple-name')!;
    const saved = await admin.put('/api/system/sysconfig/edit', { configCode: 'project-simple-name', configValue: 'Acme', version: entry.version });
    expect(saved.status).toBe(200);
    expect(saved.body.result.version).toBe(entry.version + 1);
    const stale = await admin.put('/api/system/sysconfig/edit', { configCode: 'project-simple-name', configValue: 'Lost', version: entry.version });
    expect(stale.status).toBe(409);
    const now = await admin.get('/api/system/sysconfig/querySysConfigByCodeList?codes=project-simple-name');
    expect(now.body.result[0].configValue).toBe('Acme');
  });

  it('serves the translation maps of both languages', async () => {
    const res = await server.anonymous().get('/api/eform/manage/localeProvider/getLocales');
    expect(res.body.result.en_US['m.accessDenied']).toBe('access denied');
    expect(res.body.result.zh_CN['m.accessDenied']).toBe('拒绝访问');
  });

  it('keeps custom settings per user', async () => {
    const admin = await server.login('admin');
    const user = await server.login('user');
    const columns = [{ key: 'name', visible: true }];
    await admin.post('/api/system/sysCustom/saveCustomWithDataId', { type: 'customColumns', dataId: 'v1', content: columns });
    const mine = await admin.get('/api/system/sysCustom/getCustomVaueByTypeAndDataId?type=customColumns&dataId=v1');
    expect(JSON.parse(mine.body.result.content)).toEqual(columns);
    const theirs = await user.get('/api/system/sysCustom/getCustomVaueByTypeAndDataId?type=customColumns&dataId=v1');
    expect(theirs.body.result).toBeNull();
  });
});

describe('change password', () => {
  it.each([
    [{ oldpassword: 'x', password: 'Abcdef1!', confirmpassword: 'Abcdef1?' }, 'The two passwords are inconsistent'],
    [{ oldpassword: 'x', password: 'abcdefgh', confirmpassword: 'abcdefgh' }, 'Insufficient password strength'],
    [{ oldpassword: 'wrong', password: 'Abcdef1!', confirmpassword: 'Abcdef1!' }, 'Old password is incorrect'],
  ])('refuses %j with "%s"', async (body, message) => {
    const user = await server.login('user');
    const res = await user.put('/api/system/user/changePassword', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('changes the password: the old one stops working', async () => {
    const user = await server.login('user');
    const res = await user.put('/api/system/user/changePassword', {
      oldpassword: server.userPassword, password: 'N3w#Passw0rd', confirmpassword: 'N3w#Passw0rd',
    });
    expect(res.status).toBe(200);
    const old = await server.anonymous().post('/api/system/login', { username: 'user', password: server.userPassword });
    expect(old.status).toBe(400);
    await expect(server.login('user', 'N3w#Passw0rd')).resolves.toBeTruthy();
  });
});
