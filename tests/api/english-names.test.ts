// Names and descriptions in English beside the default text (issue 8, point 9): seeded in both languages, kept by the
// management APIs of roles, department roles, dictionaries and app groups, cleared with an empty text.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { unique } from '../support/identity.ts';

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
