// What changed between two designs of a template: nodes added, removed and renamed (matched by id; a node of another
// type is a new one), flows added and removed (a flow given other ends is both), conditions changed, node settings
// changed (compared by what they say, not by key order), the start permission, form and name.
import { describe, expect, it } from 'vitest';
import { diffProcessDesigns, type DesignSnapshot, type ProcessDiff } from '../src/bpm/index.ts';

const file = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="leave" isExecutable="true">${body}</process>
</definitions>`;
const cond = (text: string) => `<conditionExpression xsi:type="tFormalExpression">${text}</conditionExpression>`;

const BODY = `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/>
  <exclusiveGateway id="gw" default="short"/>
  <sequenceFlow id="long" name="Long" sourceRef="gw" targetRef="hr">${cond('${days &gt; 3}')}</sequenceFlow>
  <sequenceFlow id="short" sourceRef="gw" targetRef="lead"/>
  <userTask id="lead" name="Team lead"/><sequenceFlow id="f2" sourceRef="lead" targetRef="e"/>
  <userTask id="hr" name="HR"/><sequenceFlow id="f3" sourceRef="hr" targetRef="e"/>
  <endEvent id="e"/>`;

const BASE: DesignSnapshot = {
  bpmnXml: file(BODY), key: 'leave', name: 'Leave', formCode: 'leave_form', startPermission: { type: 'all' },
  nodes: { lead: { assignees: [{ type: 'initiatorLeader' }] }, hr: { candidateGroups: ['hr'], signMode: 'any' } },
};

const EMPTY: Omit<ProcessDiff, 'unchanged'> = {
  nodesAdded: [], nodesRemoved: [], nodesRenamed: [], flowsAdded: [], flowsRemoved: [], conditionsChanged: [], settingsChanged: [],
};

describe('the diff of two designs', () => {
  it.each<[string, Partial<DesignSnapshot>, Partial<ProcessDiff>]>([
    ['the same design', {}, {}],
    ['the same settings written in another key order', { nodes: { hr: { signMode: 'any', candidateGroups: ['hr'] }, lead: { assignees: [{ type: 'initiatorLeader' }] } } }, {}],
    ['the same start roles in another order', {}, {}],
    ['a node added on a flow', { bpmnXml: file(BODY.replace('<sequenceFlow id="f3" sourceRef="hr" targetRef="e"/>', '<sequenceFlow id="f3" sourceRef="hr" targetRef="boss"/><userTask id="boss" name="Boss"/><sequenceFlow id="f4" sourceRef="boss" targetRef="e"/>')) }, {
      nodesAdded: [{ id: 'boss', name: 'Boss', type: 'userTask' }],
      flowsAdded: [{ id: 'f3', source: 'hr', target: 'boss' }, { id: 'f4', source: 'boss', target: 'e' }],
      flowsRemoved: [{ id: 'f3', source: 'hr', target: 'e' }],
    }],
    ['a node removed', { bpmnXml: file(BODY.replace('<userTask id="hr" name="HR"/><sequenceFlow id="f3" sourceRef="hr" targetRef="e"/>', '').replace('targetRef="hr"', 'targetRef="e"')) }, {
      nodesRemoved: [{ id: 'hr', name: 'HR', type: 'userTask' }],
      flowsAdded: [{ id: 'long', name: 'Long', source: 'gw', target: 'e', condition: '${days > 3}' }],
      flowsRemoved: [{ id: 'long', name: 'Long', source: 'gw', target: 'hr', condition: '${days > 3}' }, { id: 'f3', source: 'hr', target: 'e' }],
    }],
    ['a node renamed', { bpmnXml: file(BODY.replace('name="HR"', 'name="Human resources"')) }, {
      nodesRenamed: [{ id: 'hr', type: 'userTask', from: 'HR', to: 'Human resources' }],
    }],
    ['a node of another type', { bpmnXml: file(BODY.replace('<userTask id="hr" name="HR"/>', '<serviceTask id="hr" name="HR"/>')), nodes: { lead: BASE.nodes.lead! } }, {
      nodesAdded: [{ id: 'hr', name: 'HR', type: 'serviceTask' }], nodesRemoved: [{ id: 'hr', name: 'HR', type: 'userTask' }],
    }],
    ['a condition changed', { bpmnXml: file(BODY.replace('${days &gt; 3}', '${days &gt;= 5}')) }, {
      conditionsChanged: [{ id: 'long', name: 'Long', from: '${days > 3}', to: '${days >= 5}' }],
    }],
    ['a condition added', { bpmnXml: file(BODY.replace('<sequenceFlow id="short" sourceRef="gw" targetRef="lead"/>', `<sequenceFlow id="short" sourceRef="gw" targetRef="lead">${cond('${days &lt;= 3}')}</sequenceFlow>`)) }, {
      conditionsChanged: [{ id: 'short', from: undefined, to: '${days <= 3}' }],
    }],
    ['node settings changed', { nodes: { ...BASE.nodes, hr: { candidateGroups: ['hr'], signMode: 'all' } } }, {
      settingsChanged: [{ id: 'hr', name: 'HR', from: { candidateGroups: ['hr'], signMode: 'any' }, to: { candidateGroups: ['hr'], signMode: 'all' } }],
    }],
    ['a start permission, form and name changed', { startPermission: { type: 'roles', roleCodes: ['hr'] }, formCode: null, name: 'Leave request' }, {
      startPermission: { from: { type: 'all' }, to: { type: 'roles', roleCodes: ['hr'] } },
      formCode: { from: 'leave_form', to: null },
      name: { from: 'Leave', to: 'Leave request' },
    }],
  ])('%s', async (_name, change, expected) => {
    const diff = await diffProcessDesigns(BASE, { ...BASE, ...change });
    expect(diff).toEqual({ ...EMPTY, ...expected, unchanged: Object.keys(expected).length === 0 });
  });

  it('compares start roles as a set', async () => {
    const from = { ...BASE, startPermission: { type: 'roles' as const, roleCodes: ['a', 'b'] } };
    expect((await diffProcessDesigns(from, { ...from, startPermission: { type: 'roles', roleCodes: ['b', 'a'] } })).unchanged).toBe(true);
    expect((await diffProcessDesigns(from, { ...from, startPermission: { type: 'roles', roleCodes: ['a'] } })).startPermission).toBeDefined();
  });

  it('reads changes inside sub-processes', async () => {
    const inner = (name: string) => file(`<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="sp"/>
      <subProcess id="sp"><startEvent id="ss"/><sequenceFlow id="i1" sourceRef="ss" targetRef="t"/><task id="t" name="${name}"/></subProcess>
      <sequenceFlow id="f2" sourceRef="sp" targetRef="e"/><endEvent id="e"/>`);
    const diff = await diffProcessDesigns({ ...BASE, nodes: {}, bpmnXml: inner('Check') }, { ...BASE, nodes: {}, bpmnXml: inner('Check twice') });
    expect(diff.nodesRenamed).toEqual([{ id: 't', type: 'task', from: 'Check', to: 'Check twice' }]);
  });
});
