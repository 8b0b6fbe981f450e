// The MCP server's other operations (issue #41): a table model changed and synced through its DDL plan (a stale
// version refused), a process template validated (BPMN in, issues out), added and published, a process started by a
// user's agent and its task completed by the approver's; an app exported as a bundle and its install planned.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { buildExpenseApp, connectAgent, textOf, type Agent } from './mcp-fixtures.ts';

const suite = apiSuite();
let admin: Agent;
let user: Agent;
const CLAIMS = 'expense_claim_list';

const BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="t">
  <process id="claim_approval" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="lead"/>
    <userTask id="lead" name="Manager approval"/><sequenceFlow id="f2" sourceRef="lead" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

beforeAll(async () => {
  admin = await connectAgent(suite.server.url, { 'X-Access-Token': suite.admin.token! }, 'builder');
  const app = await buildExpenseApp(admin);
  const [{ id: userId }] = await suite.server.sql(`select id from sys_user where username = 'user'`);
  const found = await admin.ok('user_get', { id: userId });
  await admin.ok('user_edit', { id: userId, version: found.version, selectedRole: [...found.selectedRole, app.roleId] });
  user = await connectAgent(suite.server.url, { 'X-Access-Token': (await suite.server.login('user')).token! }, 'requester');
});

describe('table models', () => {
  it('a new column is synced after its DDL plan; an edit at a stale version is refused', async () => {
    const model = await admin.ok('tableModel_get', { code: 'expense_claim' });
    const column = { colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 200 };
    await admin.ok('tableModel_edit', { ...model, columns: [...model.columns, column] });
    const stale = await admin.call('tableModel_edit', { ...model, tableDesc: 'Lost edit' });
    expect(textOf(stale)).toMatch(/^409: /);
    const { plan } = await admin.confirmed('tableModel_syncTable', { tableName: 'expense_claim' });
    expect(JSON.stringify(plan)).toMatch(/note/);
    // The form and the page get the new field (what the console's "update from the model" does).
    await admin.ok('tableModel_updateGenerated', { tableName: 'expense_claim' });
    const added = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'With a note', note: 'kept' } });
    const [row] = await suite.server.tenantSql(`select note from expense_claim where id = $1`, [added.id]);
    expect(row).toEqual({ note: 'kept' });
  });
});

describe('processes', () => {
  it('a template is validated, added and published; a user starts it and the approver completes the task', async () => {
    const issues = await admin.ok('processTemplate_validate', { bpmnXml: BPMN, key: 'claim_approval', nodes: {} });
    expect(JSON.stringify(issues)).toMatch(/lead/);
    await admin.ok('processTemplate_add', {
      group: 'Finance', name: 'Claim approval', key: 'claim_approval', startPermission: { type: 'all' }, bpmnXml: BPMN,
      nodes: { lead: { assignees: [{ type: 'user', values: ['admin'] }] } },
    });
    await admin.ok('processTemplate_publish', { key: 'claim_approval' });
    const startable = await user.ok<any[]>('process_startable');
    expect(JSON.stringify(startable)).toContain('claim_approval');
    const started = await user.ok('process_start', { templateKey: 'claim_approval', businessTitle: 'Trip to Lyon' });
    expect(started).toBeTruthy();
    const todo = await admin.ok('task_todo', {});
    const task = (todo.records as any[]).find((t) => JSON.stringify(t).includes('Trip to Lyon'));
    expect(task).toBeTruthy();
    // The user is not the task's handler: completing it is refused.
    expect((await user.call('task_complete', { taskId: task.id ?? task.taskId })).isError).toBe(true);
    await admin.ok('task_complete', { taskId: task.id ?? task.taskId, opinion: 'Fine' });
    const after = await admin.ok('task_todo', {});
    expect(JSON.stringify(after)).not.toContain('Trip to Lyon');
  });
});

describe('bundles', () => {
  it('an app is exported as a bundle (base64) and its install answers the plan and a confirm token first', async () => {
    const exported = await admin.ok('bundle_export', { appCode: 'expenses' });
    expect(exported.contentType).toMatch(/zip/);
    expect(Buffer.from(exported.base64, 'base64').subarray(0, 2).toString()).toBe('PK');
    const planned = await admin.ok('bundle_install', { archive: exported.base64 });
    expect([typeof planned.plan, typeof planned.confirmToken]).toEqual(['object', 'string']);
    // A user may not plan an install: refused before any token is given.
    const refused = await user.call('bundle_install', { archive: exported.base64 });
    expect(textOf(refused)).toMatch(/^403: /);
  });
});
