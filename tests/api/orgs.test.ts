// Organisations: a tree of organisations and departments; the last root node stays; the sysOrg name look-ups.
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { createOrg, createUser, unique, atVersion } from '../support/identity.ts';

const suite = apiSuite();

interface Node { id: string; title: string; orgType: string; leaf: boolean; children?: Node[] }
const tree = async (): Promise<Node[]> => (await suite.admin.get('/api/org/sysOrg/queryTreeList')).body.result;

describe('the organisation tree', () => {
  it('nests departments under organisations, in order', async () => {
    const group = await createOrg(suite.admin, { orgName: 'Group', orgType: 'org', orgCode: unique('G') });
    const east = await createOrg(suite.admin, { orgName: 'East', orgType: 'org', parentId: group, orgOrder: 2 });
    await createOrg(suite.admin, { orgName: 'West', orgType: 'dept', parentId: group, orgOrder: 1, orgNameAbbr: 'W' });
    await createOrg(suite.admin, { orgName: 'Sales East', parentId: east });
    const root = (await tree()).find((n) => n.id === group)!;
    expect(root).toMatchObject({ title: 'Group', orgType: 'org', leaf: false });
    expect(root.children!.map((c) => c.title)).toEqual(['West', 'East']);
    expect(root.children![1]!.children!.map((c) => c.title)).toEqual(['Sales East']);
    const found = await suite.admin.get('/api/org/sysOrg/searchBy?keyWord=sales');
    expect(found.body.result.map((o: { orgName: string }) => o.orgName)).toEqual(['Sales East']);
  });

  it('keeps an organisation out from under a department, and the tree free of cycles', async () => {
    const dept = await createOrg(suite.admin, { orgType: 'dept' });
    const under = await suite.admin.post('/api/org/sysOrg/add', { orgCode: unique('X'), orgName: 'x', orgType: 'org', parentId: dept });
    expect(under.status).toBe(400);
    expect(under.body.message).toBe('An organisation cannot be placed under a department or itself');
    const top = await createOrg(suite.admin, { orgType: 'org' });
    const child = await createOrg(suite.admin, { orgType: 'org', parentId: top });
    const cycle = await suite.admin.put('/api/org/sysOrg/edit', await atVersion(suite.server, '/api/org/sysOrg/edit', { id: top, parentId: child }));
    expect(cycle.body.message).toBe('An organisation cannot be placed under a department or itself');
    const demote = await suite.admin.put('/api/org/sysOrg/edit', await atVersion(suite.server, '/api/org/sysOrg/edit', { id: top, orgType: 'dept' }));
    expect(demote.body.message).toBe('An organisation cannot be placed under a department or itself');
  });

  it('refuses a repeated code and an unknown org type', async () => {
    const code = unique('C');
    await createOrg(suite.admin, { orgCode: code });
    expect((await suite.admin.post('/api/org/sysOrg/add', { orgCode: code, orgName: 'again', orgType: 'dept' })).body.message).toBe('Code cannot be repeated');
    expect((await suite.admin.post('/api/org/sysOrg/add', { orgCode: unique('C'), orgName: 'x', orgType: 'team' })).status).toBe(400);
  });

  it('edits with a version and reports an unknown organisation as "organization query failed"', async () => {
    const id = await createOrg(suite.admin, { orgName: 'Before' });
    expect((await suite.admin.put('/api/org/sysOrg/edit', { id, orgName: 'After', version: 1 })).body.result.version).toBe(2);
    expect((await suite.admin.put('/api/org/sysOrg/edit', { id, orgName: 'Lost', version: 1 })).status).toBe(409);
    expect((await suite.admin.get(`/api/org/sysOrg/queryById?id=${id}`)).body.result.orgName).toBe('After');
    const missing = await suite.admin.get('/api/org/sysOrg/queryById?id=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('organization query failed');
  });
});

describe('deleting organisations', () => {
  it('refuses a node with children, then deletes leaves, but never the last root node', async () => {
    for (const node of await tree()) await deleteSubtree(node);
    // The clean-up itself could not delete the last root node.
    const remaining = await tree();
    expect(remaining).toHaveLength(1);
    const root = remaining[0]!.id;
    const leaf = await createOrg(suite.admin, { parentId: root });
    const withChildren = await suite.admin.delete(`/api/org/sysOrg/delete?id=${root}`);
    expect(withChildren.body.message).toBe('Delete the child nodes first');
    expect((await suite.admin.delete(`/api/org/sysOrg/delete?id=${leaf}`)).status).toBe(200);
    const last = await suite.admin.delete(`/api/org/sysOrg/delete?id=${root}`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('The last root node cannot be deleted');
    const second = await createOrg(suite.admin, { orgType: 'org' });
    expect((await suite.admin.delete(`/api/org/sysOrg/delete?id=${root}`)).status).toBe(200);
    expect((await tree()).map((n) => n.id)).toEqual([second]);
  });

  async function deleteSubtree(node: Node): Promise<void> {
    for (const child of node.children ?? []) await deleteSubtree(child);
    await suite.admin.delete(`/api/org/sysOrg/delete?id=${node.id}`);
  }
});

describe('name look-ups for user and department controls', () => {
  it('answers queryUserNameByUserIds and queryDeptNameByDeptIds for any signed-in user', async () => {
    const dept = await createOrg(suite.admin, { orgName: 'Legal' });
    const user = await createUser(suite.admin, { realname: 'Lena' });
    const plain = await suite.server.login('user');
    const users = await plain.get(`/api/org/sysOrg/queryUserNameByUserIds?userIds=${user.id}`);
    expect(users.body.result).toEqual([{ id: user.id, username: user.username, realname: 'Lena' }]);
    const depts = await plain.get(`/api/org/sysOrg/queryDeptNameByDeptIds?deptIds=${dept}`);
    expect(depts.body.result).toMatchObject([{ id: dept, orgName: 'Legal' }]);
    expect((await plain.get('/api/org/sysOrg/queryDeptNameByDeptIds?deptIds=not-an-id')).status).toBe(400);
  });
});

describe('moving organisations', () => {
  it('moves a department to the top level and back with parentId null and an id', async () => {
    const parent = await createOrg(suite.admin, { orgType: 'org' });
    const dept = await createOrg(suite.admin, { parentId: parent });
    expect((await suite.admin.put('/api/org/sysOrg/edit', await atVersion(suite.server, '/api/org/sysOrg/edit', { id: dept, parentId: null }))).status).toBe(200);
    expect((await suite.admin.get(`/api/org/sysOrg/queryById?id=${dept}`)).body.result.parentId).toBeNull();
    expect((await suite.admin.put('/api/org/sysOrg/edit', await atVersion(suite.server, '/api/org/sysOrg/edit', { id: dept, parentId: parent }))).status).toBe(200);
    expect((await suite.admin.get(`/api/org/sysOrg/queryById?id=${dept}`)).body.result.parentId).toBe(parent);
  });
});
