// The one script runtime (engine contract `ScriptRunner`) on isolated-vm, with a heap limit, a time limit and no host
// objects: no `require`, `process`, timers, network or files. Input and result cross as JSON copies. Each warm isolate
// keeps one context whose realm is frozen before any script runs (every object reachable from the global, the hidden
// intrinsics too): a script cannot leave anything behind for the next one — a polluted prototype or a new global is a
// TypeError — so the context is reused and a warm call costs a fraction of a millisecond. (The one thing a frozen realm
// refuses to ordinary code: assigning over an inherited property, e.g. `o.toString = …`; define it instead.)
// An isolate that hits its heap limit is disposed by V8 and replaced on the next run.
import ivm from 'isolated-vm';
import {
  DEFAULT_SCRIPT_LIMITS, RUNNABLE_SCRIPT_TYPE, SCRIPT_MESSAGES, ScriptRefused, type ScriptHostApi, type ScriptLimits, type ScriptRunner,
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

// The script is the body of a strict function of `input` and `api`; its result goes out as JSON (a promise, function
// or symbol is no result). `api` holds the host's calls by name: each takes JSON arguments and answers a JSON copy,
// synchronously for the script (the isolate waits; the server does not). The closure's own arguments ($0…) are shadowed.
const wrap = (script: string) => `"use strict";
const names = JSON.parse($2);
const api = Object.freeze(Object.fromEntries(names.map((name) => [name, (...args) => {
  const answer = $1.applySyncPromise(undefined, [name, JSON.stringify(args)]);
  return answer === undefined ? undefined : JSON.parse(answer);
}])));
const result = (function (input, api, $0, $1, $2) {
${script}
}).call(undefined, JSON.parse($0), api);
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

  async run(scriptType: string, script: string, input: unknown, api: ScriptHostApi = {}): Promise<unknown> {
    if (scriptType !== RUNNABLE_SCRIPT_TYPE) throw new ScriptRefused(SCRIPT_MESSAGES.notSupported(scriptType));
    const warm = this.warm();
    const { isolate } = warm;
    const names = Object.keys(api);
    // The one way out of the isolate: a named call of `api`, its arguments and answer as JSON texts.
    const host = new ivm.Reference(async (name: string, args: string) => {
      if (!Object.hasOwn(api, name)) throw new Error(`api.${name} is not a function`);
      const answer = await api[name]!(...(JSON.parse(args) as unknown[]));
      return answer === undefined ? undefined : JSON.stringify(answer);
    });
    // With host calls the run may wait for them (each has its own time limits), but its own CPU time stays limited.
    const watchdog = names.length ? this.cpuWatchdog(isolate) : undefined;
    let outcome: Outcome;
    try {
      const context = await warm.context;
      outcome = await context.evalClosure(wrap(script), [JSON.stringify(input ?? null), host, JSON.stringify(names)], {
        result: { copy: true }, timeout: this.limits.timeoutMs + (names.length ? this.limits.hostCallsMs : 0),
      }) as Outcome;
    } catch (error) {
      throw watchdog?.exceeded() ? new ScriptRefused(SCRIPT_MESSAGES.timeout(this.limits.timeoutMs)) : this.refusal(error, isolate);
    } finally {
      watchdog?.stop();
      host.release();
    }
    if (outcome.bad || outcome.json === undefined) throw new ScriptRefused(SCRIPT_MESSAGES.badResult);
    if (Buffer.byteLength(outcome.json) > this.limits.maxResultBytes) throw new ScriptRefused(SCRIPT_MESSAGES.resultTooLarge(this.limits.maxResultBytes));
    return JSON.parse(outcome.json) as unknown;
  }

  /** Disposes the isolate when a run's CPU time passes the limit (it is replaced on the next run). */
  private cpuWatchdog(isolate: ivm.Isolate) {
    const start = isolate.cpuTime;
    const limit = BigInt(this.limits.timeoutMs) * 1_000_000n;
    let exceeded = false;
    const timer = setInterval(() => {
      if (isolate.isDisposed) return;
      if (isolate.cpuTime - start > limit) {
        exceeded = true;
        isolate.dispose();
      }
    }, 20);
    return { exceeded: () => exceeded, stop: () => clearInterval(timer) };
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
