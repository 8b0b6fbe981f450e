// The MCP server at /api/mcp (issue #41): Streamable HTTP, stateless (a new server and transport per POST), for any
// signed-in caller: the platform's token (X-Access-Token) or an OAuth2 access token (Authorization: Bearer), acting as
// that user or client service account. An administrator switches it off per enterprise (system config `mcp-enabled`
// '0') or limits it to named OAuth2 clients (`mcp-clients`, client ids comma-separated: other tokens are refused).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { mcpMessage, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { hasPermission } from '../auth/access.ts';
import { rateLimiter } from '../auth/rate-limit.ts';
import { ARCHIVE_LIMITS } from '../market/archive.ts';
import { deriveTools, type OpenApiDocument, type ToolDefinition } from './tools.ts';
import { configValues, oauthClientOfToken } from './store.ts';

/** The MCP SDK and the server made with it, loaded by the first MCP request (~25 MB resident that a platform no agent
 * talks to never holds). */
const mcpSdk = async () => {
  const [{ createMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('./server.ts'), import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  return { createMcpServer, StreamableHTTPServerTransport };
};

export const MCP_SETTING_CODES = { enabled: 'mcp-enabled', clients: 'mcp-clients' } as const;

/** Messages (JSON-RPC requests and notifications) per token and minute. */
export const MCP_RATE_LIMIT = { perWindow: 240, windowMs: 60_000 };

/** The names MCP clients gave at `initialize`, by token (a later stateless request does not repeat it). */
const clientNames = new Map<string, string>();
const MAX_CLIENT_NAMES = 10_000;

function rememberClientName(token: string, body: unknown): void {
  const messages = Array.isArray(body) ? body : [body];
  for (const m of messages as { method?: unknown; params?: { clientInfo?: { name?: unknown } } }[]) {
    const name = m?.method === 'initialize' ? m.params?.clientInfo?.name : undefined;
    if (typeof name !== 'string') continue;
    clientNames.delete(token);
    clientNames.set(token, name.slice(0, 100));
    if (clientNames.size > MAX_CLIENT_NAMES) clientNames.delete(clientNames.keys().next().value!);
  }
}

/** The OAuth2 client an access token was issued to, or undefined for the platform's own token. */
async function oauthClientOf(db: Database, request: FastifyRequest): Promise<string | undefined> {
  if (typeof request.headers['x-access-token'] === 'string') return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  return oauthClientOfToken(db, token);
}

/** Refuses the call when the enterprise switched MCP off or limits it to clients this one is not among. */
async function checkEnterpriseSetting(request: FastifyRequest, oauthClient: string | undefined): Promise<void> {
  const rows = await request.tx((em) => configValues(em, [MCP_SETTING_CODES.enabled, MCP_SETTING_CODES.clients]));
  const value = (code: string) => rows.find((r) => r.config_code === code)?.config_value?.trim() ?? '';
  if (['0', 'false', 'off'].includes(value(MCP_SETTING_CODES.enabled).toLowerCase())) throw new ApiError(403, mcpMessage('off'));
  const allowed = value(MCP_SETTING_CODES.clients).split(',').map((c) => c.trim()).filter((c) => c && c !== '*');
  if (allowed.length > 0 && (!oauthClient || !allowed.includes(oauthClient))) throw new ApiError(403, mcpMessage('clientRefused'));
}

const JSON_RPC_BODY = Type.Unknown({ description: 'A JSON-RPC message (or a batch) of the Model Context Protocol' });

/** A message may carry what the largest operation takes: an app bundle's archive in base64 (bundle_install). */
const MCP_BODY_LIMIT = Math.ceil(ARCHIVE_LIMITS.archiveBytes * 4 / 3) + 64 * 1024;
/** Above this (fastify's default body limit), only a caller who may install apps is read: nobody else needs it. */
const ORDINARY_BODY_LIMIT = 1024 * 1024;

export async function mcpRoutes(app: Api, { db }: PluginOptions): Promise<void> {
  let tools: Map<string, ToolDefinition> | undefined;
  // Derived once from the contract the server serves (the same document as schemas/openapi.json).
  const toolsOf = () => (tools ??= deriveTools(app.swagger() as unknown as OpenApiDocument));
  const limiter = rateLimiter(db, 'mcp', MCP_RATE_LIMIT);

  app.post('/api/mcp', {
    bodyLimit: MCP_BODY_LIMIT,
    config: { access: 'authenticated', audit: false },
    // Before the body is read (the session is known by then): a large or unsized body needs the install permission.
    onRequest: async (request) => {
      const length = Number(request.headers['content-length'] ?? Number.NaN);
      if (length <= ORDINARY_BODY_LIMIT) return;
      if (!(await hasPermission(db, request.caller().userId, PERMISSIONS.eform.group.add))) throw new ApiError(413, mcpMessage('bodyTooLarge'));
    },
    schema: {
      tags: ['mcp'], body: JSON_RPC_BODY, response: replies(Type.Unknown()),
      summary: 'The MCP server (Model Context Protocol, Streamable HTTP, stateless): the platform\'s operations as tools, acting as the caller',
    },
  }, async (request, reply) => {
    const session = request.caller();
    // Counted first (a flood costs no database work), each message of a batch; the key is a digest, never the token.
    const key = createHash('sha256').update(`${session.tenantId}:${session.jti}`).digest('base64url');
    const messages = Array.isArray(request.body) ? Math.max(1, request.body.length) : 1;
    for (let i = 0; i < messages; i += 1) if (!limiter.take(key)) throw new ApiError(429, platformMessage('tooManyRequests'));
    // What Streamable HTTP asks of a client (the transport would answer without the platform's envelope).
    const accept = String(request.headers.accept ?? '');
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) throw new ApiError(406, mcpMessage('acceptRequired'));
    const oauthClient = await oauthClientOf(db, request);
    await checkEnterpriseSetting(request, oauthClient);
    if (!oauthClient) rememberClientName(session.jti, request.body);
    const clientName = oauthClient ?? clientNames.get(session.jti) ?? 'unknown';
    const { createMcpServer, StreamableHTTPServerTransport } = await mcpSdk();
    const server = createMcpServer({ app, request, session, clientName, tools: toolsOf() });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-sent stream to open and no session to end.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'POST');
    throw new ApiError(405, mcpMessage('postOnly'));
  };
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method, url: '/api/mcp', config: { access: 'authenticated', audit: false },
      schema: { tags: ['mcp'], summary: 'Not offered: the MCP server is stateless (POST only)', response: replies(Type.Null()) },
      handler: notAllowed,
    });
  }
}
