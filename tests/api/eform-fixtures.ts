// Shared metadata of the eform API tests: an app group and a 'customer' table model.
import { randomUUID } from 'node:crypto';
import type { TableModel } from '@yc/engine';
import type { ApiClient, TestServer } from '../support/server.ts';

export const GROUP = { groupCode: 'crm', groupName: 'CRM', orderNum: 1 };

export const customerModel = (columns: TableModel['columns'] = CUSTOMER_COLUMNS): TableModel => ({
  tableName: 'customer',
  tableDesc: 'Customer',
  groupCode: 'crm',
  objStructure: 'main',
  persistenceType: 'db',
  columns,
});

export const CUSTOMER_COLUMNS: TableModel['columns'] = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
  { colCode: 'code', colName: 'Code', colType: 'varchar', colLength: 20 },
  { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 11, validRule: 'phone' },
  { colCode: 'email', colName: 'Email', colType: 'varchar', colLength: 100, validRule: 'email' },
  { colCode: 'sex', colName: 'Sex', colType: 'varchar', colLength: 2, showType: 'select', showConfig: { dictOption: { dictCode: 'sex' } } },
  { colCode: 'age', colName: 'Age', colType: 'number', colLength: 3 },
  { colCode: 'born', colName: 'Born', colType: 'date' },
];

/** Fails the test with the server's message when a call did not succeed. */
export function expectOk<T>(res: { status: number; body: { message: string; result: T } }): T {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${res.body.message}`);
  return res.body.result;
}

/** The app group, the customer model and its table, and (optionally) its generated form and page. */
export async function setUpCustomer(admin: ApiClient, options: { generate?: boolean } = {}): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', customerModel()));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
  if (options.generate) expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));
}

/** Columns of a visits list: a name, an amount and an owner picked among the users. */
export const VISIT_COLUMNS: TableModel['columns'] = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
  { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 12, colPointLength: 2 },
  { colCode: 'owner', colName: 'Owner', colType: 'varchar', colLength: 36, showType: 'user' },
];

/** The customer model with `columns`, its table, form and page, whose columns `editColumn` then changes. */
export async function setUpListPage(admin: ApiClient, columns: TableModel['columns'], editColumn: (column: any) => any): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', customerModel(columns)));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));
  const view = expectOk<any>(await admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  expectOk(await admin.put('/api/eform/manage/view/edit', { ...view, columns: view.columns.map(editColumn) }));
}

/** A data rule 'own records' (create_by is the caller) on the menu item with this url, chosen for the general role. */
export async function ownRecordsRule(server: TestServer, menuUrl: string): Promise<void> {
  const { db, boot } = server.platform;
  await db.inTenant(boot.defaultTenantId, async (em) => {
    const rule = randomUUID();
    await em.execute(
      `insert into sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value)
       select ?, id, 'Own records', 'create_by', 'eq', '#{sys_user_code}' from sys_permission where url = ?`,
      [rule, menuUrl],
    );
    await em.execute(`insert into sys_role_data_rule (role_id, rule_id) select id, ? from sys_role where role_code = 'general'`, [rule]);
  });
  // Written beside the API: the caches hear of it before the next request (as the API's own writes ensure).
  await db.changes.fence();
}
