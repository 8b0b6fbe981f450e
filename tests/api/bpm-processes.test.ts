// Process instances and tasks: a two-step approval started from its template (or refused: a suspended template, a form
// with no process), its tasks in the assignees' todo lists with the §3 fields, approved step by step to the end; each task
// completed exactly once under two concurrent completions; only by its assignee; an opinion where the node requires one;
// and an instance continued by another server instance from the state kept in the database.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, startPeerInstance, TEST_DB, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';

const suite = apiSuite();
let boss: ApiClient;
let clerk: ApiClient;
let bossName: string;
let clerkName: string;

const bpmn = (key: string, lead: string, second: string) =>
  twoStepBpmn(key, { attrs: `camunda:assignee="${lead}"` }, { attrs: `camunda:assignee="${second}"` });

async function template(key: string, extra: Record<string, unknown> = {}) {
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'HR', name: `Leave ${key}`, key, bpmnXml: bpmn(key, bossName, clerkName), startPermission: { type: 'all' }, ...extra,
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

const start = (templateKey: string, businessTitle = 'Leave of the admin') => suite.admin.post('/api/bpm/process/start', { templateKey, businessTitle, variables: { days: 3 } });
const todo = async (client: ApiClient) => expectOk<any>(await client.get('/api/bpm/task/todo')).records as any[];

beforeAll(async () => {
  bossName = (await createUser(suite.admin)).username;
  clerkName = (await createUser(suite.admin)).username;
  boss = await suite.server.login(bossName, STRONG_PASSWORD);
  clerk = await suite.server.login(clerkName, STRONG_PASSWORD);
  await template('leave');
});

describe('process instances and tasks', () => {
  it('runs a two-step approval: each step in its assignee\'s todo list, approved to the end', async () => {
    const { id, state } = expectOk<any>(await start('leave'));
    expect(state).toBe('ACTIVE');
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    expect(task).toMatchObject({ taskTitle: 'Leave of the admin', taskName: 'Team lead', taskType: 'todo', fromUserName: expect.any(String), assigneeName: `Real ${bossName}`, status: 'open' });
    expect((await todo(clerk)).filter((t) => t.instanceId === id)).toEqual([]);

    expect(expectOk<any>(await boss.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Fine' })).instanceState).toBe('ACTIVE');
    expect((await todo(boss)).filter((t) => t.instanceId === id)).toEqual([]);
    const [next] = (await todo(clerk)).filter((t) => t.instanceId === id);
    expect(next.taskName).toBe('Clerk');
    expect(expectOk<any>(await clerk.post('/api/bpm/task/complete', { taskId: next.id })).instanceState).toBe('COMPLETED');
    const done = expectOk<any>(await boss.get('/api/bpm/task/done')).records;
    expect(done.find((t: any) => t.id === task.id)).toMatchObject({ status: 'done', opinion: 'Fine' });
    const [row] = await suite.server.sql('select state, end_time from bpm_instance where id = $1', [id]);
    expect(row.state).toBe('COMPLETED');
    expect(row.end_time).not.toBeNull();
  });

  it('completes a task exactly once under two concurrent completions', async () => {
    const { id } = expectOk<any>(await start('leave', 'Race'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    const answers = await Promise.all([1, 2].map(() => boss.post('/api/bpm/task/complete', { taskId: task.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('No running task');
    expect((await todo(clerk)).filter((t) => t.instanceId === id)).toHaveLength(1);
  });

  it('lets only the assignee complete a task', async () => {
    const { id } = expectOk<any>(await start('leave', 'Not yours'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    expect((await clerk.post('/api/bpm/task/complete', { taskId: task.id })).status).toBe(403);
    expect((await todo(boss)).some((t) => t.id === task.id)).toBe(true);
  });

  it('asks for an opinion where the node requires one', async () => {
    await template('strict', { nodes: { lead: { assignees: [{ type: 'user', values: [bossName] }], opinionRequired: true }, second: { assignees: [{ type: 'user', values: [clerkName] }] } } });
    const { id } = expectOk<any>(await start('strict'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    const blank = await boss.post('/api/bpm/task/complete', { taskId: task.id, opinion: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter the approval opinion']);
    expectOk(await boss.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Agreed' }));
  });

  it('refuses to start a suspended template, or a form no process is bound to', async () => {
    await template('paused');
    expectOk(await suite.admin.post('/api/bpm/template/suspend', { key: 'paused' }));
    const suspended = await start('paused');
    expect([suspended.status, suspended.body.message]).toEqual([400, 'Process suspended']);
    const unbound = await suite.admin.post('/api/bpm/process/start', { formCode: 'nowhere_form', businessTitle: 'x' });
    expect([unbound.status, unbound.body.message]).toEqual([400, 'Process template not found for the form code']);
    expect(Number((await suite.server.sql(`select count(*) as n from bpm_instance where template_key = 'paused'`))[0].n)).toBe(0);
  });

  it('continues an instance on another server instance (on PostgreSQL; the embedded database has one) from the state kept', async () => {
    const { id } = expectOk<any>(await start('leave', 'Across instances'));
    const peer = TEST_DB === 'postgres' ? await startPeerInstance(suite.server) : undefined;
    const via = (client: ApiClient) => (peer ? peer.as(client) : client);
    try {
      const [task] = (await todo(via(boss))).filter((t) => t.instanceId === id);
      expectOk(await via(boss).post('/api/bpm/task/complete', { taskId: task.id }));
      const [next] = (await todo(via(clerk))).filter((t) => t.instanceId === id);
      expect(expectOk<any>(await clerk.post('/api/bpm/task/complete', { taskId: next.id })).instanceState).toBe('COMPLETED');
    } finally {
      await peer?.stop();
    }
  });

  it('lists my instances, started and participated, with their circulation and variables', async () => {
    const { id } = expectOk<any>(await start('leave', 'History of a leave'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    expectOk(await boss.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Go ahead', variables: { approved: true } }));
    const started = expectOk<any>(await suite.admin.get('/api/bpm/process/mine?type=start&pageSize=50')).records;
    expect(started.find((r: any) => r.id === id)).toMatchObject({ businessTitle: 'History of a leave', processInstanceState: 'ACTIVE', endTimeString: null, durationString: expect.any(String) });
    const joined = expectOk<any>(await boss.get('/api/bpm/process/mine?type=participate&pageSize=50')).records;
    expect(joined.map((r: any) => r.id)).toContain(id);
    expect(expectOk<any>(await clerk.get('/api/bpm/process/mine?type=participate')).records.map((r: any) => r.id)).not.toContain(id);

    const history = expectOk<any[]>(await boss.get(`/api/bpm/process/history?id=${id}`));
    expect(history.map((h) => [h.passType, h.passName, h.passMessage])).toEqual([['start', null, 'History of a leave'], ['approve', 'Team lead', 'Go ahead']]);
    const variables = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`));
    // The lead's node shows no form: its handler sets no variable (issue 30).
    expect(variables).toContainEqual({ varName: 'days', varValue: '3', varType: 'number' });
    expect(variables.map((v) => v.varName)).not.toContain('approved');
    // Someone with no part in it sees nothing of it.
    const stranger = await suite.server.login((await createUser(suite.admin)).username, STRONG_PASSWORD);
    expect((await stranger.get(`/api/bpm/process/history?id=${id}`)).status).toBe(403);
  });

  it('deletes only my own instance that no one has handled yet', async () => {
    const { id: handled } = expectOk<any>(await start('leave', 'Handled'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === handled);
    expectOk(await boss.post('/api/bpm/task/complete', { taskId: task.id }));
    const refused = await suite.admin.post('/api/bpm/process/delete', { id: handled });
    expect([refused.status, refused.body.message]).toEqual([400, 'Only processes started by me and never submitted can be deleted']);
    const { id: fresh } = expectOk<any>(await start('leave', 'Fresh'));
    expect((await boss.post('/api/bpm/process/delete', { id: fresh })).status).toBe(400);
    expectOk(await suite.admin.post('/api/bpm/process/delete', { id: fresh }));
    expect((await todo(boss)).some((t) => t.instanceId === fresh)).toBe(false);
  });

  it('suspends and activates an instance: a suspended one takes no approval', async () => {
    const { id } = expectOk<any>(await start('leave', 'Paused leave'));
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/suspend', { id })).state).toBe('SUSPENDED');
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    const refused = await boss.post('/api/bpm/task/complete', { taskId: task.id });
    expect([refused.status, refused.body.message]).toEqual([400, 'Process suspended']);
    const again = await suite.admin.post('/api/bpm/process/suspend', { id });
    expect([again.status, again.body.message]).toEqual([400, 'Only a running process can be suspended']);
    expect((await boss.post('/api/bpm/process/suspend', { id })).status).toBe(403);
    expectOk(await suite.admin.post('/api/bpm/process/activate', { id }));
    expectOk(await boss.post('/api/bpm/task/complete', { taskId: task.id }));
  });

  it('transfers a task to another user, never to oneself or to nobody', async () => {
    const { id } = expectOk<any>(await start('leave', 'Transferred'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    const self = await boss.post('/api/bpm/task/transfer', { taskId: task.id, toUser: bossName });
    expect([self.status, self.body.message]).toEqual([400, 'Cannot transfer a task to oneself']);
    const nobody = await boss.post('/api/bpm/task/transfer', { taskId: task.id, toUser: 'no_such_user' });
    expect([nobody.status, nobody.body.message]).toEqual([400, 'User no_such_user does not exist']);
    expectOk(await boss.post('/api/bpm/task/transfer', { taskId: task.id, toUser: clerkName, opinion: 'You decide' }));
    expect((await todo(boss)).some((t) => t.instanceId === id)).toBe(false);
    const [moved] = (await todo(clerk)).filter((t) => t.instanceId === id);
    expect(moved.taskName).toBe('Team lead');
    const history = expectOk<any[]>(await clerk.get(`/api/bpm/process/history?id=${id}`));
    expect(history.at(-1)).toMatchObject({ passType: 'transfer', passMessage: 'You decide' });
  });

  it('copies a task to users as to-read tasks, refuses a selection of duplicates only, and marks a copy read', async () => {
    const { id } = expectOk<any>(await start('leave', 'Copied'));
    const [task] = (await todo(boss)).filter((t) => t.instanceId === id);
    expectOk(await boss.post('/api/bpm/task/cc', { taskId: task.id, users: [clerkName, clerkName] }));
    const duplicate = await boss.post('/api/bpm/task/cc', { taskId: task.id, users: [clerkName] });
    expect([duplicate.status, duplicate.body.message]).toEqual([400, 'The selected users already have this task']);
    const [copy] = expectOk<any>(await clerk.get('/api/bpm/task/toRead')).records.filter((t: any) => t.instanceId === id);
    expect(copy).toMatchObject({ taskType: 'toRead', taskTitle: 'Copied' });
    expect((await boss.post('/api/bpm/task/read', { taskId: copy.id })).status).toBe(403);
    expectOk(await clerk.post('/api/bpm/task/read', { taskId: copy.id }));
    expect(expectOk<any>(await clerk.get('/api/bpm/task/read')).records.map((t: any) => t.id)).toContain(copy.id);
    expect((await clerk.post('/api/bpm/task/read', { taskId: copy.id })).body.message).toBe('No running task');
  });

  it('offers a task to its candidate role: a member claims, unclaims and approves it; others cannot', async () => {
    const roleId = await createRole(suite.admin, []);
    const [{ role_code: roleCode }] = await suite.server.sql('select role_code from sys_role where id = $1', [roleId]);
    const member = await createUser(suite.admin, { selectedRole: [roleId] });
    const memberClient = await suite.server.login(member.username, STRONG_PASSWORD);
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'HR', name: 'Pool', key: 'pool', startPermission: { type: 'all' },
      bpmnXml: bpmn('pool', bossName, clerkName).replace(`camunda:assignee="${bossName}"`, `camunda:candidateGroups="${roleCode}"`),
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'pool' }));
    const { id } = expectOk<any>(await start('pool', 'Pooled'));
    const [offer] = (await todo(memberClient)).filter((t) => t.instanceId === id);
    expect(offer).toMatchObject({ taskName: 'Team lead', assigneeName: null });
    expect((await todo(boss)).some((t) => t.instanceId === id)).toBe(false);
    expect((await boss.post('/api/bpm/task/claim', { taskId: offer.id })).body.message).toBe("Only a member of the task's candidate roles can claim it");
    expect((await memberClient.post('/api/bpm/task/complete', { taskId: offer.id })).status).toBe(403);
    expectOk(await memberClient.post('/api/bpm/task/claim', { taskId: offer.id }));
    expectOk(await memberClient.post('/api/bpm/task/unclaim', { taskId: offer.id }));
    expectOk(await memberClient.post('/api/bpm/task/claim', { taskId: offer.id }));
    expectOk(await memberClient.post('/api/bpm/task/complete', { taskId: offer.id }));
    expect((await todo(clerk)).filter((t) => t.instanceId === id)).toHaveLength(1);
  });

  it('lists the templates a user may start: active ones open to all roles or to a role they hold', async () => {
    const roleId = await createRole(suite.admin, []);
    const [{ role_code: roleCode }] = await suite.server.sql('select role_code from sys_role where id = $1', [roleId]);
    expectOk(await suite.admin.post('/api/bpm/template/add', {
      group: 'HR', name: 'Members only', key: 'members', startPermission: { type: 'roles', roleCodes: [roleCode] }, bpmnXml: bpmn('members', bossName, clerkName),
    }));
    expectOk(await suite.admin.post('/api/bpm/template/publish', { key: 'members' }));
    const keys = async (client: ApiClient) => expectOk<any[]>(await client.get('/api/bpm/process/startable')).map((t) => t.key);
    expect(await keys(boss)).toContain('leave');
    expect(await keys(boss)).not.toContain('members');
    expect(await keys(boss)).not.toContain('paused');
    expect((await boss.post('/api/bpm/process/start', { templateKey: 'members', businessTitle: 'x' })).status).toBe(403);
    const member = await createUser(suite.admin, { selectedRole: [roleId] });
    expect(await keys(await suite.server.login(member.username, STRONG_PASSWORD))).toContain('members');
  });
});
