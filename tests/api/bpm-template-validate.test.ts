// The design rules on the server. Given a design, When the designer asks, Then `validate` answers its issues (errors
// and warnings, at their elements, in the caller's language); When a design with an error is published, Then it is
// refused with the first error's message and nothing changes; a design with warnings only (no end event, a user task
// for nobody, which an administrator gives to someone at run time) is published.
import { describe, expect, it } from 'vitest';
import { signedInWith } from '../support/identity.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template';

const file = (key: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="${key}" isExecutable="true">${body}</process>
</definitions>`;
const flow = (id: string, from: string, to: string, condition = '') =>
  `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${condition && `<conditionExpression xsi:type="tFormalExpression">${condition}</conditionExpression>`}</sequenceFlow>`;
const NOBODY = 'User task HR (hr) has no assignee rule and no candidate roles: its task waits until an administrator gives it to someone';
const ADMIN = { assignees: [{ type: 'user', values: ['admin'] }] };
const GATEWAY = `<startEvent id="s"/>${flow('f1', 's', 'gw')}<exclusiveGateway id="gw" name="Long?"/>
  ${flow('long', 'gw', 'hr', '${days &gt; 3}')}${flow('short', 'gw', 'e')}<userTask id="hr" name="HR"/>${flow('f3', 'hr', 'e')}<endEvent id="e"/>`;

async function add(key: string, body: string, nodes: Record<string, unknown> = {}) {
  expectOk(await suite.admin.post(`${base}/add`, { group: 'Rules', name: `Flow ${key}`, key, bpmnXml: file(key, body), startPermission: { type: 'all' }, nodes }));
}

describe('checking a design', () => {
  it('answers its errors and warnings at their elements, in the caller\'s language', async () => {
    const body = { key: 'rules', bpmnXml: file('rules', GATEWAY.replace('<endEvent id="e"/>', '<task id="e"/>')), nodes: {} };
    const issues = expectOk<any[]>(await suite.admin.post(`${base}/validate`, body));
    expect(issues).toEqual([
      { severity: 'warning', code: 'bpm.designNoEnd', message: 'The process has no end event: its paths end where their flows stop' },
      { severity: 'warning', elementId: 'short', code: 'bpm.designFlowNeedsCondition', params: { flow: 'short', gateway: 'Long? (gw)' }, message: 'Flow short out of gateway Long? (gw) has no condition and is not its default flow: it is taken whenever the gateway is reached (an exclusive gateway takes the first such flow)' },
      { severity: 'warning', elementId: 'hr', code: 'bpm.designNoAssignee', params: { node: 'HR (hr)' }, message: NOBODY },
    ]);
    const chinese = expectOk<any[]>(await suite.admin.post(`${base}/validate?lang=zh_CN`, body));
    expect(chinese[2].message).toBe('用户任务 HR (hr) 没有处理人规则，也没有候选角色：其任务需由管理员指定处理人');
    expect(expectOk<any[]>(await suite.admin.post(`${base}/validate`, { ...body, bpmnXml: file('rules', GATEWAY.replace('<exclusiveGateway id="gw"', '<exclusiveGateway id="gw" default="short"')), nodes: { hr: ADMIN } }))).toEqual([]);
  });

  it('answers a file it cannot read or a key it does not hold as an error', async () => {
    const [unreadable] = expectOk<any[]>(await suite.admin.post(`${base}/validate`, { key: 'x', bpmnXml: 'not a file' }));
    expect(unreadable).toMatchObject({ severity: 'error', code: 'bpm.bpmnUnreadable' });
    const [missing] = expectOk<any[]>(await suite.admin.post(`${base}/validate`, { key: 'other', bpmnXml: file('rules', GATEWAY) }));
    expect(missing).toMatchObject({ severity: 'error', message: 'The BPMN file has no process with the key other' });
  });

  it('is for those who add, edit or publish templates', async () => {
    const body = { key: 'rules', bpmnXml: file('rules', GATEWAY) };
    const { client: viewer } = await signedInWith(suite.server, suite.admin, ['bpm:template:list']);
    expect((await viewer.post(`${base}/validate`, body)).status).toBe(403);
    const { client: editor } = await signedInWith(suite.server, suite.admin, ['bpm:template:edit']);
    expect((await editor.post(`${base}/validate`, body)).status).toBe(200);
  });
});

describe('publishing a design', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['no start event', `<userTask id="a"/>${flow('f1', 'a', 'e')}<endEvent id="e"/>`, { a: ADMIN }, 'The process has no start event'],
    ['a node nothing reaches', `<startEvent id="s"/>${flow('f1', 's', 'e')}<endEvent id="e"/><task id="lost" name="Lost"/>${flow('f2', 'lost', 'e')}`, {}, 'Node Lost (lost) cannot be reached from a start event'],
    ['a node with no way to an end', `<startEvent id="s"/>${flow('f1', 's', 'e')}${flow('f2', 's', 'stuck')}<endEvent id="e"/><task id="stuck"/>`, {}, 'Node stuck cannot reach an end event'],
    ['a condition the runner cannot read', `<startEvent id="s"/>${flow('f1', 's', 'e', '${days &gt;&gt; 3}')}<endEvent id="e"/>`, {}, 'The condition ${days >> 3} of flow f1 is not an expression the platform runs'],
    ['a FEEL condition the interpreter cannot read', `<startEvent id="s"/>${flow('f1', 's', 'e', '=days &gt;')}<endEvent id="e"/>`, {}, 'The condition =days > of flow f1 is not an expression the platform runs'],
  ])('refuses %s with the first error\'s message, changing nothing', async (name, body, nodes, message) => {
    const key = `bad_${name.replace(/\W+/g, '_')}`;
    await add(key, body, nodes);
    const res = await suite.admin.post(`${base}/publish`, { key });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=${key}`))).toMatchObject({ status: 'design', publishedVersion: null, version: 1 });
    expect(expectOk<any[]>(await suite.admin.get(`${base}/versions?key=${key}`))).toEqual([]);
  });

  it('publishes a design whose issues are warnings only: no end event, a user task for nobody', async () => {
    const body = `<startEvent id="s"/>${flow('f1', 's', 'a')}<userTask id="a" name="Approve"/>`;
    await add('warned', body);
    const issues = expectOk<any[]>(await suite.admin.post(`${base}/validate`, { key: 'warned', bpmnXml: file('warned', body) }));
    expect(issues.map((i) => [i.severity, i.code])).toEqual([['warning', 'bpm.designNoEnd'], ['warning', 'bpm.designNoAssignee']]);
    expect(expectOk<any>(await suite.admin.post(`${base}/publish`, { key: 'warned' }))).toMatchObject({ version: 1, status: 'active' });
  });

  it('publishes a gateway with an unconditioned flow, which BPMN takes whenever the gateway is reached (a warning)', async () => {
    await add('unconditioned', GATEWAY, { hr: ADMIN });
    const issues = expectOk<any[]>(await suite.admin.post(`${base}/validate`, { key: 'unconditioned', bpmnXml: file('unconditioned', GATEWAY), nodes: { hr: ADMIN } }));
    expect(issues.map((i) => [i.severity, i.code, i.elementId])).toEqual([['warning', 'bpm.designFlowNeedsCondition', 'short']]);
    expect(expectOk<any>(await suite.admin.post(`${base}/publish`, { key: 'unconditioned' }))).toMatchObject({ version: 1, status: 'active' });
  });
});
