// The BPMN MIWG reference models (engine/test/fixtures/bpmn-miwg) run through the process runner as they are stored,
// except that the process to run is marked executable (the corpus describes processes: none is executable, and a
// definition without an executable process does not start). Each process with a start event runs on its own and is
// driven to its end: user tasks and call activities completed with stub variables, messages and signals delivered to
// the receive tasks and catch events waiting for them, timers fired, the state through JSON between steps as
// PostgreSQL keeps it. Service, send and business-rule tasks are the runner's stubs; the runner's step limit bounds
// every run. What each run reaches is asserted per file: completed, still waiting, or the error that ends it.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptRunner } from '@yc/engine';
import { readBpmn } from '@yc/engine/bpm';
import { fireTimer, ProcessFailed, resumeRun, startRun, type RunOutcome } from '../src/bpm/runner.ts';
import { Sandbox } from '../src/logic/sandbox.ts';
import { EXPECTED, NOT_EXECUTABLE, REJECTED, type Reached } from './bpm-miwg-expected.ts';

const sandbox = new Sandbox();
afterAll(() => sandbox.dispose());

const CORPUS = new URL('../../engine/test/fixtures/bpmn-miwg/', import.meta.url);
const FILES = readdirSync(CORPUS).filter((f) => f.endsWith('.bpmn')).sort();
const source = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');

/** What each completed user task, call activity or delivered message sets (C.1.0's first condition reads `approved`). */
const STUB = { approved: true };
const MAX_STEPS = 50;

/** The state as PostgreSQL gives it back. */
const kept = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

/** The file with `processId` its one executable process: the only change made to a stored file. */
const executable = (xml: string, processId: string) =>
  xml.replace(/<((?:\w+:)?process)(\s[^>]*?)?(\/?)>/g, (_tag, name: string, attributes = '', close: string) =>
    `<${name}${attributes.replace(/\sisExecutable="[^"]*"/, '')} isExecutable="${attributes.includes(` id="${processId}"`)}"${close}>`);

/** The file's processes as the platform reads them, and the name (else the id) of each node. */
async function read(file: string) {
  const { processes } = await readBpmn(source(file));
  const names = new Map(processes.flatMap((p) => p.nodes).map((n) => [n.id, n.name?.replace(/\s+/g, ' ').trim() || n.id]));
  return { processes, label: (id: string) => names.get(id) ?? id };
}

interface ChildState { id: string; counters?: { taken?: number } }
interface EngineState { definitions?: { execution?: { processes?: { id: string; execution?: { children?: ChildState[] } }[] } }[] }

/** By process of the state: its top-level nodes taken. */
function taken(state: unknown, label: (id: string) => string) {
  const found: Record<string, string[]> = {};
  for (const definition of (state as EngineState).definitions ?? []) {
    for (const process of definition.execution?.processes ?? []) {
      const picked = (process.execution?.children ?? []).filter((child) => (child.counters?.taken ?? 0) > 0).map((child) => label(child.id));
      if (picked.length) found[process.id] = [...(found[process.id] ?? []), ...picked].sort();
    }
  }
  return found;
}

const first = <T extends { id: string }>(list: T[] | undefined) => [...(list ?? [])].sort((a, b) => a.id.localeCompare(b.id))[0];

/**
 * The next thing to do: complete a task, else deliver a message or signal (each event once: a pool whose messages start
 * the other pool again would go round for ever), else fire a timer.
 */
function next(run: RunOutcome, label: (id: string) => string, stub: Record<string, unknown>, scripts: ScriptRunner, xml: string, delivered: Set<string>) {
  const [task, event, timer] = [first(run.waits), first(run.events?.filter((e) => !delivered.has(e.id))), first(run.timers)];
  if (task) return { step: `complete ${label(task.id)}`, go: () => resumeRun(kept(run.state), xml, task.id, stub, scripts) };
  if (event) {
    delivered.add(event.id);
    return { step: `deliver ${label(event.id)}`, go: () => resumeRun(kept(run.state), xml, event.id, {}, scripts) };
  }
  if (timer) return { step: `fire ${label(timer.id)}`, go: () => fireTimer(kept(run.state), xml, timer.id, scripts) };
  return undefined;
}

/** Starts the definition and drives it until nothing is left to do (or after MAX_STEPS); each step from the kept state. */
async function drive(xml: string, label: (id: string) => string, stub: Record<string, unknown> = STUB): Promise<Reached> {
  let sandboxed = 0;
  const counting: ScriptRunner = {
    run: (...args) => {
      sandboxed++;
      return sandbox.run(...args);
    },
  };
  const steps: string[] = [];
  let run: RunOutcome | undefined;
  const reached = (end: Reached['end']): Reached => ({
    steps, taken: run ? taken(run.state, label) : {}, variables: run?.variables ?? {}, sandboxed, end,
  });
  try {
    run = await startRun(xml, {}, counting);
    const delivered = new Set<string>();
    for (let todo = next(run, label, stub, counting, xml, delivered); todo && steps.length < MAX_STEPS; todo = next(run, label, stub, counting, xml, delivered)) {
      steps.push(todo.step);
      run = await todo.go();
    }
  } catch (error) {
    return reached({ error: error instanceof ProcessFailed ? error.reason : (error as Error).message });
  }
  if (run.completed) return reached('completed');
  return reached({ waits: [...run.waits, ...(run.events ?? []), ...run.timers].map((w) => label(w.id)) });
}

/** Each process of the file that has a start event, run on its own: by process id, how far it went. */
async function runEachProcess(file: string) {
  const { processes, label } = await read(file);
  const reached: Record<string, Reached> = {};
  for (const process of processes) {
    if (!process.nodes.some((n) => n.type === 'startEvent' && !n.parent)) continue;
    reached[process.id] = await drive(executable(source(file), process.id), label);
  }
  return reached;
}

describe('the MIWG files as they are stored', () => {
  it('has an expected run for each file of the corpus', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(FILES);
  });

  it.each(FILES)('%s', async (file) => {
    const { stored, processes } = EXPECTED[file]!;
    const run = await drive(source(file), (await read(file)).label);
    if (stored === NOT_EXECUTABLE) expect(run).toEqual({ steps: [], taken: {}, variables: {}, sandboxed: 0, end: { error: NOT_EXECUTABLE } });
    else expect(run).toEqual(processes[stored.runs]);
  });
});

describe('each process of a MIWG file with a start event, run on its own', () => {
  it.each(FILES)('%s', async (file) => {
    expect(await runEachProcess(file)).toEqual(EXPECTED[file]!.processes);
  });
});

describe('the invoice process of C.1.0 as stored', () => {
  it('reports its message start event apart from the tasks, and starts when the message is delivered', async () => {
    const invoice = source('C.1.0.bpmn');
    const started = await startRun(invoice, {}, sandbox);
    expect(started).toMatchObject({ completed: false, waits: [], events: [{ id: 'StartEvent_1', type: 'bpmn:StartEvent' }], timers: [] });
    const arrived = await resumeRun(kept(started.state), invoice, 'StartEvent_1', {}, sandbox);
    expect(arrived.waits.map((w) => w.id)).toEqual(['assignApprover']);
  });

  it('not approved and not clarified, ends at "Invoice not processed"', async () => {
    expect(await drive(source('C.1.0.bpmn'), (await read('C.1.0.bpmn')).label, { approved: false, clarified: 'no' })).toEqual(REJECTED);
  });
});
