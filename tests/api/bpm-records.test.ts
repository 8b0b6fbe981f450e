// Approvals on records (issue 31 item 1): a process bound to a form saves its record in the form's table through the
// form's page, in the start's transaction (the instance names it), sub-table rows included; the list shows each
// record's approval status (draft, in approval, approved, rejected, withdrawn) and its flowScope filters by process;
// an approval writes the fields the node lets its handler edit back to the record; the initiator withdraws while no
// one has acted and resubmits after a rejection to them; a user the page's data rules keep from a record cannot read
// it through the process either. Runs on PostgreSQL and on PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInWith } from '../support/identity.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { randomUUID } from 'node:crypto';
import { expectOk } from './eform-fixtures.ts';
import { setUpExpenseClaims } from './expense-fixtures.ts';

const suite = apiSuite();
const PAGE = '/api/eform/engine/view/expense_claim_list';

let requester: ApiClient;
let requesterName: string;
let approver: ApiClient;
let outsider: ApiClient;
let approverName: string;
let approverRole: string;

beforeAll(async () => {
  const admin = suite.admin;
  const menu = await setUpExpenseClaims(admin);
  const items = [menu.code, ...menu.permissions];
  const requesterUser = await signedInWith(suite.server, admin, items);
  requester = requesterUser.client;
  [requesterName] = await suite.server.sql<{ realname: string }>('select realname from sys_user where username = $1', [requesterUser.username]).then((rows) => rows.map((r) => r.realname));
  const approverUser = await signedInWith(suite.server, admin, items);
  [approver, approverName, approverRole] = [approverUser.client, approverUser.username, approverUser.roleId];
  outsider = (await signedInWith(suite.server, admin, [])).client;
  expectOk(await admin.post('/api/bpm/template/add', {
    group: 'Finance', name: 'Expense approval', key: 'expense', formCode: 'expense_claim_form', startPermission: { type: 'all' },
    bpmnXml: twoStepBpmn('expense', { attrs: '' }, { attrs: '' }),
    nodes: {
      lead: { assignees: [{ type: 'user', values: [approverUser.username] }], fieldAccess: { note: 'edit', amount: 'read' } },
      second: { assignees: [{ type: 'user', values: [approverUser.username] }] },
    },
  }));
  expectOk(await admin.post('/api/bpm/template/publish', { key: 'expense' }));
});

const start = async (client: ApiClient, body: Record<string, unknown>) =>
  expectOk<any>(await client.post('/api/bpm/process/start', { templateKey: 'expense', businessTitle: 'Claim', viewCode: 'expense_claim_list', ...body }));
const openTask = async (client: ApiClient, instanceId: string) =>
  expectOk<any>(await client.get('/api/bpm/task/todo')).records.find((t: any) => t.instanceId === instanceId);
const statusOf = async (client: ApiClient, id: string) =>
  expectOk<any>(await client.post(`${PAGE}/list`, { pageSize: 100 })).records.find((r: any) => r.id === id)?.bpm_status;
/** A data rule 'own records' (create_by is the caller) on the page's menu item, for the approver's role. */
async function ownRecordsOnly(roleId: string) {
  const { db, boot } = suite.server.platform;
  await db.inTenant(boot.defaultTenantId, async (em) => {
    const rule = randomUUID();
    await em.execute(
      `insert into sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value)
       select ?, id, 'Own records', 'create_by', 'eq', '#{sys_user_code}' from sys_permission where url = '/eform/view/expense_claim_list'`, [rule],
    );
    await em.execute('insert into sys_role_data_rule (role_id, rule_id) values (?, ?)', [roleId, rule]);
  });
  await db.changes.fence();
}

/** Rows of the enterprise's tables, read as the enterprise (its tables are found on its search path). */
async function tenantSql(text: string, values: unknown[]): Promise<any[]> {
  const { db, boot } = suite.server.platform;
  return db.inTenant(boot.defaultTenantId, (em) => em.execute(text, values));
}
const stored = async (id: string) => (await tenantSql('select * from expense_claim where id = ?', [id]))[0];

describe('a form bound to a process saves its record', () => {
  it('Given a claim with two lines, when it is started, then the record and its lines are in the table, bound to the instance, in approval', async () => {
    const { id, dataId } = await start(requester, { variables: { title: 'Trip', amount: 120, lines: [{ item: 'Train', cost: 80 }, { item: 'Hotel', cost: 40 }] } });
    expect((await stored(dataId)).title).toBe('Trip');
    const lines = await tenantSql('select item, cost from expense_line where claim_id = ? order by item', [dataId]);
    expect(lines.map((l: any) => `${l.item}:${Number(l.cost)}`)).toEqual(['Hotel:40', 'Train:80']);
    const [instance] = await suite.server.sql('select data_id, view_code, approval_status from bpm_instance where id = $1', [id]);
    expect(instance).toMatchObject({ data_id: dataId, view_code: 'expense_claim_list', approval_status: 'inApproval' });
    expect(await statusOf(requester, dataId)).toBe('inApproval');
  });

  it('Given a bad claim (no title), when it is started, then nothing is written: no record, no instance', async () => {
    const [{ before }] = await suite.server.sql(`select count(*)::int as before from bpm_instance`);
    const res = await requester.post('/api/bpm/process/start', { templateKey: 'expense', businessTitle: 'Bad', viewCode: 'expense_claim_list', variables: { amount: 1 } });
    expect(res.status).toBe(400);
    const [{ after }] = await suite.server.sql(`select count(*)::int as after from bpm_instance`);
    expect(after).toBe(before);
  });

  it('Given the process page, when the approver opens the task, then the record shows with its lines and the node\'s field permissions', async () => {
    const { id } = await start(requester, { variables: { title: 'Lunch', amount: 30, lines: [{ item: 'Soup', cost: 30 }] } });
    const task = await openTask(approver, id);
    const detail = expectOk<any>(await approver.get(`/api/bpm/task/detail?taskId=${task.id}`));
    expect(detail.data.title).toBe('Lunch');
    expect(detail.data.lines.map((l: any) => l.item)).toEqual(['Soup']);
    expect(detail.access).toMatchObject({ note: 'edit', amount: 'readonly' });
    expect(detail.form.fields.find((f: any) => f.key === 'lines').props.rowForm.fields.map((f: any) => f.key)).toEqual(['item', 'cost']);
  });

  it('Given an approval, when the approver edits the editable field (and a read-only one), then only the editable one is written back; at the end the record is approved', async () => {
    const { id, dataId } = await start(requester, { variables: { title: 'Taxi', amount: 25 } });
    const task = await openTask(approver, id);
    expectOk(await approver.post('/api/bpm/task/complete', { taskId: task.id, variables: { note: 'Receipt checked', amount: 9999 } }));
    expect(await stored(dataId)).toMatchObject({ note: 'Receipt checked', update_by: approverName });
    expect(Number((await stored(dataId)).amount)).toBe(25);
    expect(await statusOf(requester, dataId)).toBe('inApproval');
    expectOk(await approver.post('/api/bpm/task/complete', { taskId: (await openTask(approver, id)).id }));
    expect(await statusOf(requester, dataId)).toBe('approved');
  });
});

describe('rejection, resubmission and withdrawal', () => {
  it('Given a rejection to the initiator, then the record is rejected, the task is named after the initiator and offers resubmit or withdraw; a resubmission is in approval again', async () => {
    const { id, dataId } = await start(requester, { variables: { title: 'Dinner', amount: 50 } });
    expectOk(await approver.post('/api/bpm/task/reject', { taskId: (await openTask(approver, id)).id, target: 'initiator', opinion: 'Too much' }));
    expect(await statusOf(requester, dataId)).toBe('rejected');
    const back = await openTask(requester, id);
    // Where the instance waits is named by the initiator, never by the node's id.
    const listed = expectOk<any>(await suite.admin.get(`/api/bpm/process/list?pageSize=100`)).records.find((r: any) => r.id === id);
    expect(listed.currentNodes).toEqual([requesterName]);
    expect(listed.openTasks.map((task: any) => task.taskName)).toEqual([requesterName]);
    const detail = expectOk<any>(await requester.get(`/api/bpm/task/detail?taskId=${back.id}`));
    expect(detail.actions).toEqual(['resubmit', 'withdraw']);
    expectOk(await requester.post('/api/bpm/task/complete', { taskId: back.id, variables: { title: 'Dinner', amount: 35 } }));
    expect(Number((await stored(dataId)).amount)).toBe(35);
    expect(await statusOf(requester, dataId)).toBe('inApproval');
  });

  it('Given a process no one acted on, when the initiator withdraws it, then it ends withdrawn and the record can be submitted again from its row', async () => {
    const { id, dataId } = await start(requester, { variables: { title: 'Parking', amount: 5 } });
    const detail = expectOk<any>(await requester.get(`/api/bpm/process/detail?id=${id}`));
    expect(detail.actions).toEqual(['withdraw', 'urge']);
    expect((await approver.post('/api/bpm/process/withdraw', { id })).status).toBe(400);
    expectOk(await requester.post('/api/bpm/process/withdraw', { id }));
    expect(await statusOf(requester, dataId)).toBe('withdrawn');
    expect(await openTask(approver, id)).toBeUndefined();
    const again = await start(requester, { dataId });
    expect(again.dataId).toBe(dataId);
    expect(await statusOf(requester, dataId)).toBe('inApproval');
    // A record in approval is not submitted twice.
    expect((await requester.post('/api/bpm/process/start', { templateKey: 'expense', businessTitle: 'Twice', viewCode: 'expense_claim_list', dataId })).status).toBe(400);
  });

  it('Given an approver has acted, when the initiator withdraws, then it is refused with the reason', async () => {
    const { id } = await start(requester, { variables: { title: 'Fuel', amount: 60 } });
    expectOk(await approver.post('/api/bpm/task/complete', { taskId: (await openTask(approver, id)).id }));
    const res = await requester.post('/api/bpm/process/withdraw', { id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only the initiator can withdraw, while no one has acted on the process');
  });

  it('Given a running process, when the initiator urges it, then the handler\'s open task is marked urged in their to-do list', async () => {
    const { id } = await start(requester, { variables: { title: 'Books', amount: 15 } });
    expect(expectOk<any>(await requester.post('/api/bpm/process/urge', { id })).urged).toBe(1);
    const task = await openTask(approver, id);
    expect(task.urgeCount).toBe(1);
    expect(task.urgedAt).toBeTruthy();
    expect((await approver.post('/api/bpm/process/urge', { id })).status).toBe(400);
  });
});

describe('a draft saved from the list, the list\'s status and scope, data rules', () => {
  it('Given a draft saved on the page, then it lists as draft; submitted from its row, it is in approval', async () => {
    const draft = expectOk<any>(await requester.post(`${PAGE}/data`, { title: 'Draft claim', amount: 10 }));
    expect(await statusOf(requester, draft.id)).toBe('draft');
    const { id } = await start(requester, { dataId: draft.id });
    expect(await statusOf(requester, draft.id)).toBe('inApproval');
    expect((await openTask(approver, id)).taskTitle).toBe('Claim');
  });

  it('Given flowScope my, then the list shows the records whose process the caller started only', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=expense_claim_list'));
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, flowScope: 'my' }));
    const own = await start(approver, { variables: { title: 'Approver own', amount: 1 } });
    const mine = expectOk<any>(await approver.post(`${PAGE}/list`, { pageSize: 100 })).records;
    expect(mine.map((r: any) => r.id)).toEqual([own.dataId]);
    expect(expectOk<any>(await requester.post(`${PAGE}/list`, { pageSize: 100 })).records.every((r: any) => r.id !== own.dataId)).toBe(true);
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=expense_claim_list'));
    expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...current, flowScope: 'noLimit' }));
  });

  it('Given a user who may not open the page, when they start the process, then no record is written through it; and the page\'s data rules keep a handler from the record on the process page', async () => {
    const res = await outsider.post('/api/bpm/process/start', { templateKey: 'expense', businessTitle: 'Sneak', viewCode: 'expense_claim_list', variables: { title: 'Sneak' } });
    expect(res.status).toBe(403);
    const { id } = await start(requester, { variables: { title: 'Private', amount: 3 } });
    const task = await openTask(approver, id);
    await ownRecordsOnly(approverRole);
    expect((await approver.get(`/api/bpm/task/detail?taskId=${task.id}`)).status).toBe(404);
    expect((await approver.post('/api/bpm/task/complete', { taskId: task.id, variables: { note: 'x' } })).status).toBe(404);
  });
});
