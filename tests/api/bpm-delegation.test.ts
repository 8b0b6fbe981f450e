// Delegation: Given a user who delegates their approvals of a process to a bailee for a period, When a process starts
// while it is active, Then the to-do task the rules give the delegator goes to the bailee "on behalf of" the delegator,
// and the bailee's approval moves the process on; copies, other processes and delegations not active (pending,
// expired, cancelled) change nothing; a bailee's own delegation is not followed. Cancelling gives the unhandled tasks
// back. Every refusal names its reason and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
type Person = { id: string; username: string; realname: string; client: ApiClient };
let boss: Person;
let deputy: Person;
let clerk: Person;
let third: Person;

async function person(): Promise<Person> {
  const user = await createUser(suite.admin);
  return { ...user, realname: `Real ${user.username}`, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const delegate = (who: Person, body: Record<string, unknown>) =>
  who.client.post('/api/bpm/delegate/add', { startTime: at(-HOUR), endTime: at(24 * HOUR), ...body });
const start = async (key: string, title: string) =>
  expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: title })).id;
const list = async (who: Person, kind = 'todo') => expectOk<any>(await who.client.get(`/api/bpm/task/${kind}?pageSize=100`)).records as any[];
const taskOf = async (who: Person, instanceId: string, kind = 'todo') => (await list(who, kind)).find((t) => t.instanceId === instanceId);
const holders = (instanceId: string) => suite.server.sql<{ username: string; node_id: string; status: string; from: string | null }>(
  `select u.username, t.node_id, t.status, f.username as from from bpm_task t join sys_user u on u.id = t.assignee_id
     left join sys_user f on f.id = t.delegated_from where t.instance_id = $1 and t.task_type = 'todo' order by t.created_at`, [instanceId],
);
const cancelAll = () => suite.server.sql('update bpm_delegation set cancelled_at = now() where cancelled_at is null');

beforeAll(async () => {
  [boss, deputy, clerk, third] = [await person(), await person(), await person(), await person()];
  for (const key of ['expense', 'trip']) {
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'Finance', name: `Flow ${key}`, key, bpmnXml: twoStepBpmn(key, { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [boss.username] }] }, second: { assignees: [{ type: 'user', values: [clerk.username] }] } },
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
  }
  // A countersign where the delegator and the bailee both decide.
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'Finance', name: 'Flow joint', key: 'joint', bpmnXml: twoStepBpmn('joint', { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
    nodes: {
      lead: { assignees: [{ type: 'user', values: [boss.username, deputy.username] }], signMode: 'all' },
      second: { assignees: [{ type: 'user', values: [clerk.username] }] },
    },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'joint' }));
});

describe('an active delegation', () => {
  it('gives the delegator\'s new to-do task to the bailee on their behalf, and the bailee\'s approval moves the process on', async () => {
    const added = expectOk<any>(await delegate(boss, { delegateBailee: deputy.username, delegateResource: ['expense'] }));
    expect(added.state).toBe('active');
    const id = await start('expense', 'Laptop');
    expect(await taskOf(boss, id)).toBeUndefined();
    const task = await taskOf(deputy, id);
    expect([task.taskName, task.delegatedFromName]).toEqual(['Team lead', boss.realname]);
    expectOk(await deputy.client.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Fine for the boss' }));
    expect((await taskOf(clerk, id)).taskName).toBe('Clerk');
    const history = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/history?id=${id}`));
    expect(history[1]).toMatchObject({ passName: 'Team lead', passType: 'approve', handlerName: deputy.realname, onBehalfOf: boss.realname, passMessage: 'Fine for the boss' });
    // Processes not chosen stay the delegator's; a copy sent to the delegator is theirs.
    const trip = await start('trip', 'Berlin');
    expect((await taskOf(boss, trip)).delegatedFromName).toBeNull();
    const second = await taskOf(clerk, id);
    expectOk(await clerk.client.post('/api/bpm/task/cc', { taskId: second.id, users: [boss.username] }));
    expect(await taskOf(boss, id, 'toRead')).toBeDefined();
    expect(await taskOf(deputy, id, 'toRead')).toBeUndefined();
    await cancelAll();
  });

  it('follows a delegation of all processes one level only: the bailee\'s own delegation is not followed, so a cycle ends', async () => {
    expectOk(await delegate(boss, { delegateBailee: deputy.username, allProcesses: true }));
    expectOk(await delegate(deputy, { delegateBailee: third.username, allProcesses: true }));
    const id = await start('trip', 'Paris');
    expect(await holders(id)).toEqual([{ username: deputy.username, node_id: 'lead', status: 'open', from: boss.username }]);
    await cancelAll();
    // A cycle: each one's task goes to the other, once.
    expectOk(await delegate(boss, { delegateBailee: clerk.username, allProcesses: true }));
    expectOk(await delegate(clerk, { delegateBailee: boss.username, allProcesses: true }));
    const cycle = await start('trip', 'Rome');
    expect(await holders(cycle)).toEqual([{ username: clerk.username, node_id: 'lead', status: 'open', from: boss.username }]);
    expectOk(await clerk.client.post('/api/bpm/task/complete', { taskId: (await taskOf(clerk, cycle)).id }));
    expect((await holders(cycle))[1]).toEqual({ username: boss.username, node_id: 'second', status: 'open', from: clerk.username });
    await cancelAll();
  });

  it('never gives the bailee a second voice at a node they decide at already: that task stays the delegator\'s', async () => {
    expectOk(await delegate(boss, { delegateBailee: deputy.username, delegateResource: ['joint'] }));
    const id = await start('joint', 'Joint review');
    expect(await holders(id)).toEqual([
      { username: boss.username, node_id: 'lead', status: 'open', from: null },
      { username: deputy.username, node_id: 'lead', status: 'open', from: null },
    ]);
    await cancelAll();
  });

  it('delegates nothing before its period starts (pending) or after it ends (expired)', async () => {
    const pending = expectOk<any>(await delegate(boss, { delegateBailee: deputy.username, allProcesses: true, startTime: at(2 * HOUR), endTime: at(3 * HOUR) }));
    expect(pending.state).toBe('pending');
    const early = await start('trip', 'Too early');
    expect((await holders(early))[0]!.username).toBe(boss.username);
    // The period passes.
    await suite.server.sql(`update bpm_delegation set start_time = now() - interval '3 hours', end_time = now() - interval '2 hours' where id = $1`, [pending.id]);
    const late = await start('trip', 'Too late');
    expect((await holders(late))[0]!.username).toBe(boss.username);
    const mine = expectOk<any>(await boss.client.get('/api/bpm/delegate/list'));
    expect(mine.records.find((d: any) => d.id === pending.id)).toMatchObject({ state: 'expired', role: 'delegator', allProcesses: true, taskCount: 0 });
  });
});

describe('adding a delegation', () => {
  it('refuses a bailee who is oneself, unknown or frozen, no processes, an unknown process, a bad period, an overlap; writes nothing', async () => {
    const frozen = await createUser(suite.admin);
    expectOk(await suite.admin.put('/api/system/user/frozenBatch', { ids: frozen.id, status: 2 }));
    const [{ n: before }] = await suite.server.sql('select count(*)::int as n from bpm_delegation');
    const refusals: [Record<string, unknown>, string][] = [
      [{ delegateBailee: boss.username, allProcesses: true }, 'Cannot delegate to oneself'],
      [{ delegateBailee: 'nobody', allProcesses: true }, 'User nobody does not exist'],
      [{ delegateBailee: frozen.username, allProcesses: true }, `User ${frozen.username} does not exist`],
      [{ delegateBailee: deputy.username, delegateResource: [] }, 'Choose the processes to delegate'],
      [{ delegateBailee: deputy.username }, 'Choose the processes to delegate'],
      [{ delegateBailee: deputy.username, delegateResource: ['expense', 'nope'] }, 'Process template nope does not exist'],
      [{ delegateBailee: deputy.username, allProcesses: true, startTime: at(5 * HOUR), endTime: at(4 * HOUR) }, 'The start of a delegation cannot be later than its end'],
      [{ delegateBailee: deputy.username, allProcesses: true, startTime: at(-5 * HOUR), endTime: at(-4 * HOUR) }, 'The end of a delegation cannot be in the past'],
    ];
    for (const [body, message] of refusals) {
      const res = await delegate(boss, body);
      expect([res.status, res.body.message], message).toEqual([400, message]);
    }
    expect((await suite.server.sql('select count(*)::int as n from bpm_delegation'))[0].n).toBe(before);
  });

  it('refuses a second delegation of the same process in an overlapping period, and takes one of another process or period', async () => {
    expectOk(await delegate(boss, { delegateBailee: deputy.username, delegateResource: ['expense'], startTime: at(10 * HOUR), endTime: at(20 * HOUR) }));
    const overlap = 'Another delegation of yours covers these processes in this period';
    const same = await delegate(third, { delegateBailee: clerk.username, delegateResource: ['expense'] });
    expectOk(same);
    for (const body of [
      { delegateResource: ['trip', 'expense'], startTime: at(15 * HOUR), endTime: at(30 * HOUR) },
      { allProcesses: true, startTime: at(1 * HOUR), endTime: at(11 * HOUR) },
    ]) {
      const res = await delegate(boss, { delegateBailee: clerk.username, ...body });
      expect([res.status, res.body.message]).toEqual([400, overlap]);
    }
    expectOk(await delegate(boss, { delegateBailee: clerk.username, delegateResource: ['trip'], startTime: at(15 * HOUR), endTime: at(30 * HOUR) }));
    expectOk(await delegate(boss, { delegateBailee: clerk.username, delegateResource: ['expense'], startTime: at(21 * HOUR), endTime: at(30 * HOUR) }));
    const all = await delegate(boss, { delegateBailee: clerk.username, allProcesses: true, startTime: at(25 * HOUR), endTime: at(26 * HOUR) });
    expect([all.status, all.body.message]).toEqual([400, overlap]);
    await cancelAll();
  });

  it('takes one of two overlapping delegations added at the same moment and refuses the other', async () => {
    const body = { delegateResource: ['trip'], startTime: at(40 * HOUR), endTime: at(50 * HOUR) };
    const answers = await Promise.all([delegate(third, { delegateBailee: boss.username, ...body }), delegate(third, { delegateBailee: clerk.username, ...body })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    await cancelAll();
  });
});

describe('cancelling a delegation', () => {
  it('gives the bailee\'s unhandled to-do tasks back to the delegator; a handled one stays handled; then it is cancelled', async () => {
    const { id } = expectOk<any>(await delegate(boss, { delegateBailee: deputy.username, delegateResource: ['expense'] }));
    const [handled, open] = [await start('expense', 'Printer'), await start('expense', 'Desk')];
    expectOk(await deputy.client.post('/api/bpm/task/complete', { taskId: (await taskOf(deputy, handled)).id }));
    expect((await clerk.client.post('/api/bpm/delegate/cancel', { id })).status).toBe(403);
    expect(expectOk<any>(await boss.client.post('/api/bpm/delegate/cancel', { id })).returned).toBe(1);
    expect(await holders(open)).toEqual([{ username: boss.username, node_id: 'lead', status: 'open', from: null }]);
    expect((await holders(handled))[0]).toEqual({ username: deputy.username, node_id: 'lead', status: 'done', from: boss.username });
    const again = await boss.client.post('/api/bpm/delegate/cancel', { id });
    expect([again.status, again.body.message]).toEqual([400, 'This delegation has been cancelled already']);
    // Cancelled: new tasks are the delegator's again.
    const after = await start('expense', 'Chair');
    expect((await holders(after))[0]!.username).toBe(boss.username);
    const listed = expectOk<any>(await deputy.client.get('/api/bpm/delegate/list?state=cancelled'));
    expect(listed.records.find((d: any) => d.id === id)).toMatchObject({
      state: 'cancelled', role: 'bailee', delegator: boss.username, delegateBailee: deputy.username, delegateResource: ['expense'], resourceNames: ['Flow expense'],
      taskCount: 1, cancelBy: boss.username,
    });
    expect((await boss.client.post('/api/bpm/delegate/cancel', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('leaves a task with the bailee when the delegator can no longer sign in (frozen) and an administrator cancels', async () => {
    const leaver = await person();
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'HR', name: 'Flow exit', key: 'exit', bpmnXml: twoStepBpmn('exit', { attrs: '' }, { attrs: '' }), startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [leaver.username] }] }, second: { assignees: [{ type: 'user', values: [clerk.username] }] } },
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'exit' }));
    const { id } = expectOk<any>(await delegate(leaver, { delegateBailee: deputy.username, delegateResource: ['exit'] }));
    const instance = await start('exit', 'Last day');
    expectOk(await suite.admin.put('/api/system/user/frozenBatch', { ids: leaver.id, status: 2 }));
    expect(expectOk<any>(await suite.admin.post('/api/bpm/delegate/cancel', { id })).returned).toBe(0);
    expect(await holders(instance)).toEqual([{ username: deputy.username, node_id: 'lead', status: 'open', from: leaver.username }]);
  });

  it('lets an administrator with the permission list everyone\'s delegations and cancel one; a plain user may not list them all', async () => {
    const { id } = expectOk<any>(await delegate(third, { delegateBailee: clerk.username, delegateResource: ['trip'] }));
    expect((await boss.client.get('/api/bpm/delegate/list?scope=all')).status).toBe(403);
    expect(expectOk<any>(await boss.client.get('/api/bpm/delegate/list?pageSize=100')).records.some((d: any) => d.id === id)).toBe(false);
    const everyone = expectOk<any>(await suite.admin.get(`/api/bpm/delegate/list?scope=all&state=active&keyword=${third.username}`));
    expect(everyone.records.map((d: any) => [d.id, d.role, d.state])).toEqual([[id, 'other', 'active']]);
    expect(expectOk<any>(await suite.admin.post('/api/bpm/delegate/cancel', { id })).returned).toBe(0);
    const processes = expectOk<any[]>(await boss.client.get('/api/bpm/delegate/processes'));
    expect(processes.map((p) => p.key)).toEqual(['expense', 'joint', 'trip', 'exit']);
  });
});
