// Excel export and import of a list page (PostgreSQL and PGlite): the export honours the query, column order,
// aliases and masks; the import checks every row and writes all or nothing; limits, cancel and who may see a job.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';
import { exportPage, fetchBytes, pagePath, readWorkbook, uploadWorkbook, waitForJob, writeWorkbook } from './excel-fixtures.ts';

// A small export maximum, so that going over it takes few rows.
const suite = apiSuite({ env: { EXCEL_EXPORT_MAX_ROWS: '50' } });
const VIEW = 'customer_list';
const page = pagePath(VIEW);

const HEADER = ['Customer name', 'Code', 'Phone', 'Email', 'Sex', 'Age', 'Born'];

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const fields = form.fields.map((f: any) => (f.key === 'code' ? { ...f, rules: [...(f.rules ?? []), { unionCheck: true }] } : f));
  expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, fields }));
  // The page: the name aliased, the age queryable and listed after the name, import and export buttons.
  const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
  const columns = view.columns.map((c: any, i: number) => ({
    ...c,
    sortNo: c.colCode === 'age' ? 0.5 : i,
    ...(c.colCode === 'name' ? { colAlias: 'Customer name' } : {}),
    ...(c.colCode === 'age' ? { isQuery: true } : {}),
    ...(c.colCode === 'code' ? { importRules: 'letter' } : {}),
  }));
  const buttons = [
    ...view.buttons,
    { buttonName: '导出', buttonType: 'toolbar', action: 'export', permission: `${VIEW}:export` },
    { buttonName: '导入', buttonType: 'toolbar', action: 'import', permission: `${VIEW}:import` },
  ];
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns, buttons }));
  for (let i = 0; i < 12; i++) {
    expectOk(await suite.admin.post(`${page}/data`, {
      name: `Person ${String(i).padStart(2, '0')}`, code: `C${'abcdefghijkl'[i]}`, phone: `1381234${String(5600 + i)}`,
      email: `p${i}@example.com`, sex: i % 2 ? '1' : '2', age: 20 + i, born: `1990-01-${String(i + 1).padStart(2, '0')}`,
    }));
  }
});

describe('export', () => {
  it('writes the records of the query in the page\'s column order with aliases, sorted as asked', async () => {
    const { res, job, rows } = await exportPage(suite.admin, VIEW, { filters: [{ colCode: 'age', op: 'ge', value: 25 }], sort: { colCode: 'age', order: 'desc' } });
    expect(res.status).toBe(200);
    expect(job).toMatchObject({ state: 'done', done: 7, total: 7, kind: 'export' });
    expect(rows![0]).toEqual(['Customer name', 'Age', 'Code', 'Phone', 'Email', 'Sex', 'Born']);
    expect(rows!.slice(1).map((r) => r[1])).toEqual([31, 30, 29, 28, 27, 26, 25]);
    expect(rows![1]!.slice(0, 3)).toEqual(['Person 11', 31, 'Cl']);
  });

  it('masks masked columns as the list does', async () => {
    const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
    const masked = view.columns.map((c: any) => (c.colCode === 'phone' ? { ...c, tuoMin: 'phonenumber' } : c));
    const edited = expectOk<any>(await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns: masked }));
    try {
      const { rows } = await exportPage(suite.admin, VIEW, { sort: { colCode: 'age', order: 'asc' } });
      expect(rows!.slice(1).map((r) => r[3])).toContain('138****5600');
      expect(rows!.flat().join()).not.toContain('13812345600');
    } finally {
      expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...edited, columns: view.columns }));
    }
  });

  it('refuses an export over the maximum rows with the number and the maximum', async () => {
    for (let i = 0; i < 40; i++) await suite.server.tenantSql(`insert into customer (name, code) values ($1, $2)`, [`Bulk ${i}`, `bulk${i}`]);
    try {
      const res = await suite.admin.post(`${page}/exportXls`, {});
      expect([res.status, res.body.message]).toEqual([400, 'The export has 52 rows, more than the maximum of 50 rows; narrow the query']);
      const zh = await suite.admin.post(`${page}/exportXls?lang=zh_CN`, {});
      expect(zh.body.message).toBe('导出数据共 52 行，超过最大导出行数 50，请缩小查询范围');
    } finally {
      await suite.server.tenantSql(`delete from customer where name like 'Bulk %'`);
    }
  });

  it('refuses a query the page does not allow, and a page without an export button', async () => {
    const res = await suite.admin.post(`${page}/exportXls`, { filters: [{ colCode: 'email', value: 'x' }] });
    expect([res.status, res.body.message]).toEqual([400, 'Column email cannot be queried on this page']);
    const view = expectOk<any>(await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${VIEW}`));
    const edited = expectOk<any>(await suite.admin.put('/api/eform/manage/view/edit', { ...view, buttons: view.buttons.filter((b: any) => b.action !== 'export') }));
    try {
      expect((await suite.admin.post(`${page}/exportXls`, {})).status).toBe(403);
    } finally {
      expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...edited, buttons: view.buttons }));
    }
  });

  it('shows a job only to the user who started it', async () => {
    const { job } = await exportPage(suite.admin, VIEW, {});
    const user = await suite.server.login('user');
    expect((await user.get(`${page}/excelJob/${job!.id}`)).status).toBe(404);
    expect((await fetchBytes(user, `${page}/excelJob/${job!.id}/file`)).status).toBe(404);
    expect((await user.post(`${page}/excelJob/${job!.id}/cancel`, {})).status).toBe(404);
  });
});

describe('import', () => {
  const count = async () => expectOk<any>(await suite.admin.post(`${page}/list`, {})).total as number;

  it('gives a template with the import columns as its header, in page order (files may have them in any order)', async () => {
    const file = await fetchBytes(suite.admin, `${page}/importTemplate`);
    expect(file.status).toBe(200);
    expect(await readWorkbook(file.bytes)).toEqual([['Customer name', 'Age', 'Code', 'Phone', 'Email', 'Sex', 'Born']]);
  });

  it('round trip: the exported records imported again are the same records', async () => {
    const before = await count();
    const { rows } = await exportPage(suite.admin, VIEW, { sort: { colCode: 'age', order: 'asc' } });
    // The codes are unique: the copies get new ones, the rest stays as exported.
    const copies = rows!.map((r, i) => (i === 0 ? r : [r[0], r[1], `${r[2]}copy`, ...r.slice(3)]));
    const upload = await uploadWorkbook(suite.admin, VIEW, await writeWorkbook(copies));
    expect(upload.status).toBe(200);
    const job = await waitForJob(suite.admin, VIEW, upload.body.result);
    expect(job).toMatchObject({ state: 'done', done: 12, total: 12, errors: [] });
    expect(await count()).toBe(before + 12);
    const again = await exportPage(suite.admin, VIEW, { filters: [{ colCode: 'age', op: 'ge', value: 0 }], sort: { colCode: 'age', order: 'asc' } });
    const strip = (r: unknown[]) => [r[0], r[1], String(r[2]).replace(/copy$/, ''), ...r.slice(3)];
    const original = rows!.slice(1).map(strip);
    const imported = again.rows!.slice(1).filter((r) => String(r[2]).endsWith('copy')).map(strip);
    expect(imported).toEqual(original);
    await suite.server.tenantSql(`delete from customer where code like '%copy'`);
  });

  it('one bad row: nothing is written and the row and column are reported', async () => {
    const before = await count();
    const good = (i: number) => [`New ${i}`, `N${'abcdefghij'[i]}`, '13900000000', `n${i}@example.com`, '1', 30, '2000-01-01'];
    const rows = [HEADER, ...Array.from({ length: 9 }, (_, i) => good(i))];
    rows[5] = ['New bad', 'Nbad', '123', 'bad@', '1', 'thirty', '2000-02-30'];
    rows[7] = [...good(6).slice(0, 1), 'N1x', ...good(6).slice(2)];
    const upload = await uploadWorkbook(suite.admin, VIEW, await writeWorkbook(rows));
    const job = await waitForJob(suite.admin, VIEW, upload.body.result);
    expect(job.state).toBe('failed');
    expect(job.message).toBe('import failed because of wrong data format');
    expect(job.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 6, column: 'Phone', message: 'phone number is incorrect' }),
      expect.objectContaining({ row: 6, column: 'Email', message: 'Please enter a valid email address' }),
      expect.objectContaining({ row: 6, column: 'Age', message: 'Age must be a number' }),
      expect.objectContaining({ row: 6, column: 'Born', message: 'Born must be a date like 2024-01-31' }),
      expect.objectContaining({ row: 8, column: 'Code', message: 'Code does not match the import rule letter' }),
    ]));
    expect(job.errors.every((e) => e.row === 6 || e.row === 8)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('a value another record has (unique field) fails the whole import', async () => {
    const before = await count();
    const rows = [HEADER, ['Fresh', 'Nfresh', '', '', '', 40, ''], ['Dup', 'Ca', '', '', '', 41, '']];
    const job = await waitForJob(suite.admin, VIEW, (await uploadWorkbook(suite.admin, VIEW, await writeWorkbook(rows))).body.result);
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual([expect.objectContaining({ row: 3, column: 'Code', message: 'The value is unavailable and already exists in the system' })]);
    expect(await count()).toBe(before);
  });

  it('refuses a file that is not a workbook, and an unknown column', async () => {
    const res = await uploadWorkbook(suite.admin, VIEW, new TextEncoder().encode('name,code\nA,B\n'), 'import.xlsx');
    expect([res.status, res.body.message]).toEqual([400, 'The file is not an Excel workbook (.xlsx)']);
    const unknown = await uploadWorkbook(suite.admin, VIEW, await writeWorkbook([[...HEADER, 'Salary'], ['X', 'Nx', '', '', '', 1, '', 100]]));
    const job = await waitForJob(suite.admin, VIEW, unknown.body.result);
    expect([job.state, job.errors[0]?.message]).toEqual(['failed', 'Column Salary is not a column of this page']);
  });

  it('a cancelled import is rolled back', async () => {
    const before = await count();
    const rows = [HEADER, ...Array.from({ length: 3000 }, (_, i) => [`Many ${i}`, `M${i.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}x`, '', '', '', 30, ''])];
    const upload = await uploadWorkbook(suite.admin, VIEW, await writeWorkbook(rows));
    expect(upload.status).toBe(200);
    const cancelled = expectOk<any>(await suite.admin.post(`${page}/excelJob/${upload.body.result.id}/cancel`, {}));
    expect(cancelled.id).toBe(upload.body.result.id);
    const job = await waitForJob(suite.admin, VIEW, upload.body.result);
    expect([job.state, job.message]).toEqual(['cancelled', 'Cancelled; nothing was kept']);
    expect(await count()).toBe(before);
  });
});
