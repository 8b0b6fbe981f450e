// The spec's process calls under their legacy paths and the task lists' query: a handler chooses users by name or
// department (GET /api/processController/selectUser: active users only, with their departments); a process administrator
// gives an open task to another handler (PUT /api/processController/updateUser: the circulation shows it, the new
// handler has the task with its node and due date, the old one no longer; refused to others, for a done task, for the
// same handler); the lists narrow by title or node and by template, and a copy names its reader.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrg, createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
let lead: { username: string; client: ApiClient };
let deputy: { username: string; client: ApiClient };
let clerk: { username: string; client: ApiClient };
let orgCode: string;

async function person(body: Record<string, unknown> = {}) {
  const user = await createUser(suite.admin, body);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

const todo = async (client: ApiClient, query = '') => expectOk<any>(await client.get(`/api/bpm/task/todo?pageSize=100${query}`)).records as any[];
const start = async (key: string, businessTitle: string) =>
  expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle })).id;

beforeAll(async () => {
  const orgId = await createOrg(suite.admin, { orgName: 'Purchasing' });
  orgCode = (await suite.server.sql<{ org_code: string }>('select org_code from sys_org where id = $1', [orgId]))[0]!.org_code;
  lead = await person({ realname: 'Zed Lead', selectedDeparts: [orgId] });
  deputy = await person({ realname: 'Zed Deputy', selectedDeparts: [orgId] });
  clerk = await person({ realname: 'Yan Clerk' });
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Office', name: 'Pair', key: 'pair', bpmnXml: twoStepBpmn('pair', { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
    nodes: { lead: { assignees: [{ type: 'user', values: [lead.username, deputy.username] }], signMode: 'all' }, second: { assignees: [{ type: 'user', values: [clerk.username] }] } },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'pair' }));
  for (const key of ['purchase', 'travel']) {
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'Office', name: `Flow ${key}`, key, bpmnXml: twoStepBpmn(key, { name: 'Approve the order', attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [lead.username] }], dueHours: 24 }, second: { assignees: [{ type: 'user', values: [clerk.username] }] } },
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
  }
});

describe('choosing users for a process step', () => {
  it('finds active users by part of their name or username, with their departments', async () => {
    const page = expectOk<any>(await clerk.client.get('/api/processController/selectUser?keyword=zed'));
    expect(page.records.map((u: any) => u.realname)).toEqual(['Zed Deputy', 'Zed Lead']);
    expect(page.records[1]).toEqual({ id: expect.any(String), username: lead.username, realname: 'Zed Lead', orgNames: ['Purchasing'] });
    expect(page.total).toBe(2);
    const byName = expectOk<any>(await clerk.client.get(`/api/processController/selectUser?keyword=${clerk.username}`));
    expect(byName.records.map((u: any) => u.username)).toEqual([clerk.username]);
  });

  it('narrows to a department and leaves out frozen users; takes % and _ literally', async () => {
    const frozen = await createUser(suite.admin, { realname: 'Zed Frozen', selectedDeparts: [] });
    expectOk(await suite.admin.put('/api/system/user/frozenBatch', { ids: frozen.id, status: 2 }));
    const inOrg = expectOk<any>(await clerk.client.get(`/api/processController/selectUser?orgCode=${orgCode}`));
    expect(inOrg.records.map((u: any) => u.username).sort()).toEqual([lead.username, deputy.username].sort());
    const all = expectOk<any>(await clerk.client.get('/api/processController/selectUser?keyword=Zed&pageSize=100'));
    expect(all.records.map((u: any) => u.realname)).not.toContain('Zed Frozen');
    expect(expectOk<any>(await clerk.client.get('/api/processController/selectUser?keyword=%25')).total).toBe(0);
  });

  it('is for signed-in users only', async () => {
    expect((await suite.server.anonymous().get('/api/processController/selectUser')).status).toBe(401);
  });
});

describe('changing the handler of a task', () => {
  it('gives the open task to the new handler, with its node and due date; the circulation shows it', async () => {
    const id = await start('purchase', 'Chairs for the office');
    const [old] = (await todo(lead.client)).filter((t) => t.instanceId === id);
    const { taskId } = expectOk<any>(await suite.admin.put('/api/processController/updateUser', { taskId: old.id, username: deputy.username, opinion: 'Lead on leave' }));
    expect((await todo(lead.client)).filter((t) => t.instanceId === id)).toEqual([]);
    const [moved] = (await todo(deputy.client)).filter((t) => t.instanceId === id);
    expect(moved).toMatchObject({ id: taskId, taskName: 'Approve the order', assigneeName: 'Zed Deputy', dueDateString: old.dueDateString });
    const history = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/history?id=${id}`));
    expect(history).toContainEqual(expect.objectContaining({ passType: 'reassign', passName: 'Approve the order', passMessage: 'Lead on leave', handlerName: 'Zed Lead' }));
    expect(expectOk<any>(await deputy.client.post('/api/bpm/task/complete', { taskId, opinion: 'ok' })).instanceState).toBe('ACTIVE');
    expect((await todo(clerk.client)).filter((t) => t.instanceId === id)).toHaveLength(1);
  });

  it('refuses the same handler, an unknown user, one who already decides at the node, anyone without the right, and a task already handed on', async () => {
    const id = await start('purchase', 'Desks');
    const [task] = (await todo(lead.client)).filter((t) => t.instanceId === id);
    const same = await suite.admin.put('/api/processController/updateUser', { taskId: task.id, username: lead.username });
    expect([same.status, same.body.message]).toEqual([400, "The task is already this user's"]);
    const unknown = await suite.admin.put('/api/processController/updateUser', { taskId: task.id, username: 'nobody_here' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'User nobody_here does not exist']);
    // In a countersign, one who already holds a task at the node would get a second voice.
    const { id: countersigned } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'pair', businessTitle: 'Pair' }));
    const [first] = (await todo(lead.client)).filter((t) => t.instanceId === countersigned);
    const twice = await suite.admin.put('/api/processController/updateUser', { taskId: first.id, username: deputy.username });
    expect([twice.status, twice.body.message]).toEqual([400, 'The selected users already have this task']);
    const { client: stranger } = await signedInWith(suite.server, suite.admin, []);
    expect((await stranger.put('/api/processController/updateUser', { taskId: task.id, username: clerk.username })).status).toBe(403);
    expectOk(await suite.admin.put('/api/processController/updateUser', { taskId: task.id, username: deputy.username }));
    const again = await suite.admin.put('/api/processController/updateUser', { taskId: task.id, username: clerk.username });
    expect([again.status, again.body.message]).toEqual([400, 'No running task']);
    expect((await todo(clerk.client)).filter((t) => t.instanceId === id)).toEqual([]);
  });
});

describe('querying the task lists', () => {
  it('narrows by part of the title or node name and by template; a copy names its reader', async () => {
    const [chairs, trip] = [await start('purchase', 'Lamps for the hall'), await start('travel', 'Trip to the fair')];
    expect((await todo(lead.client, '&keyword=lamps')).map((t) => t.instanceId)).toEqual([chairs]);
    expect((await todo(lead.client, '&templateKey=travel')).map((t) => t.instanceId)).toContain(trip);
    expect((await todo(lead.client, '&templateKey=travel')).every((t) => t.templateKey === 'travel')).toBe(true);
    expect((await todo(lead.client, '&keyword=approve the')).length).toBeGreaterThanOrEqual(2);
    const [task] = (await todo(lead.client)).filter((t) => t.instanceId === trip);
    expectOk(await lead.client.post('/api/bpm/task/cc', { taskId: task.id, users: [clerk.username] }));
    const [copy] = expectOk<any>(await clerk.client.get('/api/bpm/task/toRead?keyword=fair')).records;
    expect(copy).toMatchObject({ instanceId: trip, taskType: 'toRead', readerName: 'Yan Clerk' });
    expect(task.readerName).toBeNull();
  });
});
