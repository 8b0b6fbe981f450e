// The collection: Given a user, When they first read their collection, Then it has the root 'My collection', which
// cannot be renamed or deleted; folders nest a few levels with names unique among siblings, and only an empty one is
// deleted; a process they may start now is collected once, any other ('unstarted': never published, suspended, not
// theirs to start) is refused; the tree says which collected process can be started now. Another user's folders are
// not found, and every refusal changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
let ann: ApiClient;
let bob: ApiClient;
let starterRole: string;

interface Folder { id: string; parentId: string | null; name: string; root: boolean; depth: number; processes: { key: string; name: string; group: string | null; startable: boolean }[] }

const tree = async (client: ApiClient) => expectOk<{ folders: Folder[] }>(await client.get('/api/bpm/collection/tree')).folders;
const rootOf = async (client: ApiClient) => (await tree(client)).find((f) => f.root)!;
const addFolder = async (client: ApiClient, name: string, parentId?: string) =>
  expectOk<Folder>(await client.post('/api/bpm/collection/addFolder', { name, parentId }));
const refused = (res: { status: number; body: { message: string } }) => [res.status, res.body.message];

async function template(key: string, startPermission: Record<string, unknown>, publish = true) {
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Office', name: `Process ${key}`, key, bpmnXml: twoStepBpmn(key, { attrs: 'camunda:assignee="admin"' }, { attrs: 'camunda:assignee="admin"' }), startPermission,
  }));
  if (publish) expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

beforeAll(async () => {
  starterRole = await createRole(suite.admin, []);
  const [role] = await suite.server.sql<{ roleCode: string }>('select role_code as "roleCode" from sys_role where id = $1', [starterRole]);
  const annUser = await createUser(suite.admin, { selectedRole: [starterRole] });
  const bobUser = await createUser(suite.admin);
  [ann, bob] = [await suite.server.login(annUser.username, STRONG_PASSWORD), await suite.server.login(bobUser.username, STRONG_PASSWORD)];
  await template('stationery', { type: 'all' });
  await template('travel', { type: 'all' });
  await template('draft', { type: 'all' }, false);
  await template('paused', { type: 'all' });
  expectOk(await suite.admin.post('/api/bpm/template/suspend', { key: 'paused' }));
  await template('payroll', { type: 'roles', roleCodes: [role!.roleCode] });
});

describe('the root folder', () => {
  it('Given a new user, When they read their collection twice, Then it holds one root, My collection, and nothing else', async () => {
    const first = await tree(bob);
    expect(first).toEqual([{ id: expect.any(String), parentId: null, name: 'My collection', root: true, depth: 0, processes: [] }]);
    expect(await tree(bob)).toEqual(first);
  });

  it('When the user renames or deletes the root, Then it is refused and stays', async () => {
    const root = await rootOf(ann);
    const message = "Root folder 'My collection' cannot be modified or deleted";
    expect(refused(await ann.post('/api/bpm/collection/editFolder', { id: root.id, name: 'Mine' }))).toEqual([400, message]);
    expect(refused(await ann.post('/api/bpm/collection/deleteFolder', { id: root.id }))).toEqual([400, message]);
    expect(await rootOf(ann)).toEqual(root);
  });

  it('When nobody is signed in, Then the collection answers 401', async () => {
    expect((await suite.server.anonymous().get('/api/bpm/collection/tree')).status).toBe(401);
  });
});

describe('folders', () => {
  it('Given folders, When one is added beside a sibling of the same name, Then it is refused; the same name elsewhere is fine', async () => {
    const work = await addFolder(ann, 'Work');
    expect(work).toMatchObject({ parentId: (await rootOf(ann)).id, name: 'Work', root: false, depth: 1 });
    const daily = await addFolder(ann, '  Daily ', work.id);
    expect(daily).toMatchObject({ parentId: work.id, name: 'Daily', depth: 2 });
    expect(refused(await ann.post('/api/bpm/collection/addFolder', { name: 'Work' }))).toEqual([400, 'A folder named Work already exists here']);
    expect(refused(await ann.post('/api/bpm/collection/addFolder', { name: '   ', parentId: work.id }))).toEqual([400, 'Please enter the folder name']);
    expect((await addFolder(ann, 'Work', work.id)).depth).toBe(2);
    expect((await tree(ann)).filter((f) => f.name === 'Work')).toHaveLength(2);
  });

  it('When a folder is renamed, Then it keeps its place; a sibling\'s name is refused', async () => {
    const a = await addFolder(ann, 'Alpha');
    const b = await addFolder(ann, 'Beta');
    expect(expectOk<Folder>(await ann.post('/api/bpm/collection/editFolder', { id: a.id, name: 'Alpha 2' }))).toMatchObject({ id: a.id, name: 'Alpha 2', depth: 1 });
    expect(refused(await ann.post('/api/bpm/collection/editFolder', { id: b.id, name: 'Alpha 2' }))).toEqual([400, 'A folder named Alpha 2 already exists here']);
    expect((await tree(ann)).find((f) => f.id === b.id)!.name).toBe('Beta');
  });

  it('Given five nested levels, When a sixth is added, Then it is refused', async () => {
    let parent: string | undefined;
    for (let level = 1; level <= 5; level++) parent = (await addFolder(ann, `Level ${level}`, parent)).id;
    expect(refused(await ann.post('/api/bpm/collection/addFolder', { name: 'Level 6', parentId: parent }))).toEqual([400, 'Folders nest at most 5 levels deep']);
    expect((await tree(ann)).some((f) => f.name === 'Level 6')).toBe(false);
  });

  it('Given a folder with a sub-folder or a process, When it is deleted, Then it is refused; once empty it goes', async () => {
    const box = await addFolder(ann, 'Box');
    const inner = await addFolder(ann, 'Inner', box.id);
    const withChild = await ann.post('/api/bpm/collection/deleteFolder', { id: box.id });
    expect(refused(withChild)).toEqual([400, 'A folder with children cannot be deleted']);
    expectOk(await ann.post('/api/bpm/collection/add', { templateKey: 'travel', folderId: inner.id }));
    expect(refused(await ann.post('/api/bpm/collection/deleteFolder', { id: inner.id }))).toEqual([400, 'A folder with children cannot be deleted']);
    expect((await tree(ann)).find((f) => f.id === inner.id)!.processes.map((p) => p.key)).toEqual(['travel']);
    expectOk(await ann.post('/api/bpm/collection/remove', { templateKey: 'travel' }));
    expectOk(await ann.post('/api/bpm/collection/deleteFolder', { id: inner.id }));
    expectOk(await ann.post('/api/bpm/collection/deleteFolder', { id: box.id }));
    expect((await tree(ann)).some((f) => f.id === box.id || f.id === inner.id)).toBe(false);
  });
});

describe('collected processes', () => {
  it('Given a process the user may start, When it is collected, Then the tree lists it with its name and group, startable; a second time is refused', async () => {
    const office = await addFolder(ann, 'Office');
    expect(expectOk(await ann.post('/api/bpm/collection/add', { templateKey: 'stationery', folderId: office.id }))).toEqual({ folderId: office.id, key: 'stationery' });
    expect((await tree(ann)).find((f) => f.id === office.id)!.processes).toEqual([{ key: 'stationery', name: 'Process stationery', group: 'Office', startable: true }]);
    expect(refused(await ann.post('/api/bpm/collection/add', { templateKey: 'stationery' }))).toEqual([400, 'The process is already in your collection']);
    // Into the root when no folder is named.
    expectOk(await ann.post('/api/bpm/collection/add', { templateKey: 'payroll' }));
    expect((await rootOf(ann)).processes.map((p) => p.key)).toEqual(['payroll']);
  });

  it.each([
    ['never published', 'draft'], ['suspended', 'paused'], ['unknown', 'nothing-here'],
  ])('Given a process that is %s, When it is collected, Then "Unstarted processes cannot be collected"', async (_case, key) => {
    expect(refused(await bob.post('/api/bpm/collection/add', { templateKey: key }))).toEqual([400, 'Unstarted processes cannot be collected']);
    expect((await tree(bob)).flatMap((f) => f.processes)).toEqual([]);
  });

  it('Given a process only a role may start, When a user without it collects it, Then it is refused; the role holder may', async () => {
    expect(refused(await bob.post('/api/bpm/collection/add', { templateKey: 'payroll' }))).toEqual([400, 'Unstarted processes cannot be collected']);
    expect((await rootOf(ann)).processes.find((p) => p.key === 'payroll')!.startable).toBe(true);
  });

  it('Given a collected process, When its template is suspended, Then the tree shows it as not startable until it is activated', async () => {
    expectOk(await bob.post('/api/bpm/collection/add', { templateKey: 'travel' }));
    expectOk(await suite.admin.post('/api/bpm/template/suspend', { key: 'travel' }));
    expect((await rootOf(bob)).processes).toEqual([{ key: 'travel', name: 'Process travel', group: 'Office', startable: false }]);
    expectOk(await suite.admin.post('/api/bpm/template/activate', { key: 'travel' }));
    expect((await rootOf(bob)).processes[0]!.startable).toBe(true);
  });

  it('When a process is removed, Then it leaves the tree; removing one not collected is not found', async () => {
    expectOk(await bob.post('/api/bpm/collection/add', { templateKey: 'stationery' }));
    expect(expectOk(await bob.post('/api/bpm/collection/remove', { templateKey: 'stationery' }))).toEqual({ key: 'stationery' });
    expect((await rootOf(bob)).processes.map((p) => p.key)).toEqual(['travel']);
    expect((await bob.post('/api/bpm/collection/remove', { templateKey: 'stationery' })).status).toBe(404);
  });
});

describe('at the same moment', () => {
  it('Given a new user, When two requests read and add at once, Then there is one root and one folder of a name; the other is refused', async () => {
    const { username } = await createUser(suite.admin);
    const carl = await suite.server.login(username, STRONG_PASSWORD);
    await Promise.all([tree(carl), tree(carl), tree(carl)]);
    expect((await tree(carl)).filter((f) => f.root)).toHaveLength(1);
    const answers = await Promise.all([1, 2, 3].map(() => carl.post('/api/bpm/collection/addFolder', { name: 'Twin' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect((await tree(carl)).filter((f) => f.name === 'Twin')).toHaveLength(1);
  });
});

describe('another user\'s collection', () => {
  it('keeps the collection tables under the tenant policy (row-level security)', async () => {
    const rows = await suite.server.sql<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('bpm_collection_folder', 'bpm_collection_item') order by relname`);
    expect(rows).toEqual([{ relname: 'bpm_collection_folder', relrowsecurity: true }, { relname: 'bpm_collection_item', relrowsecurity: true }]);
  });

  it('Given Ann\'s folders, When Bob names them, Then they are not found and stay as they were', async () => {
    const secret = await addFolder(ann, 'Secret');
    const before = await tree(ann);
    for (const [path, body] of [
      ['addFolder', { name: 'Intruder', parentId: secret.id }],
      ['editFolder', { id: secret.id, name: 'Mine now' }],
      ['deleteFolder', { id: secret.id }],
      ['add', { templateKey: 'stationery', folderId: secret.id }],
    ] as const) {
      expect([path, (await bob.post(`/api/bpm/collection/${path}`, body)).status]).toEqual([path, 404]);
    }
    expect(await tree(ann)).toEqual(before);
    expect((await tree(bob)).some((f) => f.name === 'Intruder')).toBe(false);
  });
});
