// bpmn-engine's script registry for the runner: script tasks and flow conditions, none evaluated with the host's `eval`.
// A script task in JavaScript runs in the platform's one isolated-vm sandbox and returns an object whose fields become
// process variables; a condition is planned by the engine (`conditionPlan`): JavaScript (the body of a function returning
// whether the flow is taken; bpmn-engine's `next(error, value)` works too) and JUEL translated to JavaScript run in the
// sandbox, FEEL (and the XPath modelers write, read as FEEL) in the feelin interpreter. All three see the process
// variables (the start form's values among them) and the process's data objects, by name, and can read one with
// `getDataObject('name')` (`bpmn:getDataObject` in XPath). A condition that cannot run fails the run and says why,
// rather than being taken as true.
import { evaluate, parseExpression } from 'feelin';
import { conditionPlan, dataObjectValues, type DataObjectRef, type TranslatedExpression } from '@yc/engine/bpm';
import { RUNNABLE_SCRIPT_TYPE, type ScriptRunner } from '@yc/engine';

const JAVASCRIPT = /^(javascript|js)$/i;

/** What each sandboxed script starts with: the variables, the data objects by name, and `getDataObject`. */
const PRELUDE = `const { variables, dataObjects } = input;
const getDataObject = (name) => (Object.prototype.hasOwnProperty.call(dataObjects, name) ? dataObjects[name] : null);`;

/** The script body with bpmn-engine's `next` callback available, its returned value or `next`'s value as the result. */
const withNext = (body: string) => `${PRELUDE}
let reported;
const next = (error, value) => { if (error) throw new Error(String(error)); reported = value; };
const returned = (() => {
${body}
})();
return reported === undefined ? returned : reported;`;

/** A translated JUEL condition: each free variable bound from the process variables, else a data object of that name. */
const juelScript = ({ body, identifiers }: TranslatedExpression) => `${PRELUDE}
const has = (object, name) => Object.prototype.hasOwnProperty.call(object, name);
const read = (name) => (has(variables, name) ? variables[name] : has(dataObjects, name) ? dataObjects[name] : undefined);
return Boolean(((${identifiers.join(', ')}) => (${body}))(${identifiers.map((name) => `read(${JSON.stringify(name)})`).join(', ')}));`;

export interface Registered {
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

/** A script that fails the run with `message`. */
const refused = (message: string): SandboxScript => ({ execute: (_context, callback) => callback(new Error(message)) });

/** The variables a script sees, without bpmn-engine's own (`_data` holds the data objects' values). */
function visible(variables: Record<string, unknown>, dataObjects: readonly DataObjectRef[]) {
  const written = (variables._data ?? {}) as Record<string, unknown>;
  return { variables, dataObjects: dataObjectValues(dataObjects, variables, written) };
}

/** A FEEL condition, evaluated by the feelin interpreter over the variables and data objects: true takes the flow. */
function feelCondition(id: string, expression: string, dataObjects: readonly DataObjectRef[]): SandboxScript {
  return {
    execute: (context, callback) => {
      const seen = visible(context.environment.variables, dataObjects);
      const scope = { ...seen.dataObjects, ...seen.variables, getDataObject: (name: unknown) => seen.dataObjects[String(name)] ?? null };
      if (!readsFeel(expression)) {
        callback(new Error(`the FEEL condition ${expression} of ${id} cannot be read as a test the platform runs (no loops, quantifiers or function definitions)`));
        return;
      }
      let value: unknown;
      try {
        value = evaluate(expression, scope).value;
      } catch (error) {
        callback(new Error(`the FEEL condition ${expression} of ${id} cannot be read: ${(error as Error).message}`));
        return;
      }
      callback(null, value === true);
    },
  };
}

/**
 * FEEL whose work grows with the values it meets — loops (`for i in 1..n`, which the interpreter expands item by item),
 * quantifiers, function definitions — would hold the server's one thread: a condition is a test, and never needs them.
 */
const UNBOUNDED_FEEL = new Set(['ForExpression', 'QuantifiedExpression', 'FunctionDefinition']);
const MAX_FEEL_LENGTH = 2000;

/**
 * Whether the platform runs the FEEL expression: the interpreter parses it (it is never evaluated to find out) and it
 * holds nothing unbounded. Checked at publish and again before each evaluation.
 */
export function readsFeel(expression: string): boolean {
  if (expression.length > MAX_FEEL_LENGTH) return false;
  let readable = true;
  try {
    parseExpression(expression, {}, undefined).iterate({
      enter: (node) => {
        if (node.type.isError || UNBOUNDED_FEEL.has(node.type.name)) readable = false;
        return readable;
      },
    });
  } catch {
    return false;
  }
  return readable;
}

/** bpmn-engine's script registry, backed by the sandbox (and the FEEL interpreter), for a definition's data objects. */
export class SandboxScripts {
  private readonly scripts = new Map<string, SandboxScript>();

  constructor(private readonly sandbox: ScriptRunner, private readonly dataObjects: readonly DataObjectRef[] = []) {}

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

  /** A flow's condition as the engine plans it; nothing is left to bpmn-engine's resolver (any text would be true). */
  private condition(id: string, expression: { language?: string; body?: string } | undefined): SandboxScript | undefined {
    if (!expression) return undefined;
    const plan = conditionPlan(expression.language, expression.body);
    switch (plan.kind) {
      case 'none': return { execute: (_context, callback) => callback(null, true) };
      case 'javascript': return this.sandboxed(withNext(plan.body), Boolean);
      case 'juel': return this.sandboxed(juelScript(plan.translated), Boolean);
      case 'feel': return feelCondition(id, plan.expression, this.dataObjects);
      case 'refused': return refused(`the condition of ${id} cannot run: ${plan.reason}`);
    }
  }

  private sandboxed(code: string, settle: (result: unknown, variables: Record<string, unknown>) => unknown): SandboxScript {
    return {
      execute: (context, callback) => {
        const variables = context.environment.variables;
        this.sandbox.run(RUNNABLE_SCRIPT_TYPE, code, visible(variables, this.dataObjects)).then(
          (result) => callback(null, settle(result, variables)),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    };
  }
}
