// The one script runtime (engine contract `ScriptRunner`) on isolated-vm, with a heap limit, a time limit and no host
// objects: no `require`, `process`, timers, network or files. Input and result cross as JSON copies. Each warm isolate
// keeps one context whose realm is frozen before any script runs (every object reachable from the global, the hidden
// intrinsics too): a script cannot leave anything behind for the next one — a polluted prototype or a new global is a
// TypeError — so the context is reused and a warm call costs a fraction of a millisecond. (The one thing a frozen realm
// refuses to ordinary code: assigning over an inherited property, e.g. `o.toString = …`; define it instead.)
// An isolate that hits its heap limit is disposed by V8 and replaced on the next run.
import ivm from 'isolated-vm';
import {
  DEFAULT_SCRIPT_LIMITS, RUNNABLE_SCRIPT_TYPE, SCRIPT_MESSAGES, ScriptRefused, type ScriptLimits, type ScriptRunner,
} from '@yc/engine';

/** Freezes the realm: every object reachable from the global object and the intrinsics it does not name. */
const HARDEN = `
"use strict";
(() => {
  const seen = new Set();
  const hidden = [
    Object.getPrototypeOf(function* () {}), Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(async function* () {}),
    Object.getPrototypeOf([][Symbol.iterator]()), Object.getPrototypeOf(new Map()[Symbol.iterator]()), Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]('')), Object.getPrototypeOf(Int8Array),
    Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())),
  ];
  const queue = [globalThis, ...hidden];
  while (queue.length) {
    const value = queue.pop();
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) continue;
    seen.add(value);
    for (const key of Reflect.ownKeys(value)) {
      const d = Object.getOwnPropertyDescriptor(value, key);
      if (d) queue.push(d.value, d.get, d.set);
    }
    queue.push(Object.getPrototypeOf(value));
  }
  for (const value of seen) Object.freeze(value);
})();
`;

/** What the wrapper inside the isolate answers: the result as JSON, or why it has none. */
type Outcome = { json?: string; bad?: true };

// The script is the body of a strict function of `input`; its result goes out as JSON (a promise, function or symbol
// is no result).
const wrap = (script: string) => `"use strict";
const result = (function (input) {
${script}
}).call(undefined, JSON.parse($0));
const type = typeof result;
if (type === 'function' || type === 'symbol' || (result !== null && type === 'object' && typeof result.then === 'function')) return { bad: true };
return { json: result === undefined ? 'null' : JSON.stringify(result) };`;

/** A warm isolate and its frozen context, with the number of runs it has served. */
interface Warm {
  isolate: ivm.Isolate;
  context: Promise<ivm.Context>;
  runs: number;
}

/** Runs after which a context is replaced anyway. */
const CONTEXT_RUNS = 10_000;

async function hardenedContext(isolate: ivm.Isolate): Promise<ivm.Context> {
  const context = await isolate.createContext();
  await context.eval(HARDEN, { timeout: 1000 });
  return context;
}

export class Sandbox implements ScriptRunner {
  private readonly isolates: (Warm | undefined)[];
  private next = 0;

  constructor(readonly limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS, size = 4) {
    this.isolates = Array.from({ length: size }, () => undefined);
  }

  private warm(): Warm {
    const slot = this.next++ % this.isolates.length;
    const warm = this.isolates[slot];
    if (warm && !warm.isolate.isDisposed) {
      if (++warm.runs > CONTEXT_RUNS) {
        void warm.context.then((c) => c.release(), () => undefined);
        Object.assign(warm, { context: hardenedContext(warm.isolate), runs: 1 });
      }
      return warm;
    }
    const isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryMb });
    const fresh = { isolate, context: hardenedContext(isolate), runs: 1 };
    this.isolates[slot] = fresh;
    return fresh;
  }

  async run(scriptType: string, script: string, input: unknown): Promise<unknown> {
    if (scriptType !== RUNNABLE_SCRIPT_TYPE) throw new ScriptRefused(SCRIPT_MESSAGES.notSupported(scriptType));
    const warm = this.warm();
    const { isolate } = warm;
    let outcome: Outcome;
    try {
      const context = await warm.context;
      outcome = await context.evalClosure(wrap(script), [JSON.stringify(input ?? null)], {
        arguments: { copy: true }, result: { copy: true }, timeout: this.limits.timeoutMs,
      }) as Outcome;
    } catch (error) {
      throw this.refusal(error, isolate);
    }
    if (outcome.bad || outcome.json === undefined) throw new ScriptRefused(SCRIPT_MESSAGES.badResult);
    if (Buffer.byteLength(outcome.json) > this.limits.maxResultBytes) throw new ScriptRefused(SCRIPT_MESSAGES.resultTooLarge(this.limits.maxResultBytes));
    return JSON.parse(outcome.json) as unknown;
  }

  /** Why a run gave no result, in the catalogue's words; the detail is the script's own error text. */
  private refusal(error: unknown, isolate: ivm.Isolate): ScriptRefused {
    const text = String((error as Error)?.message ?? error);
    if (isolate.isDisposed || /memory limit/i.test(text)) return new ScriptRefused(SCRIPT_MESSAGES.memory(this.limits.memoryMb));
    if (/timed out/i.test(text)) return new ScriptRefused(SCRIPT_MESSAGES.timeout(this.limits.timeoutMs));
    if ((error as Error)?.name === 'SyntaxError') return new ScriptRefused(SCRIPT_MESSAGES.syntax(text));
    if (/Converting circular structure|serialize a BigInt/i.test(text)) return new ScriptRefused(SCRIPT_MESSAGES.badResult);
    return new ScriptRefused(SCRIPT_MESSAGES.failed(`${(error as Error)?.name ?? 'Error'}: ${text}`));
  }

  dispose(): void {
    for (const warm of this.isolates) if (warm && !warm.isolate.isDisposed) warm.isolate.dispose();
  }
}
