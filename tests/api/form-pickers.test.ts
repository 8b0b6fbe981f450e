// User and dept pickers through the records API (issue 16): the org tree and users they pick from, ids stored
// (comma-separated when multiple) and read back, names for showing them, and ids that name no user or department of
// the enterprise refused with nothing written. Runs on PostgreSQL and on PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const PAGE = '/api/eform/engine/view/task_card_list';
const PICKER = '/api/eform/engine/picker';

let admin: ApiClient;
let adminId: string;
let salesId: string;
let supportId: string;

async function addDept(orgCode: string, orgName: string, parentId: string): Promise<string> {
  expectOk(await admin.post('/api/org/sysOrg/add', { orgCode, orgName, orgType: 'dept', orgOrder: 1, parentId }));
  const found = expectOk<any[]>(await admin.get(`/api/org/sysOrg/searchBy?keyWord=${orgCode}`));
  return found.find((o) => o.orgCode === orgCode).id;
}

beforeAll(async () => {
  admin = suite.admin;
  expectOk(await admin.post('/api/org/sysOrg/add', { orgCode: 'pick_hq', orgName: 'Pick HQ', orgType: 'org', orgOrder: 1 }));
  const root = expectOk<any[]>(await admin.get('/api/org/sysOrg/searchBy?keyWord=pick_hq'))[0];
  salesId = await addDept('pick_sales', 'Pick sales', root.id);
  supportId = await addDept('pick_support', 'Pick support', root.id);
  adminId = expectOk<any[]>(await admin.get(`${PICKER}/users?keyWord=admin`)).find((u) => u.username === 'admin').id;
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'tasks', groupName: 'Tasks', orderNum: 1 }));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'task_card', tableDesc: 'Task card', groupCode: 'tasks', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50 },
      { colCode: 'owner', colName: 'Owner', colType: 'varchar', colLength: 36, showType: 'user' },
      { colCode: 'depts', colName: 'Departments', colType: 'varchar', colLength: 400, showType: 'dept' },
    ],
  }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'task_card' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'task_card' }));
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=task_card_form'));
  const fields = form.fields.map((f: any) => (f.key === 'owner' ? { ...f, type: 'user' } : f.key === 'depts' ? { ...f, type: 'dept', props: { mode: 'multiple' } } : f));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields }));
});

const total = async () => expectOk<any>(await admin.post(`${PAGE}/list`, {})).total as number;

describe('what the pickers pick from', () => {
  it('Given departments, when a picker reads the tree and searches users, then it gets the departments with their parents and the matching users', async () => {
    const tree = expectOk<any[]>(await admin.get(`${PICKER}/depts`));
    expect(tree.find((o) => o.id === salesId)).toMatchObject({ orgName: 'Pick sales', orgType: 'dept' });
    const users = expectOk<any[]>(await admin.get(`${PICKER}/users?keyWord=ADM`));
    expect(users.map((u) => u.username)).toContain('admin');
    expect(Object.keys(users[0]).sort()).toEqual(['id', 'realname', 'username']);
    expect(expectOk<any[]>(await admin.get(`${PICKER}/users?deptId=${supportId}`))).toEqual([]);
    expect((await admin.get(`${PICKER}/users?deptId=not-an-id`)).status).toBe(400);
  });

  it('Given no session, when a picker is asked, then it is refused', async () => {
    const res = await fetch(`${admin.baseUrl}${PICKER}/depts`);
    expect(res.status).toBe(401);
  });
});

describe('a record with pickers', () => {
  it('Given a user and two departments picked, when the record is saved and read, then the ids come back and their names can be shown', async () => {
    const added = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Picked', owner: adminId, depts: [salesId, supportId] }));
    expect(added).toMatchObject({ owner: adminId, depts: `${salesId},${supportId}` });
    const read = expectOk<any>(await admin.get(`${PAGE}/data/${added.id}?mode=edit`));
    expect(read.depts.split(',')).toEqual([salesId, supportId]);
    const names = expectOk<any[]>(await admin.get(`/api/org/sysOrg/queryDeptNameByDeptIds?deptIds=${read.depts}`));
    expect(names.map((n) => n.orgName).sort()).toEqual(['Pick sales', 'Pick support']);
    const users = expectOk<any[]>(await admin.get(`/api/org/sysOrg/queryUserNameByUserIds?userIds=${read.owner}`));
    expect(users[0]).toMatchObject({ username: 'admin' });
  });

  it('Given an id that names no user or department of the enterprise, when the record is saved, then it is refused and nothing is written', async () => {
    const before = await total();
    for (const body of [
      { title: 'Ghost owner', owner: '00000000-0000-4000-8000-000000000000' },
      { title: 'Ghost dept', depts: [salesId, '00000000-0000-4000-8000-000000000001'] },
      { title: 'User as dept', depts: [adminId] },
    ]) {
      const res = await admin.post(`${PAGE}/data`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/names a user or department that does not exist$/);
    }
    expect(await total()).toBe(before);
  });

  it('Given several users in a single user picker, when the record is saved, then it is refused', async () => {
    // Another id than the administrator's (its last character changed: an id ending in 0 once made the same id twice).
    const other = adminId.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const res = await admin.post(`${PAGE}/data`, { title: 'Two owners', owner: `${adminId},${other}` });
    expect(res.status).toBe(400);
    expect(res.body.result.errors[0]).toMatchObject({ key: 'owner' });
  });
});
