// The expense claim an approval-on-records test starts from: the 'expenses' group, the claim (a required title, an
// amount, a note) with a sub-table of lines (a required item, a cost), their forms and pages generated, the claim's
// form showing the lines as an editable sub-table.
import type { ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

async function model(admin: ApiClient, body: Record<string, unknown>) {
  expectOk(await admin.post('/api/eform/manage/tableModel/add', { groupCode: 'expenses', persistenceType: 'db', ...body }));
  expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName: body.tableName }));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: body.tableName }));
}

/** The claim and its lines; answers the claim list's menu item (its code, url and button permissions). */
export async function setUpExpenseClaims(admin: ApiClient): Promise<{ code: string; url: string; permissions: string[] }> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'expenses', groupName: 'Expenses', orderNum: 1 }));
  await model(admin, {
    tableName: 'expense_claim', tableDesc: 'Expense claim', objStructure: 'main',
    columns: [
      { colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 10 },
      { colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 200 },
    ],
  });
  await model(admin, {
    tableName: 'expense_line', tableDesc: 'Expense line', objStructure: 'oneToMany', mainTable: { tableName: 'expense_claim', foreignKey: 'claim_id' },
    columns: [
      { colCode: 'claim_id', colName: 'Claim', colType: 'varchar', colLength: 36 },
      { colCode: 'item', colName: 'Item', colType: 'varchar', colLength: 40, isRequired: true },
      { colCode: 'cost', colName: 'Cost', colType: 'number', colLength: 8 },
    ],
  });
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=expense_claim_form'));
  expectOk(await admin.put('/api/eform/manage/form/edit', {
    ...form,
    fields: [...form.fields, { type: 'editableTable', key: 'lines', title: 'Lines', span: 24, props: { tableName: 'expense_line', formCode: 'expense_line_form' } }],
  }));
  return expectOk(await admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'expense_claim_list', back: '0', name: 'Expense claims' }));
}
