// Flow conditions in the three languages real files use, none evaluated with the host's eval: JUEL `${…}` and JavaScript
// in the isolated-vm sandbox, FEEL (a `=` prefix or a FEEL language) and BPMN's default XPath in the feelin interpreter.
// Each sees the process variables (the start's among them) and the data objects by name (`getDataObject`,
// `bpmn:getDataObject`); an unconditioned flow out of a gateway is taken, the default flow when nothing else holds.
import { afterAll, describe, expect, it } from 'vitest';
import { startRun } from '../src/bpm/runner.ts';
import { readsFeel } from '../src/bpm/run-scripts.ts';
import { Sandbox } from '../src/logic/sandbox.ts';

const sandbox = new Sandbox();
afterAll(() => sandbox.dispose());

/** A gateway deciding between `big` (with the condition) and the default `small`, and a data object `level`. */
const gate = (condition: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">
    <dataObject id="levelObject" name="level"/><dataObjectReference id="levelRef" name="level" dataObjectRef="levelObject"/>
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
    <exclusiveGateway id="gw" default="small"/>
    <sequenceFlow id="big" sourceRef="gw" targetRef="ceo">${condition}</sequenceFlow>
    <sequenceFlow id="small" sourceRef="gw" targetRef="lead"/>${extra}
    <userTask id="ceo"/><userTask id="lead"/>
  </process>
</definitions>`;

const expression = (body: string, language?: string) =>
  `<conditionExpression xsi:type="tFormalExpression"${language ? ` language="${language}"` : ''}><![CDATA[${body}]]></conditionExpression>`;

const waits = async (xml: string, variables: Record<string, unknown>) => (await startRun(xml, variables, sandbox)).waits.map((w) => w.id);

describe('conditions in each language', () => {
  it.each([
    ['JUEL', expression('${amount > 1000}')],
    ['FEEL with a = prefix', expression('=amount > 1000')],
    ['FEEL by its language', expression('amount > 1000', 'http://www.omg.org/spec/FEEL/20140401')],
    ['FEEL by its short name', expression('amount > 1000', 'feel')],
    ['JavaScript', expression('return variables.amount > 1000;', 'javascript')],
    ['XPath (BPMN\'s default)', expression('amount > 1000')],
  ])('%s decides on the start variables', async (_name, condition) => {
    expect(await waits(gate(condition), { amount: 5000 })).toEqual(['ceo']);
    expect(await waits(gate(condition), { amount: 10 })).toEqual(['lead']);
  });

  it.each([
    ['XPath', expression("bpmn:getDataObject('level') = 'high'")],
    ['FEEL', expression('=getDataObject("level") = "high"')],
    ['FEEL by name', expression('=level = "high"')],
    ['JUEL', expression("${level == 'high'}")],
    ['JavaScript', expression("return getDataObject('level') === 'high';", 'javascript')],
  ])('%s reads a data object by its name', async (_name, condition) => {
    expect(await waits(gate(condition), { level: 'high' })).toEqual(['ceo']);
    expect(await waits(gate(condition), { level: 'low' })).toEqual(['lead']);
    expect(await waits(gate(condition), {})).toEqual(['lead']);
  });

  it('reads XPath as modelers write it: not(), and, ==, single-quoted strings', async () => {
    const condition = expression("not(bpmn:getDataObject('level') == 'low') and amount >= 10");
    expect(await waits(gate(condition), { level: 'high', amount: 10 })).toEqual(['ceo']);
    expect(await waits(gate(condition), { level: 'low', amount: 10 })).toEqual(['lead']);
  });

  it('runs no FEEL whose work grows with its values (loops, quantifiers, function definitions), nor an unreadable one', () => {
    for (const unbounded of ['count(for i in 1..1e9 return i) > 0', 'for i in 1..1.5 return i', 'some x in [1, 2] satisfies x > 1',
      'every x in list satisfies x > 1', '(function(a) a + 1)(1) = 2', 'amount >', 'x'.repeat(2001)]) {
      expect(readsFeel(unbounded), unbounded).toBe(false);
    }
    for (const test of ['amount > 1000', 'x in [1..5]', 'level = "for"', 'not(approved)', 'date("2026-01-01") < today()']) expect(readsFeel(test), test).toBe(true);
  });

  it('gives FEEL nothing of the server', async () => {
    expect(await waits(gate(expression('=process.exit(1)')), {})).toEqual(['lead']);
    expect(await waits(gate(expression('=constructor')), {})).toEqual(['lead']);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('takes an unconditioned flow out of a gateway as BPMN does (the first one, for an exclusive gateway)', async () => {
    const xml = gate(expression('=false'), '<sequenceFlow id="plain" sourceRef="gw" targetRef="other"/><userTask id="other"/>');
    expect(await waits(xml, {})).toEqual(['other']);
  });

  it('refuses a language the platform does not run, saying so', async () => {
    await expect(startRun(gate(expression('x', 'groovy')), {}, sandbox))
      .rejects.toThrow('the condition of big cannot run: x is in groovy, which the platform does not run (JavaScript, JUEL, FEEL or XPath)');
  });
});
