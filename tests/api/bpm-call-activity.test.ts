// Call activities: a process that calls another runs it as an instance of its own (the latest published definition of the
// called key, bound to the calling node); its tasks reach their handlers like any other, and when it completes the
// caller goes on from the call activity with the variables the called process ended with. A call of a key that has no
// published definition, or of a process already running above it, refuses the start and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let rater: { username: string; client: ApiClient };
let signer: { username: string; client: ApiClient };

const definitions = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">${body}</definitions>`;

/** The loan process: a credit check (the called process), then a grant signed by the signer, or a refusal. */
const loan = (key: string, called: string) => definitions(`
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="check"/>
    <callActivity id="check" name="Credit check" calledElement="${called}"/><sequenceFlow id="f2" sourceRef="check" targetRef="gw"/>
    <exclusiveGateway id="gw" default="f4"/>
    <sequenceFlow id="f3" sourceRef="gw" targetRef="grant"><conditionExpression xsi:type="tFormalExpression">\${rating == 'A'}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f4" sourceRef="gw" targetRef="refuse"/>
    <userTask id="grant" name="Sign the grant"/><sequenceFlow id="f5" sourceRef="grant" targetRef="end"/>
    <userTask id="refuse" name="Write the refusal"/><sequenceFlow id="f6" sourceRef="refuse" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** The credit check: one task whose handler rates the applicant. */
const creditCheck = (key: string) => definitions(`
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="rate"/>
    <userTask id="rate" name="Rate the applicant"/><sequenceFlow id="f2" sourceRef="rate" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

const byUser = (username: string) => ({ assignees: [{ type: 'user', values: [username] }] });

async function publish(key: string, bpmnXml: string, nodes: Record<string, unknown>) {
  expectOk(await suite.admin.post('/api/bpm/template/add', { group: 'Loans', name: `Flow ${key}`, key, bpmnXml, startPermission: { type: 'all' }, nodes }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

const todo = async (client: ApiClient) => expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[];
const instances = async (templateKey: string) => expectOk<any>(await suite.admin.get(`/api/bpm/process/list?templateKey=${templateKey}&pageSize=100`)).records as any[];

async function person() {
  const user = await createUser(suite.admin);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

beforeAll(async () => {
  [rater, signer] = [await person(), await person()];
  // The rater's node shows a form whose rating they set (a node without a form sets no variable).
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'loans', groupName: 'Loans', orderNum: 1 }));
  expectOk(await suite.admin.post('/api/eform/manage/form/add', {
    formName: 'Rating', formCode: 'rating_form', groupCode: 'loans', formStatus: 'published', fields: [{ type: 'input', key: 'rating', title: 'Rating' }],
  }));
  await publish('credit_check', creditCheck('credit_check'), { rate: { ...byUser(rater.username), formCode: 'rating_form', fieldAccess: { rating: 'edit' } } });
  await publish('loan', loan('loan', 'credit_check'), { grant: byUser(signer.username), refuse: byUser(signer.username) });
});

describe('a call activity', () => {
  it('starts the called process, whose task its handler gets; the caller waits at the call activity', async () => {
    const { id } = expectOk<{ id: string; state: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'loan', businessTitle: 'Loan of Ann', variables: { amount: 5000 } }));
    const called = (await instances('credit_check')).filter((i) => i.businessTitle === 'Loan of Ann');
    expect(called).toEqual([expect.objectContaining({ processInstanceState: 'ACTIVE', currentNodes: ['Rate the applicant'] })]);
    expect((await instances('loan')).find((i) => i.id === id)).toMatchObject({ processInstanceState: 'ACTIVE', currentNodes: [] });
    expect((await todo(rater.client)).filter((t) => t.instanceId === called[0].id)).toEqual([expect.objectContaining({ taskName: 'Rate the applicant' })]);
    expect(await todo(signer.client)).toEqual([]);
  });

  it('goes on from the call activity with what the called process ended with, once it completes', async () => {
    const start = async (title: string) => expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'loan', businessTitle: title })).id;
    const [good, bad] = [await start('Loan of Bob'), await start('Loan of Cy')];
    for (const [title, rating] of [['Loan of Bob', 'A'], ['Loan of Cy', 'C']] as const) {
      const check = (await instances('credit_check')).find((i) => i.businessTitle === title);
      const task = (await todo(rater.client)).find((t) => t.instanceId === check.id);
      expect(expectOk<any>(await rater.client.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Rated', variables: { rating } })).instanceState).toBe('COMPLETED');
    }
    const signerTasks = await todo(signer.client);
    expect(signerTasks.filter((t) => t.instanceId === good).map((t) => t.taskName)).toEqual(['Sign the grant']);
    expect(signerTasks.filter((t) => t.instanceId === bad).map((t) => t.taskName)).toEqual(['Write the refusal']);
    const variables = expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${good}`));
    expect(variables).toContainEqual(expect.objectContaining({ varName: 'rating', varValue: 'A' }));
    const grant = signerTasks.find((t) => t.instanceId === good);
    expect(expectOk<any>(await signer.client.post('/api/bpm/task/complete', { taskId: grant.id, opinion: 'Signed' })).instanceState).toBe('COMPLETED');
  });

  it('refuses to start a process whose call activity names no published process, and writes nothing', async () => {
    await publish('orphan_loan', loan('orphan_loan', 'nowhere'), {});
    const before = (await suite.server.sql<{ n: number }>('select count(*)::int as n from bpm_instance'))[0]!.n;
    const res = await suite.admin.post('/api/bpm/process/start', { templateKey: 'orphan_loan', businessTitle: 'Loan of Dee' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The BPMN file has no process with the key nowhere');
    expect((await suite.server.sql<{ n: number }>('select count(*)::int as n from bpm_instance'))[0]!.n).toBe(before);
  });

  it('refuses a process that calls itself (directly or through another), and writes nothing', async () => {
    await publish('ping', loan('ping', 'pong'), {});
    await publish('pong', loan('pong', 'ping'), {});
    const before = (await suite.server.sql<{ n: number }>('select count(*)::int as n from bpm_instance'))[0]!.n;
    const res = await suite.admin.post('/api/bpm/process/start', { templateKey: 'ping', businessTitle: 'Ping' });
    expect([res.status, res.body.message]).toEqual([400, 'The process cannot go on: the call activity check calls ping, which is already running above it']);
    expect((await suite.server.sql<{ n: number }>('select count(*)::int as n from bpm_instance'))[0]!.n).toBe(before);
  });

  it('hands a called process that completed while its caller was suspended back once the caller is activated', async () => {
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'loan', businessTitle: 'Loan of Eve' }));
    expectOk(await suite.admin.post('/api/bpm/process/suspend', { id }));
    const check = (await instances('credit_check')).find((i) => i.businessTitle === 'Loan of Eve');
    const task = (await todo(rater.client)).find((t) => t.instanceId === check.id);
    expect(expectOk<any>(await rater.client.post('/api/bpm/task/complete', { taskId: task.id, variables: { rating: 'A' } })).instanceState).toBe('COMPLETED');
    expect((await todo(signer.client)).filter((t) => t.instanceId === id)).toEqual([]);
    expectOk(await suite.admin.post('/api/bpm/process/activate', { id }));
    expect((await todo(signer.client)).filter((t) => t.instanceId === id).map((t) => t.taskName)).toEqual(['Sign the grant']);
  });
});
