// Rejecting and add-signing tasks, restarting and administering instances, and the assignee rules by department,
// position and the initiator's leader: each as a user meets it through the API (Given a process at some node, When the
// handler acts, Then the lists and the circulation show it).
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrg, createUser, STRONG_PASSWORD, type NewUser } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
interface Person { user: NewUser; client: ApiClient }
let lead: Person;
let clerk: Person;
let chief: Person;

/** A three-step approval: lead → clerk → chief, each node's assignee named by the platform's rules. */
const threeSteps = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead"/><sequenceFlow id="f2" sourceRef="lead" targetRef="clerk"/>
    <userTask id="clerk" name="Clerk"/><sequenceFlow id="f3" sourceRef="clerk" targetRef="chief"/>
    <userTask id="chief" name="Chief"/><sequenceFlow id="f4" sourceRef="chief" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const byUser = (person: Person) => ({ assignees: [{ type: 'user', values: [person.user.username] }] });

async function publish(key: string, nodes: Record<string, unknown>) {
  expectOk(await suite.admin.post('/api/bpm/template/add', { group: 'HR', name: `Flow ${key}`, key, bpmnXml: threeSteps(key), startPermission: { type: 'all' }, nodes }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

const start = async (key: string, businessTitle: string, variables: Record<string, unknown> = {}) =>
  expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle, variables })).id;
const todo = async (person: Person | ApiClient, instanceId: string) => {
  const client = 'client' in person ? person.client : person;
  return (expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[]).filter((t) => t.instanceId === instanceId);
};
const taskOf = async (person: Person | ApiClient, instanceId: string) => {
  const [task] = await todo(person, instanceId);
  expect(task, 'a task to do').toBeDefined();
  return task;
};
const approve = async (person: Person, instanceId: string, opinion?: string) =>
  expectOk<any>(await person.client.post('/api/bpm/task/complete', { taskId: (await taskOf(person, instanceId)).id, opinion })).instanceState;
const history = async (id: string) => expectOk<any[]>(await suite.admin.get(`/api/bpm/process/history?id=${id}`)).map((h) => `${h.passType}:${h.passName ?? ''}`);

async function person(body: Record<string, unknown> = {}): Promise<Person> {
  const user = await createUser(suite.admin, body);
  return { user, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

beforeAll(async () => {
  [lead, clerk, chief] = [await person(), await person(), await person()];
  await publish('three', { lead: byUser(lead), clerk: byUser(clerk), chief: byUser(chief) });
});

describe('rejecting a task', () => {
  it('goes back to the node before: its handler has the task again, and approving runs on from there', async () => {
    const id = await start('three', 'Back one');
    await approve(lead, id);
    await approve(clerk, id);
    const task = await taskOf(chief, id);
    const answer = expectOk<any>(await chief.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'previous', opinion: 'Check the dates' }));
    expect(answer.nodeId).toBe('clerk');
    expect(await todo(chief, id)).toEqual([]);
    expect((await taskOf(clerk, id)).taskName).toBe('Clerk');
    await approve(clerk, id);
    expect(await approve(chief, id)).toBe('COMPLETED');
    expect(await history(id)).toEqual(['start:', 'approve:Team lead', 'approve:Clerk', 'reject:Chief', 'approve:Clerk', 'approve:Chief']);
  });

  it('goes back to any earlier node by its id, and offers only the nodes passed before', async () => {
    const id = await start('three', 'Back two');
    await approve(lead, id);
    await approve(clerk, id);
    const task = await taskOf(chief, id);
    const targets = expectOk<any[]>(await chief.client.get(`/api/bpm/task/rejectTargets?taskId=${task.id}`));
    expect(targets).toEqual([{ nodeId: 'clerk', nodeName: 'Clerk' }, { nodeId: 'lead', nodeName: 'Team lead' }]);
    const later = await chief.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'node', nodeId: 'nowhere' });
    expect([later.status, later.body.message]).toEqual([400, 'No transition']);
    expectOk(await chief.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'node', nodeId: 'lead' }));
    expect(await todo(clerk, id)).toEqual([]);
    const again = await taskOf(lead, id);
    // At the first node again: nothing earlier to go back to but the initiator.
    expect(expectOk<any[]>(await lead.client.get(`/api/bpm/task/rejectTargets?taskId=${again.id}`))).toEqual([]);
    const none = await lead.client.post('/api/bpm/task/reject', { taskId: again.id, target: 'previous' });
    expect([none.status, none.body.message]).toEqual([400, 'No transition']);
    await approve(lead, id);
    await approve(clerk, id);
    expect(await approve(chief, id)).toBe('COMPLETED');
  });

  it('goes back to the initiator, who submits again from the start with changed data', async () => {
    const id = await start('three', 'Back to me', { days: 3 });
    await approve(lead, id);
    const task = await taskOf(clerk, id);
    expectOk(await clerk.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'initiator', opinion: 'Too long' }));
    expect(await todo(clerk, id)).toEqual([]);
    const mine = await taskOf(suite.admin, id);
    expect(mine).toMatchObject({ taskTitle: 'Back to me', taskName: null });
    expectOk(await suite.admin.post('/api/bpm/task/complete', { taskId: mine.id, opinion: 'Shorter now', variables: { days: 1 } }));
    expect((await taskOf(lead, id)).taskName).toBe('Team lead');
    const variables = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`));
    // The process has no form: submitting again sets no variable (issue 30), days stays as started.
    expect(variables).toContainEqual({ varName: 'days', varValue: '3', varType: 'number' });
    expect(await history(id)).toEqual(['start:', 'approve:Team lead', 'reject:Clerk', 'resubmit:']);
  });

  it('refuses a rejection by anyone but the handler, and without an opinion where one is required', async () => {
    await publish('strict_reject', { lead: { ...byUser(lead), opinionRequired: true }, clerk: byUser(clerk), chief: byUser(chief) });
    const id = await start('strict_reject', 'Strict');
    const task = await taskOf(lead, id);
    expect((await clerk.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'initiator' })).status).toBe(403);
    const blank = await lead.client.post('/api/bpm/task/reject', { taskId: task.id, target: 'initiator', opinion: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter the approval opinion']);
    expect((await taskOf(lead, id)).id).toBe(task.id);
  });
});

describe('adding signers', () => {
  it('before the handler: the signer decides first, then the task is the handler\'s again', async () => {
    const id = await start('three', 'Sign before');
    const task = await taskOf(lead, id);
    const self = await lead.client.post('/api/bpm/task/addSign', { taskId: task.id, users: [lead.user.username], position: 'before' });
    expect([self.status, self.body.message]).toEqual([400, 'Cannot add oneself as a signer']);
    expectOk(await lead.client.post('/api/bpm/task/addSign', { taskId: task.id, users: [chief.user.username], position: 'before', opinion: 'Chief first' }));
    expect(await todo(lead, id)).toEqual([]);
    const dup = await lead.client.post('/api/bpm/task/complete', { taskId: task.id });
    expect([dup.status, dup.body.message]).toEqual([400, 'No running task']);
    expect((await taskOf(chief, id)).taskName).toBe('Team lead');
    expect(await approve(chief, id)).toBe('ACTIVE');
    expect(await todo(clerk, id)).toEqual([]);
    expect((await taskOf(lead, id)).id).toBe(task.id);
    await approve(lead, id);
    expect((await taskOf(clerk, id)).taskName).toBe('Clerk');
  });

  it('after the handler: the handler\'s part is done and the signer decides the node', async () => {
    const id = await start('three', 'Sign after');
    const task = await taskOf(lead, id);
    expectOk(await lead.client.post('/api/bpm/task/addSign', { taskId: task.id, users: [chief.user.username], position: 'after' }));
    expect(await todo(lead, id)).toEqual([]);
    const again = await chief.client.post('/api/bpm/task/addSign', { taskId: (await taskOf(chief, id)).id, users: [chief.user.username, lead.user.username], position: 'after' });
    expect([again.status, again.body.message]).toEqual([400, 'Cannot add oneself as a signer']);
    expect(await todo(clerk, id)).toEqual([]);
    await approve(chief, id);
    expect((await taskOf(clerk, id)).taskName).toBe('Clerk');
    expect(await history(id)).toEqual(['start:', 'addSignAfter:Team lead', 'approve:Team lead']);
  });

  it('refuses a selection of users who all have the task already', async () => {
    const id = await start('three', 'Sign twice');
    const task = await taskOf(lead, id);
    expectOk(await lead.client.post('/api/bpm/task/addSign', { taskId: task.id, users: [clerk.user.username], position: 'before' }));
    const signer = await taskOf(clerk, id);
    const dup = await clerk.client.post('/api/bpm/task/addSign', { taskId: signer.id, users: [lead.user.username], position: 'before' });
    expect([dup.status, dup.body.message]).toEqual([400, 'The selected users already have this task']);
  });
});

describe('instance administration', () => {
  it('lists every instance with the nodes it waits at, and restarts one from its start', async () => {
    const id = await start('three', 'Administered');
    await approve(lead, id);
    const list = expectOk<any>(await suite.admin.get('/api/bpm/process/list?keyword=Administered&state=ACTIVE'));
    expect(list.records).toEqual([expect.objectContaining({ id, businessTitle: 'Administered', processInstanceState: 'ACTIVE', currentNodes: ['Clerk'] })]);
    expect((await lead.client.get('/api/bpm/process/list')).status).toBe(403);
    expect((await lead.client.post('/api/bpm/process/restart', { id })).status).toBe(403);
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/restart', { id })).state).toBe('ACTIVE');
    expect(await todo(clerk, id)).toEqual([]);
    expect((await taskOf(lead, id)).taskName).toBe('Team lead');
    expectOk(await suite.admin.post('/api/bpm/process/suspend', { id }));
    const refused = await suite.admin.post('/api/bpm/process/restart', { id });
    expect([refused.status, refused.body.message]).toEqual([400, 'A suspended process cannot be restarted']);
  });
});

describe('assignee rules', () => {
  it('finds the members of a department and the holders of a position', async () => {
    const orgId = await createOrg(suite.admin);
    const [{ org_code: orgCode }] = await suite.server.sql('select org_code from sys_org where id = $1', [orgId]);
    const jobCode = `J${Date.now()}`;
    expectOk(await suite.admin.post('/api/org/sysJob/add', { jobCode, jobName: 'Auditor', jobOrder: 1 }));
    const [{ id: jobId }] = await suite.server.sql('select id from sys_job where job_code = $1', [jobCode]);
    const member = await person({ selectedDeparts: [orgId] });
    const auditor = await person({ selectedJob: [jobId] });
    await publish('rules', { lead: { assignees: [{ type: 'dept', values: [orgCode] }] }, clerk: { assignees: [{ type: 'position', values: [jobCode] }] }, chief: byUser(chief) });
    const id = await start('rules', 'By rules');
    expect(await todo(lead, id)).toEqual([]);
    await approve(member, id);
    await approve(auditor, id);
    expect(await approve(chief, id)).toBe('COMPLETED');
  });

  it("finds the initiator's leader: their department's, else the nearest above that is not themselves", async () => {
    const boss = await person();
    const companyId = await createOrg(suite.admin, { orgType: 'org', leaderId: boss.user.id });
    const salesId = await createOrg(suite.admin, { orgType: 'dept', parentId: companyId });
    const teamId = await createOrg(suite.admin, { orgType: 'dept', parentId: salesId });
    const salesLead = await person({ selectedDeparts: [salesId] });
    const seller = await person({ selectedDeparts: [teamId] });
    const [{ version }] = await suite.server.sql('select version from sys_org where id = $1', [salesId]);
    expectOk(await suite.admin.put('/api/org/sysOrg/edit', { id: salesId, leaderId: salesLead.user.id, version }));
    await publish('leader', { lead: { assignees: [{ type: 'initiatorLeader' }] }, clerk: byUser(clerk), chief: byUser(chief) });
    const startAs = async (who: Person, title: string) =>
      expectOk<{ id: string }>(await who.client.post('/api/bpm/process/start', { templateKey: 'leader', businessTitle: title })).id;
    // The seller's team has no leader: the sales department's leads.
    const bySeller = await startAs(seller, 'Seller asks');
    expect(await todo(salesLead, bySeller)).toHaveLength(1);
    expect(await todo(boss, bySeller)).toEqual([]);
    // The sales lead leads their own department: the company's leader decides.
    const byLead = await startAs(salesLead, 'Lead asks');
    expect(await todo(boss, byLead)).toHaveLength(1);
    expect(await todo(salesLead, byLead)).toEqual([]);
  });

  it('refuses a department leader who is not an active user of the enterprise', async () => {
    const res = await suite.admin.post('/api/org/sysOrg/add', { orgCode: `L${Date.now()}`, orgName: 'Leaderless', orgType: 'dept', leaderId: '00000000-0000-4000-8000-000000000000' });
    expect([res.status, res.body.message]).toEqual([400, 'The leader must be an active user']);
  });
});
