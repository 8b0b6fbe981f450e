// The OpenAPI document at /api/docs as a contract an integrator can generate a client from: OpenAPI 3.1, the error
// envelope declared once, public routes without the token, and a stable operationId on every operation. All of it is
// applied here, centrally, to every route any plugin registers: a new route is documented the same way without
// declaring anything of it.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { documentedSchema, MODELLED_RECORD_COMPONENT } from './engine-body.ts';
import { isVersionedEdit } from './versions.ts';

/** The statuses an operation may answer with the error envelope (§8): each operation references them all. */
export const ERROR_STATUSES = ['400', '401', '403', '404', '409', '429', '503'] as const;

const ERROR_DESCRIPTIONS: Record<(typeof ERROR_STATUSES)[number], string> = {
  400: 'Bad request: the input was refused and nothing changed',
  401: 'Not signed in: the token is missing, expired or signed out',
  403: 'Access denied: the caller lacks the permission',
  404: 'Not found',
  409: 'Conflict: the item was changed by someone else since it was read (a stale version) or already exists',
  429: 'Too many attempts: try again later',
  503: 'The database is busy: try again later',
};

/** The envelope every refusal comes in (the same shape as a success, `success: false`, `code` the HTTP status). */
const ErrorEnvelope = {
  type: 'object',
  required: ['success', 'code', 'message', 'result', 'timestamp'],
  properties: {
    success: { type: 'boolean', const: false },
    code: { type: 'string', description: 'The HTTP status as text' },
    message: { type: 'string', description: 'What went wrong, in the caller\'s language (`lang=zh_CN` or English)' },
    result: { description: 'Details of the refusal where it has some (for example the rows an import refused), else null' },
    timestamp: { type: 'number' },
  },
};

/**
 * The operationId of an operation: the method and then each path segment in camel case, a path parameter `{x}` as
 * `ByX`, the leading `/api` dropped. `GET /api/eform/engine/widget/{widgetCode}/data` is
 * `getEformEngineWidgetByWidgetCodeData`. It changes only when the method or the path does.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean).map((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment);
    const word = (parameter?.[1] ?? segment).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
    return (parameter ? 'By' : '') + word.charAt(0).toUpperCase() + word.slice(1);
  });
  return method.toLowerCase() + words.join('');
}

type Schema = Record<string, unknown>;

/**
 * A query string of free names (a dataset's parameters, `filter[<dimension>]`) as one form-exploded object parameter:
 * fastify-swagger would otherwise turn the record schema's own keywords into fake parameters.
 */
function freeQuery(querystring: Schema): Schema {
  return { type: 'object', style: 'form', explode: true, properties: { params: querystring } };
}

/**
 * The route schema as documented: the route's own, with `security: []` on public routes, free query strings as one
 * parameter, and a body the engine validates shown with the engine's schema.
 */
const transform: FastifyDynamicSwaggerOptions['transform'] = ({ schema, url, route }) => {
  const documented: Schema = { ...(schema as Schema | undefined) };
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (url.startsWith('/api/') && (access === undefined || access === 'public')) documented.security = [];
  const querystring = documented.querystring as Schema | undefined;
  if (querystring && querystring.type === 'object' && !querystring.properties) documented.querystring = freeQuery(querystring);
  if (documented.body) documented.body = documentedSchema(documented.body);
  // The edit rule (versions.ts): an edit's version is required whatever the body's schema says.
  if (isVersionedEdit(route)) {
    const body = documented.body as Schema & { required?: string[] };
    documented.body = { ...body, required: [...new Set([...(body.required ?? []), 'version'])] };
  }
  if (documented.response) documented.response = documentedSchema(documented.response);
  return { schema: documented as typeof schema, url };
};

const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (documentObject) => {
  const document = ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as Schema & {
    paths?: Record<string, Record<string, Schema>>;
    components?: { schemas?: Schema; responses?: Schema };
  };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ErrorEnvelope, ModelledRecord: MODELLED_RECORD_COMPONENT },
    responses: {
      ...document.components?.responses,
      ...Object.fromEntries(ERROR_STATUSES.map((status) => [`Error${status}`, {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      }])),
    },
  };
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = operationIdOf(method, path);
      // Two paths that differ only in punctuation would share an id: found when the document is first built.
      const other = ids.get(operationId);
      if (other) throw new Error(`operationId ${operationId} of ${method} ${path} is also that of ${other}`);
      ids.set(operationId, `${method} ${path}`);
      operation.operationId = operationId;
      const responses = (operation.responses ?? {}) as Schema;
      for (const status of ERROR_STATUSES) responses[status] ??= { $ref: `#/components/responses/Error${status}` };
      operation.responses = responses;
    }
  }
  return document;
};

/** The options of @fastify/swagger: the document's frame and the central rules above. */
export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Yuncheng low-code platform API',
      version: '0.1.0',
      description: 'Sign in with POST /api/system/login and send the token it answers in the X-Access-Token header. ' +
        'Every answer is the envelope {success, code, message, result, timestamp}; add lang=zh_CN to the query string for Chinese messages.',
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    security: [{ token: [] }],
  },
  transform,
  transformObject,
};
