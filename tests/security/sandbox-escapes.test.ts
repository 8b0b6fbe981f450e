// The sandbox's escape corpus through the API (issue #30, item 1): a script is a function body on its own, so text that
// closes the function (`})`) is a syntax error and never code outside it; no host reference is reachable from a script
// (arguments, `this`, the global, constructor chains, the api's functions, stack traces); no run leaves a rejection or
// exception behind that could end the process; no error shows the host's code. Each attempt goes through the designers'
// test call, the issue's payload also as a page's before-load hook opened by a user, and the server answers normally
// after the whole corpus, having seen no unhandled rejection or exception.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite();
const path = '/api/eform/manage/script/test';
const page = '/api/eform/engine/view/customer_list';
const viewPath = '/api/eform/manage/view';

/** The issue's payload: closes the wrapper's function and calls its host reference synchronously. */
const ISSUE_PAYLOAD = 'return 1 }).call(undefined); $1.applySync(undefined, ["constructor","[]"]); (function(){';

/** What the host's side must never show to a script or in an answer: its references, its wrapper, its files. */
const HOST_TRACES = /applySync|\$[012]\b|ivm|Reference(?!Error)|JSON\.stringify\(args\)|server\/src|node_modules|\.ts:\d/;

const crashes: unknown[] = [];
const record = (error: unknown) => crashes.push(error);
beforeAll(async () => {
  process.on('unhandledRejection', record);
  process.on('uncaughtException', record);
  await setUpCustomer(suite.admin, { generate: true });
  expectOk(await suite.admin.post(`${page}/data`, { name: 'Ann', age: 31 }));
});
afterAll(() => {
  process.off('unhandledRejection', record);
  process.off('uncaughtException', record);
});

const test = (script: string, input: unknown = { n: 1 }) => suite.admin.post(path, { scriptType: 'script', script, input });

/** The server still runs an ordinary script and lists a page, and nothing was left unhandled in the process. */
async function serving(): Promise<void> {
  expect(expectOk<any>(await test('return input.n + 1', { n: 41 }))).toEqual({ result: 42 });
  expect(expectOk<any>(await suite.admin.post(`${page}/list`, {})).records.length).toBeGreaterThan(0);
  expect(crashes).toEqual([]);
}

const nested = (levels: number): unknown => (levels ? [nested(levels - 1)] : 1);

// [name, script, the answer: 400 with a message matching, or 200 with this result]
type Case = [string, string, RegExp | { result: unknown }];
const CORPUS: Case[] = [
  ['the issue\'s payload', ISSUE_PAYLOAD, /^The script cannot be read: /],
  ['a closing brace and parenthesis', 'return 1 })', /^The script cannot be read: /],
  ['a closed function and a new one', 'return 1 }); (function(){', /^The script cannot be read: /],
  ['a closed function calling the wrapper\'s arguments', '}).call(undefined, {}, {}); return $1; (function(){', /^The script cannot be read: /],
  ['a template literal left open', 'return `${1}`}).call(undefined); (function(){`', /^The script cannot be read: /],
  ['a template literal holding the wrapper\'s text', 'return `}).call(undefined); (function(){`', { result: '}).call(undefined); (function(){' }],
  ['a comment left open', 'return 1 /*', /^The script cannot be read: /],
  ['a line comment at the end', 'return 1 // })', { result: 1 }],
  ['the wrapper\'s argument names', 'return [typeof $0, typeof $1, typeof $2]', { result: ['undefined', 'undefined', 'undefined'] }],
  ['the function\'s arguments', 'return [arguments.length, typeof arguments[2], Object.keys(arguments[1])]', { result: [2, 'undefined', ['sql', 'http']] }],
  ['arguments.callee', 'return arguments.callee.caller', /^The script failed: TypeError/],
  ['this', 'return typeof this', { result: 'undefined' }],
  ['the global through Function', 'return Object.getOwnPropertyNames(Function("return this")()).filter((k) => /^\\$|ivm|host|run|api/i.test(k))', { result: [] }],
  ['a caller chain from sloppy code', 'return Function("return typeof arguments.callee.caller")()', { result: 'object' }],
  ['a constructor chain on an api function', 'return api.sql.constructor("return [typeof $1, typeof process, typeof host]")()', { result: ['undefined', 'undefined', 'undefined'] }],
  ['a constructor chain on the input', 'return input.constructor.constructor("return typeof $1 + typeof require")()', { result: 'undefinedundefined' }],
  ['an api function\'s source', 'return [String(api.sql), Function.prototype.toString.call(api.http)]', { result: ['function () { [native code] }', 'function () { [native code] }'] }],
  ['an api function\'s closure', 'return [api.sql.prototype, Object.getOwnPropertyNames(api.sql)]', { result: [null, ['length', 'name']] }],
  ['an api function\'s caller', 'return api.sql.caller', /^The script failed: TypeError/],
  ['an api call with a sloppy toJSON reading its caller', 'return api.sql(Function("return { toJSON: function () { return typeof arguments.callee.caller } }")())', /^The script failed: Error: /],
  ['a constructor chain on the api object', 'return api.constructor.constructor("return typeof $1")()', { result: 'undefined' }],
  ['the stack of an error', 'try { null.x } catch (e) { return e.stack }', /^/],
  ['the stack of a refused host call', 'try { api.sql("nope", {}) } catch (e) { return e.message + e.stack }', /^/],
  ['a throw of an object with a throwing getter', 'throw { get message() { throw new Error("getter") }, get name() { throw 1 } }', /^The script failed: /],
  ['a throw of a Proxy', 'throw new Proxy({}, { get() { throw new Error("trap") }, getPrototypeOf() { throw new Error("trap") } })', /^The script failed: /],
  ['a throw of a symbol', 'throw Symbol("boom")', /^The script failed: /],
  ['a throw of null', 'throw null', /^The script failed: /],
  ['a throw of a function', 'throw function () { return 1 }', /^The script failed: /],
  ['a throw whose getter spins', 'throw { get message() { for (;;) {} } }', /^The script (failed|ran longer than \d+ ms and was stopped)/],
  ['a rejected promise returned', 'return Promise.reject(new Error("rejected"))', /^The script must return JSON values/],
  ['a rejection left behind', '(async () => { throw new Error("later") })(); Promise.reject(1); return 1', { result: 1 }],
  ['a rejection whose message spins', 'Promise.reject({ get message() { for (;;) {} }, get stack() { for (;;) {} } }); return 1', { result: 1 }],
  ['a rejection whose message calls the host', 'Promise.reject({ get message() { for (;;) api.sql("numbers", {}) } }); return 1', { result: 1 }],
  ['a rejected Proxy', 'Promise.reject(new Proxy({}, { get() { for (;;) {} } })); return 1', { result: 1 }],
  ['a rejection left behind by a script that is stopped', 'Promise.reject({ get message() { for (;;) {} } }); for (;;) {}', /^The script ran longer than \d+ ms and was stopped$/],
  ['a thenable returned', 'return { then(resolve) { resolve(1) } }', /^The script must return JSON values/],
  ['a finalization callback that would run after the run', 'new FinalizationRegistry(() => { for (;;) {} }).register({}, 1); return 1', /^The script failed: ReferenceError/],
  ['an asynchronous wait that settles after the run', 'Atomics.waitAsync(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10).value.then(() => { for (;;) {} }); return 1', /^The script failed: TypeError/],
  ['WebAssembly compiled after the run', 'WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(() => { for (;;) {} }); return 1', /^The script failed: ReferenceError/],
  ['a getter throwing while the result is copied', 'return { get x() { throw new Error("getter") } }', /^The script failed: Error: getter$/],
  ['a toJSON throwing', 'return { toJSON() { throw new Error("toJSON") } }', /^The script failed: Error: toJSON$/],
  ['a Proxy throwing while the result is copied', 'return new Proxy({}, { ownKeys() { throw new Error("trap") } })', /^The script failed: Error: trap$/],
  ['a then getter throwing', 'return { get then() { throw new Error("then") } }', /^The script failed: Error: then$/],
  ['deep recursion', 'const f = (n) => f(n + 1) + 1; return f(0)', /^The script failed: RangeError: Maximum call stack size exceeded$/],
  ['a deeply nested result', 'let o = {}; for (let i = 0; i < 20000; i++) o = { o }; return o', /^The script (returned values nested more than 256 levels deep$|ran longer than)/],
  ['deeply nested api arguments', 'let o = []; for (let i = 0; i < 20000; i++) o = [o]; return api.sql("numbers", o)', /^The script (failed|ran longer than)/],
  ['a result nested as deep as allowed', 'let o = 1; for (let i = 0; i < 256; i++) o = [o]; return o', { result: nested(256) }],
  ['a result nested one level deeper', 'let o = 1; for (let i = 0; i < 257; i++) o = [o]; return o', /^The script returned values nested more than 256 levels deep$/],
  ['a symbol returned', 'return Symbol("x")', /^The script must return JSON values/],
  ['symbols inside the result', 'return { [Symbol("k")]: 1, a: Symbol.for("v"), b: Symbol.keyFor(Symbol.for("v")) }', { result: { b: 'v' } }],
  ['a symbol as an api call\'s name', 'return api[Symbol.toPrimitive]', { result: null }],
  ['a huge error message', 'throw new Error("x".repeat(5000000))', /^The script (failed: Error: x+…?$|used more than)/],
];

describe('the escape corpus through the script test call', () => {
  it.each(CORPUS)('contains %s', async (_name, script, expected) => {
    const res = await test(script);
    const shown = JSON.stringify(res.body);
    expect(shown).not.toMatch(HOST_TRACES);
    if (expected instanceof RegExp) {
      if (res.status === 200) expect(typeof res.body.result.result).toBe('string');
      else {
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(expected);
        expect(res.body.message.length).toBeLessThan(2100);
      }
    } else {
      expect([res.status, res.body.result]).toEqual([200, expected]);
    }
    await serving();
  });
});

describe('the issue\'s payload as a page\'s before-load hook', () => {
  it('refuses the page with the sandbox\'s message and keeps serving every enterprise', async () => {
    const view = expectOk<any>(await suite.admin.get(`${viewPath}/queryByCode?code=customer_list`));
    const hooked = expectOk<any>(await suite.admin.put(`${viewPath}/edit`, { ...view, beforeLoad: { lang: 'script', code: ISSUE_PAYLOAD } }));
    for (let i = 0; i < 6; i++) {
      const list = await suite.admin.post(`${page}/list`, {});
      expect(list.status).toBe(400);
      expect(list.body.message).toMatch(/^The script cannot be read: /);
      expect(JSON.stringify(list.body)).not.toMatch(HOST_TRACES);
    }
    expect(expectOk<any>(await test('return 2'))).toEqual({ result: 2 });
    const { beforeLoad: _hook, ...repaired } = hooked;
    expectOk(await suite.admin.put(`${viewPath}/edit`, repaired));
    await serving();
  });
});
