// Runs a process definition with bpmn-engine until it waits (user tasks) or ends, and resumes it from its saved state:
// each run starts from the state the caller kept (in PostgreSQL) and hands back the new one, so any server instance
// can continue any process after a restart. Script tasks and script conditions run in the platform's one isolated-vm
// sandbox, never in bpmn-engine's default `node:vm` runner: a script sees the process variables as JSON and nothing of
// the server. A script condition is the body of a function returning whether its flow is taken (`next(error, value)`,
// bpmn-engine's style, works too); a script task returns an object whose fields become process variables.
import { Engine } from 'bpmn-engine';
import { RUNNABLE_SCRIPT_TYPE, type ScriptRunner } from '@yc/engine';

/** A user task the process waits at. */
export interface Wait {
  id: string;
  name?: string;
  type: string;
}

export interface RunOutcome {
  /** The engine's state: plain JSON, to keep until the next run. */
  state: unknown;
  waits: Wait[];
  completed: boolean;
  variables: Record<string, unknown>;
}

const JAVASCRIPT = /^(javascript|js)$/i;

/** The script body with bpmn-engine's `next` callback available, its returned value or `next`'s value as the result. */
const withNext = (body: string) => `const { variables } = input;
let reported;
const next = (error, value) => { if (error) throw new Error(String(error)); reported = value; };
const returned = (() => {
${body}
})();
return reported === undefined ? returned : reported;`;

interface Registered {
  id: string;
  type: string;
  behaviour: { script?: string; scriptFormat?: string; conditionExpression?: { language?: string; body?: string } };
}

interface ExecutionContext {
  environment: { variables: Record<string, unknown> };
}

type Callback = (error: Error | null, result?: unknown) => void;

/** bpmn-engine's script registry, backed by the sandbox. */
class SandboxScripts {
  private readonly scripts = new Map<string, { execute(context: ExecutionContext, callback: Callback): void }>();

  constructor(private readonly sandbox: ScriptRunner) {}

  register({ id, type, behaviour }: Registered) {
    const condition = type === 'bpmn:SequenceFlow';
    const language = condition ? behaviour.conditionExpression?.language : behaviour.scriptFormat;
    const body = condition ? behaviour.conditionExpression?.body : behaviour.script;
    if (!language || !body || !JAVASCRIPT.test(language)) return undefined;
    const script = {
      execute: (context: ExecutionContext, callback: Callback) => {
        const variables = context.environment.variables;
        this.sandbox.run(RUNNABLE_SCRIPT_TYPE, withNext(body), { variables }).then(
          (result) => {
            if (!condition && result && typeof result === 'object' && !Array.isArray(result)) Object.assign(variables, result);
            callback(null, condition ? Boolean(result) : result);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    };
    this.scripts.set(id, script);
    return script;
  }

  getScript(_language: string, { id }: { id: string }) {
    // A script this registry did not take (another language) is none: bpmn-engine then refuses the flow or task.
    return this.scripts.get(id)!;
  }
}

/** Resolves once the engine is no longer executing: every branch waits, or the process ended (or failed). */
function settled(engine: Engine): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (engine.state === 'error') return done(new Error('the process failed'));
      if (engine.state === 'idle' || engine.activityStatus !== 'executing') done();
    };
    const failed = (error: Error) => done(error);
    const done = (error?: Error) => {
      clearInterval(timer);
      engine.off('activity.wait', check);
      engine.off('end', check);
      engine.off('error', failed);
      if (error) reject(error);
      else resolve();
    };
    engine.on('activity.wait', check);
    engine.on('end', check);
    engine.on('error', failed);
    // Scripts settle asynchronously, outside the engine's events.
    const timer = setInterval(check, 2);
    check();
  });
}

async function outcome(engine: Engine): Promise<RunOutcome> {
  await settled(engine);
  const execution = engine.execution;
  const waits = execution.getPostponed()
    .filter((activity) => activity.type === 'bpmn:UserTask')
    .map((activity) => ({ id: activity.id, type: activity.type, ...(activity.name ? { name: activity.name as string } : {}) }));
  const state = await engine.getState();
  const completed = engine.state === 'idle' && waits.length === 0;
  // The process's variables (the definitions' environment holds only those it started with).
  const process = (execution as unknown as { definitions: { getProcesses(): { environment: { variables: Record<string, unknown> } }[] }[] })
    .definitions[0]?.getProcesses()[0];
  // bpmn-engine keeps the message of the run among them (fields, content, properties): not the process's.
  const { fields: _f, content: _c, properties: _p, ...variables } = (process?.environment.variables ?? execution.environment.variables) as Record<string, unknown>;
  engine.stop();
  return { state, waits, completed, variables };
}

/** Starts a process of the definition with the variables; runs until it waits or ends. */
export async function startRun(source: string, variables: Record<string, unknown>, sandbox: ScriptRunner): Promise<RunOutcome> {
  const engine = new Engine({ name: 'process', source, scripts: new SandboxScripts(sandbox), variables });
  await engine.execute();
  return outcome(engine);
}

/** Continues a process from its saved state: the user task `taskId` is done (its variables set first). */
export async function resumeRun(
  state: unknown, taskId: string, variables: Record<string, unknown>, sandbox: ScriptRunner,
): Promise<RunOutcome> {
  const engine = new Engine({ name: 'process', scripts: new SandboxScripts(sandbox) }).recover(state as never);
  const execution = await engine.resume();
  const waiting = execution.getPostponed().find((activity) => activity.id === taskId && activity.type === 'bpmn:UserTask');
  if (!waiting) {
    engine.stop();
    throw new Error(`the process does not wait at ${taskId}`);
  }
  // Set where the gateways after a resume read them (the waiting task's environment), then the task is signalled.
  Object.assign(waiting.environment.variables, variables);
  execution.signal({ id: taskId });
  return outcome(engine);
}
