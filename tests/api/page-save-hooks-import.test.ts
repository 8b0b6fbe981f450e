// An Excel import is a save of many rows: the page's before-save hook runs for every row (a refusal is that row's
// error, a changed value is checked by the form like the sheet's and then written), the after-save hook for every row
// written (a refusal is that row's error); any such error fails the whole import and nothing is written. Runs on
// PostgreSQL and on PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';
import { pagePath, uploadWorkbook, waitForJob, writeWorkbook } from './excel-fixtures.ts';

const suite = apiSuite();
const VIEW = 'customer_list';
const page = pagePath(VIEW);
const HEADER = ['Name', 'Age'];

type Hook = { lang: string; code: string } | null;
const script = (code: string) => ({ lang: 'script', code });

/** Saves the page with these save hooks (null: none). */
async function hooks(change: { beforeSave?: Hook; afterSave?: Hook }) {
  const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const next = { ...view, ...change };
  for (const key of ['beforeSave', 'afterSave'] as const) if (next[key] === null) delete next[key];
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', next));
}

const names = async () => expectOk<any>(await suite.admin.post(`${page}/list`, { pageSize: 100, sort: { colCode: 'name', order: 'asc' } }))
  .records.map((r: any) => [r.name, Number(r.age)]);
const importRows = async (rows: unknown[][]) =>
  waitForJob(suite.admin, VIEW, (await uploadWorkbook(suite.admin, VIEW, await writeWorkbook([HEADER, ...rows]))).body.result);

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const buttons = [...view.buttons, { buttonName: '导入', buttonType: 'toolbar', action: 'import', permission: `${VIEW}:import` }];
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, buttons }));
  expectOk(await suite.admin.post(`${page}/data`, { name: 'Existing', age: 50 }));
});

describe('save hooks during an Excel import', () => {
  it('Given a before-save hook, when rows are imported, then refused rows are listed as their rows\' errors and nothing is written', async () => {
    await hooks({ beforeSave: script('if (input.record.age < 18) return { refuse: "Customers under 18 cannot be saved (" + input.kind + ")" };') });
    const before = await names();
    const job = await importRows([['Ann', 30], ['Kid', 12], ['Bob', 40], ['Tot', 3]]);
    expect([job.state, job.message]).toEqual(['failed', 'import failed because of wrong data format']);
    expect(job.errors!.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, '', 'Customers under 18 cannot be saved (add)'], [5, '', 'Customers under 18 cannot be saved (add)'],
    ]);
    expect(await names()).toEqual(before);
  });

  it('Given a before-save hook changing values, when rows are imported, then its values are written, and a value the form refuses is that row\'s field error', async () => {
    await hooks({ beforeSave: script('return { values: { name: input.record.name.toUpperCase(), age: input.record.age + api.view("customer_list", { pageSize: 1 }).total } };') });
    const before = await names();
    const done = await importRows([['Cy', 20], ['Di', 21]]);
    expect(done.state).toBe('done');
    // Each row's hook reads the page before the rows of its batch are inserted (a batch holds them all here).
    const now = await names();
    expect([now.length, now]).toEqual([before.length + 2, expect.arrayContaining([['CY', 20 + before.length], ['DI', 21 + before.length]])]);
    await hooks({ beforeSave: script('return input.record.name === "Long" ? { values: { name: "x".repeat(60) } } : null;') });
    const after = await names();
    const job = await importRows([['Ed', 20], ['Long', 20]]);
    expect(job.state).toBe('failed');
    expect(job.errors!.map((e) => [e.row, e.column])).toEqual([[3, 'Name']]);
    expect(await names()).toEqual(after);
  });

  it('Given an after-save hook, when rows are imported, then it sees each written row with its id, and one refusal rolls the whole import back', async () => {
    await hooks({
      beforeSave: null,
      afterSave: script(`if (!/^[0-9a-f-]{36}$/.test(input.record.id)) return { refuse: "no id" };
        if (input.record.name === "Zed") return { refuse: "Zed is refused after " + input.kind };`),
    });
    const before = await names();
    const job = await importRows([['Fay', 20], ['Zed', 20], ['Gus', 20]]);
    expect(job.state).toBe('failed');
    expect(job.errors!.map((e) => [e.row, e.column, e.message])).toEqual([[3, '', 'Zed is refused after add']]);
    expect(await names()).toEqual(before);
    expect((await importRows([['Fay', 20], ['Gus', 20]])).state).toBe('done');
    expect((await names()).map((r: any) => r[0])).toEqual(expect.arrayContaining(['Fay', 'Gus']));
    await hooks({ afterSave: null });
  });
});
