// The extension modules' routes: each loaded module's own under /api/ext/<module>/…, its console bundle, the
// administrator's list of modules with their state, and the reload. Fastify adds no route once it has started, so one
// wildcard route per method under /api/ext/ dispatches to a router per module (find-my-way, Fastify's own router); a
// reload loads the folder again and swaps the whole set of routers at once. A module's route keeps what a Fastify route
// of its own had: its access check (the same hook and permission look-up), its TypeBox schemas compiled by the
// platform's ajv, and the envelope.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router from 'find-my-way';
import { Type, type TSchema } from '@sinclair/typebox';
import { codegenMessage, extMessage, PERMISSIONS, renderMessage, requestMessage } from '@yc/engine';
import { hasPermission } from '../auth/access.ts';
import { CHANGE_CHANNEL } from '../db/changes.ts';
import type { Database } from '../db/database.ts';
import { isPlatformEnterprise } from '../enterprise/operator.ts';
import type { Api, DomainPlugin } from '../plugin-types.ts';
import { ApiError, badRequest, conflict, forbidden, notFound, ok, requestLanguage } from '../wire/envelope.ts';
import { Nullable, replies } from '../wire/responses.ts';
import { validatorsByPart } from '../wire/validators.ts';
import { EXT_STATES, loadModules, TICKET_PATH, WEB_PATH, type ExtModule } from './loader.ts';
import { excelReply, fileReply, sendFile } from './files.ts';
import { pageProcess } from './process.ts';
import { pageRecords } from './records.ts';
import type { ExtLogger, ExtMethod, ExtRequest, ExtRoute, ExtRouteSchema } from './sdk.ts';
import { notifyChange } from './store.ts';

const PURPOSE = 'ext-web';
const TICKET_TTL_SECONDS = 300;
const PREFIX = '/api/ext/';
const METHODS: readonly ExtMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const moduleParams = Type.Object({ module: Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' }) });

const loggerOf = (app: FastifyInstance, name: string): ExtLogger => {
  const child = app.log.child({ module: `ext:${name}` });
  return {
    info: (message, details) => child.info(details ?? {}, message),
    warn: (message, details) => child.warn(details ?? {}, message),
    error: (message, details) => child.error(details ?? {}, message),
    debug: (message, details) => child.debug(details ?? {}, message),
  };
};

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
type Part = 'params' | 'querystring' | 'body';
const PARTS: readonly Part[] = ['params', 'querystring', 'body'];
/** The platform's ajv as Fastify builds it for a route (server options leave `ajv` at Fastify's default). */
const compilerOf = (validatorsByPart as unknown as (external: unknown, options: unknown) => (route: object) => Validate)({}, { customOptions: {}, plugins: [] });

/** A module's route as its router keeps it: the route and its compiled validators. */
interface Mounted {
  route: ExtRoute;
  validators: Partial<Record<Part, Validate>>;
}

/** The router of a loaded module's routes (paths below /api/ext/<module>); throws when the router refuses one. */
function mount(module: ExtModule): Router.Instance<Router.HTTPVersion.V1> {
  const router = Router();
  for (const route of module.routes) {
    const validators: Mounted['validators'] = {};
    for (const part of PARTS) {
      const schema = (route.schema as ExtRouteSchema | undefined)?.[part] as TSchema | undefined;
      if (schema) validators[part] = compilerOf({ schema, method: route.method, url: `${PREFIX}${module.name}${route.url}`, httpPart: part });
    }
    router.on(route.method, route.url, () => undefined, { route, validators } satisfies Mounted);
  }
  return router;
}

/** The part's data checked (and, for text parts, coerced) by its validator: a 400 like a Fastify route's. */
function checked(part: Part, validate: Validate | undefined, data: unknown): unknown {
  if (!validate || validate(data)) return data;
  const detail = (validate.errors ?? []).map((e) => `${part}${e.instancePath} ${e.message ?? ''}`.trim()).join(', ');
  throw badRequest(requestMessage('detail', { detail }));
}

/** The modules of the last load and the router of each loaded one: replaced as a whole by a reload. */
interface Loaded {
  modules: ExtModule[];
  routers: Map<string, Router.Instance<Router.HTTPVersion.V1>>;
}

/** Each server's reload, by its database (the code generator's write reloads through it). */
const reloaders = new WeakMap<Database, () => Promise<ExtModule[]>>();

/** Loads MODULES_DIR again and swaps the modules' routes (the server's own, for the code generator's write). */
export async function reloadModules(db: Database): Promise<ExtModule[]> {
  const reload = reloaders.get(db);
  return reload ? reload() : [];
}

export const extRoutes: DomainPlugin = async (app: Api, { config, db }) => {
  // The platform's request behind each module request: what `sdk.records` calls the record routes as.
  const origins = new WeakMap<ExtRequest<unknown, unknown, unknown>, FastifyRequest>();
  const originOf = (req: ExtRequest<unknown, unknown, unknown>, member: string) => {
    const origin = origins.get(req);
    if (!origin) throw new Error(`sdk.${member} is given the request its handler received`);
    return origin;
  };
  const services = {
    Type,
    errors: { badRequest: (message: string) => badRequest(message), notFound, forbidden, conflict },
    permissions: PERMISSIONS,
    records: (req: ExtRequest<unknown, unknown, unknown>, viewCode: string) => pageRecords(app, originOf(req, 'records'), viewCode),
    process: (req: ExtRequest<unknown, unknown, unknown>, viewCode: string, processKey: string) => pageProcess(app, originOf(req, 'process'), viewCode, processKey),
    log: (name: string) => loggerOf(app, name),
    file: (fileName: string, contentType: string, body: Uint8Array | string) => fileReply(fileName, contentType, typeof body === 'string' ? body : Buffer.from(body)),
    excel: excelReply,
  };

  async function load(): Promise<Loaded> {
    const modules = await loadModules(config.modulesDir, services, app.log);
    const routers = new Map<string, Router.Instance<Router.HTTPVersion.V1>>();
    for (const module of modules.filter((m) => m.state === EXT_STATES.loaded)) {
      try {
        routers.set(module.name, mount(module));
      } catch (error) {
        // The router or the validator refused a route the checks let through: the module is reported and has no route.
        Object.assign(module, { state: EXT_STATES.failed, error: extMessage('badRoute', { route: module.name, detail: (error as Error).message }) });
        app.log.error({ module: module.name, reason: module.error }, 'extension module skipped');
      }
    }
    return { modules, routers };
  }

  let current = await load();
  // One reload at a time; requests meanwhile are answered by the modules loaded before, until the swap.
  let reloading: Promise<ExtModule[]> = Promise.resolve(current.modules);
  const reloadHere = () => (reloading = reloading.catch(() => undefined).then(async () => {
    current = await load();
    return current.modules;
  }));
  // Every instance on the database reloads too: the change bus carries `modules:<this instance>` to the others (this
  // one ignores its own). Sent after this instance's reload, so its answer lists what the others are loading.
  const instance = randomUUID();
  const reload = async () => {
    const modules = await reloadHere();
    await notifyChange(db, CHANGE_CHANNEL, `modules:${instance}`);
    return modules;
  };
  db.changes.on((change) => {
    if (change.topic !== 'modules' || change.key === instance) return;
    reloadHere().then(
      (modules) => app.log.info({ from: change.key, modules: modules.length }, 'extension modules reloaded (another instance reloaded them)'),
      (error: unknown) => app.log.error({ err: error }, 'extension modules: the reload another instance asked for failed'),
    );
  });
  reloaders.set(db, reload);
  const loadedModule = (name: string) => {
    const module = current.modules.find((m) => m.name === name);
    return module?.state === EXT_STATES.loaded ? module : undefined;
  };

  /** A module's route for the request: found by its module's router, checked, and answered in the envelope. */
  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!.slice(PREFIX.length);
    const slash = path.indexOf('/');
    const name = slash < 0 ? path : path.slice(0, slash);
    const found = slash < 0 ? null : current.routers.get(name)?.find(request.method as ExtMethod, path.slice(slash)) ?? null;
    if (!found) throw notFound();
    const { route, validators } = found.store as Mounted;
    const { userId, username, tenantId } = request.caller();
    if ('permission' in route.access && !(await hasPermission(db, userId, [route.access.permission].flat()))) throw forbidden();
    const params = checked('params', validators.params, { ...found.params });
    const query = checked('querystring', validators.querystring, request.query ?? {});
    const body = checked('body', validators.body, request.body);
    const req: ExtRequest<unknown, unknown, unknown> = { body, query, params, user: { id: userId, username, tenantId }, lang: requestLanguage(request) };
    origins.set(req, request);
    const result = await route.handler(req as ExtRequest);
    return sendFile(reply, result) || ok(result);
  };
  // One route per method (each its own operation in the API document).
  for (const method of METHODS) {
    app.route({
      method,
      url: `${PREFIX}*`,
      // Signed in here; a route's own permission is checked in dispatch, before its input, as the access hook would.
      config: { access: 'authenticated' },
      schema: {
        tags: ['ext'], summary: `An extension module's ${method} route: /api/ext/<module>/<path> as the module declares it (GET /api/system/ext/modules lists them)`,
        response: replies(Type.Unknown()),
      },
      handler: dispatch,
    });
  }

  const tags = ['ext'];
  const ModuleList = Type.Array(Type.Object({
    name: Type.String(), version: Nullable(Type.String()), title: Nullable(Type.String()), description: Nullable(Type.String()),
    state: Type.Union([Type.Literal('loaded'), Type.Literal('failed')]), error: Nullable(Type.String()),
    routes: Type.Array(Type.Object({ method: Type.String(), url: Type.String(), summary: Type.String() })), web: Type.Boolean(),
  }));
  const listed = (modules: ExtModule[], request: FastifyRequest) => modules.map((m) => ({
    name: m.name, version: m.manifest?.version ?? null, title: m.manifest?.title ?? null, description: m.manifest?.description ?? null,
    state: m.state, error: m.error ? renderMessage(m.error, requestLanguage(request)) : null,
    routes: m.routes.map((r) => ({ method: r.method, url: `${PREFIX}${m.name}${r.url}`, summary: r.summary })), web: m.web !== undefined,
  }));

  app.get('/api/system/ext/modules', {
    config: { access: { permission: PERMISSIONS.system.config.list } },
    schema: { tags, summary: 'The extension modules of MODULES_DIR: loaded, or failed with the reason', response: replies(ModuleList) },
  }, async (request) => ok(listed(current.modules, request)));

  app.post('/api/system/ext/modules/reload', {
    config: { access: { permission: PERMISSIONS.eform.codegen.write } },
    schema: {
      tags, summary: "Load MODULES_DIR again: every module's routes and console part as its files are now (a module failing to load is listed as failed, the others run)",
      response: replies(ModuleList),
    },
  }, async (request) => {
    // Loading modules runs code for the whole platform: only its own enterprise does it, like writing one.
    if (!(await isPlatformEnterprise(db, request.caller().tenantId))) throw new ApiError(403, codegenMessage('reloadPlatformOnly'));
    return ok(listed(await reload(), request));
  });

  // A script the browser imports cannot carry the session's header: a signed-in caller gets a short-lived ticket for it.
  app.get(`/api/ext/:module${TICKET_PATH}`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The address of a module's console part, with a ticket valid for five minutes", params: moduleParams, response: replies(Type.Object({ url: Type.String() })) },
  }, async (request) => {
    const module = loadedModule(request.params.module);
    if (!module?.web) throw notFound();
    const { userId, tenantId } = request.caller();
    const ticket = app.jwt.sign({ purpose: PURPOSE, sub: userId, tid: tenantId, module: module.name }, { expiresIn: TICKET_TTL_SECONDS });
    return ok({ url: `/api/ext/${module.name}${WEB_PATH}?t=${encodeURIComponent(ticket)}` });
  });

  app.get(`/api/ext/:module${WEB_PATH}`, {
    // Checked by its ticket (signed for this module by the ticket route, for a signed-in caller).
    config: { access: 'public' },
    schema: {
      tags, summary: "A module's console part: one ES module importing React, antd and the console SDK from the console", params: moduleParams,
      querystring: Type.Object({ t: Type.String({ maxLength: 4000 }) }),
      response: { 200: { description: 'The script', content: { 'text/javascript': { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const module = loadedModule(request.params.module);
    let claims: Record<string, unknown> | undefined;
    try {
      claims = app.jwt.verify<Record<string, unknown>>(request.query.t);
    } catch {
      claims = undefined;
    }
    if (claims?.purpose !== PURPOSE || claims.module !== request.params.module) throw new ApiError(401, extMessage('ticketRequired'));
    if (!module?.web) throw notFound();
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'private, no-cache').send(module.web);
  });
};
