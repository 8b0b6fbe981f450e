// Shared set-up of the page-engine API tests: a table model in the CRM group, its table, its generated form and
// page, and the page turned into the page type under test.
import type { TableModel } from '@yc/engine';
import type { ApiClient } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

export async function setUpPage(
  admin: ApiClient, tableName: string, tableDesc: string, columns: TableModel['columns'], changeView: (view: any) => Record<string, unknown>,
): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await admin.post('/api/eform/manage/tableModel/add', { tableName, tableDesc, groupCode: GROUP.groupCode, objStructure: 'main', persistenceType: 'db', columns }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName }));
  const view = expectOk<any>(await admin.get(`/api/eform/manage/view/queryByCode?code=${tableName}_list`));
  expectOk(await admin.put('/api/eform/manage/view/edit', changeView(view)));
}
