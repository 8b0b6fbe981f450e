// One MCP server per request (stateless Streamable HTTP): the tools, resources and prompt, acting as the caller.
// Every tool call is one call of its operation through the app itself (app.inject) with the caller's own token, so
// the route's access, validation, data rules, versions, history and operation log are exactly the console's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema, ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema, type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { LOG_TYPES } from '@yc/engine';
import type { Session } from '../auth/session.ts';
import { CONFIRM_TTL_SECONDS, confirms, issueConfirmToken } from './confirm.ts';
import { BUILD_APP_PROMPT, buildAppMessages, listResources, readResource, RESOURCE_TEMPLATES } from './resources.ts';
import { callOf, type HttpCall, type ToolDefinition } from './tools.ts';

export const SERVER_INFO = { name: 'yc-platform', version: '1.0.0' };

const INSTRUCTIONS = 'The tools are the platform\'s own operations, acting as the token\'s user within their permissions. '
  + 'A wrong body is refused with the field paths at fault; a stale version with 409. Destructive tools answer a plan '
  + 'and a confirmToken first. The prompt build_app walks through building an app.';

export interface McpContext {
  app: FastifyInstance;
  request: FastifyRequest;
  session: Session;
  /** The agent's client: its OAuth client id, else the name its MCP client gave (or 'unknown'). */
  clientName: string;
  tools: Map<string, ToolDefinition>;
}

interface Answer { status: number; json: { success?: boolean; message?: string; result?: unknown } | undefined; raw: Buffer; type: string }

/** The caller's credentials as they came: the platform's token, or an OAuth2 access token. */
function credentials(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = request.headers['x-access-token'];
  if (typeof token === 'string') headers['x-access-token'] = token;
  else if (request.headers.authorization) headers.authorization = request.headers.authorization;
  return headers;
}

async function send(ctx: McpContext, call: HttpCall): Promise<Answer> {
  const res = await ctx.app.inject({
    method: call.method as 'GET', url: call.url, remoteAddress: ctx.request.ip,
    headers: { ...credentials(ctx.request), ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
  });
  const type = String(res.headers['content-type'] ?? '');
  let json: Answer['json'];
  if (type.includes('json')) {
    try { json = JSON.parse(res.body) as Answer['json']; } catch { json = undefined; }
  }
  return { status: res.statusCode, json, raw: res.rawPayload, type };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** A tool's result from its operation's answer: the envelope's result, or the refusal as the console shows it. */
function resultOf(answer: Answer): CallToolResult {
  if (!answer.json) {
    // A file (a bundle's zip, an export): base64, with its type.
    if (answer.status < 400) return { content: [{ type: 'text', text: text({ contentType: answer.type, base64: answer.raw.toString('base64') }) }] };
    return { isError: true, content: [{ type: 'text', text: `${answer.status}: ${answer.raw.toString('utf8').slice(0, 2000)}` }] };
  }
  if (answer.status < 400 && answer.json.success !== false) return { content: [{ type: 'text', text: text(answer.json.result ?? null) }] };
  const details = answer.json.result === null || answer.json.result === undefined ? '' : `\n${text(answer.json.result)}`;
  return {
    isError: true,
    content: [{ type: 'text', text: `${answer.status}: ${answer.json.message ?? ''}${details}` }],
    structuredContent: { status: answer.status, message: answer.json.message ?? '', result: answer.json.result ?? null },
  };
}

/** What a destructive call would do, read before it is confirmed. */
async function planOf(ctx: McpContext, tool: ToolDefinition, call: HttpCall): Promise<Answer | { plan: unknown }> {
  if (tool.confirm === 'ddl') {
    const tableName = (call.body as { tableName?: unknown } | undefined)?.tableName;
    return send(ctx, { method: 'GET', url: `/api/eform/manage/tableModel/ddl?code=${encodeURIComponent(String(tableName ?? ''))}` });
  }
  if (tool.confirm === 'bundle') return send(ctx, { method: 'POST', url: '/api/eform/manage/market/plan', body: call.body });
  // What a delete removes, as the caller may read it: the item by the same code, key or id (a record by its address).
  const readUrl = call.method !== 'DELETE' ? undefined
    : /\/delete\?/.test(call.url) ? call.url.replace(/\/delete\?(code|key|id)=/, (_m, by: string) => `/queryBy${by === 'id' ? 'Id' : by === 'key' ? 'Key' : 'Code'}?${by}=`)
      : call.url;
  const read = readUrl ? await send(ctx, { method: 'GET', url: readUrl }) : undefined;
  const item = read && read.status === 200 && read.json?.success !== false ? { item: read.json?.result } : {};
  return { plan: { operation: `${call.method} ${call.url}`, ...(call.body !== undefined ? { body: call.body } : {}), does: tool.description.split('. Destructive:')[0], ...item } };
}

function logCall(ctx: McpContext, tool: string, status: number, started: number): void {
  const { session, request } = ctx;
  ctx.app.operationLog.push(session.tenantId, {
    logType: LOG_TYPES.operation, userId: session.userId, username: session.username, method: 'MCP', path: '/api/mcp',
    requestUrl: `/api/mcp#${tool}`, ip: request.ip, status, durationMs: Date.now() - started,
    content: `MCP tool ${tool} (client ${ctx.clientName})`,
  });
}

export async function callTool(ctx: McpContext, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const tool = ctx.tools.get(name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const started = Date.now();
  const call = callOf(tool, args);
  if (tool.confirm) {
    const subject = { userId: ctx.session.userId, tenantId: ctx.session.tenantId, tool: name, args };
    const token = args.confirmToken;
    if (token !== undefined && (typeof token !== 'string' || !confirms(ctx.app, token, subject))) {
      logCall(ctx, name, 400, started);
      return { isError: true, content: [{ type: 'text', text: '400: The confirm token does not confirm this call (other arguments, another caller, or expired): call again without it for a new plan' }] };
    }
    if (token === undefined) {
      const planned = await planOf(ctx, tool, call);
      if ('status' in planned) {
        if (planned.status >= 400 || planned.json?.success === false) return resultOf(planned);
      }
      const plan = 'plan' in planned ? planned.plan : planned.json?.result;
      const confirmToken = issueConfirmToken(ctx.app, subject);
      const answer = { plan, confirmToken, expiresInSeconds: CONFIRM_TTL_SECONDS, next: `Read the plan; to execute, call ${name} again with the same arguments and this confirmToken.` };
      return { content: [{ type: 'text', text: text(answer) }], structuredContent: answer };
    }
  }
  const answer = await send(ctx, call);
  logCall(ctx, name, answer.status, started);
  return resultOf(answer);
}

/** The caller's read of an operation (resources): its result, or a thrown refusal. */
async function readAsCaller(ctx: McpContext, url: string): Promise<unknown> {
  const answer = await send(ctx, { method: 'GET', url });
  if (answer.status >= 400 || !answer.json) throw new McpError(ErrorCode.InvalidRequest, `${answer.status}: ${answer.json?.message ?? ''}`);
  return answer.json.result;
}

export function createMcpServer(ctx: McpContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...ctx.tools.values()].map((t) => ({
      name: t.name, description: t.description, inputSchema: t.inputSchema as { type: 'object' },
      annotations: { readOnlyHint: t.method === 'GET', destructiveHint: t.confirm !== undefined },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    callTool(ctx, request.params.name, (request.params.arguments ?? {}) as Record<string, unknown>));
  const read = (url: string) => readAsCaller(ctx, url);
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({ resources: await listResources(read) }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const found = await readResource(request.params.uri, read);
    if (!found) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${request.params.uri}`);
    return { contents: [{ uri: request.params.uri, ...found }] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: [BUILD_APP_PROMPT] }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    if (request.params.name !== BUILD_APP_PROMPT.name) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}`);
    const description = request.params.arguments?.description ?? '';
    return { description: BUILD_APP_PROMPT.description, messages: buildAppMessages(description) };
  });
  return server;
}
