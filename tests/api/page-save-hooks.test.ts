// A page's before- and after-save hooks run in the one sandbox inside the save's transaction: before-save refuses with
// its own words or changes values (which the form's rules then check, so a hook cannot write what the form forbids),
// after-save sees the row written (its id, its sub-table rows, read through the save's own connection) and may refuse,
// rolling the whole save back; a failing hook (an error, an endless loop, a memory bomb) is a 400 and nothing is
// written; the editable table's batch save runs them for every row; java hooks are not supported; with script editing
// off no save hook can be set. Runs on PostgreSQL and on PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, startTestServer } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const CUSTOMERS = '/api/eform/engine/view/customer_list';
const ORDERS = '/api/eform/engine/view/sales_order_list';
const LINES = '/api/eform/engine/view/order_line_list';
const viewPath = '/api/eform/manage/view';

type Hook = { lang: string; code: string } | null;

/** Saves the page with these save hooks (null: none). */
async function hooks(viewCode: string, change: { beforeSave?: Hook; afterSave?: Hook }) {
  const view = expectOk<any>(await suite.admin.get(`${viewPath}/queryByCode?code=${viewCode}`));
  const next = { ...view, ...change };
  for (const key of ['beforeSave', 'afterSave'] as const) if (next[key] === null) delete next[key];
  return expectOk<any>(await suite.admin.put(`${viewPath}/edit`, next));
}
const script = (code: string) => ({ lang: 'script', code });

const count = async (page: string) => expectOk<any>(await suite.admin.post(`${page}/list`, { pageSize: 100 })).total as number;
const customers = async () => expectOk<any>(await suite.admin.post(`${CUSTOMERS}/list`, { pageSize: 100, sort: { colCode: 'name', order: 'asc' } })).records;

async function model(body: Record<string, unknown>) {
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { groupCode: 'crm', persistenceType: 'db', ...body }));
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: body.tableName }));
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/generate', { tableName: body.tableName }));
}

beforeAll(async () => {
  const admin = suite.admin;
  await setUpCustomer(admin, { generate: true });
  expectOk(await admin.post('/api/eform/manage/sqlConfig/add', {
    sqlName: 'Numbers', sqlCode: 'numbers', sqlQuery: 'select n from generate_series(1, :top) n', parameters: [{ parameterKey: 'top', defaultValue: '3' }],
  }));
  // An order with its lines (an editableTable of a oneToMany child table).
  const link = { tableName: 'sales_order', foreignKey: 'order_id' };
  await model({ tableName: 'sales_order', tableDesc: 'Sales order', objStructure: 'main', columns: [{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50, isRequired: true }] });
  await model({
    tableName: 'order_line', tableDesc: 'Order line', objStructure: 'oneToMany', mainTable: link,
    columns: [
      { colCode: 'order_id', colName: 'Order', colType: 'varchar', colLength: 36 },
      { colCode: 'product', colName: 'Product', colType: 'varchar', colLength: 20, isRequired: true },
    ],
  });
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=sales_order_form'));
  expectOk(await admin.put('/api/eform/manage/form/edit', {
    ...form, fields: [...form.fields, { type: 'editableTable', key: 'lines', title: 'Lines', span: 24, props: { tableName: 'order_line', formCode: 'order_line_form' } }],
  }));
});

describe('before-save hooks', () => {
  it('refuse a record with their own words, and nothing is written', async () => {
    await hooks('customer_list', { beforeSave: script('if (input.record.age < 18) return { refuse: "Customers under 18 cannot be saved (" + input.kind + ")" };') });
    const before = await count(CUSTOMERS);
    const refused = await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Kid', age: 12 });
    expect([refused.status, refused.body.message]).toEqual([400, 'Customers under 18 cannot be saved (add)']);
    expect(await count(CUSTOMERS)).toBe(before);
    const adult = expectOk<any>(await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Adult', age: 30 }));
    const edit = await suite.admin.put(`${CUSTOMERS}/data/${adult.id}`, { age: 10, data_version: adult.data_version });
    expect([edit.status, edit.body.message]).toEqual([400, 'Customers under 18 cannot be saved (edit)']);
    expect(Number(expectOk<any>(await suite.admin.get(`${CUSTOMERS}/data/${adult.id}?mode=edit`)).age)).toBe(30);
    await hooks('customer_list', { beforeSave: script('return false') });
    expect((await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Any' })).body.message).toBe('The page refused this request');
    await hooks('customer_list', { beforeSave: script('return 42') });
    expect((await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Any' })).body.message).toMatch(/^The before-save hook must return/);
    expect(await count(CUSTOMERS)).toBe(before + 1);
  });

  it('change values, reading SQL configs and other pages on the save\'s connection, and the form\'s rules check the result', async () => {
    await hooks('customer_list', {
      beforeSave: script(`const n = api.sql("numbers", { top: 4 }).length;
        const others = api.view("customer_list", { pageSize: 1 }).total;
        const was = input.before ? input.before.name + "->" : "";
        return { values: { name: was + input.record.name.toUpperCase(), age: n * 10 + others, code: input.kind + ":" + (input.id ? "id" : "new"), id: "forged" } };`),
    });
    const others = await count(CUSTOMERS);
    const added = expectOk<any>(await suite.admin.post(`${CUSTOMERS}/data`, { name: 'dora', age: 1 }));
    expect([added.name, Number(added.age), added.code]).toEqual(['DORA', 40 + others, 'add:new']);
    expect(added.id).not.toBe('forged');
    const edited = expectOk<any>(await suite.admin.put(`${CUSTOMERS}/data/${added.id}`, { name: 'eve', data_version: added.data_version }));
    expect([edited.id, edited.name, edited.code]).toEqual([added.id, 'DORA->EVE', 'edit:id']);
  });

  it('cannot write what the form forbids: a changed value breaking a rule is refused with the field\'s error', async () => {
    const before = await count(CUSTOMERS);
    await hooks('customer_list', { beforeSave: script('return { values: { phone: "not a phone" } }') });
    const phone = await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Fay', phone: '13800138000' });
    expect(phone.status).toBe(400);
    expect(phone.body.result.errors[0]).toMatchObject({ key: 'phone' });
    await hooks('customer_list', { beforeSave: script('return { values: { name: "x".repeat(60) } }') });
    const long = await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Fay' });
    expect(long.status).toBe(400);
    expect(long.body.result.errors[0]).toMatchObject({ key: 'name' });
    await hooks('customer_list', { beforeSave: script('return { values: { name: null } }') });
    expect((await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Fay' })).body.result.errors[0]).toMatchObject({ key: 'name' });
    expect(await count(CUSTOMERS)).toBe(before);
    await hooks('customer_list', { beforeSave: null });
  });
});

describe('after-save hooks', () => {
  it('see the row written with its id and its sub-table rows, and a refusal rolls the order and its lines back', async () => {
    await hooks('sales_order_list', {
      afterSave: script(`const lines = api.view("order_line_list", { pageSize: 100 }).records.filter((l) => l.order_id === input.record.id);
        if (lines.length > 2) return { refuse: "At most 2 lines, got " + lines.length + " for " + input.record.title };`),
    });
    const [orders, lines] = [await count(ORDERS), await count(LINES)];
    const refused = await suite.admin.post(`${ORDERS}/data`, { title: 'Big', lines: [{ product: 'A' }, { product: 'B' }, { product: 'C' }] });
    expect([refused.status, refused.body.message]).toEqual([400, 'At most 2 lines, got 3 for Big']);
    expect([await count(ORDERS), await count(LINES)]).toEqual([orders, lines]);
    const small = expectOk<any>(await suite.admin.post(`${ORDERS}/data`, { title: 'Small', lines: [{ product: 'A' }, { product: 'B' }] }));
    expect([await count(ORDERS), await count(LINES)]).toEqual([orders + 1, lines + 2]);
    // An edit adding a third line is rolled back whole: the title and the lines stay as they were.
    const stored = expectOk<any>(await suite.admin.get(`${ORDERS}/data/${small.id}?mode=edit`));
    const grown = await suite.admin.put(`${ORDERS}/data/${small.id}`, { title: 'Grown', data_version: stored.data_version, lines: [...stored.lines, { product: 'C' }] });
    expect([grown.status, grown.body.message]).toEqual([400, 'At most 2 lines, got 3 for Grown']);
    const after = expectOk<any>(await suite.admin.get(`${ORDERS}/data/${small.id}?mode=edit`));
    expect([after.title, after.lines.map((l: any) => l.product)]).toEqual(['Small', ['A', 'B']]);
    await hooks('sales_order_list', { afterSave: null });
  });
});

describe('failing hooks', () => {
  it.each([
    ['an endless loop before the save', { beforeSave: script('for (;;) {}') }, /^The script ran longer than \d+ ms and was stopped$/],
    ['an endless loop after the save', { afterSave: script('while (true) {}') }, /^The script ran longer than \d+ ms and was stopped$/],
    ['a memory bomb', { beforeSave: script('const a = []; for (;;) a.push(new Array(1e5).fill(Math.random()));') }, /and was stopped$/],
    ['an error', { afterSave: script('throw new Error("boom")') }, /^The script failed: Error: boom$/],
    ['a call of an unknown SQL config', { beforeSave: script('api.sql("no_such_config", {})') }, /^The script failed: Error: /],
    ['a java hook', { beforeSave: { lang: 'java', code: 'return null;' } }, /^Scripts of type java are not currently supported$/],
    ['a groovy hook', { afterSave: { lang: 'groovy', code: 'return null' } }, /^Scripts of type groovy are not currently supported$/],
  ])('%s is a 400, nothing is written and the server serves on', async (_name, change, message) => {
    await hooks('customer_list', { beforeSave: null, afterSave: null, ...change });
    const before = await count(CUSTOMERS);
    const res = await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Gil', age: 40 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await count(CUSTOMERS)).toBe(before);
    await hooks('customer_list', { beforeSave: null, afterSave: null });
    expectOk(await suite.admin.post(`${CUSTOMERS}/data`, { name: 'Gil', age: 40 }));
    expect(await count(CUSTOMERS)).toBe(before + 1);
  });
});

describe('the editable table\'s batch save', () => {
  it('runs the hooks for every row: a refused row is listed, a changed value written, an after-save refusal rolls the batch back', async () => {
    await hooks('customer_list', { beforeSave: script('if (input.record.name === "Bad") return { refuse: "No Bad here" }; return { values: { code: "B-" + input.record.name } };') });
    const before = await count(CUSTOMERS);
    const refused = await suite.admin.post(`${CUSTOMERS}/batchSave`, { rows: [{ name: 'Hal' }, { name: 'Bad' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([{ row: 1, message: 'No Bad here', errors: [{ message: 'No Bad here' }] }]);
    expect(await count(CUSTOMERS)).toBe(before);
    expect(expectOk<any>(await suite.admin.post(`${CUSTOMERS}/batchSave`, { rows: [{ name: 'Hal' }, { name: 'Ida' }] }))).toMatchObject({ added: 2 });
    expect((await customers()).filter((c: any) => ['Hal', 'Ida'].includes(c.name)).map((c: any) => c.code)).toEqual(['B-Hal', 'B-Ida']);
    await hooks('customer_list', { beforeSave: null, afterSave: script('if (input.record.name === "Jo") return { refuse: "Jo was refused after the save" };') });
    const late = await suite.admin.post(`${CUSTOMERS}/batchSave`, { rows: [{ name: 'Ken' }, { name: 'Jo' }] });
    expect([late.status, late.body.result.errors[0].message]).toEqual([400, 'Jo was refused after the save']);
    expect(await count(CUSTOMERS)).toBe(before + 2);
    await hooks('customer_list', { afterSave: script('for (;;) {}') });
    const loop = await suite.admin.post(`${CUSTOMERS}/batchSave`, { rows: [{ name: 'Lu' }, { name: 'Mo' }, { name: 'Ned' }] });
    expect(loop.status).toBe(400);
    // The first failing hook ends the checking: one row listed, not one per row.
    expect(loop.body.result.errors.map((e: any) => e.row)).toEqual([0]);
    expect(loop.body.result.errors[0].message).toMatch(/^The script ran longer than/);
    expect(await count(CUSTOMERS)).toBe(before + 2);
    await hooks('customer_list', { afterSave: null });
  });
});

describe('with script editing off', () => {
  it('refuses setting or changing a save hook, and keeps the rest editable (removing one is allowed)', async () => {
    const server = await startTestServer({ env: { ALLOW_EDIT_SCRIPT: 'false' } });
    try {
      const admin = await server.login('admin');
      await setUpCustomer(admin, { generate: true });
      const view = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      const forbidden = [403, 'The current environment prohibits this operation'];
      for (const change of [{ beforeSave: script('return null') }, { afterSave: script('return null') }]) {
        const edit = await admin.put(`${viewPath}/edit`, { ...view, ...change });
        expect([edit.status, edit.body.message]).toEqual(forbidden);
        const add = await admin.post(`${viewPath}/add`, { ...view, viewCode: 'customer_saved', version: undefined, ...change });
        expect([add.status, add.body.message]).toEqual(forbidden);
      }
      const after = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      expect([after.version, after.beforeSave, after.afterSave]).toEqual([view.version, undefined, undefined]);
      // A page given a save hook elsewhere (an installed app) keeps it through other edits, and may lose it.
      await server.sql(`update ef_metadata set content = jsonb_set(content, '{beforeSave}', $1::jsonb), version = version + 1 where kind = 'view' and code = 'customer_list'`, [JSON.stringify(script('return null'))]);
      const hooked = expectOk<any>(await admin.get(`${viewPath}/queryByCode?code=customer_list`));
      const renamed = expectOk<any>(await admin.put(`${viewPath}/edit`, { ...hooked, viewName: 'Customers (renamed)' }));
      expect(renamed.beforeSave).toEqual(script('return null'));
      expect(expectOk<any>(await admin.put(`${viewPath}/edit`, { ...renamed, beforeSave: undefined })).beforeSave).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});
