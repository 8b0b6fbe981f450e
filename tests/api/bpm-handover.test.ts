// Handover: Given a user with open tasks (to do, waiting their turn, unread copies), When an administrator hands them
// over — all of them or the chosen ones — Then the receiver holds them (the same tasks), each move shows in its
// circulation with the notice, and the handover is listed with who made it and how many tasks it moved. Anything wrong
// (oneself, no type, no tasks, unknown or frozen receiver, a task not the user's open one, a second voice at a node)
// is refused with its message and moves nothing; a plain user may not list, look at or make handovers.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
type Person = { id: string; username: string; realname: string; client: ApiClient };
let leaver: Person;
let receiver: Person;
let clerk: Person;

async function person(): Promise<Person> {
  const user = await createUser(suite.admin);
  return { ...user, realname: `Real ${user.username}`, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

const start = async (key: string, title: string) =>
  expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: title })).id;
const list = async (who: Person, kind = 'todo') => expectOk<any>(await who.client.get(`/api/bpm/task/${kind}?pageSize=100`)).records as any[];
const taskOf = async (who: Person, instanceId: string, kind = 'todo') => (await list(who, kind)).find((t) => t.instanceId === instanceId);
const handover = (body: Record<string, unknown>) => suite.admin.post('/api/bpm/handover/add', { fromUser: leaver.username, toUser: receiver.username, ...body });
const openOf = async (who: Person) => expectOk<any[]>(await suite.admin.get(`/api/bpm/handover/tasks?fromUser=${who.username}`));
const refused = async (body: Record<string, unknown>, message: string) => {
  const res = await handover(body);
  expect([res.status, res.body.message], message).toEqual([400, message]);
};

beforeAll(async () => {
  [leaver, receiver, clerk] = [await person(), await person(), await person()];
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Finance', name: 'Flow expense', key: 'expense', bpmnXml: twoStepBpmn('expense', { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
    nodes: { lead: { assignees: [{ type: 'user', values: [leaver.username] }] }, second: { assignees: [{ type: 'user', values: [clerk.username] }] } },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'expense' }));
  // A countersign of the leaver and the receiver, one after the other.
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Finance', name: 'Flow joint', key: 'joint', bpmnXml: twoStepBpmn('joint', { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
    nodes: {
      lead: { assignees: [{ type: 'user', values: [clerk.username, leaver.username] }], signMode: 'all', sequential: true },
      second: { assignees: [{ type: 'user', values: [receiver.username, leaver.username] }], signMode: 'all' },
    },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'joint' }));
});

describe('handing over', () => {
  it('refuses a plain user: no list, no open tasks, no handover', async () => {
    for (const res of [
      await clerk.client.get('/api/bpm/handover/list'),
      await clerk.client.get(`/api/bpm/handover/tasks?fromUser=${leaver.username}`),
      await clerk.client.post('/api/bpm/handover/add', { fromUser: leaver.username, toUser: clerk.username, type: 'all' }),
    ]) expect(res.status).toBe(403);
  });

  it('moves the chosen tasks only, all or nothing, each with a circulation entry, and the receiver\'s approval moves the process on', async () => {
    const [a, b] = [await start('expense', 'Taxi'), await start('expense', 'Hotel')];
    const [ta, tb] = [await taskOf(leaver, a), await taskOf(leaver, b)];
    expect((await openOf(leaver)).map((t) => t.id).sort()).toEqual([ta.id, tb.id].sort());
    // One of the chosen is not the leaver's open task: nothing moves.
    const done = await start('expense', 'Lunch');
    expectOk(await leaver.client.post('/api/bpm/task/complete', { taskId: (await taskOf(leaver, done)).id }));
    const handled = (await list(leaver, 'done')).find((t) => t.instanceId === done);
    await refused({ type: 'task', taskIds: [ta.id, handled.id] }, `Only open tasks of ${leaver.username} can be handed over`);
    await refused({ type: 'task', taskIds: [ta.id, (await taskOf(clerk, done)).id] }, `Only open tasks of ${leaver.username} can be handed over`);
    await refused({ type: 'task', taskIds: [ta.id, '00000000-0000-4000-8000-000000000000'] }, `Only open tasks of ${leaver.username} can be handed over`);
    expect(await taskOf(receiver, a)).toBeUndefined();

    const { taskCount } = expectOk<any>(await handover({ type: 'task', taskIds: [ta.id], notice: 'Off to a new job' }));
    expect(taskCount).toBe(1);
    expect((await taskOf(receiver, a)).id).toBe(ta.id);
    expect((await taskOf(leaver, b)).id).toBe(tb.id);
    expectOk(await receiver.client.post('/api/bpm/task/complete', { taskId: ta.id }));
    expect((await taskOf(clerk, a)).taskName).toBe('Clerk');
    const history = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/history?id=${a}`));
    expect(history.slice(1).map((h) => [h.passType, h.handlerName, h.passMessage])).toEqual([
      ['handover', leaver.realname, 'Off to a new job'], ['approve', receiver.realname, null],
    ]);
  });

  it('moves all of a user\'s open work — to-do tasks, tasks waiting their turn, copies — and a copy the receiver has already is withdrawn', async () => {
    await suite.server.sql(`update bpm_task set status = 'cancelled' where assignee_id = $1 and status in ('open', 'waiting')`, [leaver.id]);
    const todo = await start('expense', 'Paper');
    const joint = await start('joint', 'Audit');
    // The leaver waits their turn after the clerk at the first node of the joint review.
    const copied = await start('expense', 'Pens');
    expectOk(await leaver.client.post('/api/bpm/task/complete', { taskId: (await taskOf(leaver, copied)).id }));
    const second = await taskOf(clerk, copied);
    expectOk(await clerk.client.post('/api/bpm/task/cc', { taskId: second.id, users: [leaver.username, receiver.username] }));
    const other = await start('expense', 'Ink');
    expectOk(await leaver.client.post('/api/bpm/task/complete', { taskId: (await taskOf(leaver, other)).id }));
    expectOk(await clerk.client.post('/api/bpm/task/cc', { taskId: (await taskOf(clerk, other)).id, users: [leaver.username] }));
    const before = await openOf(leaver);
    expect(before.map((t) => [t.taskTitle, t.taskType, t.status]).sort()).toEqual([
      ['Audit', 'todo', 'waiting'], ['Ink', 'toRead', 'open'], ['Paper', 'todo', 'open'], ['Pens', 'toRead', 'open'],
    ]);

    const { taskCount } = expectOk<any>(await handover({ type: 'all', notice: 'Leaving' }));
    expect(taskCount).toBe(4);
    expect(await openOf(leaver)).toEqual([]);
    expect((await taskOf(receiver, todo)).taskName).toBe('Team lead');
    expect((await taskOf(receiver, other, 'toRead'))).toBeDefined();
    const pens = await suite.server.sql(`select count(*)::int as n from bpm_task where instance_id = $1 and task_type = 'toRead' and assignee_id = $2 and status = 'open'`, [copied, receiver.id]);
    expect(pens[0].n).toBe(1);
    // The waiting turn is the receiver's now: it opens once the clerk has approved.
    expectOk(await clerk.client.post('/api/bpm/task/complete', { taskId: (await taskOf(clerk, joint)).id }));
    expect((await taskOf(receiver, joint)).taskName).toBe('Team lead');

    const records = expectOk<any>(await suite.admin.get(`/api/bpm/handover/list?keyword=${leaver.username}`)).records;
    expect(records[0]).toMatchObject({ fromUser: leaver.username, toUser: receiver.username, type: 'all', taskCount: 4, notice: 'Leaving', createBy: 'admin' });
    expect(records).toHaveLength(2);
  });

  it('hands one task over once when two handovers of it run at the same moment: the other finds it no longer the user\'s', async () => {
    const id = await start('expense', 'Race');
    const task = await taskOf(leaver, id);
    const [first, second] = await Promise.all([
      handover({ type: 'task', taskIds: [task.id] }), handover({ type: 'task', taskIds: [task.id], toUser: clerk.username }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect((first.status === 400 ? first : second).body.message).toBe(`Only open tasks of ${leaver.username} can be handed over`);
    const records = await suite.server.sql(`select count(*)::int as n from bpm_task where instance_id = $1 and action = 'handover'`, [id]);
    expect(records[0].n).toBe(1);
  });

  it('refuses a task that would give the receiver a second voice at its node, naming it, and moves nothing', async () => {
    const joint = await start('joint', 'Budget');
    expectOk(await clerk.client.post('/api/bpm/task/complete', { taskId: (await taskOf(clerk, joint)).id }));
    expectOk(await leaver.client.post('/api/bpm/task/complete', { taskId: (await taskOf(leaver, joint)).id }));
    // The second node: the receiver and the leaver both decide.
    await refused({ type: 'all' }, `User ${receiver.username} already has a task at Clerk of "Budget"; that task cannot be handed over to them`);
    expect((await openOf(leaver)).map((t) => t.taskTitle)).toEqual(['Budget']);
  });

  it('refuses oneself, no type, no tasks, unknown or frozen users, nothing to hand over; a frozen giver\'s work can be handed over', async () => {
    const frozen = await createUser(suite.admin);
    expectOk(await suite.admin.put('/api/system/user/frozenBatch', { ids: frozen.id, status: 2 }));
    await refused({ toUser: leaver.username, type: 'all' }, 'Cannot hand over to oneself');
    await refused({}, 'Choose the type of handover');
    await refused({ type: 'task' }, 'Choose the tasks to hand over');
    await refused({ type: 'task', taskIds: [] }, 'Choose the tasks to hand over');
    await refused({ fromUser: 'ghost', type: 'all' }, 'User ghost does not exist');
    await refused({ toUser: 'ghost', type: 'all' }, 'User ghost does not exist');
    await refused({ toUser: frozen.username, type: 'all' }, `User ${frozen.username} does not exist`);
    const idle = await createUser(suite.admin);
    await refused({ fromUser: idle.username, type: 'all' }, `User ${idle.username} has no open tasks to hand over`);
    // The leaver leaves (frozen): their work still goes to the receiver.
    const id = await start('expense', 'Farewell');
    expectOk(await suite.admin.put('/api/system/user/frozenBatch', { ids: leaver.id, status: 2 }));
    await suite.server.sql(`update bpm_task set status = 'cancelled' where assignee_id = $1 and status in ('open', 'waiting') and instance_id <> $2`, [leaver.id, id]);
    expect(expectOk<any>(await handover({ type: 'all' })).taskCount).toBe(1);
    expect(await taskOf(receiver, id)).toBeDefined();
  });
});
