// An agent as the MCP tests see it: the SDK's own client over Streamable HTTP, signed in by a token, calling tools.
import { expect } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export interface Agent {
  client: Client;
  /** A tool's raw result. */
  call(name: string, args?: Record<string, unknown>): Promise<ToolResult>;
  /** A tool's answer, parsed; fails the test when the tool refused. */
  ok<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  /** A destructive tool: its plan, then the call with the plan's confirm token; answers both. */
  confirmed<T = any>(name: string, args: Record<string, unknown>): Promise<{ plan: any; result: T }>;
  close(): Promise<void>;
}

export interface ToolResult { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: any }

export const textOf = (result: ToolResult) => result.content.map((c) => c.text).join('\n');

/** An agent connected to the server's /api/mcp with these headers (X-Access-Token, or Authorization: Bearer). */
export async function connectAgent(baseUrl: string, headers: Record<string, string>, name = 'test-agent'): Promise<Agent> {
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', baseUrl), { requestInit: { headers } }));
  const call = async (toolName: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name: toolName, arguments: args })) as ToolResult;
  const ok = async <T>(toolName: string, args: Record<string, unknown> = {}): Promise<T> => {
    const result = await call(toolName, args);
    expect(result.isError, `${toolName}: ${textOf(result)}`).toBeFalsy();
    return JSON.parse(textOf(result)) as T;
  };
  return {
    client, call, ok,
    async confirmed<T>(toolName: string, args: Record<string, unknown>) {
      const planned = await ok<{ plan: unknown; confirmToken: string }>(toolName, args);
      expect(planned.confirmToken).toEqual(expect.any(String));
      return { plan: planned.plan, result: await ok<T>(toolName, { ...args, confirmToken: planned.confirmToken }) };
    },
    close: () => client.close(),
  };
}

/** The expense claim and its lines as an agent models them: a main table model and a oneToMany sub-table. */
export const CLAIM_MODEL = {
  tableName: 'expense_claim', tableDesc: 'Expense claim', groupCode: 'expenses', objStructure: 'main', persistenceType: 'db',
  columns: [
    { colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50, isRequired: true },
    { colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 10 },
  ],
};

export const LINE_MODEL = {
  tableName: 'expense_line', tableDesc: 'Expense line', groupCode: 'expenses', objStructure: 'oneToMany', persistenceType: 'db',
  mainTable: { tableName: 'expense_claim', foreignKey: 'claim_id' },
  columns: [
    { colCode: 'claim_id', colName: 'Claim', colType: 'varchar', colLength: 36 },
    { colCode: 'item', colName: 'Item', colType: 'varchar', colLength: 40, isRequired: true },
    { colCode: 'cost', colName: 'Cost', colType: 'number', colLength: 8 },
  ],
};

interface MenuNode { id: string; code?: string; perms?: string | null; children?: MenuNode[] }

/** The ids of the menu items with this code or one of these permission codes, found in the menu tree. */
export function menuItemIds(tree: MenuNode[], code: string, perms: readonly string[]): string[] {
  const ids: string[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.code === code || (node.perms && perms.includes(node.perms))) ids.push(node.id);
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return ids;
}

/**
 * Builds the expense-claim app through tools only: the group, the claim and its lines (tables created after their
 * DDL plan), generated forms and pages, the lines as a sub-table of the claim's form, the claims page on the front
 * menu, and a role 'expense_clerk' granting it with its buttons. Answers the menu item and the role's id.
 */
export async function buildExpenseApp(admin: Agent): Promise<{ menu: { code: string; url: string; permissions: string[] }; roleId: string }> {
  await admin.ok('appGroup_add', { groupCode: 'expenses', groupName: 'Expenses', orderNum: 1 });
  for (const model of [CLAIM_MODEL, LINE_MODEL]) {
    await admin.ok('tableModel_add', model);
    const { plan } = await admin.confirmed('tableModel_createTable', { tableName: model.tableName });
    expect(JSON.stringify(plan)).toContain(model.tableName);
    await admin.ok('tableModel_generate', { tableName: model.tableName });
  }
  const form = await admin.ok('form_get', { code: 'expense_claim_form' });
  await admin.ok('form_edit', {
    ...form,
    fields: [...form.fields, { type: 'editableTable', key: 'lines', title: 'Lines', span: 24, props: { tableName: 'expense_line', formCode: 'expense_line_form' } }],
  });
  const menu = await admin.ok('page_addToMenu', { viewCode: 'expense_claim_list', back: '0', name: 'Expense claims' });
  const role = await admin.ok('role_add', { roleCode: 'expense_clerk', roleName: 'Expense clerk', back: '0' });
  const roleId = role.id ?? (await admin.ok<any[]>('role_list')).find((r) => r.roleCode === 'expense_clerk').id;
  const tree = await admin.ok('menu_list');
  const ids = menuItemIds(tree, menu.code, menu.permissions);
  expect(ids.length).toBeGreaterThan(1);
  await admin.ok('role_saveMenus', { roleId, permissionIds: ids });
  return { menu, roleId };
}
