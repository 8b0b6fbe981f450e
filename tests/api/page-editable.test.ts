// Editable tables: a batch of added, edited and deleted order lines saved all-or-nothing, each row validated by the
// page's form; refused rows reported with their index and field errors, nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { setUpPage } from './page-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/order_line_list';
const save = (body: unknown) => suite.admin.post(`${page}/batchSave`, body);
const listAll = async () => expectOk<any>(await suite.admin.post(`${page}/list`, { pageNo: 1, pageSize: 100, sort: { colCode: 'product', order: 'asc' } })).records;
const lines = (records: any[]) => records.map((r) => `${r.product}:${Number(r.qty)}`);

beforeAll(async () => {
  await setUpPage(suite.admin, 'order_line', 'Order line', [
    { colCode: 'product', colName: 'Product', colType: 'varchar', colLength: 50, isRequired: true },
    { colCode: 'qty', colName: 'Qty', colType: 'number', colLength: 6, isRequired: true },
  ], (view) => ({ ...view, viewType: 'editableTable', columns: view.columns.map((c: any) => ({ ...c, isSort: true })) }));
  for (const [product, qty] of [['Apple', 1], ['Banana', 2], ['Cherry', 3]] as const) expectOk(await suite.admin.post(`${page}/data`, { product, qty }));
});

describe('batch save of an editable table', () => {
  it('refuses the whole batch when a row is wrong, listing each wrong row with its index', async () => {
    const [apple, banana] = await listAll();
    const res = await save({
      rows: [
        { id: apple.id, data_version: apple.data_version, qty: 10 },
        { product: 'Damson', qty: 'many' },
        { product: 'Elder', qty: 5 },
        { id: banana.id, data_version: banana.data_version, product: '' },
      ],
      deleted: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Row 2: Qty must be a number');
    expect(res.body.result.errors).toEqual([
      { row: 1, message: 'Qty must be a number', errors: [{ key: 'qty', message: 'Qty must be a number' }] },
      { row: 3, message: 'Product cannot be empty', errors: [{ key: 'product', message: 'Product cannot be empty' }] },
    ]);
    // Nothing written: not the valid edit before the bad row, not the valid addition after it.
    expect(lines(await listAll())).toEqual(['Apple:1', 'Banana:2', 'Cherry:3']);
  });

  it('refuses a batch with a row edited since it was read (its data_version), writing nothing', async () => {
    const [apple, banana] = await listAll();
    const res = await save({ rows: [{ id: apple.id, data_version: apple.data_version, qty: 7 }, { id: banana.id, data_version: 999, qty: 8 }] });
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([expect.objectContaining({ row: 1 })]);
    expect(lines(await listAll())).toEqual(['Apple:1', 'Banana:2', 'Cherry:3']);
  });

  it('saves additions, edits and deletions together', async () => {
    const [apple, banana, cherry] = await listAll();
    const res = expectOk<any>(await save({
      rows: [{ id: apple.id, data_version: apple.data_version, qty: 11 }, { product: 'Damson', qty: 4 }, { id: banana.id, data_version: banana.data_version, product: 'Blueberry' }],
      deleted: [cherry.id],
    }));
    expect(res).toEqual({ added: 1, edited: 2, deleted: 1 });
    expect(lines(await listAll())).toEqual(['Apple:11', 'Blueberry:2', 'Damson:4']);
    // Each write is in the data log like a single save.
    const log = expectOk<any[]>(await suite.admin.get(`${page}/data/${apple.id}/log`));
    expect(log.map((e) => e.action)).toContain('edit');
  });

  it('refuses an empty batch, and callers who may not open the page', async () => {
    const empty = await save({ rows: [], deleted: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('There are no changes to save');
    const user = await suite.server.login('user');
    expect((await user.post(`${page}/batchSave`, { rows: [{ product: 'X', qty: 1 }] })).status).toBe(403);
    expect((await suite.server.anonymous().post(`${page}/batchSave`, { rows: [{ product: 'X', qty: 1 }] })).status).toBe(401);
    expect(lines(await listAll())).toEqual(['Apple:11', 'Blueberry:2', 'Damson:4']);
  });
});
