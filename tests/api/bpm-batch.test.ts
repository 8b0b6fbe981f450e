// Batch handling: Given several to-do tasks of one template and node, When the handler approves them together with one
// opinion, Then each instance goes on and each task carries that opinion; tasks of two nodes or templates, a copy, a
// done task or another's task are refused and nothing is approved. Batch read marks several copies read; anything but
// unread copies is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
let lead: { username: string; client: ApiClient };
let clerk: { username: string; client: ApiClient };

async function person() {
  const user = await createUser(suite.admin);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

const start = async (key: string, title: string) =>
  expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: title })).id;
const todo = async (client: ApiClient) => expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[];
const taskOf = async (client: ApiClient, instanceId: string) => (await todo(client)).find((t) => t.instanceId === instanceId);

beforeAll(async () => {
  [lead, clerk] = [await person(), await person()];
  for (const key of ['expense', 'trip']) {
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'Finance', name: `Flow ${key}`, key, bpmnXml: twoStepBpmn(key, { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [lead.username] }] }, second: { assignees: [{ type: 'user', values: [lead.username] }] } },
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
  }
});

describe('batch handling', () => {
  it('approves to-do tasks of one template and node with one opinion, each instance going on', async () => {
    const ids = [await start('expense', 'Taxi'), await start('expense', 'Lunch'), await start('expense', 'Hotel')];
    const tasks = await Promise.all(ids.map((id) => taskOf(lead.client, id)));
    expect(expectOk<any>(await lead.client.post('/api/bpm/task/batchComplete', { taskIds: tasks.map((t) => t.id), opinion: 'All fine' })).completed).toBe(3);
    const next = await Promise.all(ids.map((id) => taskOf(lead.client, id)));
    expect(next.map((t) => t.taskName)).toEqual(['Clerk', 'Clerk', 'Clerk']);
    const done = (expectOk<any>(await lead.client.get('/api/bpm/task/done?pageSize=100')).records as any[]).filter((t) => ids.includes(t.instanceId));
    expect(done.map((t) => t.opinion)).toEqual(['All fine', 'All fine', 'All fine']);
  });

  it('refuses tasks of two nodes or two templates, a done task or another\'s task, and approves none of them', async () => {
    const [a, b, c] = [await start('expense', 'Paper'), await start('trip', 'Berlin'), await start('expense', 'Pens')];
    const [ta, tb, tc] = await Promise.all([a, b, c].map((id) => taskOf(lead.client, id)));
    const twoTemplates = await lead.client.post('/api/bpm/task/batchComplete', { taskIds: [ta.id, tb.id] });
    expect([twoTemplates.status, twoTemplates.body.message]).toEqual([400, 'Batch handling takes open to-do tasks of one template and one node only']);
    expectOk(await lead.client.post('/api/bpm/task/complete', { taskId: tc.id }));
    const nextOfC = await taskOf(lead.client, c);
    const twoNodes = await lead.client.post('/api/bpm/task/batchComplete', { taskIds: [ta.id, nextOfC.id] });
    expect(twoNodes.status).toBe(400);
    const doneOne = await lead.client.post('/api/bpm/task/batchComplete', { taskIds: [ta.id, tc.id] });
    expect(doneOne.status).toBe(400);
    expect((await clerk.client.post('/api/bpm/task/batchComplete', { taskIds: [ta.id] })).status).toBe(403);
    // Nothing of those was approved.
    expect((await taskOf(lead.client, a)).id).toBe(ta.id);
    expect((await taskOf(lead.client, b)).id).toBe(tb.id);
  });
});

describe('batch read', () => {
  it('marks several copies read, and refuses anything but unread copies', async () => {
    const ids = [await start('trip', 'Paris'), await start('trip', 'Rome')];
    for (const id of ids) expectOk(await lead.client.post('/api/bpm/task/cc', { taskId: (await taskOf(lead.client, id)).id, users: [clerk.username] }));
    const copies = (expectOk<any>(await clerk.client.get('/api/bpm/task/toRead?pageSize=100')).records as any[]).filter((t) => ids.includes(t.instanceId));
    expect(copies).toHaveLength(2);
    const withTodo = await clerk.client.post('/api/bpm/task/batchRead', { taskIds: [copies[0].id, (await taskOf(lead.client, ids[0]!)).id] });
    expect([withTodo.status, withTodo.body.message]).toEqual([400, 'Batch read takes unread to-read tasks only']);
    expect((await lead.client.post('/api/bpm/task/batchRead', { taskIds: copies.map((c) => c.id) })).status).toBe(403);
    expect(expectOk<any>(await clerk.client.post('/api/bpm/task/batchRead', { taskIds: copies.map((c) => c.id) })).read).toBe(2);
    const read = (expectOk<any>(await clerk.client.get('/api/bpm/task/read?pageSize=100')).records as any[]).filter((t) => ids.includes(t.instanceId));
    expect(read).toHaveLength(2);
    const again = await clerk.client.post('/api/bpm/task/batchRead', { taskIds: copies.map((c) => c.id) });
    expect(again.status).toBe(400);
  });
});
