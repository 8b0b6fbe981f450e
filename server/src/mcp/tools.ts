// Tools derived from the contract: each row of operations.ts becomes a tool whose description is its operation's
// summary and whose input schema is its operation's request (path and query parameters, and the body); a call is
// answered by the operation itself, so the console's validation, permissions, data rules and versions hold as they are.
import { TOOL_ROWS, type ConfirmPlan } from './operations.ts';

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }
interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Whether the body is the whole input (an operation without parameters) or the input's `body` property. */
  body: 'none' | 'input' | 'property';
  confirm?: ConfirmPlan;
}

const COMPONENT_REF = '#/components/schemas/';

/** The schema with its component references pointing into `$defs`, and the names of the components it uses. */
function localRefs(schema: unknown, used: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => localRefs(s, used));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF)) {
      used.add(value.slice(COMPONENT_REF.length));
      out[key] = `#/$defs/${value.slice(COMPONENT_REF.length)}`;
    } else out[key] = localRefs(value, used);
  }
  return out;
}

/** The schema with the components it refers to (transitively) as its `$defs`. */
function withDefinitions(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  const used = new Set<string>();
  const root = localRefs(schema, used) as JsonSchema;
  const defs: Record<string, unknown> = {};
  for (let pending = [...used]; pending.length > 0;) {
    const name = pending.pop()!;
    if (name in defs) continue;
    const more = new Set<string>();
    defs[name] = localRefs(doc.components?.schemas?.[name] ?? {}, more);
    pending.push(...[...more].filter((n) => !(n in defs)));
  }
  return used.size > 0 ? { ...root, $defs: defs } : root;
}

const CONFIRM_PROPERTY = {
  type: 'string',
  description: 'The confirm token the plan of this same call answered: without it the call only answers its plan',
};

function findOperation(doc: OpenApiDocument, operationId: string): { method: string; path: string; op: OpenApiOperation } | undefined {
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) if (op.operationId === operationId) return { method: method.toUpperCase(), path, op };
  }
  return undefined;
}

/** The tool of one row, or undefined when the served contract has no such operation. */
function toolOf(doc: OpenApiDocument, row: (typeof TOOL_ROWS)[number]): ToolDefinition | undefined {
  const found = findOperation(doc, row.operationId);
  if (!found) return undefined;
  const { method, path, op } = found;
  // `lang` only picks the language of messages (English for agents): not a tool input.
  const params = (op.parameters ?? []).filter((p) => (p.in === 'path' || p.in === 'query') && p.name !== 'lang');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of params) {
    properties[p.name] = { ...(p.schema ?? {}), ...(p.description ? { description: p.description } : {}) };
    if (p.required || p.in === 'path') required.push(p.name);
  }
  let body: ToolDefinition['body'] = 'none';
  let input: JsonSchema;
  if (bodySchema && params.length === 0 && bodySchema.type === 'object' && bodySchema.properties) {
    // The request body is the input itself.
    body = 'input';
    input = { ...bodySchema };
  } else {
    if (bodySchema) {
      body = 'property';
      properties.body = bodySchema;
      if (op.requestBody?.required) required.push('body');
    }
    input = { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  if (row.confirm) {
    input = { ...input, properties: { ...(input.properties as object), confirmToken: CONFIRM_PROPERTY } };
  }
  const summary = op.summary ?? `${method} ${path}`;
  const description = row.confirm
    ? `${summary}. Destructive: the first call answers its plan and a confirmToken; call again with the same arguments and that confirmToken to execute.`
    : summary;
  return {
    name: row.name, description, inputSchema: withDefinitions(input, doc), method, path,
    pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
    queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
    body, ...(row.confirm ? { confirm: row.confirm } : {}),
  };
}

/** Every tool of the table, derived from the served contract. */
export function deriveTools(doc: OpenApiDocument): Map<string, ToolDefinition> {
  const tools = new Map<string, ToolDefinition>();
  for (const row of TOOL_ROWS) {
    const tool = toolOf(doc, row);
    if (tool) tools.set(tool.name, tool);
  }
  return tools;
}

export interface HttpCall {
  method: string;
  url: string;
  body?: unknown;
}

/** The HTTP call a tool's arguments stand for (the confirm token is never sent on). */
export function callOf(tool: ToolDefinition, args: Record<string, unknown>): HttpCall {
  let url = tool.path;
  for (const name of tool.pathParams) url = url.replace(`{${name}}`, encodeURIComponent(String(args[name] ?? '')));
  const query = new URLSearchParams();
  for (const name of tool.queryParams) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    for (const v of [value].flat()) query.append(name, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const search = query.toString();
  if (search) url += `?${search}`;
  if (tool.body === 'none') return { method: tool.method, url };
  if (tool.body === 'property') return { method: tool.method, url, body: args.body };
  const { confirmToken: _token, ...body } = args;
  return { method: tool.method, url, body };
}
