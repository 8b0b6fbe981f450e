// Messages a process waits for, and processes that cannot go on. Given a process at a receive task, the administrators'
// list shows what it waits for; delivering that message (with variables) runs it on to its next task, any other id is
// 'No transition', and only holders of the right may deliver. A design the platform will not run (a condition in Groovy,
// a loop with nothing to wait at) refuses the start with the reason and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
let shipper: { username: string; client: ApiClient };

const definitions = (key: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <message id="paidMessage" name="Paid"/><signal id="goSignal" name="Go"/>
  <process id="${key}" isExecutable="true">${body}</process>
</definitions>`;

async function publish(key: string, body: string, nodes: Record<string, unknown> = {}) {
  expectOk(await suite.admin.post('/api/bpm/template/add', { group: 'Shop', name: `Flow ${key}`, key, bpmnXml: definitions(key, body), startPermission: { type: 'all' }, nodes }));
  expectOk(await suite.admin.post('/api/bpm/template/publish', { key }));
}

const instanceCount = async () => (await suite.server.sql<{ n: number }>('select count(*)::int as n from bpm_instance'))[0]!.n;
const listed = async (id: string) => (expectOk<any>(await suite.admin.get('/api/bpm/process/list?pageSize=100')).records as any[]).find((r) => r.id === id);

beforeAll(async () => {
  const user = await createUser(suite.admin);
  shipper = { username: user.username, client: await suite.server.login(user.username, STRONG_PASSWORD) };
  await publish('order', `
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="payment"/>
    <receiveTask id="payment" name="Payment received"/><sequenceFlow id="f2" sourceRef="payment" targetRef="ship"/>
    <userTask id="ship" name="Ship the order"/><sequenceFlow id="f3" sourceRef="ship" targetRef="end"/>
    <endEvent id="end"/>`, { ship: { assignees: [{ type: 'user', values: [user.username] }] } });
});

describe('a message the process waits for', () => {
  it('is shown among its waiting nodes, and delivered runs the process on with its variables', async () => {
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'order', businessTitle: 'Order 1' }));
    expect(await listed(id)).toMatchObject({ processInstanceState: 'ACTIVE', currentNodes: ['Payment received'], waitingEvents: [{ id: 'payment', name: 'Payment received' }] });
    const wrong = await suite.admin.post('/api/bpm/process/deliver', { id, eventId: 'ship' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'No transition']);
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/deliver', { id, eventId: 'payment', variables: { paid: 120 } })).state).toBe('ACTIVE');
    const tasks = (expectOk<any>(await shipper.client.get('/api/bpm/task/todo')).records as any[]).filter((t) => t.instanceId === id);
    expect(tasks.map((t) => t.taskName)).toEqual(['Ship the order']);
    expect(await listed(id)).toMatchObject({ currentNodes: ['Ship the order'], waitingEvents: [] });
    expect(expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`))).toContainEqual(expect.objectContaining({ varName: 'paid', varValue: '120' }));
    const again = await suite.admin.post('/api/bpm/process/deliver', { id, eventId: 'payment' });
    expect([again.status, again.body.message]).toEqual([400, 'No transition']);
  });

  it('is delivered only by holders of the right', async () => {
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'order', businessTitle: 'Order 2' }));
    const { client: stranger } = await signedInWith(suite.server, suite.admin, []);
    expect((await stranger.post('/api/bpm/process/deliver', { id, eventId: 'payment' })).status).toBe(403);
    expect((await listed(id)).waitingEvents).toEqual([{ id: 'payment', name: 'Payment received', type: 'bpmn:ReceiveTask' }]);
  });
});

describe('messages and signals by name, and the nodes a diagram shows as current', () => {
  beforeAll(async () => {
    await publish('by_name', `
      <startEvent id="start"><messageEventDefinition messageRef="paidMessage"/></startEvent><sequenceFlow id="f1" sourceRef="start" targetRef="split"/>
      <parallelGateway id="split"/><sequenceFlow id="f2" sourceRef="split" targetRef="one"/><sequenceFlow id="f3" sourceRef="split" targetRef="two"/>
      <intermediateCatchEvent id="one"><signalEventDefinition signalRef="goSignal"/></intermediateCatchEvent>
      <intermediateCatchEvent id="two"><signalEventDefinition signalRef="goSignal"/></intermediateCatchEvent>
      <sequenceFlow id="f4" sourceRef="one" targetRef="join"/><sequenceFlow id="f5" sourceRef="two" targetRef="join"/>
      <parallelGateway id="join"/><sequenceFlow id="f6" sourceRef="join" targetRef="end"/><endEvent id="end"/>`);
  });

  const current = async (id: string) => expectOk<any>(await suite.admin.get(`/api/bpm/process/diagram?id=${id}`)).current;

  it('starts at a message start event delivered by its message name, and a signal reaches every event waiting for it', async () => {
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'by_name', businessTitle: 'By name' }));
    expect((await listed(id)).waitingEvents).toEqual([{ id: 'start', type: 'bpmn:StartEvent', message: { id: 'paidMessage', name: 'Paid' } }]);
    expect(await current(id)).toEqual(['start']);
    const wrong = await suite.admin.post('/api/bpm/process/deliver', { id, message: 'Unpaid' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'No transition']);
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/deliver', { id, message: 'Paid', variables: { amount: 5 } })).state).toBe('ACTIVE');
    expect(await current(id)).toEqual(['one', 'two']);
    expect(expectOk<any>(await suite.admin.post('/api/bpm/process/deliver', { id, signal: 'Go' })).state).toBe('COMPLETED');
    expect(await current(id)).toEqual([]);
    expect(expectOk<any[]>(await suite.admin.get(`/api/bpm/process/variables?id=${id}`))).toContainEqual(expect.objectContaining({ varName: 'amount', varValue: '5' }));
  });

  it('names exactly one address', async () => {
    const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/bpm/process/start', { templateKey: 'by_name', businessTitle: 'Two addresses' }));
    for (const body of [{ id }, { id, message: 'Paid', signal: 'Go' }]) {
      const res = await suite.admin.post('/api/bpm/process/deliver', body);
      expect([res.status, res.body.message]).toEqual([400, 'Name exactly one of eventId, message and signal']);
    }
  });
});

describe('a process that cannot go on', () => {
  it('refuses the start with the reason when a condition is in a language the platform does not run', async () => {
    await publish('xpath', `
      <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
      <exclusiveGateway id="gw"/>
      <sequenceFlow id="big" sourceRef="gw" targetRef="end"><conditionExpression xsi:type="tFormalExpression" language="groovy">amount &gt; 10</conditionExpression></sequenceFlow>
      <endEvent id="end"/>`);
    const before = await instanceCount();
    const res = await suite.admin.post('/api/bpm/process/start', { templateKey: 'xpath', businessTitle: 'XPath' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The process cannot go on: the condition of big cannot run: amount > 10 is in groovy, which the platform does not run (JavaScript, JUEL, FEEL or XPath)');
    expect(await instanceCount()).toBe(before);
  });

  it('ends a loop with nothing to wait at within a second or so and refuses the start', async () => {
    await publish('loop', `
      <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="a"/>
      <task id="a"/><sequenceFlow id="f2" sourceRef="a" targetRef="b"/>
      <task id="b"/><sequenceFlow id="f3" sourceRef="b" targetRef="a"/>`);
    const before = await instanceCount();
    const started = performance.now();
    const res = await suite.admin.post('/api/bpm/process/start', { templateKey: 'loop', businessTitle: 'Loop' });
    expect([res.status, res.body.message]).toEqual([400, 'The process cannot go on: the process runs on without waiting (more than 300 steps or 1000 ms)']);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await instanceCount()).toBe(before);
  });
});
