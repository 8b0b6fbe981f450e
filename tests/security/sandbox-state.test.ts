// No value of one script run is observable in the next, whichever enterprise runs it (issue #30, item 5): warm isolates
// are shared by every enterprise, so a run that matches a secret (the legacy RegExp statics such as `RegExp.input` kept
// it) or tries to stash it anywhere in the realm must leave nothing that a later run can read — checked on the one
// sandbox directly, and through the API with two enterprises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEnterprise } from '../../server/src/install/bootstrap.ts';
import { Sandbox } from '../../server/src/logic/sandbox.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from '../api/eform-fixtures.ts';

const SECRET = 'SECRET-FROMTENANTA';
const TEXT = `x ${SECRET} y`;

/** The objects of the realm a script reaches: the global's, and the intrinsics it does not name. */
const REALM = `
  const hidden = [
    Object.getPrototypeOf(function* () {}), Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(async function* () {}),
    Object.getPrototypeOf([][Symbol.iterator]()), Object.getPrototypeOf(new Map()[Symbol.iterator]()), Object.getPrototypeOf(new Set()[Symbol.iterator]()),
    Object.getPrototypeOf(''[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]('')), Object.getPrototypeOf(Int8Array),
    Object.getPrototypeOf(Object.getPrototypeOf((function* () {})())),
    Object.getPrototypeOf(new Intl.Segmenter().segment('')), Object.getPrototypeOf(new Intl.Segmenter().segment('')[Symbol.iterator]()),
    Object.getPrototypeOf(Object.getPrototypeOf((async function* () {})())),
    Object.getOwnPropertyDescriptor(Function.prototype, 'caller').get,
  ];
  const seen = new Set();
  const visit = (value) => {
    if (Object(value) !== value || seen.has(value)) return;
    seen.add(value);
    visit(Object.getPrototypeOf(value));
    const descriptors = Object.getOwnPropertyDescriptors(value);
    for (const key of Reflect.ownKeys(descriptors)) [descriptors[key].value, descriptors[key].get, descriptors[key].set].forEach(visit);
  };
  [globalThis, ...hidden].forEach(visit);
`;

/** Enterprise A: matches the secret every way a pattern can, and tries to stash it on every object of the realm. */
const WRITER = `
  /SECRET-(\\w+)/.exec(input.text);
  input.text.replace(/(SECRET)-(\\w+)/g, '$2');
  input.text.match(/(FROM)(TENANT)(A)/);
  RegExp('(' + input.text + ')').test(input.text);
  ${REALM}
  let stashed = 0;
  const symbol = Symbol.for('stash');
  for (const target of seen) {
    for (const key of ['stash', symbol]) {
      try {
        Object.defineProperty(target, key, { value: input.text, enumerable: true });
        stashed++;
      } catch {}
    }
  }
  Symbol.for('stash:' + input.text);
  try { throw new Error(input.text); } catch (error) { void error.stack; }
  return stashed;
`;

/** Enterprise B: every string it can read from the realm (data properties and getters of every reachable object). */
const READER = `
  ${REALM}
  const found = [];
  const keep = (value) => { if (typeof value === 'string' && /FROMTENANT/.test(value)) found.push(value); };
  for (const target of seen) {
    for (const key of Reflect.ownKeys(target)) {
      const d = Object.getOwnPropertyDescriptor(target, key);
      if (!d) continue;
      keep(d.value);
      if (d.get) try { keep(d.get.call(target)); } catch {}
    }
  }
  for (const key of ['input', '$_', 'lastMatch', '$&', 'lastParen', '$+', 'leftContext', '$\`', 'rightContext', "$'", '$1', '$2', '$3', '$9']) keep(RegExp[key]);
  keep(new Error('b').stack);
  keep(Symbol.keyFor(Symbol.for('stash')));
  return { found, objects: seen.size };
`;

describe('the sandbox, run by run', () => {
  // One isolate: every run shares the one warm realm.
  const sandbox = new Sandbox({ memoryMb: 32, timeoutMs: 2000, maxResultBytes: 100_000, hostCallsMs: 1000 }, 1);
  afterAll(() => sandbox.dispose());

  it('shows a later run nothing of an earlier one: no match, no stash, no stack', async () => {
    expect(await sandbox.run('script', WRITER, { text: TEXT })).toBe(0);
    const read = await sandbox.run('script', READER, {}) as { found: string[]; objects: number };
    expect(read.found).toEqual([]);
    expect(read.objects).toBeGreaterThan(500);
  });

  it('keeps no legacy RegExp statics, and patterns still work', async () => {
    expect(await sandbox.run('script', 'return [typeof RegExp.input, typeof RegExp.$1, "lastMatch" in RegExp, Object.getOwnPropertyNames(RegExp).sort()]', {}))
      .toEqual(['undefined', 'undefined', false, ['length', 'name', 'prototype']]);
    expect(await sandbox.run('script', 'return [/(b+)/.exec(input.s)[1], input.s.replace(/(a)(b)/, "$2$1")]', { s: 'abbc' })).toEqual(['bb', 'babc']);
  });

  it('keeps from a run the functions that would run after it: finalization callbacks, asynchronous waits and compiles', async () => {
    expect(await sandbox.run('script', 'return [typeof FinalizationRegistry, typeof WeakRef, typeof WebAssembly, typeof Atomics.waitAsync]', {}))
      .toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
  });
});

describe('two enterprises through the API', () => {
  let acme: ApiClient;
  const suite = apiSuite({}, async (s) => {
    const [row] = await s.server.sql<{ id: number }>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
    await installEnterprise(s.server.platform.db, s.server.config, row!.id, [
      { username: 'acme_admin', realname: 'Acme admin', roles: ['admin', 'general'], passwordEnv: 'ADMIN_PASSWORD' },
    ]);
    acme = await s.server.login('acme_admin', s.server.adminPassword);
  });
  const path = '/api/eform/manage/script/test';

  beforeAll(async () => {
    // Enterprise A matches its secret in every warm isolate (they take runs in turn).
    for (let i = 0; i < 8; i++) {
      expect(expectOk<any>(await suite.admin.post(path, { scriptType: 'script', script: 'return /SECRET-(\\w+)/.test(input.text)', input: { text: TEXT } }))).toEqual({ result: true });
    }
  });

  it('shows enterprise B none of enterprise A\'s matches, in any warm isolate', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await acme.post(path, { scriptType: 'script', script: READER.replace('{ found, objects: seen.size }', 'found') });
      expect([res.status, res.body.result]).toEqual([200, { result: [] }]);
    }
  });
});
