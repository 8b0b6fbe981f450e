// The process runner: a definition runs with bpmn-engine until its user tasks and call activities wait, its state
// survives JSON (what PostgreSQL keeps) and a fresh engine continues from it, through gateways and sub-processes; script
// conditions, JUEL conditions and script tasks run in the isolated-vm sandbox, where the server's `process` and `require`
// do not exist; timers never fire by themselves: the run reports them with their due time and `fireTimer` fires one.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as runner from '../src/bpm/runner.ts';
import type { RunOutcome } from '../src/bpm/runner.ts';
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

/** The definition each state is of (the server reads it from the instance's row). */
const sources = new WeakMap<object, string>();
const remember = (source: string, outcome: RunOutcome) => {
  sources.set(outcome.state as object, source);
  return outcome;
};
const sourceOf = (state: unknown) => sources.get(state as object)!;
const startRun = async (source: string, variables: Record<string, unknown>, scripts: typeof sandbox) =>
  remember(source, await runner.startRun(source, variables, scripts));
const resumeRun = async (state: unknown, taskId: string, variables: Record<string, unknown>, scripts: typeof sandbox) =>
  remember(sourceOf(state), await runner.resumeRun(state, sourceOf(state), taskId, variables, scripts));
const fireTimer = async (state: unknown, timerId: string, scripts: typeof sandbox) =>
  remember(sourceOf(state), await runner.fireTimer(state, sourceOf(state), timerId, scripts));

/** The state as PostgreSQL gives it back (of the same definition). */
const kept = (state: unknown) => {
  const copy = JSON.parse(JSON.stringify(state)) as object;
  sources.set(copy, sourceOf(state));
  return copy;
};

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

const ids = (run: RunOutcome) => run.waits.map((w) => w.id).sort();
const flow = (id: string, from: string, to: string, inner = '') => `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}">${inner}</sequenceFlow>`;
const juel = (expression: string) => `<conditionExpression xsi:type="tFormalExpression"><![CDATA[${expression}]]></conditionExpression>`;

describe('gateways and sub-processes', () => {
  it('waits at both branches of a parallel gateway and joins them before going on', async () => {
    const parallel = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'fork')}<parallelGateway id="fork"/>
      ${flow('f2', 'fork', 'finance')}${flow('f3', 'fork', 'legal')}<userTask id="finance"/><userTask id="legal"/>
      ${flow('f4', 'finance', 'join')}${flow('f5', 'legal', 'join')}<parallelGateway id="join"/>
      ${flow('f6', 'join', 'sign')}<userTask id="sign"/>`);
    const started = await startRun(parallel, {}, sandbox);
    expect(ids(started)).toEqual(['finance', 'legal']);
    const one = await resumeRun(kept(started.state), 'legal', { legalOk: true }, sandbox);
    expect(ids(one)).toEqual(['finance']);
    const both = await resumeRun(kept(one.state), 'finance', { financeOk: true }, sandbox);
    expect(ids(both)).toEqual(['sign']);
    expect(both.variables).toMatchObject({ legalOk: true, financeOk: true });
  });

  it('takes every branch of an inclusive gateway whose condition holds, and joins those', async () => {
    const inclusive = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'fork')}<inclusiveGateway id="fork"/>
      ${flow('f2', 'fork', 'finance', condition('return variables.amount > 100;'))}
      ${flow('f3', 'fork', 'boss', condition('return variables.urgent === true;'))}
      <userTask id="finance"/><userTask id="boss"/>
      ${flow('f4', 'finance', 'join')}${flow('f5', 'boss', 'join')}<inclusiveGateway id="join"/>
      ${flow('f6', 'join', 'archive')}<userTask id="archive"/>`);
    const one = await startRun(inclusive, { amount: 500, urgent: false }, sandbox);
    expect(ids(one)).toEqual(['finance']);
    expect(ids(await resumeRun(kept(one.state), 'finance', {}, sandbox))).toEqual(['archive']);
    const two = await startRun(inclusive, { amount: 500, urgent: true }, sandbox);
    expect(ids(two)).toEqual(['boss', 'finance']);
    const half = await resumeRun(kept(two.state), 'boss', {}, sandbox);
    expect(ids(half)).toEqual(['finance']);
    expect(ids(await resumeRun(kept(half.state), 'finance', {}, sandbox))).toEqual(['archive']);
  });

  it('takes the default flow of an exclusive gateway when no condition holds', async () => {
    const exclusive = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'gw')}<exclusiveGateway id="gw" default="other"/>
      ${flow('big', 'gw', 'ceo', condition('return variables.amount > 1000;'))}
      ${flow('mid', 'gw', 'cfo', condition('return variables.amount > 100;'))}
      ${flow('other', 'gw', 'lead')}<userTask id="ceo"/><userTask id="cfo"/><userTask id="lead"/>`);
    expect(ids(await startRun(exclusive, { amount: 5 }, sandbox))).toEqual(['lead']);
    expect(ids(await startRun(exclusive, { amount: 500 }, sandbox))).toEqual(['cfo']);
  });

  it('reports user tasks inside an embedded sub-process as waits and resumes them', async () => {
    const nested = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'review')}
      <subProcess id="review" name="Review">
        <startEvent id="rs"/>${flow('r1', 'rs', 'check')}<userTask id="check" name="Check"/>${flow('r2', 'check', 'rgw')}
        <exclusiveGateway id="rgw" default="r4"/>${flow('r3', 'rgw', 'recheck', condition('return variables.doubt === true;'))}
        ${flow('r4', 'rgw', 're')}<userTask id="recheck"/>${flow('r5', 'recheck', 're')}<endEvent id="re"/>
      </subProcess>
      ${flow('f2', 'review', 'gw')}<exclusiveGateway id="gw" default="f4"/>
      ${flow('f3', 'gw', 'appeal', condition('return variables.doubt === true;'))}${flow('f4', 'gw', 'done')}
      <userTask id="appeal"/><userTask id="done"/>`);
    const started = await startRun(nested, {}, sandbox);
    expect(started.waits).toEqual([{ id: 'check', name: 'Check', type: 'bpmn:UserTask' }]);
    // The variables of the task reach the gateway inside the sub-process, and the process after it.
    const inner = await resumeRun(kept(started.state), 'check', { doubt: true }, sandbox);
    expect(ids(inner)).toEqual(['recheck']);
    const after = await resumeRun(kept(inner.state), 'recheck', {}, sandbox);
    expect(ids(after)).toEqual(['appeal']);
    expect(after.variables).toMatchObject({ doubt: true });
    await expect(resumeRun(kept(after.state), 'review', {}, sandbox)).rejects.toThrow('the process does not wait at review');
  });
});

describe('JUEL conditions (Camunda, Flowable)', () => {
  const byDays = (expression: string) => definition(`
    <startEvent id="start"/>${flow('f1', 'start', 'apply')}<userTask id="apply"/>${flow('f2', 'apply', 'gw')}
    <exclusiveGateway id="gw" default="short"/>${flow('long', 'gw', 'hr', juel(expression))}${flow('short', 'gw', 'lead')}
    <userTask id="hr"/><userTask id="lead"/>`);

  it('evaluates ${days > 3} in the sandbox, on variables given at the start or by the task before', async () => {
    const rule = byDays('${days > 3}');
    const five = await startRun(rule, { days: 5 }, sandbox);
    expect(ids(await resumeRun(kept(five.state), 'apply', {}, sandbox))).toEqual(['hr']);
    const one = await startRun(rule, { days: 1 }, sandbox);
    expect(ids(await resumeRun(kept(one.state), 'apply', {}, sandbox))).toEqual(['lead']);
    const later = await startRun(rule, {}, sandbox);
    expect(ids(await resumeRun(kept(later.state), 'apply', { days: 5 }, sandbox))).toEqual(['hr']);
  });

  it("reads word operators and empty, and a missing variable as false", async () => {
    const run = async (expression: string, variables: Record<string, unknown>) => {
      const started = await startRun(byDays(expression), variables, sandbox);
      return ids(await resumeRun(kept(started.state), 'apply', {}, sandbox))[0];
    };
    expect(await run("#{amount >= 1000 && type == 'x'}", { amount: 1000, type: 'x' })).toBe('hr');
    expect(await run('${x gt 2 and y lt 3}', { x: 3, y: 3 })).toBe('lead');
    expect(await run('${empty reason}', {})).toBe('hr');
    expect(await run('${approved}', {})).toBe('lead');
    expect(await run('${!approved}', {})).toBe('hr');
  });

  it('gives JUEL conditions nothing of the server, and refuses what is not JUEL', async () => {
    const taken = async (expression: string) => startRun(definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'gw')}<exclusiveGateway id="gw" default="safe"/>
      ${flow('bad', 'gw', 'breach', juel(expression))}${flow('safe', 'gw', 'lead')}<userTask id="breach"/><userTask id="lead"/>`),
    { text: 'x' }, sandbox);
    // `process` and `require` are process variables here, and there are none of that name.
    expect(ids(await taken('${process.exit(1)}'))).toEqual(['lead']);
    await expect(taken("${require('fs')}")).rejects.toThrow();
    await expect(taken("${text.constructor.constructor('return process')().exit(1)}")).rejects.toThrow();
    await expect(taken('${days = 1}')).rejects.toThrow('the condition of bad cannot run: ${days = 1} is not a JUEL expression');
    expect(process.exitCode ?? 0).toBe(0);
  });
});

describe('durable timers', () => {
  afterEach(() => vi.useRealTimers());
  const HOUR = 3_600_000;
  const near = (iso: string, at: number) => Math.abs(Date.parse(iso) - at) < 5_000;
  const withDeadline = definition(`
    <startEvent id="start"/>${flow('f1', 'start', 'approve')}<userTask id="approve"/>
    <boundaryEvent id="late" attachedToRef="approve"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
    ${flow('f2', 'approve', 'end')}<endEvent id="end"/>${flow('f3', 'late', 'escalate')}<userTask id="escalate"/>`);

  it('reports a boundary timer with its due time; firing it interrupts the task and takes the timer path', async () => {
    const started = await startRun(withDeadline, {}, sandbox);
    expect(ids(started)).toEqual(['approve']);
    expect(started.timers).toHaveLength(1);
    expect(started.timers[0]!.id).toBe('late');
    expect(near(started.timers[0]!.fireAt, Date.now() + HOUR)).toBe(true);
    const fired = await fireTimer(kept(started.state), 'late', sandbox);
    expect(fired).toMatchObject({ completed: false, timers: [] });
    expect(ids(fired)).toEqual(['escalate']);
    await expect(fireTimer(kept(fired.state), 'late', sandbox)).rejects.toThrow('the process has no pending timer late');
  });

  it('drops the timer when the task is done first', async () => {
    const started = await startRun(withDeadline, {}, sandbox);
    const done = await resumeRun(kept(started.state), 'approve', {}, sandbox);
    expect(done).toMatchObject({ completed: true, waits: [], timers: [] });
    await expect(fireTimer(kept(done.state), 'late', sandbox)).rejects.toThrow('the process has no pending timer late');
  });

  it('waits at an intermediate timer between two tasks until it is fired', async () => {
    const pause = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'first')}<userTask id="first"/>${flow('f2', 'first', 'cool')}
      <intermediateCatchEvent id="cool"><timerEventDefinition><timeDuration>PT2H</timeDuration></timerEventDefinition></intermediateCatchEvent>
      ${flow('f3', 'cool', 'second')}<userTask id="second"/>`);
    const started = await startRun(pause, {}, sandbox);
    expect(started.timers).toEqual([]);
    const waiting = await resumeRun(kept(started.state), 'first', {}, sandbox);
    expect(waiting).toMatchObject({ completed: false, waits: [] });
    expect(waiting.timers.map((t) => t.id)).toEqual(['cool']);
    expect(near(waiting.timers[0]!.fireAt, Date.now() + 2 * HOUR)).toBe(true);
    const fired = await fireTimer(kept(waiting.state), 'cool', sandbox);
    expect(fired).toMatchObject({ timers: [] });
    expect(ids(fired)).toEqual(['second']);
  });

  it('keeps a timer due when it was set, however much later the process is recovered', async () => {
    const alongside = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'fork')}<parallelGateway id="fork"/>
      ${flow('f2', 'fork', 'review')}<userTask id="review"/>
      ${flow('f3', 'fork', 'remind')}<intermediateCatchEvent id="remind"><timerEventDefinition><timeDate>2099-01-01T00:00:00Z</timeDate></timerEventDefinition></intermediateCatchEvent>
      ${flow('f4', 'fork', 'cool')}<intermediateCatchEvent id="cool"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></intermediateCatchEvent>
      ${flow('f5', 'remind', 'nudge')}<userTask id="nudge"/>${flow('f6', 'cool', 'calm')}<userTask id="calm"/>`);
    const started = await startRun(alongside, {}, sandbox);
    const due = Object.fromEntries(started.timers.map((t) => [t.id, t.fireAt]));
    expect(due.remind).toBe('2099-01-01T00:00:00.000Z');
    expect(near(due.cool!, Date.now() + HOUR)).toBe(true);
    // Recovered 40 minutes later (only Date moves: the engine's own scheduling stays real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 40 * 60_000 });
    const later = await resumeRun(kept(started.state), 'review', {}, sandbox);
    expect(Object.fromEntries(later.timers.map((t) => [t.id, t.fireAt]))).toEqual(due);
    const calm = await fireTimer(kept(later.state), 'cool', sandbox);
    expect(ids(calm)).toEqual(['calm']);
    expect(calm.timers.map((t) => t.id)).toEqual(['remind']);
  });
});

describe('call activities', () => {
  it('waits at a call activity, naming the process it calls, and goes on with its output', async () => {
    const calling = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'check')}<callActivity id="check" name="Credit check" calledElement="credit"/>
      ${flow('f2', 'check', 'gw')}<exclusiveGateway id="gw" default="f4"/>
      ${flow('f3', 'gw', 'grant', juel("${rating == 'A'}"))}${flow('f4', 'gw', 'refuse')}<userTask id="grant"/><userTask id="refuse"/>`);
    const started = await startRun(calling, {}, sandbox);
    expect(started).toMatchObject({
      completed: false, waits: [{ id: 'check', name: 'Credit check', type: 'bpmn:CallActivity', calledElement: 'credit' }],
    });
    const granted = await resumeRun(kept(started.state), 'check', { rating: 'A' }, sandbox);
    expect(ids(granted)).toEqual(['grant']);
    expect(granted.variables).toMatchObject({ rating: 'A' });
  });
});

describe('settling on the engine events', () => {
  it('waits for every chained sandbox script, in parallel branches and in sub-processes, before reporting', async () => {
    const script = (id: string, body: string) => `<scriptTask id="${id}" scriptFormat="javascript"><script><![CDATA[${body}]]></script></scriptTask>`;
    const chained = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'fork')}<parallelGateway id="fork"/>
      ${flow('f2', 'fork', 'a1')}${script('a1', 'return { a: 1 };')}${flow('f3', 'a1', 'a2')}${script('a2', 'return { a: variables.a + 1 };')}
      ${flow('f4', 'a2', 'agw')}<exclusiveGateway id="agw"/>${flow('f5', 'agw', 'aTask', condition('return variables.a === 2;'))}
      <userTask id="aTask"/>
      ${flow('f6', 'fork', 'sub')}<subProcess id="sub"><startEvent id="ss"/>${flow('s1', 'ss', 'b1')}${script('b1', 'return { b: 1 };')}
        ${flow('s2', 'b1', 'b2')}${script('b2', 'return { b: 2 };')}${flow('s3', 'b2', 'bTask')}<userTask id="bTask"/></subProcess>`);
    const run = await startRun(chained, {}, sandbox);
    expect(ids(run)).toEqual(['aTask', 'bTask']);
    expect(run.variables).toMatchObject({ a: 2 });
  });
});

describe('hostile and mistaken designs', () => {
  it('fails a loop with nothing to wait at after STEP_LIMIT activities, quickly, before the call stack overflows', async () => {
    const looping = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'a')}<task id="a"/>${flow('f2', 'a', 'b')}<task id="b"/>${flow('f3', 'b', 'a')}`);
    const began = Date.now();
    await expect(startRun(looping, {}, sandbox)).rejects.toThrow(`the process runs on without waiting (more than ${runner.STEP_LIMIT} steps or ${runner.SYNC_LIMIT_MS} ms)`);
    expect(Date.now() - began).toBeLessThan(2_000);
  });

  it('counts only the time a run holds the event loop: a busy server while a script runs makes no runaway', async () => {
    // While the script runs (in its isolate), another request holds the server's event loop longer than the limit.
    const busyNeighbour = {
      async run(...args: Parameters<typeof sandbox.run>) {
        await new Promise((done) => setTimeout(done, 0));
        const until = Date.now() + runner.SYNC_LIMIT_MS + 300;
        while (Date.now() < until);
        return sandbox.run(...args);
      },
    };
    const scripted = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'calc')}
      <scriptTask id="calc" scriptFormat="javascript"><script><![CDATA[return { a: 1 };]]></script></scriptTask>
      ${flow('f2', 'calc', 'lead')}<userTask id="lead"/>`);
    expect(ids(await startRun(scripted, {}, busyNeighbour as typeof sandbox))).toEqual(['lead']);
  });

  it('counts the steps of each run apart: a loop through a user task goes on as long as it is completed', async () => {
    const rounds = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'a')}<task id="a"/>${flow('f2', 'a', 'check')}<userTask id="check"/>
      ${flow('f3', 'check', 'a')}`);
    let run = await startRun(rounds, {}, sandbox);
    for (let round = 0; round < 3; round++) run = await resumeRun(kept(run.state), 'check', {}, sandbox);
    expect(ids(run)).toEqual(['check']);
  });

  it('refuses a condition in another language, or plain text, rather than taking its flow', async () => {
    const gate = (inner: string) => definition(`
      <startEvent id="start"/>${flow('f1', 'start', 'gw')}<exclusiveGateway id="gw" default="safe"/>
      ${flow('odd', 'gw', 'breach', inner)}${flow('safe', 'gw', 'lead')}<userTask id="breach"/><userTask id="lead"/>`);
    await expect(startRun(gate(`<conditionExpression xsi:type="tFormalExpression" language="python">True</conditionExpression>`), {}, sandbox))
      .rejects.toThrow('the condition of odd cannot run: True is in python, which the platform does not run (JavaScript, JUEL, FEEL or XPath)');
    await expect(startRun(gate(`<conditionExpression xsi:type="tFormalExpression" language="http://www.omg.org/spec/FEEL/20140401">amount &gt;</conditionExpression>`), {}, sandbox))
      .rejects.toThrow('the FEEL condition amount > of odd cannot be read');
    // BPMN's default language is XPath, read as FEEL: a missing variable is null, which is not 'Premium'.
    expect(ids(await startRun(gate(juel("Service Level == 'Premium'")), {}, sandbox))).toEqual(['lead']);
    expect(ids(await startRun(gate(juel("Service Level == 'Premium'")), { 'Service Level': 'Premium' }, sandbox))).toEqual(['breach']);
    // An empty condition is none: the flow is taken.
    expect(ids(await startRun(gate('<conditionExpression xsi:type="tFormalExpression" language="http://www.w3.org/1999/XPath"/>'), {}, sandbox))).toEqual(['breach']);
  });
});

describe('what the platform does not provide', () => {
  it('completes service, send and business-rule tasks at once (stubs), and passes manual tasks', async () => {
    const services = definition(`
      <startEvent id="start"/>${flow('f1', 'start', 's1')}<serviceTask id="s1" implementation="##WebService"/>
      ${flow('f2', 's1', 's2')}<sendTask id="s2"/>${flow('f3', 's2', 's3')}<businessRuleTask id="s3"/>
      ${flow('f4', 's3', 'm')}<manualTask id="m"/>${flow('f5', 'm', 'review')}<userTask id="review"/>`);
    expect(await startRun(services, { amount: 1 }, sandbox)).toMatchObject({ completed: false, waits: [{ id: 'review' }], events: [] });
  });

  it('reports receive tasks and message and signal catch events apart from the tasks, and delivers them by id', async () => {
    const messages = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <message id="paid" name="Paid"/><signal id="go" name="Go"/>
  <process id="p" isExecutable="true">
    <startEvent id="start"/>${flow('f1', 'start', 'receive')}<receiveTask id="receive" name="Receive order" messageRef="paid"/>
    ${flow('f2', 'receive', 'wait')}<intermediateCatchEvent id="wait"><signalEventDefinition signalRef="go"/></intermediateCatchEvent>
    ${flow('f3', 'wait', 'post')}<intermediateCatchEvent id="post"><messageEventDefinition messageRef="paid"/></intermediateCatchEvent>
    ${flow('f4', 'post', 'end')}<endEvent id="end"/>
  </process>
</definitions>`;
    const started = await startRun(messages, {}, sandbox);
    // Each with what triggers it: its message or signal, by id and name.
    expect(started).toMatchObject({ completed: false, waits: [], events: [{ id: 'receive', name: 'Receive order', type: 'bpmn:ReceiveTask', message: { id: 'paid', name: 'Paid' } }] });
    const received = await resumeRun(kept(started.state), 'receive', { order: 7 }, sandbox);
    expect(received).toMatchObject({ waits: [], events: [{ id: 'wait', type: 'bpmn:IntermediateCatchEvent', signal: { id: 'go', name: 'Go' } }] });
    const signalled = await resumeRun(kept(received.state), 'wait', {}, sandbox);
    expect(signalled.events).toEqual([{ id: 'post', type: 'bpmn:IntermediateCatchEvent', message: { id: 'paid', name: 'Paid' } }]);
    const done = await resumeRun(kept(signalled.state), 'post', {}, sandbox);
    expect(done).toMatchObject({ completed: true, waits: [], events: [] });
    expect(done.variables).toMatchObject({ order: 7 });
  });
});
