// The one script runtime (engine contract `ScriptRunner`) on isolated-vm, with a heap limit, a time limit and no host
// objects: no `require`, `process`, timers, network or files. Input and result cross as JSON copies. Each warm isolate
// keeps one context whose realm is frozen before any script runs (every object reachable from the global, the hidden
// intrinsics too) after what carries a value from one run to the next is removed (the legacy RegExp statics such as
// `RegExp.input`, which keep the realm's last match): a script can neither leave anything behind for the next one — of
// any enterprise — nor read what the previous one saw, so the context is reused and a warm call costs a fraction of a
// millisecond. (The one thing a frozen realm refuses to ordinary code: assigning over an inherited property, e.g.
// `o.toString = …`; define it instead.) A script is compiled on its own as a function body inside the isolate, never
// pasted into code of ours, and no run can leave a rejection or exception behind in the host.
// An isolate that hits its heap limit is disposed by V8 and replaced on the next run.
import { randomUUID } from 'node:crypto';
import ivm from 'isolated-vm';
import {
  DEFAULT_SCRIPT_LIMITS, RUNNABLE_SCRIPT_TYPE, SCRIPT_MESSAGES, ScriptRefused, type ScriptHostApi, type ScriptLimits, type ScriptRunner,
} from '@yc/engine';

/** Characters of a script's error text (or a host call's refusal) that are kept. */
const MAX_DETAIL = 1000;
/** Levels a result may nest: deeper JSON would overflow the host's stack when the answer is written. */
const MAX_DEPTH = 256;

/**
 * Removes what would carry state between runs, then freezes the realm: every object reachable from the global object
 * and the intrinsics it does not name. The legacy RegExp statics (`RegExp.input`, `$1`…`$9`, `lastMatch`, …) keep the
 * last match of the realm, whoever made it. What would run a script's code after its run ended, outside its time
 * limit, is removed too: FinalizationRegistry (and WeakRef, which only serves it), WebAssembly's asynchronous compiling
 * and Atomics.waitAsync (its settling even aborts isolated-vm). (The symbol registry of `Symbol.for` is realm-wide too, but a
 * script can only make a symbol of a name it already knows: nothing of another run can be read from it.)
 */
const HARDEN = `
"use strict";
(() => {
  const kept = new Set(['length', 'name', 'prototype', Symbol.species]);
  for (const key of Reflect.ownKeys(RegExp)) if (!kept.has(key)) delete RegExp[key];
  delete globalThis.FinalizationRegistry;
  delete globalThis.WeakRef;
  delete globalThis.WebAssembly;
  delete Atomics.waitAsync;
  const seen = new Set();
  const hidden = [
    Object.getPrototypeOf(function* () {}), Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(async function* () {}),
    Object.getPrototypeOf([][Symbol.iterator]()), Object.getPrototypeOf(new Map()[Symbol.iterator]()), Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]('')), Object.getPrototypeOf(Int8Array),
    Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())),
  ];
  if (typeof Intl.Segmenter === 'function') {
    const segments = new Intl.Segmenter().segment('');
    hidden.push(Object.getPrototypeOf(segments), Object.getPrototypeOf(segments[Symbol.iterator]()));
  }
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

/**
 * The runner inside each context, made once and reachable only from the host (never from the global): it compiles a
 * script as the body of a strict function of `input` and `api` on its own (`new Function` refuses text that would close
 * that function: `})` is a syntax error, never code outside it) and never throws — whatever the script throws (a Proxy,
 * a getter, a symbol) is described inside the isolate, under the run's time limit. The host's reference lives only in
 * this closure: `api`'s functions are bound functions (native source, no closure to read), so no script text,
 * argument, `this`, caller chain or stack trace reaches it. A host call answers JSON `{answer}` or `{error}`, and an
 * error is thrown into the script as a new Error of the isolate (no host stack).
 *
 * The outcome leaves as the reason of a promise the runner rejects before the script starts: at the end of each task
 * isolated-vm reads the first promise left rejected, outside any time limit, and reading one of the script's (a getter
 * or Proxy trap that spins) would hold the isolate and, once it is disposed, the server. Being first, the runner's is
 * the one read: a plain object whose `message` is the seal the host gave the run and the outcome as JSON.
 */
const RUNNER = `
"use strict";
(() => {
  const { parse, stringify } = JSON;
  const { freeze, fromEntries } = Object;
  const DETAIL = ${MAX_DETAIL};
  const MAX_DEPTH = ${MAX_DEPTH};
  const cut = (text) => (text.length > DETAIL ? text.slice(0, DETAIL) + '…' : text);
  function call(host, name, ...args) {
    const reply = parse(host.applySyncPromise(undefined, [name, stringify(args)]));
    if (typeof reply.error === 'string') throw new Error(reply.error);
    return reply.answer;
  }
  function describe(error) {
    try {
      if (error instanceof Error) return cut(String(error.name) + ': ' + String(error.message));
      return cut('Error: ' + String(error));
    } catch {
      return 'Error: (' + typeof error + ')';
    }
  }
  function outcome(result) {
    const type = typeof result;
    if (type === 'function' || type === 'symbol' || (result !== null && type === 'object' && typeof result.then === 'function')) return { bad: true };
    let json;
    try {
      json = result === undefined ? 'null' : stringify(result);
    } catch (error) {
      if (error instanceof TypeError) return { bad: true };
      throw error;
    }
    if (json === undefined) return { bad: true };
    return json.length > 2 * MAX_DEPTH && deeper(json) ? { deep: true } : { json };
  }
  // Whether the JSON text nests more than MAX_DEPTH levels.
  function deeper(json) {
    let level = 0;
    let text = false;
    for (let i = 0; i < json.length; i++) {
      const c = json.charCodeAt(i);
      if (text) {
        if (c === 92) i++;
        else if (c === 34) text = false;
      } else if (c === 34) text = true;
      else if (c === 123 || c === 91) {
        if (++level > MAX_DEPTH) return true;
      } else if (c === 125 || c === 93) level--;
    }
    return false;
  }
  function answer(source, inputJson, host, namesJson) {
    let body;
    try {
      body = new Function('input', 'api', '"use strict";' + source);
    } catch (error) {
      return { syntax: cut(String(error.message)) };
    }
    try {
      const api = freeze(fromEntries(parse(namesJson).map((name) => [name, call.bind(undefined, host, name)])));
      return outcome(body.call(undefined, parse(inputJson), api));
    } catch (error) {
      return { error: describe(error) };
    }
  }
  // The last run's outcome, kept until the next run so that the collector cannot take it before isolated-vm reads it.
  let held;
  // Whether a run is under way: still so when the next task starts, that run was stopped (its time ran out) and may
  // have left rejected promises that the end of this task would read. Nothing more runs here — its outcome promise,
  // still held, is the one read — and the host replaces the isolate.
  let open = false;
  return function run(source, inputJson, host, namesJson, seal) {
    if (open) return;
    open = true;
    const box = { message: seal };
    held = Promise.reject(box);
    box.message = seal + stringify(answer(source, inputJson, host, namesJson));
    open = false;
  };
})()`;

/** What the runner answers: the result as JSON, or why it has none (its detail cut to MAX_DETAIL characters). */
type Outcome = { json?: string; bad?: true; deep?: true; syntax?: string; error?: string };

/** The host's side of a script's `api` call: never rejects (a refusal is answered as `{error}`, its message only). */
const hostCalls = (api: ScriptHostApi) => async (name: string, args: string): Promise<string> => {
  try {
    if (!Object.hasOwn(api, name)) throw new Error(`api.${name} is not a function`);
    return JSON.stringify({ answer: await api[name]!(...(JSON.parse(args) as unknown[])) });
  } catch (error) {
    return JSON.stringify({ error: String((error as Error)?.message ?? error).slice(0, MAX_DETAIL) });
  }
};

/** A frozen context and its runner (a reference the host holds; nothing in the context names it). */
interface Realm {
  context: ivm.Context;
  runner: ivm.Reference<(source: string, input: string, host: ivm.Reference, names: string, seal: string) => void>;
}

/** A warm isolate and its frozen context, with the number of runs it has served. */
interface Warm {
  isolate: ivm.Isolate;
  realm: Promise<Realm>;
  runs: number;
  /**
   * Settles when the isolate's last run has been dealt with. Runs on one isolate go one after the other from here, not
   * only in the isolate's own queue: a stopped run's isolate is disposed before the next run can start on it, so what
   * the stopped script left behind (a rejected promise whose getter spins) never runs at the end of another's task.
   */
  turn: Promise<void>;
}

/** What a run finds when another run stopped its isolate before it began. */
const STALE = Symbol('stale');

/** Runs after which a context is replaced anyway. */
const CONTEXT_RUNS = 10_000;

/** A new frozen context with its runner; a failure is the awaiting run's (never a rejection nobody handles). */
function hardenedRealm(isolate: ivm.Isolate): Promise<Realm> {
  const realm = (async () => {
    const context = await isolate.createContext();
    await context.eval(HARDEN, { timeout: 1000 });
    const runner = await context.eval(RUNNER, { timeout: 1000, reference: true }) as Realm['runner'];
    return { context, runner };
  })();
  realm.catch(() => undefined);
  return realm;
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
        void warm.realm.then(({ context, runner }) => {
          runner.release();
          context.release();
        }, () => undefined);
        Object.assign(warm, { realm: hardenedRealm(warm.isolate), runs: 1 });
      }
      return warm;
    }
    const isolate = new ivm.Isolate({ memoryLimit: this.limits.memoryMb });
    const fresh = { isolate, realm: hardenedRealm(isolate), runs: 1, turn: Promise.resolve() };
    this.isolates[slot] = fresh;
    return fresh;
  }

  async run(scriptType: string, script: string, input: unknown, api: ScriptHostApi = {}): Promise<unknown> {
    if (scriptType !== RUNNABLE_SCRIPT_TYPE) throw new ScriptRefused(SCRIPT_MESSAGES.notSupported(scriptType));
    let inputJson: string;
    try {
      inputJson = JSON.stringify(input ?? null);
    } catch (error) {
      throw new ScriptRefused(SCRIPT_MESSAGES.failed(`${(error as Error).name}: ${(error as Error).message}`));
    }
    // A run that found its isolate stopped by another run (whose leftovers it must not meet) runs again on a new one.
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = await this.attempt(script, inputJson, api);
      if (outcome !== STALE) return this.result(outcome);
    }
    throw new ScriptRefused(SCRIPT_MESSAGES.interrupted);
  }

  /** One run on a warm isolate: its outcome, or STALE when another run had stopped the isolate first. */
  private async attempt(script: string, inputJson: string, api: ScriptHostApi): Promise<Outcome | typeof STALE> {
    const warm = this.warm();
    const previous = warm.turn;
    let done!: () => void;
    warm.turn = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      return await this.attemptOn(warm, script, inputJson, api);
    } finally {
      done();
    }
  }

  private async attemptOn(warm: Warm, script: string, inputJson: string, api: ScriptHostApi): Promise<Outcome | typeof STALE> {
    const { isolate } = warm;
    // The run before this one stopped the isolate: this one runs again on a new one.
    if (isolate.isDisposed) return STALE;
    const names = Object.keys(api);
    // The one way out of the isolate: a named call of `api`, its arguments and answer as JSON texts.
    const host = new ivm.Reference(hostCalls(api));
    const seal = `${randomUUID()}:`;
    let watchdog: ReturnType<Sandbox['cpuWatchdog']> | undefined;
    try {
      const { runner } = await warm.realm;
      // With host calls the run may wait for them (each has its own time limits), but its own CPU time stays limited.
      if (names.length) watchdog = this.cpuWatchdog(isolate);
      await runner.apply(undefined, [script, inputJson, host, JSON.stringify(names), seal], {
        timeout: this.limits.timeoutMs + (names.length ? this.limits.hostCallsMs : 0),
      });
    } catch (error) {
      const text = (error as Error)?.message;
      if (typeof text === 'string' && text.startsWith(seal)) return JSON.parse(text.slice(seal.length)) as Outcome;
      // Another run's outcome (its run was stopped before this one), or the isolate disposed before this run began.
      const stale = typeof text === 'string' && (/^[0-9a-f-]{36}:/.test(text) || text === 'Isolate is disposed');
      if (!stale || watchdog?.exceeded()) throw this.stopped(error, isolate, watchdog?.exceeded() ?? false);
    } finally {
      watchdog?.stop();
      host.release();
    }
    // No outcome at all: the runner did not run the script, as a run before it on this isolate was stopped.
    if (!isolate.isDisposed) isolate.dispose();
    return STALE;
  }

  /** The script's result, or why it gave none. */
  private result(outcome: Outcome): unknown {
    if (outcome.syntax !== undefined) throw new ScriptRefused(SCRIPT_MESSAGES.syntax(outcome.syntax));
    if (outcome.error !== undefined) throw new ScriptRefused(SCRIPT_MESSAGES.failed(outcome.error));
    if (outcome.deep) throw new ScriptRefused(SCRIPT_MESSAGES.resultTooDeep(MAX_DEPTH));
    if (outcome.bad || outcome.json === undefined) throw new ScriptRefused(SCRIPT_MESSAGES.badResult);
    if (Buffer.byteLength(outcome.json) > this.limits.maxResultBytes) throw new ScriptRefused(SCRIPT_MESSAGES.resultTooLarge(this.limits.maxResultBytes));
    return JSON.parse(outcome.json) as unknown;
  }

  /**
   * A run the runner could not answer (stopped for its time or heap): the isolate is disposed and replaced on the next
   * run, as the end of its task — where a promise the script left rejected would be read — did not run; the refusal is
   * in the catalogue's words.
   */
  private stopped(error: unknown, isolate: ivm.Isolate, exceeded: boolean): ScriptRefused {
    const memory = isolate.isDisposed && !exceeded;
    if (!isolate.isDisposed) isolate.dispose();
    const text = String((error as Error)?.message ?? error).slice(0, MAX_DETAIL);
    if (exceeded || /timed out/i.test(text)) return new ScriptRefused(SCRIPT_MESSAGES.timeout(this.limits.timeoutMs));
    if (memory || /memory limit/i.test(text)) return new ScriptRefused(SCRIPT_MESSAGES.memory(this.limits.memoryMb));
    return new ScriptRefused(SCRIPT_MESSAGES.failed(`${(error as Error)?.name ?? 'Error'}: ${text}`));
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

  dispose(): void {
    for (const warm of this.isolates) if (warm && !warm.isolate.isDisposed) warm.isolate.dispose();
  }
}
