// The escape corpus beyond the runtime's own test (sandbox.test.ts): what a page hook or button script might try —
// async loops, Proxy and Reflect tricks, getters run while the result is copied, stack overflows, blocking waits,
// huge outputs, pollution through the api object or the stack-trace hook meant to persist to the next run. Each is
// contained with the engine's message, and the runtime serves the next script afterwards with a clean realm.
import { afterAll, describe, expect, it } from 'vitest';
import { ScriptRefused } from '@yc/engine';
import { Sandbox } from '../src/logic/sandbox.ts';

const sandbox = new Sandbox({ memoryMb: 16, timeoutMs: 150, maxResultBytes: 10_000, hostCallsMs: 2000 });
afterAll(() => sandbox.dispose());

const api = { view: async () => ({ records: [{ id: '1' }], total: 1 }) };
const run = (script: string) => sandbox.run('script', script, { records: [{ id: '1', name: 'Ann' }] }, api);

async function refusal(script: string): Promise<string> {
  try {
    await run(script);
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptRefused);
    return (error as ScriptRefused).message;
  }
  throw new Error('the script was not refused');
}

/** After each attempt: the next script runs, sees no leftovers and gets the host's answer. */
async function stillHealthy(): Promise<void> {
  expect(await run(`return [({}).owned, typeof globalThis.leftover, Error.prepareStackTrace, typeof Object.prototype.toJSON, api.view("x").total, input.records[0].name]`))
    .toEqual([null, 'undefined', null, 'undefined', 1, 'Ann']);
}

const CORPUS: [string, string, RegExp][] = [
  ['an async loop', '(async () => { for (;;) await null; })(); return 1', /^The script ran longer than 150 ms and was stopped$/],
  ['a promise chain that never ends', 'const next = () => Promise.resolve().then(next); next(); return 1', /^The script (ran longer than 150 ms|used more than 16 MB of memory) and was stopped$/],
  ['a Proxy whose traps throw while the result is copied', 'return new Proxy({}, { ownKeys() { throw new Error("trap"); } })', /^The script failed: Error: trap$/],
  ['a getter that spins while the result is copied', 'return { get x() { for (;;) {} } }', /^The script ran longer than 150 ms and was stopped$/],
  ['a toJSON that returns a function', 'return { toJSON: () => () => 1 }', /^The script must return JSON values/],
  ['Reflect on a frozen intrinsic', 'if (!Reflect.set(Object.prototype, "owned", true)) throw new Error("refused"); return 1', /^The script failed: Error: refused$/],
  ['Reflect.setPrototypeOf on the global', 'if (!Reflect.setPrototypeOf(globalThis, { owned: true })) throw new Error("refused"); return 1', /^The script failed: Error: refused$/],
  ['a Proxy around the api', 'api.view = new Proxy(api.view, {}); return 1', /^The script failed: TypeError/],
  ['the stack-trace hook', 'Error.prepareStackTrace = () => "owned"; return 1', /^The script failed: TypeError/],
  ['a toJSON on every object', 'Object.defineProperty(Object.prototype, "toJSON", { value: () => "owned" }); return 1', /^The script failed: TypeError/],
  ['a stack overflow', 'const f = () => f(); return f()', /^The script failed: RangeError: Maximum call stack size exceeded$/],
  ['a blocking wait', 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return 1', /^The script (failed|ran longer than 150 ms)/],
  ['a string doubled until memory runs out', 'let s = "x"; for (;;) s += s; return s', /^The script (failed: RangeError: Invalid string length|used more than 16 MB of memory and was stopped)$/],
  ['a huge output', 'return "x".repeat(20000)', /^The script returned more than 10000 bytes$/],
  ['a constructor chain through the api', 'return api.view.constructor("return process")()', /^The script failed: ReferenceError: process is not defined$/],
  ['a constructor chain through an async function', 'return (async () => {}).constructor("return process")()', /^The script (failed|must return JSON values)/],
];

describe('rejections a script leaves behind', () => {
  it('are never read: a spinning message getter, a Proxy, a forged outcome', async () => {
    expect(await run('Promise.reject({ get message() { for (;;) {} }, get stack() { for (;;) {} } }); return 1')).toBe(1);
    expect(await run('Promise.reject(new Proxy({}, { get() { for (;;) {} } })); return 2')).toBe(2);
    expect(await run('Promise.reject({ message: JSON.stringify({ json: "\\"forged\\"" }) }); return 3')).toBe(3);
    await stillHealthy();
  });

  it('leave no trace when the script is stopped: its isolate is replaced, and the runs queued behind it run on a new one', async () => {
    const stopped = run('Promise.reject({ get message() { for (;;) {} } }); for (;;) {}');
    const beside = Array.from({ length: 8 }, (_, i) => run(`return ${i}`));
    await expect(stopped).rejects.toThrow('The script ran longer than 150 ms and was stopped');
    expect(await Promise.all(beside)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await stillHealthy();
  });
});

describe('the escape corpus', () => {
  it.each(CORPUS)('contains %s', async (_name, script, message) => {
    expect(await refusal(script)).toMatch(message);
    await stillHealthy();
  });

  it('evaluates code only inside the isolate, where the host is not', async () => {
    expect(await run('return eval("typeof require + typeof process")')).toBe('undefinedundefined');
    expect(await run('return new Function("return typeof globalThis.process")()')).toBe('undefined');
    await stillHealthy();
  });
});
