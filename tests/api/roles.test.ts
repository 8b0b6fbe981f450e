// Roles, positions and jobs: coded catalogues with unique codes; role codes without Chinese; the suite.admin keeps its console role.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { unique, atVersion } from '../support/identity.ts';

const suite = apiSuite();

describe('roles', () => {
  it('adds (POST), lists, edits (PUT) with a version, and deletes a role', async () => {
    const roleCode = unique('ops_');
    const add = await suite.admin.post('/api/system/role/add', { roleCode, roleName: 'Operations', back: '0', description: 'Front office' });
    expect(add.status).toBe(200);
    const { id } = add.body.result;
    const list = await suite.admin.get(`/api/system/role/list?roleCode=${roleCode}`);
    expect(list.body.result).toMatchObject({ total: 1, records: [{ id, roleCode, roleName: 'Operations', back: '0', version: 1 }] });
    expect((await suite.admin.get('/api/system/role/queryall')).body.result.map((r: { roleCode: string }) => r.roleCode)).toContain(roleCode);

    const edit = await suite.admin.put('/api/system/role/edit', { id, roleName: 'Ops', version: 1 });
    expect(edit.body.result.version).toBe(2);
    expect((await suite.admin.put('/api/system/role/edit', { id, roleName: 'Lost', version: 1 })).status).toBe(409);
    expect((await suite.admin.get(`/api/system/role/queryById?id=${id}`)).body.result.roleName).toBe('Ops');

    expect((await suite.admin.delete(`/api/system/role/delete?id=${id}`)).status).toBe(200);
    expect((await suite.admin.get(`/api/system/role/queryById?id=${id}`)).status).toBe(404);
  });

  it('refuses a role code with Chinese characters or one already used', async () => {
    const chinese = await suite.admin.post('/api/system/role/add', { roleCode: '管理员2', roleName: 'x', back: '0' });
    expect(chinese.status).toBe(400);
    expect(chinese.body.message).toBe('Role code cannot contain Chinese characters');
    const duplicate = await suite.admin.post('/api/system/role/add', { roleCode: 'admin', roleName: 'x', back: '0' });
    expect(duplicate.body.message).toBe('Code cannot be repeated');
    const other = await suite.admin.post('/api/system/role/add', { roleCode: unique('r'), roleName: 'x', back: '0' });
    const renamed = await suite.admin.put('/api/system/role/edit', await atVersion(suite.server, '/api/system/role/edit', { id: other.body.result.id, roleCode: 'general' }));
    expect(renamed.body.message).toBe('Code cannot be repeated');
  });

  it('checks a role code before saving (checkRoleCode)', async () => {
    expect((await suite.admin.get(`/api/system/role/checkRoleCode?roleCode=${unique('free')}`)).body).toMatchObject({ success: true, result: true });
    expect((await suite.admin.get('/api/system/role/checkRoleCode?roleCode=admin')).body.message).toBe('Code cannot be repeated');
    expect((await suite.admin.get(`/api/system/role/checkRoleCode?roleCode=${encodeURIComponent('角色')}`)).body.message)
      .toBe('Role code cannot contain Chinese characters');
    const adminRole = (await suite.admin.get('/api/system/role/queryall')).body.result.find((r: { roleCode: string }) => r.roleCode === 'admin');
    expect((await suite.admin.get(`/api/system/role/checkRoleCode?roleCode=suite.admin&id=${adminRole.id}`)).status).toBe(200);
  });

  it('refuses to delete or demote the caller\'s only console role', async () => {
    const adminRole = (await suite.admin.get('/api/system/role/queryall')).body.result.find((r: { roleCode: string }) => r.roleCode === 'admin');
    const del = await suite.admin.delete(`/api/system/role/delete?id=${adminRole.id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('You cannot remove your own console role');
    const demote = await suite.admin.put('/api/system/role/edit', await atVersion(suite.server, '/api/system/role/edit', { id: adminRole.id, back: '0' }));
    expect(demote.body.message).toBe('You cannot remove your own console role');
    expect((await suite.admin.get('/api/user/info')).body.result.backRoleFlg).toBe('1');
  });
});

describe('positions and jobs', () => {
  it.each([
    ['/api/org/sysPosition', 'position'],
    ['/api/org/sysJob', 'job'],
  ])('%s: add, list, edit, unique code, delete in batch', async (base, noun) => {
    const code = unique('C');
    const add = await suite.admin.post(`${base}/add`, { [`${noun}Code`]: code, [`${noun}Name`]: 'First', [`${noun}Order`]: 1 });
    expect(add.status, add.body.message).toBe(200);
    const second = await suite.admin.post(`${base}/add`, { [`${noun}Code`]: unique('C'), [`${noun}Name`]: 'Second' });
    const dup = await suite.admin.post(`${base}/add`, { [`${noun}Code`]: code, [`${noun}Name`]: 'Again' });
    expect(dup.body.message).toBe('Code cannot be repeated');
    const list = await suite.admin.get(`${base}/list?${noun}Name=First`);
    expect(list.body.result.records).toMatchObject([{ id: add.body.result.id, [`${noun}Code`]: code }]);
    const renamed = await atVersion(suite.server, `${base}/edit`, { id: add.body.result.id, [`${noun}Name`]: 'Renamed' });
    expect((await suite.admin.put(`${base}/edit`, renamed)).status).toBe(200);
    const { version: _current, ...unversioned } = renamed;
    const blind = await suite.admin.put(`${base}/edit`, unversioned);
    expect(blind.status).toBe(400);
    expect(blind.body.message).toBe('The version of the item you edited is required');
    expect((await suite.admin.get(`${base}/queryall`)).body.result).toHaveLength(2);
    expect((await suite.admin.delete(`${base}/deleteBatch?ids=${add.body.result.id},${second.body.result.id}`)).status).toBe(200);
    expect((await suite.admin.get(`${base}/queryall`)).body.result).toHaveLength(0);
  });
});
