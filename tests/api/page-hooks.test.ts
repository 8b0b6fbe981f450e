// A page's load hooks and custom buttons run in the one sandbox: a before hook changes the query or refuses with its
// own words, an after hook reshapes the rows, both read other pages and SQL configs through a narrow api; java and
// groovy hooks are not supported; a button's script runs with the selected records once its permission is checked;
// escape attempts through a hook are contained and the server serves on; with script editing off no write path lets
// a script in.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, startTestServer, type ApiClient } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
const viewPath = '/api/eform/manage/view';

type Hook = { lang: string; code: string };

/** Saves the page with these hooks and buttons over what it has. */
async function design(change: { beforeLoad?: Hook | null; afterLoad?: Hook | null; buttons?: unknown[] }, client: ApiClient = suite.admin) {
  const view = expectOk<any>(await client.get(`${viewPath}/queryByCode?code=customer_list`));
  const next = { ...view, ...change };
  for (const key of ['beforeLoad', 'afterLoad'] as const) if (next[key] === null) delete next[key];
  return expectOk<any>(await client.put(`${viewPath}/edit`, next));
}

const names = (page: any) => page.records.map((r: any) => r.name);

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  for (const [name, age] of [['Ann', 31], ['Bob', 45], ['Cid', 22]] as const) expectOk(await suite.admin.post(`${page}/data`, { name, age }));
  expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Numbers', sqlCode: 'numbers', sqlQuery: 'select n from generate_series(1, :top) n', parameters: [{ parameterKey: 'top', defaultValue: '3' }],
  }));
});

describe('before-load hooks', () => {
  it('change the query of a list (the page\'s columns still decide what passes) and of a read', async () => {
    await design({ beforeLoad: { lang: 'script', code: 'if (input.kind === "list") return { query: { ...input.query, sort: { colCode: "age", order: "desc" } } };' } });
    expect(names(expectOk(await suite.admin.post(`${page}/list`, {})))).toEqual(['Bob', 'Ann', 'Cid']);
    await design({ beforeLoad: { lang: 'script', code: 'return { query: { sort: { colCode: "tenant_id", order: "desc" } } }' } });
    const bad = await suite.admin.post(`${page}/list`, {});
    expect([bad.status, bad.body.message]).toEqual([400, 'Column tenant_id cannot be sorted on this page']);
    await design({ beforeLoad: null });
  });

  it('refuse with their own message, for lists and single records alike', async () => {
    const [ann] = expectOk<any>(await suite.admin.post(`${page}/list`, {})).records.filter((r: any) => r.name === 'Ann');
    await design({ beforeLoad: { lang: 'script', code: 'if (input.user.username !== "boss") return { refuse: "Only the boss reads customers" };' } });
    const list = await suite.admin.post(`${page}/list`, {});
    expect([list.status, list.body.message]).toEqual([400, 'Only the boss reads customers']);
    const read = await suite.admin.get(`${page}/data/${ann.id}`);
    expect([read.status, read.body.message]).toEqual([400, 'Only the boss reads customers']);
    await design({ beforeLoad: { lang: 'script', code: 'return false' } });
    expect((await suite.admin.post(`${page}/list`, {})).body.message).toBe('The page refused this request');
    await design({ beforeLoad: { lang: 'script', code: 'return 42' } });
    expect((await suite.admin.post(`${page}/list`, {})).body.message).toMatch(/^The before-load hook must return/);
    await design({ beforeLoad: null });
  });
});

describe('after-load hooks', () => {
  it('reshape the rows of a list and of a record shown, with SQL configs and other pages at hand', async () => {
    await design({
      afterLoad: {
        lang: 'script',
        code: `const n = api.sql("numbers", { top: 2 }).length;
               const others = api.view("customer_list", { pageSize: 1 });
               return input.records.filter((r) => r.name !== "Cid").map((r) => ({ ...r, label: r.name + "!", n, others: others.total }));`,
      },
    });
    const listed = expectOk<any>(await suite.admin.post(`${page}/list`, { sort: { colCode: 'name', order: 'asc' } }));
    expect(listed.records.map((r: any) => [r.label, r.n, r.others])).toEqual([['Ann!', 2, 3], ['Bob!', 2, 3]]);
    const shown = expectOk<any>(await suite.admin.get(`${page}/data/${listed.records[0].id}`));
    expect(shown).toMatchObject({ id: listed.records[0].id, label: 'Ann!' });
    // A record read to be edited is the stored one.
    expect(expectOk<any>(await suite.admin.get(`${page}/data/${listed.records[0].id}?mode=edit`)).label).toBeUndefined();
  });

  it('refuse a page the caller may not open, thrown into the script', async () => {
    await design({ afterLoad: { lang: 'script', code: 'try { api.view("no_such_page", {}); } catch (e) { return input.records.map((r) => ({ ...r, why: e.message })); }' } });
    const listed = expectOk<any>(await suite.admin.post(`${page}/list`, {}));
    expect(listed.records[0].why).toBe('Sorry, resource not found');
    await design({ afterLoad: { lang: 'script', code: 'return "rows"' } });
    expect((await suite.admin.post(`${page}/list`, {})).body.message).toMatch(/^The after-load hook must return/);
    await design({ afterLoad: null });
  });

  it('in java or groovy answer that they are not currently supported', async () => {
    await design({ afterLoad: { lang: 'java', code: 'return rows;' } });
    const java = await suite.admin.post(`${page}/list`, {});
    expect([java.status, java.body.message]).toEqual([400, 'Scripts of type java are not currently supported']);
    await design({ afterLoad: null, beforeLoad: { lang: 'groovy', code: 'return query' } });
    const groovy = await suite.admin.post(`${page}/list?lang=zh_CN`, {});
    expect([groovy.status, groovy.body.message]).toEqual([400, '暂不支持 groovy 类型的脚本']);
    await design({ beforeLoad: null });
  });
});

describe('escape attempts through a hook', () => {
  afterEach(() => design({ afterLoad: null }));

  it.each([
    ['process', 'return process.env', /^The script failed: ReferenceError: process is not defined$/],
    ['require', 'return require("child_process").execSync("id")', /^The script failed: ReferenceError: require is not defined$/],
    ['a constructor chain', 'return this.constructor.constructor("return process")()', /^The script failed: TypeError/],
    ['a function constructor chain', 'return input.constructor.constructor("return process")().env', /^The script failed: ReferenceError: process is not defined$/],
    ['prototype pollution', 'Object.prototype.admin = true; return input.records', /^The script failed: TypeError: Cannot add property admin/],
    ['an endless loop', 'for (;;) {}', /^The script ran longer than \d+ ms and was stopped$/],
    ['a memory bomb', 'const a = []; for (;;) a.push(new Array(1e5).fill(Math.random()));', /and was stopped$/],
    ['an async loop', '(async () => { for (;;) await null; })(); return input.records', /^The script ran longer than \d+ ms and was stopped$/],
    ['a Proxy result', 'return new Proxy([], { get: () => { throw new Error("trap"); } })', /^The script failed: Error: trap$/],
    ['a huge output', 'return [{ id: "x", pad: "x".repeat(1100000) }]', /^The script returned more than \d+ bytes$/],
  ])('contains %s, and the server serves the next request', async (_name, code, message) => {
    await design({ afterLoad: { lang: 'script', code } });
    const res = await suite.admin.post(`${page}/list`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    // Nothing was left behind: the next run sees a clean realm.
    await design({ afterLoad: { lang: 'script', code: 'return input.records.map((r) => ({ ...r, polluted: ({}).admin === true }))' } });
    const next = expectOk<any>(await suite.admin.post(`${page}/list`, {}));
    expect(next.records.length).toBe(3);
    expect(next.records.every((r: any) => r.polluted === false)).toBe(true);
  });
});

describe('custom buttons', () => {
  let user: ApiClient;
  let ids: string[];

  beforeAll(async () => {
    await design({
      buttons: [
        ...(expectOk<any>(await suite.admin.get(`${viewPath}/queryByCode?code=customer_list`)).buttons ?? []),
        {
          buttonName: 'Approve', buttonType: 'toolbar', action: 'custom', permission: 'customer_list:approve',
          script: { lang: 'script', code: 'if (!input.ids.length) return { refuse: "Select the customers to approve" }; return { message: "Approved " + input.records.map((r) => r.name).join(", ") + " by " + input.user.username, data: input.ids.length };' },
        },
        { buttonName: 'Nothing', buttonType: 'inline', action: 'custom' },
      ],
    });
    expectOk(await suite.admin.post(`${viewPath}/addToMenu`, { viewCode: 'customer_list', back: '0', name: 'Customers' }));
    const [menu] = await suite.server.sql<{ code: string }>(`select code from sys_permission where url = '/eform/view/customer_list'`);
    user = (await signedInWith(suite.server, suite.admin, [menu!.code])).client;
    ids = expectOk<any>(await suite.admin.post(`${page}/list`, { sort: { colCode: 'name', order: 'asc' } })).records.map((r: any) => r.id);
  });

  it('run the button\'s script with the selected records and answer its message', async () => {
    const res = expectOk<any>(await suite.admin.post(`${page}/button`, { buttonName: 'Approve', ids: [ids[1], ids[0], ids[1]] }));
    expect(res).toEqual({ message: 'Approved Ann, Bob by admin', data: 2 });
    const refused = await suite.admin.post(`${page}/button`, { buttonName: 'Approve', ids: [] });
    expect([refused.status, refused.body.message]).toEqual([400, 'Select the customers to approve']);
  });

  it('check the button\'s permission on the server, and run only a script the stored page gives', async () => {
    const denied = await user.post(`${page}/button`, { buttonName: 'Approve', ids });
    expect([denied.status, denied.body.message]).toEqual([403, 'access denied']);
    const unknown = await suite.admin.post(`${page}/button`, { buttonName: 'Delete everything', ids });
    expect(unknown.status).toBe(403);
    const noScript = await suite.admin.post(`${page}/button`, { buttonName: 'Nothing', ids });
    expect([noScript.status, noScript.body.message]).toEqual([400, 'This button runs no script']);
    const forged = await suite.admin.post(`${page}/button`, { buttonName: 'Approve', ids, script: { lang: 'script', code: 'return "forged"' } });
    expect(forged.body.result?.message).not.toBe('forged');
  });
});

describe('with script editing off', () => {
  it('refuses every write of a page that would create or change a script, and keeps the rest editable (removing one is allowed)', async () => {
    const server = await startTestServer({ env: { ALLOW_EDIT_SCRIPT: 'false' } });
    try {
      const admin = await server.login('admin');
      await setUpCustomer(admin, { generate: true });
      const view = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      const hook = { lang: 'script', code: 'return null' };
      const forbidden = [403, 'The current environment prohibits this operation'];
      const edit = await admin.put(`${viewPath}/edit`, { ...view, afterLoad: hook });
      expect([edit.status, edit.body.message]).toEqual(forbidden);
      const add = await admin.post(`${viewPath}/add`, { ...view, viewCode: 'customer_hooked', version: undefined, beforeLoad: hook });
      expect([add.status, add.body.message]).toEqual(forbidden);
      const button = await admin.put(`${viewPath}/edit`, { ...view, buttons: [...view.buttons, { buttonName: 'Run', buttonType: 'toolbar', action: 'custom', script: hook }] });
      expect([button.status, button.body.message]).toEqual(forbidden);
      // A page given a hook elsewhere (an installed app) keeps it through an edit of other fields, and may lose it.
      await server.sql(`update ef_metadata set content = jsonb_set(content, '{afterLoad}', $1::jsonb), version = version + 1 where kind = 'view' and code = 'customer_list'`, [JSON.stringify(hook)]);
      const hooked = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      expectOk(await admin.put(`${viewPath}/edit`, { ...hooked, viewName: 'Customers (renamed)' }));
      const current = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      expect(current.afterLoad).toEqual(hook);
      const removed = expectOk<any>(await admin.put(`${viewPath}/edit`, { ...current, afterLoad: undefined }));
      expect(removed.afterLoad).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});
