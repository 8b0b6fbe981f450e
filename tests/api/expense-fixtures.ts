// The expense claim an approval-on-records test starts from: the 'expenses' group, the claim (a required title, an
// amount, a note) with a sub-table of lines (a required item, a cost), their forms and pages generated, the claim's
// form showing the lines as an editable sub-table.
import { createRole, createUser } from '../support/identity.ts';
import type { ApiClient, TestServer } from '../support/server.ts';
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

const approvalBpmn = (steps: 1 | 2) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="expense" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Manager approval"/><sequenceFlow id="f2" sourceRef="lead" targetRef="${steps === 2 ? 'second' : 'end'}"/>
    ${steps === 2 ? '<userTask id="second" name="Finance approval"/><sequenceFlow id="f3" sourceRef="second" targetRef="end"/>' : ''}
    <endEvent id="end"/>
  </process>
</definitions>`;

export interface ExpenseApproval {
  /** The claims list's address in the console. */
  listUrl: string;
  /** The claims list's menu item and its button permissions. */
  menu: { code: string; permissions: string[] };
  requester: string;
  /** The approver of the first step (the manager). */
  lead: string;
  /** The approver of the second step (finance), when there is one. */
  clerk: string;
}

/**
 * The claims, a role on their list's menu and buttons (with the general role, for My tasks), a requester and one
 * approver per step (each with the tests' strong password), and the approval 'expense' bound to the claim's form,
 * published: the manager's step, then finance's when `steps` is 2. `lead` adds to the manager's step settings (its
 * field access, say); `beforeUsers` runs on the claims before the role and users are made.
 */
export async function setUpExpenseApproval(
  server: Pick<TestServer, 'login' | 'sql'>,
  options: { steps: 1 | 2; lead?: Record<string, unknown>; beforeUsers?: (admin: ApiClient) => Promise<void> },
): Promise<ExpenseApproval> {
  const admin = await server.login('admin');
  const menu = await setUpExpenseClaims(admin);
  await options.beforeUsers?.(admin);
  const role = await createRole(admin, [menu.code, ...menu.permissions]);
  const [{ id: general }] = await server.sql(`select id from sys_role where role_code = 'general'`);
  const newUser = async () => (await createUser(admin, { selectedRole: [role, general] })).username;
  const [requester, lead, clerk] = [await newUser(), await newUser(), await newUser()];
  const nodes = {
    lead: { assignees: [{ type: 'user', values: [lead] }], ...options.lead },
    ...(options.steps === 2 ? { second: { assignees: [{ type: 'user', values: [clerk] }] } } : {}),
  };
  expectOk(await admin.post('/api/bpm/template/add', {
    group: 'Finance', name: 'Expense approval', key: 'expense', formCode: 'expense_claim_form', startPermission: { type: 'all' },
    bpmnXml: approvalBpmn(options.steps), nodes,
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'expense' }));
  return { listUrl: menu.url, menu, requester, lead, clerk };
}
