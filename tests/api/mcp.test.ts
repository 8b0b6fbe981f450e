// The MCP server (issue #41) as an agent uses it, through the SDK's own client: an administrator's token builds an
// expense-claim app from nothing through tools only; a plain user's token is refused what that user may not do; data
// rules limit the record tools as they limit the list API; a stale version and a wrong body are refused as the
// console's calls are, writing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { buildExpenseApp, CLAIM_MODEL, connectAgent, textOf, type Agent } from './mcp-fixtures.ts';

const suite = apiSuite();
let admin: Agent;
let user: Agent;
let userApi: ApiClient;
let app: Awaited<ReturnType<typeof buildExpenseApp>>;
const CLAIMS = 'expense_claim_list';

beforeAll(async () => {
  admin = await connectAgent(suite.server.url, { 'X-Access-Token': suite.admin.token! }, 'claims-builder');
  app = await buildExpenseApp(admin);
  userApi = await suite.server.login('user');
  // The plain user gets the clerk role besides their own (through the tools as well).
  const [{ id: userId }] = await suite.server.sql(`select id from sys_user where username = 'user'`);
  const found = await admin.ok('user_get', { id: userId });
  await admin.ok('user_edit', { id: userId, version: found.version, selectedRole: [...found.selectedRole, app.roleId] });
  user = await connectAgent(suite.server.url, { 'X-Access-Token': userApi.token! }, 'claims-user');
});

describe('an administrator\'s agent builds an app', () => {
  it('lists tools derived from the contract: the operation\'s summary and request schema', async () => {
    const { tools } = await admin.client.listTools();
    const add = tools.find((t) => t.name === 'tableModel_add')!;
    expect(add.description).toMatch(/Add a tableModel/);
    expect(add.inputSchema.properties).toHaveProperty('columns');
    expect(add.inputSchema.required).toEqual(expect.arrayContaining(['tableName', 'columns']));
    const edit = tools.find((t) => t.name === 'record_edit')!;
    expect(Object.keys(edit.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['viewCode', 'id', 'body']));
    expect(tools.find((t) => t.name === 'record_delete')!.inputSchema.properties).toHaveProperty('confirmToken');
  });

  it('the app it built works: a claim with two lines is added, listed and read back through the record tools', async () => {
    const added = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'Trip to Lyon', amount: 120, lines: [{ item: 'Train', cost: 80 }, { item: 'Hotel', cost: 40 }] } });
    const listed = await user.ok('record_query', { viewCode: CLAIMS, body: {} });
    expect(listed.records.map((r: any) => r.title)).toContain('Trip to Lyon');
    const read = await user.ok('record_get', { viewCode: CLAIMS, id: added.id, mode: 'edit' });
    expect((read.lines as any[]).map((l) => l.item)).toEqual(['Train', 'Hotel']);
    // Each tool call is in the system log with the agent's client, beside the operation it made.
    await suite.server.platform.app.operationLog.flush();
    const logged = await suite.server.sql(`select content from sys_log where content like 'MCP tool record_add%'`);
    expect(logged.map((r: any) => r.content)).toContain('MCP tool record_add (client claims-user)');
  });

  it('resources: the glossary, the metadata schemas and the app\'s model; the prompt walks through building an app', async () => {
    const { resources } = await admin.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['platform://glossary', 'platform://schemas/tableModel', 'platform://apps/expenses']));
    const model = await admin.client.readResource({ uri: 'platform://apps/expenses' });
    const body = JSON.parse((model.contents[0] as { text: string }).text);
    expect(body.tableModels.map((t: any) => t.tableName).sort()).toEqual(['expense_claim', 'expense_line']);
    expect(body.pages.map((p: any) => p.viewCode)).toContain(CLAIMS);
    const glossary = await admin.client.readResource({ uri: 'platform://glossary' });
    expect((glossary.contents[0] as { text: string }).text).toContain('table model');
    const prompt = await admin.client.getPrompt({ name: 'build_app', arguments: { description: 'leave requests' } });
    expect((prompt.messages[0]!.content as { text: string }).text).toMatch(/leave requests[\s\S]*confirmToken/);
  });
});

describe('refusals are the console\'s', () => {
  it('a plain user\'s token may not design: 403 with the spec\'s message, and nothing is written', async () => {
    const refused = await user.call('tableModel_add', { ...CLAIM_MODEL, tableName: 'sneaky' });
    const direct = await userApi.post('/api/eform/manage/tableModel/add', { ...CLAIM_MODEL, tableName: 'sneaky' });
    expect([refused.isError, textOf(refused)]).toEqual([true, `403: ${direct.body.message}`]);
    const plan = await user.call('tableModel_delete', { code: 'expense_claim' });
    const token = JSON.parse(textOf(plan)).confirmToken;
    const deleted = await user.call('tableModel_delete', { code: 'expense_claim', confirmToken: token });
    expect(textOf(deleted)).toBe(`403: ${direct.body.message}`);
    const models = (await admin.ok('tableModel_list', { groupCode: 'expenses' })).records.map((m: any) => m.tableName);
    expect(models.sort()).toEqual(['expense_claim', 'expense_line']);
  });

  it('a wrong body comes back with the field paths the console shows, and nothing is written', async () => {
    const before = (await admin.ok('tableModel_list', { groupCode: 'expenses' })).total;
    const wrong = await admin.call('tableModel_add', { ...CLAIM_MODEL, tableName: 'broken', columns: [{ colCode: 'x', colName: 'X', colType: 'novel' }] });
    expect(wrong.isError).toBe(true);
    const direct = await suite.admin.post('/api/eform/manage/tableModel/add', { ...CLAIM_MODEL, tableName: 'broken', columns: [{ colCode: 'x', colName: 'X', colType: 'novel' }] });
    expect(textOf(wrong)).toContain(`400: ${direct.body.message}`);
    expect(textOf(wrong)).toMatch(/^400: \/columns\/0\/colType must be one of /);
    expect((await admin.ok('tableModel_list', { groupCode: 'expenses' })).total).toBe(before);
  });

  it('a stale version is refused (409) and the record keeps the newer edit', async () => {
    const added = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'Taxi', amount: 20 } });
    const read = await user.ok('record_get', { viewCode: CLAIMS, id: added.id, mode: 'edit' });
    await user.ok('record_edit', { viewCode: CLAIMS, id: added.id, body: { ...read, amount: 25 } });
    const stale = await user.call('record_edit', { viewCode: CLAIMS, id: added.id, body: { ...read, amount: 99 } });
    expect(textOf(stale)).toMatch(/^409: /);
    expect((await user.ok('record_get', { viewCode: CLAIMS, id: added.id })).amount).toEqual(read.amount === '20' ? '25' : 25);
  });

  it('a destructive call needs the confirm token of its own plan: another call\'s token is refused', async () => {
    const added = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'To delete' } });
    const other = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'To keep' } });
    const planned = await user.ok('record_delete', { viewCode: CLAIMS, id: added.id });
    expect(planned.plan.operation).toBe(`DELETE /api/eform/engine/view/${CLAIMS}/data/${added.id}`);
    expect(planned.plan.item.title).toBe('To delete');
    const misused = await user.call('record_delete', { viewCode: CLAIMS, id: other.id, confirmToken: planned.confirmToken });
    expect(textOf(misused)).toMatch(/^400: The confirm token does not confirm this call/);
    await user.ok('record_delete', { viewCode: CLAIMS, id: added.id, confirmToken: planned.confirmToken });
    expect((await user.call('record_get', { viewCode: CLAIMS, id: added.id })).isError).toBe(true);
    expect((await user.ok('record_get', { viewCode: CLAIMS, id: other.id })).title).toBe('To keep');
  });
});

describe('data rules', () => {
  it('limit the record tools exactly as they limit the list API', async () => {
    const mine = await user.ok('record_add', { viewCode: CLAIMS, body: { title: 'Mine' } });
    const theirs = await admin.ok('record_add', { viewCode: CLAIMS, body: { title: 'Theirs' } });
    const menuId = (await admin.ok<any[]>('menu_list')).flatMap(function flat(n: any): any[] { return [n, ...(n.children ?? []).flatMap(flat)]; })
      .find((n) => n.code === app.menu.code).id;
    const rule = await admin.ok('menu_addDataRule', { permissionId: menuId, ruleName: 'Own claims', ruleColumn: 'create_by', ruleConditions: 'eq', ruleValue: '#{sys_user_code}' });
    // Every role of the user's that grants the page (the clerk's, and the general role the menu went to) applies it.
    const general = (await admin.ok<any[]>('role_list')).find((r) => r.roleCode === 'general').id;
    for (const roleId of [app.roleId, general]) await admin.ok('role_saveDataRules', { roleId, permissionId: menuId, ruleIds: [rule.id] });

    const viaTool = await user.ok('record_query', { viewCode: CLAIMS, body: { pageSize: 100 } });
    const viaApi = (await userApi.post(`/api/eform/engine/view/${CLAIMS}/list`, { pageSize: 100 })).body.result;
    expect(viaTool.total).toBe(viaApi.total);
    expect(viaTool.records.map((r: any) => r.id).sort()).toEqual(viaApi.records.map((r: any) => r.id).sort());
    expect(viaTool.records.map((r: any) => r.id)).toContain(mine.id);
    expect(viaTool.records.map((r: any) => r.id)).not.toContain(theirs.id);
    const outside = await user.call('record_get', { viewCode: CLAIMS, id: theirs.id });
    const outsideApi = await userApi.get(`/api/eform/engine/view/${CLAIMS}/data/${theirs.id}`);
    expect(textOf(outside)).toBe(`${outsideApi.status}: ${outsideApi.body.message}`);
  });
});
