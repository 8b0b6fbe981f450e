// The process runner: a definition runs with bpmn-engine until its user tasks wait, its state survives JSON (what
// PostgreSQL keeps) and a fresh engine continues from it; script conditions and script tasks run in the isolated-vm
// sandbox, where the server's `process` and `require` do not exist.
import { afterAll, describe, expect, it } from 'vitest';
import { resumeRun, startRun } from '../src/bpm/runner.ts';
import { Sandbox } from '../src/logic/sandbox.ts';

const sandbox = new Sandbox();
afterAll(() => sandbox.dispose());

const definition = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">${body}</process>
</definitions>`;

const TWO_STEPS = definition(`
  <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
  <userTask id="lead" name="Team lead"/><sequenceFlow id="f2" sourceRef="lead" targetRef="hr"/>
  <userTask id="hr" name="HR"/><sequenceFlow id="f3" sourceRef="hr" targetRef="end"/>
  <endEvent id="end"/>`);

const condition = (script: string) => `<conditionExpression xsi:type="tFormalExpression" language="javascript"><![CDATA[${script}]]></conditionExpression>`;

const BY_AMOUNT = (big: string) => definition(`
  <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="gw"/>
  <exclusiveGateway id="gw" default="small"/>
  <sequenceFlow id="big" sourceRef="gw" targetRef="ceo">${condition(big)}</sequenceFlow>
  <sequenceFlow id="small" sourceRef="gw" targetRef="lead"/>
  <userTask id="ceo" name="CEO"/><userTask id="lead" name="Team lead"/>`);

/** The state as PostgreSQL gives it back. */
const kept = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

describe('the process runner', () => {
  it('waits at each user task and continues from the kept state until the end', async () => {
    const started = await startRun(TWO_STEPS, { days: 3 }, sandbox);
    expect(started).toMatchObject({ completed: false, waits: [{ id: 'lead', name: 'Team lead', type: 'bpmn:UserTask' }] });
    const second = await resumeRun(kept(started.state), 'lead', { leadOpinion: 'ok' }, sandbox);
    expect(second.waits.map((w) => w.id)).toEqual(['hr']);
    expect(second.variables).toEqual({ days: 3, leadOpinion: 'ok' });
    const last = await resumeRun(kept(second.state), 'hr', {}, sandbox);
    expect(last).toMatchObject({ completed: true, waits: [] });
    await expect(resumeRun(kept(second.state), 'lead', {}, sandbox)).rejects.toThrow('the process does not wait at lead');
  });

  it('takes the flow whose sandboxed condition holds', async () => {
    const rule = BY_AMOUNT('return variables.amount > 1000;');
    expect((await startRun(rule, { amount: 5000 }, sandbox)).waits.map((w) => w.id)).toEqual(['ceo']);
    expect((await startRun(rule, { amount: 10 }, sandbox)).waits.map((w) => w.id)).toEqual(['lead']);
    // bpmn-engine's own style of condition works too.
    expect((await startRun(BY_AMOUNT('next(null, variables.amount > 1000);'), { amount: 5000 }, sandbox)).waits.map((w) => w.id)).toEqual(['ceo']);
  });

  it('gives conditions nothing of the server: no process, no require, no constructor escape', async () => {
    const probe = BY_AMOUNT(`return typeof process !== 'undefined' || typeof require !== 'undefined'
      || (function () { try { return typeof this.constructor.constructor('return process')() !== 'undefined'; } catch { return false; } })();`);
    expect((await startRun(probe, { amount: 1 }, sandbox)).waits.map((w) => w.id)).toEqual(['lead']);
    await expect(startRun(BY_AMOUNT('process.exit(1); return true;'), { amount: 1 }, sandbox)).rejects.toThrow();
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('runs script tasks in the sandbox: the object they return becomes process variables', async () => {
    const scripted = definition(`
      <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="score"/>
      <scriptTask id="score" scriptFormat="javascript"><script><![CDATA[return { score: variables.amount * 2 };]]></script></scriptTask>
      <sequenceFlow id="f2" sourceRef="score" targetRef="review"/><userTask id="review"/>`);
    const run = await startRun(scripted, { amount: 21 }, sandbox);
    expect(run.waits.map((w) => w.id)).toEqual(['review']);
    expect(run.variables.score).toBe(42);
  });
});
