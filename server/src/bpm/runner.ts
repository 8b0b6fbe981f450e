// Runs a process definition with bpmn-engine until it waits (user tasks, call activities, timers) or ends, and resumes it
// from its saved state: each run starts from the state the caller kept (in PostgreSQL) and hands back the new one, so any
// server instance can continue any process after a restart. Script tasks and conditions run in the platform's one
// isolated-vm sandbox, never in bpmn-engine's default `node:vm` runner: a script sees the process variables as JSON and
// nothing of the server. A script condition is the body of a function returning whether its flow is taken
// (`next(error, value)`, bpmn-engine's style, works too); a script task returns an object whose fields become process
// variables; a condition without a language, `${days > 3}` or `#{approved}` as Camunda and Flowable write them, is JUEL
// translated to JavaScript for the same sandbox. Timers never fire in the server's memory: each run reports the pending
// ones with their due time, and the caller's scheduler fires one with `fireTimer` (any instance, any time later).
import { Engine, type BpmnEngineOptions } from 'bpmn-engine';
import { ParallelGateway } from 'bpmn-elements';
import { juelToJavaScript, isJuelExpression, type TranslatedExpression } from '@yc/engine/bpm';
import { RUNNABLE_SCRIPT_TYPE, type ScriptRunner } from '@yc/engine';

/** An activity the process waits at until `resumeRun` completes it: a user task, or a call activity (its child ran). */
export interface Wait {
  id: string;
  name?: string;
  type: string;
  /** The process a call activity calls. */
  calledElement?: string;
}

/** A timer event the process waits for, due at `fireAt` (ISO): the caller fires it with `fireTimer`. */
export interface DueTimer {
  /** The timer event's id (a boundary or intermediate catch event). */
  id: string;
  fireAt: string;
}

export interface RunOutcome {
  /** The engine's state: plain JSON, to keep until the next run. */
  state: unknown;
  waits: Wait[];
  timers: DueTimer[];
  completed: boolean;
  variables: Record<string, unknown>;
}

const JAVASCRIPT = /^(javascript|js)$/i;
const JUEL = /^juel$/i;
const WAIT_TYPES = new Set(['bpmn:UserTask', 'bpmn:CallActivity']);

/** The script body with bpmn-engine's `next` callback available, its returned value or `next`'s value as the result. */
const withNext = (body: string) => `const { variables } = input;
let reported;
const next = (error, value) => { if (error) throw new Error(String(error)); reported = value; };
const returned = (() => {
${body}
})();
return reported === undefined ? returned : reported;`;

/** A translated JUEL condition: each free variable bound from the process variables (a missing one is undefined). */
const juelScript = ({ body, identifiers }: TranslatedExpression) => `const { variables } = input;
const read = (name) => (Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined);
return Boolean(((${identifiers.join(', ')}) => (${body}))(${identifiers.map((name) => `read(${JSON.stringify(name)})`).join(', ')}));`;

interface Registered {
  id: string;
  type: string;
  behaviour: { script?: string; scriptFormat?: string; conditionExpression?: { language?: string; body?: string } };
}

interface ExecutionContext {
  environment: { variables: Record<string, unknown> };
}

type Callback = (error: Error | null, result?: unknown) => void;

interface SandboxScript {
  execute(context: ExecutionContext, callback: Callback): void;
}

/** bpmn-engine's script registry, backed by the sandbox. */
class SandboxScripts {
  private readonly scripts = new Map<string, SandboxScript>();

  constructor(private readonly sandbox: ScriptRunner) {}

  register({ id, type, behaviour }: Registered) {
    const script = type === 'bpmn:SequenceFlow' ? this.condition(id, behaviour.conditionExpression) : this.task(behaviour);
    if (script) this.scripts.set(id, script);
    return script;
  }

  getScript(_language: string, { id }: { id: string }) {
    // A script this registry did not take (another language) is none: bpmn-engine then refuses the flow or task.
    return this.scripts.get(id)!;
  }

  private task({ script, scriptFormat }: Registered['behaviour']): SandboxScript | undefined {
    if (!script || !scriptFormat || !JAVASCRIPT.test(scriptFormat)) return undefined;
    return this.sandboxed(withNext(script), (result, variables) => {
      if (result && typeof result === 'object' && !Array.isArray(result)) Object.assign(variables, result);
      return result;
    });
  }

  private condition(id: string, expression: { language?: string; body?: string } | undefined): SandboxScript | undefined {
    const { language, body } = expression ?? {};
    if (!body) return undefined;
    if (language && JAVASCRIPT.test(language)) return this.sandboxed(withNext(body), Boolean);
    if ((language && !JUEL.test(language)) || !isJuelExpression(body)) return undefined;
    const translated = juelToJavaScript(body);
    if (translated) return this.sandboxed(juelScript(translated), Boolean);
    // Not left to bpmn-engine's resolver, which would read it as a path: the run fails and says why.
    return { execute: (_context, callback) => callback(new Error(`the condition ${body} of ${id} is not an expression`)) };
  }

  private sandboxed(code: string, settle: (result: unknown, variables: Record<string, unknown>) => unknown): SandboxScript {
    return {
      execute: (context, callback) => {
        const variables = context.environment.variables;
        this.sandbox.run(RUNNABLE_SCRIPT_TYPE, code, { variables }).then(
          (result) => callback(null, settle(result, variables)),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    };
  }
}

/** A timer bpmn-engine asked for: `fire` does what its elapsing would have done. */
interface KeptTimer {
  id: string;
  fireAt: Date;
  fire(): void;
}

/**
 * bpmn-engine's timers, never fired in-process: each is kept with its due time. The due time is the one the timer event
 * computed when it started (bpmn-engine keeps it as `expireAt` in the state), so a recovered timer keeps it.
 */
class DurableTimers {
  private readonly pending = new Set<KeptTimer>();

  /** What bpmn-engine clears when the run stops or ends. */
  get executing() {
    return [...this.pending];
  }

  register(owner?: { id?: string; expireAt?: Date | string }) {
    return {
      setTimeout: (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => this.add(owner, callback, delay, args),
      clearTimeout: this.clearTimeout,
    };
  }

  setTimeout = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => this.add(undefined, callback, delay, args);

  clearTimeout = (timer: unknown) => {
    this.pending.delete(timer as KeptTimer);
  };

  find(id: string) {
    return this.executing.find((timer) => timer.id === id);
  }

  due(): DueTimer[] {
    return this.executing.filter((timer) => timer.id).map(({ id, fireAt }) => ({ id, fireAt: fireAt.toISOString() }));
  }

  private add(owner: { id?: string; expireAt?: Date | string } | undefined, callback: (...args: unknown[]) => void, delay: number, args: unknown[]) {
    const timer: KeptTimer = {
      id: owner?.id ?? '',
      fireAt: owner?.expireAt ? new Date(owner.expireAt) : new Date(Date.now() + delay),
      fire: () => {
        this.pending.delete(timer);
        callback(...args);
      },
    };
    this.pending.add(timer);
    return timer;
  }
}

/**
 * Sets the engine going with `action` and resolves once it no longer executes: every branch waits (a user task, a call
 * activity, a timer) or the process ended; rejects if it failed. The engine works synchronously between the scripts it
 * awaits (their activities count as executing), and every step it takes is an event: the state is checked after each
 * burst of events, once the engine's synchronous work and its microtasks are done.
 */
function settle(engine: Engine, action: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    let started = false;
    let scheduled: NodeJS.Immediate | undefined;
    let failure: unknown;
    const check = () => {
      scheduled = undefined;
      if (!started) return;
      if (engine.state === 'error' || failure) return done(failure instanceof Error ? failure : new Error('the process failed'));
      if (engine.state !== 'running' || engine.activityStatus !== 'executing') done();
    };
    const later = () => {
      scheduled ??= setImmediate(check);
    };
    const onEvent = (routingKey: string, message: { content?: unknown }) => {
      if (routingKey === 'engine.error') failure = message.content;
      later();
    };
    const onError = (error: unknown) => {
      failure = error;
      later();
    };
    const { consumerTag } = engine.broker.subscribeTmp('event', '#', onEvent, { noAck: true }) as { consumerTag: string };
    engine.on('error', onError);
    const done = (error?: Error) => {
      if (scheduled) clearImmediate(scheduled);
      engine.broker.cancel(consumerTag);
      engine.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    Promise.resolve().then(action).then(() => {
      started = true;
      later();
    }, (error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
  });
}

/** Stops the engine, not waiting: an engine that has ended never reports stopping. */
const stop = (engine: Engine) => void engine.stop()?.catch(() => undefined);

/** Settles the engine after `action`; a failed run is stopped. */
async function step(engine: Engine, action: () => unknown) {
  try {
    await settle(engine, action);
  } catch (error) {
    stop(engine);
    throw error;
  }
}

/** What the runner reads of a postponed activity's API. */
interface Postponed {
  id: string;
  type: string;
  name?: string;
  executionId: string;
  content: { calledElement?: string };
  environment: { variables: Record<string, unknown> };
  getPostponed(): Postponed[];
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

const waitingActivities = (engine: Engine) =>
  postponed(engine.execution.getPostponed() as unknown as Postponed[]).filter((activity) => WAIT_TYPES.has(activity.type));

/** The process's variables (the definitions' environment holds only those it started with). */
function processVariables(engine: Engine): Record<string, unknown> {
  const execution = engine.execution;
  const process = (execution as unknown as { definitions: { getProcesses(): { environment: { variables: Record<string, unknown> } }[] }[] })
    .definitions[0]?.getProcesses()[0];
  return (process?.environment.variables ?? execution.environment.variables) as Record<string, unknown>;
}

async function outcome(engine: Engine, timers: DurableTimers): Promise<RunOutcome> {
  const waits = waitingActivities(engine).map(({ id, type, name, content }): Wait => ({
    id, type, ...(name ? { name } : {}), ...(content.calledElement ? { calledElement: content.calledElement } : {}),
  }));
  const due = timers.due();
  const state = await engine.getState();
  // The definition is not kept with every state: the instance names its definition, whose source resumes it.
  for (const definition of state.definitions ?? []) delete (definition as { source?: unknown }).source;
  const completed = engine.state === 'idle' && waits.length === 0;
  // bpmn-engine keeps the message of the run among them (fields, content, properties): not the process's.
  const { fields: _f, content: _c, properties: _p, ...variables } = processVariables(engine);
  return { state, waits, timers: due, completed, variables };
}

/**
 * bpmn-elements' inclusive gateway does not join: it passes each incoming flow on at once. Its parallel gateway does the
 * same work on its way out (take every outgoing flow whose condition holds, else the default one) and, with several
 * incoming flows, joins them: it waits until each is taken or discarded (a branch an inclusive split did not take arrives
 * discarded), which is the inclusive join of a structured process.
 */
const ELEMENTS = { InclusiveGateway: ParallelGateway };

/** A fresh engine on the sandbox and durable timers, for the compiled definition. */
function newEngine(sandbox: ScriptRunner, options: { sourceContext?: Compiled; variables?: Record<string, unknown> } = {}) {
  const timers = new DurableTimers();
  const engine = new Engine({
    name: 'process', scripts: new SandboxScripts(sandbox), timers: timers as never, elements: ELEMENTS, ...options,
  });
  return { engine, timers };
}

const COMPILED_LIMIT = 200;
type Compiled = NonNullable<BpmnEngineOptions['sourceContext']>;
const compiledSources = new Map<string, Promise<Compiled>>();

/**
 * The definition's BPMN read once (bpmn-moddle) into the context bpmn-engine builds each run from, kept for the next
 * runs of the same source (a published definition never changes; the least recently used of many goes).
 */
function compiled(source: string, sandbox: ScriptRunner): Promise<Compiled> {
  let context = compiledSources.get(source);
  if (context) compiledSources.delete(source);
  else {
    const { engine } = newEngine(sandbox);
    context = (engine as unknown as { _serializeSource(xml: string): Promise<Compiled> })._serializeSource(source);
    context.catch(() => compiledSources.delete(source));
  }
  compiledSources.set(source, context);
  if (compiledSources.size > COMPILED_LIMIT) compiledSources.delete(compiledSources.keys().next().value!);
  return context;
}

/** The process of the saved state (of a run of `source`), resumed where it waited. */
async function recovered(state: unknown, source: string, sandbox: ScriptRunner) {
  const { engine, timers } = newEngine(sandbox, { sourceContext: await compiled(source, sandbox) });
  engine.recover(state as never);
  await step(engine, () => engine.resume());
  return { engine, timers };
}

/** Starts a process of the definition with the variables; runs until it waits or ends. */
export async function startRun(source: string, variables: Record<string, unknown>, sandbox: ScriptRunner): Promise<RunOutcome> {
  const { engine, timers } = newEngine(sandbox, { sourceContext: await compiled(source, sandbox), variables });
  await step(engine, () => engine.execute());
  return outcome(engine, timers);
}

/**
 * Continues a process from its saved state: the user task or call activity `taskId` is done (its variables set first:
 * the task's form, or the called process's output).
 */
export async function resumeRun(
  state: unknown, source: string, taskId: string, variables: Record<string, unknown>, sandbox: ScriptRunner,
): Promise<RunOutcome> {
  const { engine, timers } = await recovered(state, source, sandbox);
  const waiting = waitingActivities(engine).find((activity) => activity.id === taskId);
  if (!waiting) {
    stop(engine);
    throw new Error(`the process does not wait at ${taskId}`);
  }
  // Set where the flows after a resume read them (the waiting task's environment: a sub-process has its own copy), and
  // for the process.
  Object.assign(waiting.environment.variables, variables);
  Object.assign(processVariables(engine), variables);
  await step(engine, () => engine.execution.signal({ id: taskId }));
  return outcome(engine, timers);
}

/** Continues a process from its saved state by firing its pending timer `timerId` (whether or not it is due yet). */
export async function fireTimer(state: unknown, source: string, timerId: string, sandbox: ScriptRunner): Promise<RunOutcome> {
  const { engine, timers } = await recovered(state, source, sandbox);
  const timer = timers.find(timerId);
  if (!timer) {
    stop(engine);
    throw new Error(`the process has no pending timer ${timerId}`);
  }
  await step(engine, () => timer.fire());
  return outcome(engine, timers);
}
