// Runs a process definition with bpmn-engine until it waits (user tasks, call activities, timers) or ends, and resumes it
// from its saved state: each run starts from the state the caller kept (in PostgreSQL) and hands back the new one, so any
// server instance can continue any process after a restart. Script tasks and conditions never run on the host's `eval`
// (run-scripts.ts): JavaScript and JUEL `${…}` in the platform's one isolated-vm sandbox, FEEL (`=…`, or a FEEL language)
// and XPath (BPMN's default) in the feelin interpreter, each seeing the process variables and data objects. Timers
// never fire in the server's memory: each run reports the pending ones with their due time, and the caller's scheduler
// fires one with `fireTimer` (any instance, any time later).
// What runs: the definition's executable processes (`isExecutable="true"`), as bpmn-engine decides; a definition with none
// (a descriptive model, as every file of the BPMN MIWG corpus) does not start. Declarations the platform has no use for
// (global tasks, item definitions, resources, interfaces…) and resource assignments without an expression are left out
// before the engine reads the definition; a message flow from or to a node inside a sub-process is kept. The platform
// provides no services to BPMN: a service, send or business-rule task is a stub that completes at once, with no output;
// a manual task, done outside any system, passes. Receive tasks and message or signal catch events are reported apart
// from the user tasks (`events`), and `resumeRun` with the event's id delivers the message or signal.
// A hostile or mistaken design fails its run with an Error (and nothing is kept): a flow condition in a language the
// platform does not run, or that cannot be read, is refused rather than taken as true (an empty one is no condition);
// an error any flow reports fails the run; a run taking more than STEP_LIMIT activities between two waits (a loop with
// nothing to wait at), or holding the event loop SYNC_LIMIT_MS in one go, is ended before its call stack overflows.
// One concern a file: run-scripts.ts (scripts and conditions), run-definition.ts (reading a definition once),
// run-timers.ts (durable timers), run-settle.ts (the settle loop and its limits); here, the runs and their outcomes.
import { Engine } from 'bpmn-engine';
import * as Elements from 'bpmn-elements';
import type { EventTrigger } from '@yc/engine/bpm';
import type { ScriptRunner } from '@yc/engine';
import { SandboxScripts } from './run-scripts.ts';
import { compiled, silent, type Program } from './run-definition.ts';

import { DurableTimers, type DueTimer } from './run-timers.ts';
import { step, stop } from './run-settle.ts';

export { ProcessFailed } from './run-definition.ts';
export type { DueTimer } from './run-timers.ts';
export { STEP_LIMIT, SYNC_LIMIT_MS } from './run-settle.ts';

/**
 * An activity the process waits at until `resumeRun` completes it: a user task, or a call activity (its child ran); among
 * `events`, a receive task or a message or signal event (start, intermediate catch or boundary), its message arrived.
 */
export interface Wait extends EventTrigger {
  id: string;
  name?: string;
  type: string;
  calledElement?: string; // the process a call activity calls
}


export interface RunOutcome {
  /** The engine's state: plain JSON, to keep until the next run. */
  state: unknown;
  waits: Wait[];
  /** The receive tasks and message or signal catch events waited at, each delivered by `resumeRun` with its id. */
  events?: Wait[];
  timers: DueTimer[];
  completed: boolean;
  variables: Record<string, unknown>;
}

/** A call activity: the process it calls runs as an instance of its own; the caller waits until it completes. */
export const CALL_ACTIVITY = 'bpmn:CallActivity';
const WAIT_TYPES = new Set(['bpmn:UserTask', CALL_ACTIVITY]);
const EVENT_TYPES = new Set(['bpmn:StartEvent', 'bpmn:IntermediateCatchEvent', 'bpmn:BoundaryEvent']);
const EVENT_DEFINITIONS = new Set(['bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition']);


/** What the runner reads of a postponed activity's API. */
interface Postponed {
  id: string;
  type: string;
  name?: string;
  executionId: string;
  content: { calledElement?: string };
  environment: { variables: Record<string, unknown> };
  /** The activity (a waiting event is listed by its event definition: the activity's id, the definition's type). */
  owner: { type: string; behaviour?: { eventDefinitions?: { type: string }[] } };
  getPostponed(): Postponed[];
  signal(message?: unknown): void;
}

/** Every postponed activity, those inside sub-processes too (bpmn-engine lists only the sub-process). */
function postponed(list: Postponed[], seen = new Set<string>()): Postponed[] {
  return list.flatMap((activity) => {
    const key = `${activity.id} ${activity.executionId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [activity, ...postponed(activity.getPostponed(), seen)];
  });
}

/** Whether the activity waits for a message or a signal: a receive task, or an event catching one. */
const waitsForEvent = ({ type, owner }: Postponed) => type === 'bpmn:ReceiveTask'
  || (EVENT_TYPES.has(owner.type) && EVENT_DEFINITIONS.has(type));

const allPostponed = (engine: Engine) => postponed(engine.execution.getPostponed() as unknown as Postponed[]);

/** The user tasks and call activities the process waits at. */
const waitingActivities = (engine: Engine) => allPostponed(engine).filter((activity) => WAIT_TYPES.has(activity.type));

/** The receive tasks and message or signal events the process waits at. */
const waitingEvents = (engine: Engine) => allPostponed(engine).filter(waitsForEvent);

const asWait = ({ id, owner: { type }, name, content }: Postponed): Wait => ({
  id, type, ...(name ? { name } : {}), ...(content.calledElement ? { calledElement: content.calledElement } : {}),
});

/** What the runner reads of a kept state: how often each activity of each process was taken. */
interface KeptState {
  definitions?: { execution?: { processes?: { execution?: { children?: { counters?: { taken?: number } }[] } }[] } }[];
}

/** The process's variables (the definitions' environment holds only those it started with). */
function processVariables(engine: Engine): Record<string, unknown> {
  const execution = engine.execution;
  const process = (execution as unknown as { definitions: { getProcesses(): { environment: { variables: Record<string, unknown> } }[] }[] })
    .definitions[0]?.getProcesses()[0];
  return (process?.environment.variables ?? execution.environment.variables) as Record<string, unknown>;
}

/**
 * Variables the platform sets, never a handler: the initiator (from the session at every start), and the run's own
 * message that bpmn-engine keeps among them (fields, content, properties).
 */
export const SYSTEM_VARIABLES: ReadonlySet<string> = new Set(['initiator', 'fields', 'content', 'properties']);

async function outcome(engine: Engine, timers: DurableTimers, { triggers, processStarts }: Pick<Program, 'triggers' | 'processStarts'>): Promise<RunOutcome> {
  const waits = waitingActivities(engine).map(asWait);
  const due = timers.due();
  const state = await engine.getState();
  // The definition is not kept with every state: the instance names its definition, whose source resumes it.
  for (const definition of state.definitions ?? []) delete (definition as { source?: unknown }).source;
  // Once the process has begun, a process's own start event waiting for its message again waits for a new instance,
  // not for this one (a pool's message starting the other pool, which answers with the first one's start message).
  const begun = (state as KeptState).definitions?.some((d) => d.execution?.processes?.some((p) => p.execution?.children?.some((c) => c.counters?.taken)));
  const own = waitingEvents(engine).filter((event) => !(begun && processStarts.has(event.id)));
  // An event with several definitions (a message and a signal) is listed once, with what triggers it.
  const events = [...new Map(own.map((event) => [event.id, { ...asWait(event), ...triggers[event.id] }])).values()];
  // Done: nothing left to wait at (a process start waiting again, once begun, is not this instance's).
  const completed = waits.length === 0 && events.length === 0 && (engine.state === 'idle' || (Boolean(begun) && due.length === 0));
  // bpmn-engine keeps the message of the run among them (fields, content, properties): not the process's.
  const { fields: _f, content: _c, properties: _p, ...variables } = processVariables(engine);
  return { state, waits, events, timers: due, completed, variables };
}

/**
 * The stub of every service (bpmn-elements' `ServiceImplementation`, for a task with an `implementation`): the platform
 * provides no service to BPMN, so the task completes at once with no output. A task without one gets bpmn-elements'
 * dummy service, which does the same (`enableDummyService`).
 */
class StubService {
  constructor(readonly activity: unknown) {}

  execute(_message: unknown, callback: (error: Error | null, output?: unknown) => void) {
    callback(null);
  }
}

/**
 * bpmn-elements' behaviours the runner replaces. Its inclusive gateway does not join: it passes each incoming flow on at
 * once. Its parallel gateway does the same work on its way out (take every outgoing flow whose condition holds, else the
 * default one) and, with several incoming flows, joins them: it waits until each is taken or discarded (a branch an
 * inclusive split did not take arrives discarded), which is the inclusive join of a structured process. A manual task is
 * done outside any system: it passes, as a task without a type (bpmn-elements would wait for a signal).
 */
const ELEMENTS = { InclusiveGateway: Elements.ParallelGateway, ManualTask: Elements.Task, ServiceImplementation: StubService };

/** A fresh engine on the sandbox and durable timers, for the compiled definition (and what triggers its events). */
function newEngine(sandbox: ScriptRunner, { sourceContext, dataObjects, ...events }: Program, variables?: Record<string, unknown>) {
  const timers = new DurableTimers();
  const engine = new Engine({
    name: 'process', scripts: new SandboxScripts(sandbox, dataObjects), timers: timers as never, elements: ELEMENTS,
    settings: { enableDummyService: true }, Logger: silent, sourceContext, ...(variables ? { variables } : {}),
  });
  return { engine, timers, events };
}

/** The process of the saved state (of a run of `source`), resumed where it waited. */
async function recovered(state: unknown, source: string, sandbox: ScriptRunner) {
  const { engine, timers, events } = newEngine(sandbox, await compiled(source, ELEMENTS));
  engine.recover(state as never);
  await step(engine, () => engine.resume());
  return { engine, timers, events };
}

/** The process does not wait at the node it was to go on from (its state moved on meanwhile): a caller's mismatch. */
export class NotWaiting extends Error {
  constructor(readonly nodeId: string) {
    super(`the process does not wait at ${nodeId}`);
  }
}

/** Starts a process of the definition with the variables; runs until it waits or ends. */
export async function startRun(source: string, variables: Record<string, unknown>, sandbox: ScriptRunner): Promise<RunOutcome> {
  const { engine, timers, events } = newEngine(sandbox, await compiled(source, ELEMENTS), variables);
  await step(engine, () => engine.execute());
  return outcome(engine, timers, events);
}

/**
 * Continues a process from its saved state: the user task or call activity `taskId` is done (its variables set first:
 * the task's form, or the called process's output), or the message or signal that the receive task or event `taskId`
 * waits for arrived (with those variables).
 */
export async function resumeRun(
  state: unknown, source: string, taskId: string, variables: Record<string, unknown>, sandbox: ScriptRunner,
): Promise<RunOutcome> {
  const { engine, timers, events } = await recovered(state, source, sandbox);
  const waiting = [...waitingActivities(engine), ...waitingEvents(engine)].find((activity) => activity.id === taskId);
  if (!waiting) {
    stop(engine);
    throw new NotWaiting(taskId);
  }
  // Set where the flows after a resume read them (the waiting task's environment: a sub-process has its own copy), and
  // for the process.
  Object.assign(waiting.environment.variables, variables);
  Object.assign(processVariables(engine), variables);
  // A user task or call activity takes the definition's signal by its id; a receive task or a message event takes one
  // for its message's id only, unless signalled directly.
  await step(engine, () => (WAIT_TYPES.has(waiting.type) ? engine.execution.signal({ id: taskId }) : waiting.signal({ id: taskId })));
  return outcome(engine, timers, events);
}

/** Continues a process from its saved state by firing its pending timer `timerId` (whether or not it is due yet). */
export async function fireTimer(state: unknown, source: string, timerId: string, sandbox: ScriptRunner): Promise<RunOutcome> {
  const { engine, timers, events } = await recovered(state, source, sandbox);
  const timer = timers.find(timerId);
  if (!timer) {
    stop(engine);
    throw new Error(`the process has no pending timer ${timerId}`);
  }
  await step(engine, () => timer.fire());
  return outcome(engine, timers, events);
}
