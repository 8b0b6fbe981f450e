// The sales order a sub-table test starts from: the 'orders' application group, the main table `sales_order` (a
// required title) with its form and pages generated, and the link a child table model names to hang under it.
import type { ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

export const ORDER_LINK = { tableName: 'sales_order', foreignKey: 'order_id' };

/** Adds a table model to the 'orders' group, creates its table and generates its form and pages. */
export async function orderModel(admin: ApiClient, body: Record<string, unknown>): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/tableModel/add', { groupCode: 'orders', persistenceType: 'db', ...body }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: body.tableName }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: body.tableName }));
}

/** The 'orders' group and the sales order's main table. */
export async function salesOrder(admin: ApiClient): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'orders', groupName: 'Orders', orderNum: 1 }));
  await orderModel(admin, {
    tableName: 'sales_order', tableDesc: 'Sales order', objStructure: 'main',
    columns: [{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50, isRequired: true }],
  });
}
