// The design rules checked before publish: a start and an end, every node reachable and on a way to an end, a decision
// on every flow out of a branching gateway, somebody for every user task (from the settings or the file's attributes),
// conditions the runner can evaluate, the key a process of the file. Every MIWG reference model is checked without a throw.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBpmn, validateProcessDesign, type DesignIssue } from '../src/bpm/index.ts';
import { renderMessage, type NodeSettings } from '../src/index.ts';

const CORPUS = new URL('./fixtures/bpmn-miwg/', import.meta.url);

const file = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">${body}</process>
</definitions>`;

const flow = (id: string, from: string, to: string, condition?: string, language?: string) => condition === undefined
  ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`
  : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression"${language ? ` language="${language}"` : ''}>${condition}</conditionExpression></sequenceFlow>`;

const ANNE: NodeSettings = { assignees: [{ type: 'user', values: ['anne'] }] };
const LINE = `<startEvent id="s"/>${flow('f1', 's', 'a')}<userTask id="a" name="Approve"/>${flow('f2', 'a', 'e')}<endEvent id="e"/>`;

const NOBODY = (node: string) => `User task ${node} has no assignee rule and no candidate roles: its task waits until an administrator gives it to someone`;

/** The issues as [severity, element, English text]. */
const described = (issues: DesignIssue[]) => issues.map((i) => [i.severity, i.elementId, renderMessage(i.message, 'en_US')]);

describe('design rules', () => {
  it.each<[string, string, Record<string, NodeSettings>, (string | undefined)[][]]>([
    ['a straight line with an assignee', LINE, { a: ANNE }, []],
    ['a user task with nobody to do it (a warning: an administrator gives the task to someone)', LINE, {}, [['warning', 'a', NOBODY('Approve (a)')]]],
    ['a user task with rules that name nobody', LINE, { a: { assignees: [{ type: 'user', values: [] }, { type: 'role' }] } }, [['warning', 'a', NOBODY('Approve (a)')]]],
    ['a user task of the initiator', LINE, { a: { assignees: [{ type: 'initiator' }] } }, []],
    ['a user task of candidate roles', LINE, { a: { candidateGroups: ['hr'] } }, []],
    ['a user task whose file names the assignee', LINE.replace('<userTask id="a"', '<userTask id="a" camunda:assignee="${initiator}"'), {}, []],
    ['a user task whose file names candidate groups', LINE.replace('<userTask id="a"', '<userTask id="a" camunda:candidateGroups="hr"'), {}, []],
    ['no start event', `<userTask id="a"/>${flow('f2', 'a', 'e')}<endEvent id="e"/>`, { a: ANNE }, [['error', undefined, 'The process has no start event']]],
    ['no end event (a warning: the path ends where its flows stop)', `<startEvent id="s"/>${flow('f1', 's', 'a')}<userTask id="a"/>`, { a: ANNE },
      [['warning', undefined, 'The process has no end event: its paths end where their flows stop']]],
    ['a node no flow leads to', `${LINE}<task id="lost" name="Lost"/>${flow('f3', 'lost', 'e')}`, { a: ANNE },
      [['error', 'lost', 'Node Lost (lost) cannot be reached from a start event']]],
    ['a node with no way to an end', `${LINE}<task id="stuck"/>${flow('f3', 'a', 'stuck')}`, { a: ANNE },
      [['error', 'stuck', 'Node stuck cannot reach an end event']]],
    ['a loop with no way out', `<startEvent id="s"/>${flow('f1', 's', 'x')}<task id="x"/>${flow('f2', 'x', 'y')}<task id="y"/>${flow('f3', 'y', 'x')}<endEvent id="e"/>`, {},
      [['error', 'e', 'Node e cannot be reached from a start event'], ['error', 's', 'Node s cannot reach an end event'], ['error', 'x', 'Node x cannot reach an end event'], ['error', 'y', 'Node y cannot reach an end event']]],
    ['an exclusive gateway with a flow that decides nothing', `<startEvent id="s"/>${flow('f1', 's', 'g')}<exclusiveGateway id="g" name="Long?"/>
      ${flow('long', 'g', 'e', '${days > 3}')}${flow('short', 'g', 'e')}<endEvent id="e"/>`, {},
      [['warning', 'short', 'Flow short out of gateway Long? (g) has no condition and is not its default flow: it is taken whenever the gateway is reached (an exclusive gateway takes the first such flow)']]],
    ['an exclusive gateway with a default flow', `<startEvent id="s"/>${flow('f1', 's', 'g')}<exclusiveGateway id="g" default="short"/>
      ${flow('long', 'g', 'e', '${days > 3}')}${flow('short', 'g', 'e')}<endEvent id="e"/>`, {}, []],
    ['an inclusive gateway whose flows have blank conditions', `<startEvent id="s"/>${flow('f1', 's', 'g')}<inclusiveGateway id="g"/>
      ${flow('one', 'g', 'e', ' ')}${flow('two', 'g', 'e', '${b}')}<endEvent id="e"/>`, {},
      [['warning', 'one', 'Flow one out of gateway g has no condition and is not its default flow: it is taken whenever the gateway is reached (an exclusive gateway takes the first such flow)']]],
    ['a parallel gateway (no conditions needed)', `<startEvent id="s"/>${flow('f1', 's', 'g')}<parallelGateway id="g"/>
      ${flow('one', 'g', 'j')}${flow('two', 'g', 'j')}<parallelGateway id="j"/>${flow('f4', 'j', 'e')}<endEvent id="e"/>`, {}, []],
    ['a gateway with one way out', `<startEvent id="s"/>${flow('f1', 's', 'g')}<exclusiveGateway id="g"/>${flow('f2', 'g', 'e')}<endEvent id="e"/>`, {}, []],
    ['a condition that is not JUEL the runner reads', `<startEvent id="s"/>${flow('f1', 's', 'g')}<exclusiveGateway id="g" default="b"/>
      ${flow('a', 'g', 'e', '${days &gt;}')}${flow('b', 'g', 'e')}<endEvent id="e"/>`, {},
      [['error', 'a', 'The condition ${days >} of flow a is not an expression the platform runs']]],
    ['a condition that is plain text (XPath, BPMN\'s default, read as FEEL)', `<startEvent id="s"/>${flow('f1', 's', 'e', 'days > 3')}<endEvent id="e"/>`, {}, []],
    ['a FEEL condition', `<startEvent id="s"/>${flow('f1', 's', 'e', '=days > 3')}<endEvent id="e"/>`, {}, []],
    ['a JavaScript condition', `<startEvent id="s"/>${flow('f1', 's', 'e', 'return days > 3', 'javascript')}<endEvent id="e"/>`, {}, []],
    ['a condition in another language (a warning: the run stops there)', `<startEvent id="s"/>${flow('f1', 's', 'e', 'amount &gt; 10', 'groovy')}<endEvent id="e"/>`, {},
      [['warning', 'f1', 'The condition of flow f1 is in groovy, which the platform does not run (JavaScript, JUEL, FEEL or XPath): a run reaching it stops']]],
    ['a boundary timer leading out of a task', `${LINE}<boundaryEvent id="t" attachedToRef="a"><timerEventDefinition/></boundaryEvent>${flow('f3', 't', 'e2')}<endEvent id="e2"/>`, { a: ANNE }, []],
    ['a link throw continuing at its catch', `<startEvent id="s"/>${flow('f1', 's', 'lt')}<intermediateThrowEvent id="lt"><linkEventDefinition name="L"/></intermediateThrowEvent>
      <intermediateCatchEvent id="lc"><linkEventDefinition name="L"/></intermediateCatchEvent>${flow('f2', 'lc', 'e')}<endEvent id="e"/>`, {}, []],
    ['an event sub-process (started by its event)', `${LINE}<subProcess id="esp" triggeredByEvent="true"><startEvent id="es"><messageEventDefinition/></startEvent>${flow('f9', 'es', 'ee')}<endEvent id="ee"/></subProcess>`, { a: ANNE }, []],
    ['a sub-process with a node nothing reaches inside', `<startEvent id="s"/>${flow('f1', 's', 'sp')}<subProcess id="sp"><startEvent id="ss"/>${flow('i1', 'ss', 'se')}<endEvent id="se"/><task id="orphan"/>${flow('i2', 'orphan', 'se')}</subProcess>${flow('f2', 'sp', 'e')}<endEvent id="e"/>`, {},
      [['error', 'orphan', 'Node orphan cannot be reached from a start event']]],
    ['a sub-process without a start event (its first nodes start)', `<startEvent id="s"/>${flow('f1', 's', 'sp')}<subProcess id="sp"><task id="first"/>${flow('i1', 'first', 'then')}<task id="then"/></subProcess>${flow('f2', 'sp', 'e')}<endEvent id="e"/>`, {}, []],
    ['a user task inside a sub-process with nobody', `<startEvent id="s"/>${flow('f1', 's', 'sp')}<subProcess id="sp"><userTask id="inner"/></subProcess>${flow('f2', 'sp', 'e')}<endEvent id="e"/>`, {},
      [['warning', 'inner', NOBODY('inner')]]],
  ])('%s', async (_name, body, nodes, expected) => {
    expect(described(await validateProcessDesign(file(body), 'p', nodes))).toEqual(expected);
  });

  it('refuses a FEEL or XPath condition that the FEEL reader it is given cannot read, and leaves it alone without one', async () => {
    const body = `<startEvent id="s"/>${flow('f1', 's', 'e', '=amount &gt;')}${flow('f2', 's', 'e', 'amount = 1')}<endEvent id="e"/>`;
    const reads = (expression: string) => !expression.endsWith('>');
    expect(described(await validateProcessDesign(file(body), 'p', {}, reads))).toEqual([['error', 'f1', 'The condition =amount > of flow f1 is not an expression the platform runs']]);
    expect(described(await validateProcessDesign(file(body), 'p', {}))).toEqual([]);
  });

  it('reads a flow to an element the file does not have as leading nowhere', async () => {
    const issues = await validateProcessDesign(file(`<startEvent id="s"/>${flow('f1', 's', 'a')}<userTask id="a"/>${flow('f2', 'a', 'gone')}`), 'p', { a: ANNE });
    expect(described(issues)).toEqual([['warning', undefined, 'The process has no end event: its paths end where their flows stop']]);
  });

  it('puts errors before warnings', async () => {
    const issues = await validateProcessDesign(file(`<userTask id="a"/>${flow('f1', 'a', 'b')}<task id="b"/>`), 'p', {});
    expect(described(issues).map(([severity, id]) => [severity, id])).toEqual([['error', undefined], ['warning', undefined], ['warning', 'a']]);
  });

  it.each<[string, string, string, string]>([
    ['a key that is not a process of the file', file(LINE), 'q', 'The BPMN file has no process with the key q'],
    ['a file that is not XML', 'hello', 'p', 'The BPMN file cannot be read: '],
    ['a file with no process', '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t"/>', 'p', 'The BPMN file has no process'],
  ])('answers %s as an error, without a throw', async (_name, xml, key, text) => {
    const [issue, ...rest] = await validateProcessDesign(xml, key, {});
    expect(rest).toEqual([]);
    expect(issue!.severity).toBe('error');
    expect(renderMessage(issue!.message, 'en_US').startsWith(text)).toBe(true);
    expect(renderMessage(issue!.message, 'zh_CN')).not.toBe(renderMessage(issue!.message, 'en_US'));
  });

  it.each(readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')))('checks every process of %s of the MIWG suite without a throw', async (name) => {
    const xml = readFileSync(new URL(name, CORPUS), 'utf8');
    for (const process of (await readBpmn(xml)).processes) {
      const issues = await validateProcessDesign(xml, process.id, {});
      for (const issue of issues) expect(renderMessage(issue.message, 'zh_CN')).not.toMatch(/\{\w+\}/);
    }
  });
});
