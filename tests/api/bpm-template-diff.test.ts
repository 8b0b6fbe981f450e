// Versions of a template compared. Given a template published twice with changes between, When two published versions
// (or a version and the design) are compared, Then the diff names the nodes added, removed and renamed, the flows
// added and removed, the conditions and node settings changed, and the start permission and form changed; a version
// never published is refused with its message.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInWith } from '../support/identity.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/bpm/template';

const file = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="leave" isExecutable="true">${body}</process>
</definitions>`;
const V1 = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/>
  <exclusiveGateway id="gw" default="short"/>
  <sequenceFlow id="long" sourceRef="gw" targetRef="hr"><conditionExpression xsi:type="tFormalExpression">\${days &gt; 3}</conditionExpression></sequenceFlow>
  <sequenceFlow id="short" sourceRef="gw" targetRef="e"/>
  <userTask id="hr" name="HR"/><sequenceFlow id="f3" sourceRef="hr" targetRef="e"/><endEvent id="e"/>`;
const V2 = V1.replace('${days &gt; 3}', '${days &gt; 5}').replace('name="HR"', 'name="Human resources"')
  .replace('<sequenceFlow id="f3" sourceRef="hr" targetRef="e"/>', '<sequenceFlow id="f3" sourceRef="hr" targetRef="boss"/><userTask id="boss" name="Boss"/><sequenceFlow id="f4" sourceRef="boss" targetRef="e"/>');
const HR = { assignees: [{ type: 'role', values: ['admin'] }] };
const BOSS = { assignees: [{ type: 'user', values: ['admin'] }] };

const template = { key: 'leave', name: 'Leave', group: 'HR', startPermission: { type: 'all' } };
const diff = async (query: string) => suite.admin.get(`${base}/diff?key=leave&${query}`);

beforeAll(async () => {
  expectOk(await suite.admin.post(`${base}/add`, { ...template, bpmnXml: file(V1), nodes: { hr: HR } }));
  expectOk(await suite.admin.post(`${base}/publish`, { key: 'leave' }));
  const { version } = expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=leave`));
  expectOk(await suite.admin.put(`${base}/edit`, {
    ...template, bpmnXml: file(V2), nodes: { hr: { ...HR, opinionRequired: true }, boss: BOSS }, startPermission: { type: 'roles', roleCodes: ['admin'] }, version,
  }));
  expectOk(await suite.admin.post(`${base}/publish`, { key: 'leave' }));
});

describe('comparing versions', () => {
  it('names what changed from version 1 to version 2', async () => {
    expect(expectOk<any>(await diff('from=1&to=2'))).toEqual({
      from: 1, to: 2, unchanged: false,
      nodesAdded: [{ id: 'boss', name: 'Boss', type: 'userTask' }],
      nodesRemoved: [],
      nodesRenamed: [{ id: 'hr', type: 'userTask', from: 'HR', to: 'Human resources' }],
      flowsAdded: [{ id: 'f3', source: 'hr', target: 'boss' }, { id: 'f4', source: 'boss', target: 'e' }],
      flowsRemoved: [{ id: 'f3', source: 'hr', target: 'e' }],
      conditionsChanged: [{ id: 'long', from: '${days > 3}', to: '${days > 5}' }],
      settingsChanged: [{ id: 'hr', name: 'Human resources', from: HR, to: { ...HR, opinionRequired: true } }],
      startPermission: { from: { type: 'all' }, to: { type: 'roles', roleCodes: ['admin'] } },
    });
  });

  it('compares the other way round, and a version with the design being edited', async () => {
    const back = expectOk<any>(await diff('from=2&to=1'));
    expect(back.nodesRemoved).toEqual([{ id: 'boss', name: 'Boss', type: 'userTask' }]);
    expect(expectOk<any>(await diff('from=2')).unchanged).toBe(true);
    const { version } = expectOk<any>(await suite.admin.get(`${base}/queryByKey?key=leave`));
    expectOk(await suite.admin.put(`${base}/edit`, { ...template, bpmnXml: file(V2), formCode: undefined, nodes: { hr: HR, boss: BOSS }, startPermission: { type: 'roles', roleCodes: ['admin'] }, version }));
    const edited = expectOk<any>(await diff('from=2&to=design'));
    expect(edited).toMatchObject({ from: 2, to: 'design', unchanged: false, settingsChanged: [{ id: 'hr', from: { ...HR, opinionRequired: true }, to: HR }] });
  });

  it('refuses a version never published, and names no version that is not one', async () => {
    const missing = await diff('from=1&to=7');
    expect([missing.status, missing.body.message]).toEqual([400, 'The template has no published version 7']);
    expect((await diff('from=latest')).status).toBe(400);
    expect((await suite.admin.get(`${base}/diff?key=nothing&from=1`)).status).toBe(404);
  });

  it('is for the viewers of process templates', async () => {
    const { client } = await signedInWith(suite.server, suite.admin, []);
    expect((await client.get(`${base}/diff?key=leave&from=1&to=2`)).status).toBe(403);
  });
});
