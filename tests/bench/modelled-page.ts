// Set-up shared by the benchmarks over a modelled table: an app group, the table model created and its page generated.
import type { TableModel, View } from '@yc/engine';
import type { ApiClient } from '../support/server.ts';

/** The columns of the orders both benchmarks model. */
export const ORDER_COLUMNS: TableModel['columns'] = [
  { colCode: 'order_no', colName: 'Order number', colType: 'varchar', colLength: 32, isRequired: true },
  { colCode: 'customer', colName: 'Customer', colType: 'varchar', colLength: 50 },
  { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 },
  { colCode: 'status', colName: 'Status', colType: 'varchar', colLength: 8 },
  { colCode: 'order_date', colName: 'Order date', colType: 'date' },
];

/** The result of a set-up call, or an error naming why it failed. */
export async function ok<T>(call: Promise<{ status: number; body: { message: string; result: T } }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${res.body.message}`);
  return res.body.result;
}

/** Models the table, creates it and generates its page; answers the generated page (`viewCode`) as stored. */
export async function modelledPage(admin: ApiClient, model: TableModel, viewCode: string): Promise<View & { version: number }> {
  await ok(admin.post('/api/eform/manage/appGroup/add', { groupCode: 'bench', groupName: 'Bench' }));
  await ok(admin.post('/api/eform/manage/tableModel/add', model));
  await ok(admin.post('/api/eform/manage/tableModel/createTable', { tableName: model.tableName }));
  await ok(admin.post('/api/eform/manage/tableModel/generate', { tableName: model.tableName }));
  return ok<View & { version: number }>(admin.get(`/api/eform/manage/view/queryByCode?code=${viewCode}`));
}
