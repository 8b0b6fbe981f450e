// The one script runtime: a script gets a copy of its input and gives back JSON; the escape corpus — constructor
// chains, process, require, import(), prototype pollution of shared objects, endless loops, memory bombs — is contained
// with a clear refusal, and the runtime keeps serving afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { ScriptRefused } from '@yc/engine';
import { Sandbox } from '../src/logic/sandbox.ts';

const sandbox = new Sandbox({ memoryMb: 16, timeoutMs: 150, maxResultBytes: 10_000, hostCallsMs: 2000 });
afterAll(() => sandbox.dispose());

const run = (script: string, input: unknown = {}) => sandbox.run('script', script, input);
const refusal = async (script: string, input: unknown = {}) => {
  try {
    await run(script, input);
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptRefused);
    return (error as ScriptRefused).message;
  }
  throw new Error('the script was not refused');
};

describe('scripts', () => {
  it('compute from a copy of their input and return JSON', async () => {
    expect(await run('return input.a + input.b', { a: 1, b: 2 })).toBe(3);
    expect(await run('return { total: input.lines.reduce((s, l) => s + l.qty, 0), at: "x" }', { lines: [{ qty: 2 }, { qty: 5 }] })).toEqual({ total: 7, at: 'x' });
    expect(await run('input.a = 99; return null', { a: 1 })).toBeNull();
    expect(await run('const x = 1;')).toBeNull();
  });

  it('of other types are not run', async () => {
    await expect(sandbox.run('java', 'return 1', {})).rejects.toThrow('Scripts of type java are not currently supported');
    await expect(sandbox.run('groovy', 'return 1', {})).rejects.toThrow('Scripts of type groovy are not currently supported');
  });

  it('find no host: no process, require, timers, network or module loading, whatever the constructor chain', async () => {
    expect(await run('return [typeof process, typeof require, typeof module, typeof setTimeout, typeof fetch, typeof Buffer]')).toEqual(
      ['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 'undefined'],
    );
    expect(await run('return (function () {}).constructor("return typeof process")()')).toBe('undefined');
    expect(await run('return [].constructor.constructor("return typeof globalThis.require")()')).toBe('undefined');
    expect(await refusal('return require("fs").readFileSync("/etc/passwd", "utf8")')).toBe('The script failed: ReferenceError: require is not defined');
    expect(await refusal('return import("fs")')).toMatch(/^The script (failed|must return JSON values)/);
    expect(await refusal('return this.constructor')).toMatch(/^The script failed: TypeError/);
  });

  it('cannot leave anything behind: shared prototypes and the global are frozen, and the host never sees an attempt', async () => {
    expect(await refusal('Object.prototype.polluted = "yes"; return 1')).toBe('The script failed: TypeError: Cannot add property polluted, object is not extensible');
    expect(await refusal('Array.prototype.map = null')).toMatch(/^The script failed: TypeError: Cannot assign to read only property 'map'/);
    expect(await refusal('globalThis.leftover = 1')).toMatch(/^The script failed: TypeError: Cannot add property leftover/);
    expect(await refusal('JSON.parse = () => ({ forged: true })')).toMatch(/^The script failed: TypeError/);
    expect(await refusal('Object.getPrototypeOf((function* () {})()).next = null')).toMatch(/^The script failed: TypeError/);
    expect(await run('return [({}).polluted, typeof leftover, typeof [].map, JSON.parse("{}")]')).toEqual([null, 'undefined', 'function', {}]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Ordinary code still works in the frozen realm.
    expect(await run('class Line { constructor(q) { this.q = q; } } const m = new Map([[1, new Line(2)]]); return m.get(1).q')).toBe(2);
  });

  it('are stopped when they run too long or take too much memory, and the runtime serves the next one', async () => {
    expect(await refusal('for (;;) {}')).toBe('The script ran longer than 150 ms and was stopped');
    expect(await refusal('const a = []; for (;;) a.push(new Array(100000).fill("memory"));')).toMatch(
      /^The script (used more than 16 MB of memory|ran longer than 150 ms) and was stopped$/,
    );
    expect(await run('return 42')).toBe(42);
    expect(await run('return 43')).toBe(43);
  });

  it('must return JSON of a bounded size, and be valid JavaScript', async () => {
    expect(await refusal('return () => 1')).toBe('The script must return JSON values (no functions or symbols)');
    expect(await refusal('const a = {}; a.self = a; return a')).toBe('The script must return JSON values (no functions or symbols)');
    expect(await refusal('return "x".repeat(20000)')).toBe('The script returned more than 10000 bytes');
    expect(await refusal('return (')).toMatch(/^The script cannot be read: /);
    expect(await refusal('throw new Error("no customer")')).toBe('The script failed: Error: no customer');
  });

  it('run side by side without mixing inputs', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => run('return input.n * 2', { n: i })));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });
});

describe('host calls', () => {
  const api = {
    sql: async (code: unknown, params: unknown) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [{ code, params }];
    },
    fail: async () => {
      throw new Error('There is no SQL config nope');
    },
  };

  it('answers a named call synchronously in the script, with JSON copies, waiting longer than the script\'s own limit', async () => {
    const result = await sandbox.run('script', 'const rows = api.sql("c1", { a: input.a }); return rows.length + ":" + rows[0].code + ":" + rows[0].params.a;', { a: 7 }, api);
    expect(result).toBe('1:c1:7');
  });

  it('throws a refused call into the script, which may catch it', async () => {
    expect(await sandbox.run('script', 'try { api.fail(); } catch (e) { return e.message; }', {}, api)).toBe('There is no SQL config nope');
    await expect(sandbox.run('script', 'api.fail()', {}, api)).rejects.toThrow('The script failed: Error: There is no SQL config nope');
  });

  it('offers only the calls it is given, and no way to the host through the closure\'s arguments', async () => {
    expect(await sandbox.run('script', 'return [typeof api.sql, typeof api.exec, typeof $0, typeof $1, typeof $2, Object.isFrozen(api)]', {}, api))
      .toEqual(['function', 'undefined', 'undefined', 'undefined', 'undefined', true]);
    expect(await sandbox.run('script', 'return Object.keys(api)', {}, {})).toEqual([]);
  });

  it('still stops a script that spins with host calls on offer, by its CPU time', async () => {
    const started = Date.now();
    await expect(sandbox.run('script', 'while (true) {}', {}, api)).rejects.toThrow('The script ran longer than 150 ms and was stopped');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await sandbox.run('script', 'return 1 + 1', {}, api)).toBe(2);
  });
});
