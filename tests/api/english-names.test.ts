// Names and descriptions in English beside the default text (issue 8, point 9): seeded in both languages, kept by the
// management APIs of roles, department roles, dictionaries and app groups, cleared with an empty text. Every name the
// platform seeds or generates has both (issue 31, point 4): the seeded accounts, the product name, the authorise tree,
// a generated page's buttons.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { unique } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

describe('seeded in both languages', () => {
  it('roles, dictionaries, configuration entries and the system app group carry English names and descriptions', async () => {
    const roles = (await suite.admin.get('/api/system/role/list?pageSize=100')).body.result.records;
    expect(roles).toEqual(expect.arrayContaining([
      expect.objectContaining({ roleCode: 'admin', roleName: '管理员', roleNameEn: 'Administrator', description: '后台管理员', descriptionEn: 'Console administrator' }),
      expect.objectContaining({ roleCode: 'general', roleName: '普通用户', roleNameEn: 'General user' }),
    ]));
    const dicts = (await suite.admin.get('/api/system/dict/treeList')).body.result;
    expect(dicts.length).toBeGreaterThan(0);
    for (const d of dicts) expect(d.dictNameEn, d.dictCode).toMatch(/^[A-Z][A-Za-z /]+$/);
    expect(dicts.find((d: { dictCode: string }) => d.dictCode === 'sex')).toMatchObject({ dictName: '性别', dictNameEn: 'Sex' });
    const configs = (await suite.admin.get('/api/system/sysconfig/list')).body.result;
    for (const c of configs) {
      expect(c.description, c.configCode).toMatch(/[\u4e00-\u9fff]/);
      expect(c.descriptionEn, c.configCode).toMatch(/^[A-Z]/);
    }
    const groups = (await suite.admin.get('/api/eform/manage/appGroup/list')).body.result;
    expect(groups.find((g: { groupCode: string }) => g.groupCode === 'system')).toMatchObject({ groupName: '系统应用', groupNameEn: 'System' });
  });
});

describe('kept by the management APIs', () => {
  it('a role keeps its English name and description; an empty English name is none', async () => {
    const roleCode = unique('en_');
    const add = await suite.admin.post('/api/system/role/add', { roleCode, roleName: '仓库', roleNameEn: 'Warehouse', back: '0', descriptionEn: 'Stock keepers' });
    expect(add.body.success).toBe(true);
    const id = add.body.result.id;
    const read = async () => (await suite.admin.get(`/api/system/role/queryById?id=${id}`)).body.result;
    expect(await read()).toMatchObject({ roleName: '仓库', roleNameEn: 'Warehouse', descriptionEn: 'Stock keepers' });
    expect((await suite.admin.put('/api/system/role/edit', { id, roleNameEn: null, version: 1 })).body.success).toBe(true);
    expect((await read()).roleNameEn).toBeNull();
    const tooLong = await suite.admin.put('/api/system/role/edit', { id, roleNameEn: 'x'.repeat(201), version: 2 });
    expect(tooLong.status).toBe(400);
    expect((await read()).version).toBe(2);
  });

  it('a department role has an English name too', async () => {
    const org = await suite.admin.post('/api/org/sysOrg/add', { orgName: unique('部门'), orgCode: unique('d_'), orgType: 'dept' });
    expect(org.body.success).toBe(true);
    const deptId = org.body.result.id;
    const roleCode = unique('dr_');
    expect((await suite.admin.post('/api/org/sysDepartRole/add', { deptId, roleCode, roleName: '组长', roleNameEn: 'Team lead' })).body.success).toBe(true);
    const byEnglish = await suite.admin.get(`/api/org/sysDepartRole/list?deptId=${deptId}&roleName=team`);
    expect(byEnglish.body.result.records).toEqual([expect.objectContaining({ roleCode, roleName: '组长', roleNameEn: 'Team lead' })]);
  });

  it('a dictionary keeps its English name and description; the keyword finds it by either name', async () => {
    const dictCode = unique('d_');
    const add = await suite.admin.post('/api/system/dict/add', {
      dictCode, dictName: '颜色', dictNameEn: 'Colour', category: 'app', description: '车身颜色', descriptionEn: 'Body colour', items: [],
    });
    expect(add.body.success).toBe(true);
    const found = (await suite.admin.get('/api/system/dict/treeList?keyword=colour')).body.result;
    expect(found).toEqual([expect.objectContaining({ dictCode, dictName: '颜色', dictNameEn: 'Colour', descriptionEn: 'Body colour' })]);
    const edit = await suite.admin.put('/api/system/dict/edit', { dictCode, dictName: '颜色', dictNameEn: '', category: 'app', version: 1 });
    expect(edit.body.success).toBe(true);
    const after = (await suite.admin.get(`/api/system/dict/treeList?keyword=${dictCode}`)).body.result[0];
    expect(after.dictNameEn).toBeUndefined();
    expect(after.descriptionEn).toBeUndefined();
  });

  it('an app group keeps its English name and description', async () => {
    const groupCode = unique('g_');
    const add = await suite.admin.post('/api/eform/manage/appGroup/add', { groupCode, groupName: '仓储', groupNameEn: 'Storage', groupDescEn: 'Stock' });
    expect(add.body.result).toMatchObject({ groupCode, groupNameEn: 'Storage', groupDescEn: 'Stock' });
    const edit = await suite.admin.put('/api/eform/manage/appGroup/edit', { groupCode, groupName: '仓储', version: add.body.result.version });
    expect(edit.body.result.groupNameEn).toBeUndefined();
  });
});

describe('what the platform seeds or generates', () => {
  it('the seeded accounts have English real names, in the users list and in the signed-in user info', async () => {
    const users = (await suite.admin.get('/api/system/user/list?pageSize=100')).body.result.records;
    expect(users).toEqual(expect.arrayContaining([
      expect.objectContaining({ username: 'admin', realname: '管理员', realnameEn: 'Administrator' }),
      expect.objectContaining({ username: 'user', realname: '演示用户', realnameEn: 'Demo user' }),
    ]));
    const login = await suite.server.anonymous().post('/api/system/login', { username: 'admin', password: suite.server.adminPassword });
    expect(login.body.result.userInfo).toMatchObject({ realname: '管理员', realnameEn: 'Administrator' });
  });

  it('a seeded account renamed by an administrator keeps no English name; one added by hand has none', async () => {
    const users = (await suite.admin.get('/api/system/user/list?pageSize=100')).body.result.records;
    const demo = users.find((u: { username: string }) => u.username === 'user');
    expect((await suite.admin.put('/api/system/user/edit', { id: demo.id, realname: demo.realname, version: demo.version })).body.success).toBe(true);
    const same = (await suite.admin.get(`/api/system/user/queryById?id=${demo.id}`)).body.result;
    expect(same.realnameEn).toBe('Demo user');
    expect((await suite.admin.put('/api/system/user/edit', { id: demo.id, realname: '李四', version: same.version })).body.success).toBe(true);
    const renamed = (await suite.admin.get(`/api/system/user/queryById?id=${demo.id}`)).body.result;
    expect(renamed).toMatchObject({ realname: '李四', realnameEn: null });
  });

  it('the product name has an English configuration entry', async () => {
    const names = (await suite.admin.get('/api/system/sysconfig/querySysConfigByCodeList?codes=project-full-name,project-full-name-en,project-simple-name-en')).body.result;
    expect(Object.fromEntries(names.map((c: { configCode: string; configValue: string }) => [c.configCode, c.configValue]))).toEqual({
      'project-full-name': '云程低代码平台', 'project-full-name-en': 'Yuncheng Low-Code Platform', 'project-simple-name-en': 'Yuncheng',
    });
  });

  it('the authorise tree names each menu item in both languages', async () => {
    const tree = (await suite.admin.get('/api/system/permission/queryTreeList')).body.result.treeList;
    const flat = (nodes: { title: string; titleEn?: string; children?: unknown[] }[]): { title: string; titleEn?: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as never)]);
    const nodes = flat(tree);
    expect(nodes).toEqual(expect.arrayContaining([expect.objectContaining({ title: '系统管理', titleEn: 'System' }), expect.objectContaining({ title: '角色管理', titleEn: 'Roles' })]));
    for (const node of nodes) expect(node.titleEn, node.title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('a generated page names its buttons in both languages', async () => {
    await setUpCustomer(suite.admin, { generate: true });
    const view = expectOk<{ buttons: { action: string; buttonName: string; buttonNameEn?: string }[] }>(
      await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'),
    );
    expect(view.buttons.map((b) => [b.action, b.buttonName, b.buttonNameEn])).toEqual([
      ['add', '新增', 'Add'], ['batchDelete', '批量删除', 'Delete selected'], ['edit', '编辑', 'Edit'], ['detail', '详情', 'Details'], ['delete', '删除', 'Delete'],
    ]);
  });
});
