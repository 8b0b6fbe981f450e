// Completing a task sets only the variables of that node's form the handler may edit (and the opinion); a node without
// a form sets none, and `initiator` and the other system variables are never a handler's (issue 30, item 7: changing
// `days` from 5 to 1 on a step with no form skipped the second approval).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from '../api/eform-fixtures.ts';

const suite = apiSuite();
let lead: { username: string; client: ApiClient };
let chief: { username: string; client: ApiClient };

/** Lead approves; a leave longer than 3 days goes on to the chief. */
const leave = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Team lead"/><sequenceFlow id="f2" sourceRef="lead" targetRef="gw"/>
    <exclusiveGateway id="gw" default="f4"/>
    <sequenceFlow id="f3" sourceRef="gw" targetRef="chief"><conditionExpression xsi:type="tFormalExpression">\${days > 3}</conditionExpression></sequenceFlow>
    <sequenceFlow id="f4" sourceRef="gw" targetRef="end"/>
    <userTask id="chief" name="Chief"/><sequenceFlow id="f5" sourceRef="chief" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

const byUser = (username: string) => ({ assignees: [{ type: 'user', values: [username] }] });

async function publish(key: string, lead: Record<string, unknown>) {
  expectOk(await suite.admin.post('/api/bpm/template/add', {
    group: 'HR', name: `Flow ${key}`, key, bpmnXml: leave(key), startPermission: { type: 'all' }, nodes: { lead, chief: byUser(chief.username) },
  }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

const todo = async (client: ApiClient, instanceId: string) =>
  (expectOk<any>(await client.get('/api/bpm/task/todo?pageSize=100')).records as any[]).filter((t) => t.instanceId === instanceId);
const variables = async (id: string) =>
  Object.fromEntries(expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`)).map((v) => [v.varName, v.varValue]));

async function person() {
  const user = await createUser(suite.admin);
  return { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
}

beforeAll(async () => {
  [lead, chief] = [await person(), await person()];
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', { groupCode: 'hr', groupName: 'HR', orderNum: 1 }));
  expectOk(await suite.admin.post('/api/eform/manage/form/add', {
    formName: 'Leave', formCode: 'leave_form', groupCode: 'hr', formStatus: 'published',
    fields: [{ type: 'number', key: 'days', title: 'Days' }, { type: 'input', key: 'reason', title: 'Reason' }, { type: 'input', key: 'initiator', title: 'Initiator' }],
  }));
  await publish('no_form', byUser(lead.username));
  await publish('with_form', { ...byUser(lead.username), formCode: 'leave_form', fieldAccess: { reason: 'edit', initiator: 'edit' } });
});

async function completeLead(key: string, sent: Record<string, unknown>) {
  const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: key, businessTitle: `Leave ${key}`, variables: { days: 5 } }));
  const [task] = await todo(lead.client, id);
  expectOk(await lead.client.post('/api/bpm/task/complete', { taskId: task.id, opinion: 'Fine', variables: sent }));
  return id;
}

describe('the variables a handler sets', () => {
  it('sets none on a step with no form: the second approval still comes', async () => {
    const id = await completeLead('no_form', { days: 1, initiator: 'x', extra: 'y' });
    expect(await todo(chief.client, id)).toHaveLength(1);
    const vars = await variables(id);
    expect(vars).toMatchObject({ days: '5', initiator: 'admin' });
    expect(vars).not.toHaveProperty('extra');
  });

  it('sets only the fields of the node\'s form the handler may edit, never initiator', async () => {
    const id = await completeLead('with_form', { days: 1, reason: 'family', initiator: 'x', fields: { a: 1 } });
    expect(await todo(chief.client, id)).toHaveLength(1);
    expect(await variables(id)).toMatchObject({ days: '5', reason: 'family', initiator: 'admin' });
  });
});
