// The extension modules' routes: each loaded module's own under /api/ext/<module>/…, its console bundle, and the
// administrator's list of modules with their state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { extMessage, PERMISSIONS, renderMessage, type PermissionCode } from '@yc/engine';
import type { Access } from '../auth/access.ts';
import type { Api, DomainPlugin } from '../plugin-types.ts';
import { ApiError, badRequest, conflict, forbidden, notFound, ok, requestLanguage } from '../wire/envelope.ts';
import { Nullable, replies } from '../wire/responses.ts';
import { EXT_STATES, loadModules, TICKET_PATH, WEB_PATH, type ExtModule } from './loader.ts';
import { pageRecords } from './records.ts';
import type { ExtAccess, ExtLogger, ExtRequest, ExtRoute } from './sdk.ts';

const PURPOSE = 'ext-web';
const TICKET_TTL_SECONDS = 300;
const moduleParams = Type.Object({ module: Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$' }) });

const accessOf = (access: ExtAccess): Access =>
  'permission' in access ? { permission: [access.permission].flat() as PermissionCode[] } : 'authenticated';

const loggerOf = (app: FastifyInstance, name: string): ExtLogger => {
  const child = app.log.child({ module: `ext:${name}` });
  return {
    info: (message, details) => child.info(details ?? {}, message),
    warn: (message, details) => child.warn(details ?? {}, message),
    error: (message, details) => child.error(details ?? {}, message),
    debug: (message, details) => child.debug(details ?? {}, message),
  };
};

export const extRoutes: DomainPlugin = async (app: Api, { config }) => {
  // The platform's request behind each module request: what `sdk.records` calls the record routes as.
  const origins = new WeakMap<ExtRequest<unknown, unknown, unknown>, FastifyRequest>();
  const modules = await loadModules(config.modulesDir, {
    Type,
    errors: { badRequest: (message) => badRequest(message), notFound, forbidden, conflict },
    permissions: PERMISSIONS,
    records(req, viewCode) {
      const origin = origins.get(req);
      if (!origin) throw new Error('sdk.records is given the request its handler received');
      return pageRecords(app, origin, viewCode);
    },
    log: (name) => loggerOf(app, name),
  }, app.log);
  const byName = new Map(modules.filter((m) => m.state === EXT_STATES.loaded).map((m) => [m.name, m]));

  const register = (module: ExtModule, route: ExtRoute) => app.route({
    method: route.method,
    url: `/api/ext/${module.name}${route.url}`,
    config: { access: accessOf(route.access) },
    schema: { tags: [`ext-${module.name}`], summary: route.summary, ...route.schema, response: replies(Type.Unknown()) },
    handler: async (request) => {
      const { userId, username, tenantId } = request.caller();
      const req: ExtRequest<unknown, unknown, unknown> = {
        body: request.body, query: request.query, params: request.params, user: { id: userId, username, tenantId }, lang: requestLanguage(request),
      };
      origins.set(req, request);
      return ok(await route.handler(req as ExtRequest));
    },
  });
  for (const module of byName.values()) {
    try {
      for (const route of module.routes) register(module, route);
    } catch (error) {
      // The router refused a route the checks let through: the module is reported, its routes so far stay.
      Object.assign(module, { state: EXT_STATES.failed, error: extMessage('badRoute', { route: module.name, detail: (error as Error).message }) });
      byName.delete(module.name);
    }
  }

  const tags = ['ext'];
  app.get('/api/system/ext/modules', {
    config: { access: { permission: PERMISSIONS.system.config.list } },
    schema: {
      tags, summary: 'The extension modules of MODULES_DIR: loaded, or failed with the reason',
      response: replies(Type.Array(Type.Object({
        name: Type.String(), version: Nullable(Type.String()), title: Nullable(Type.String()), description: Nullable(Type.String()),
        state: Type.Union([Type.Literal('loaded'), Type.Literal('failed')]), error: Nullable(Type.String()),
        routes: Type.Array(Type.Object({ method: Type.String(), url: Type.String(), summary: Type.String() })), web: Type.Boolean(),
      }))),
    },
  }, async (request) => ok(modules.map((m) => ({
    name: m.name, version: m.manifest?.version ?? null, title: m.manifest?.title ?? null, description: m.manifest?.description ?? null,
    state: m.state, error: m.error ? renderMessage(m.error, requestLanguage(request)) : null,
    routes: m.routes.map((r) => ({ method: r.method, url: `/api/ext/${m.name}${r.url}`, summary: r.summary })), web: m.web !== undefined,
  }))));

  // A script the browser imports cannot carry the session's header: a signed-in caller gets a short-lived ticket for it.
  app.get(`/api/ext/:module${TICKET_PATH}`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: "The address of a module's console part, with a ticket valid for five minutes", params: moduleParams, response: replies(Type.Object({ url: Type.String() })) },
  }, async (request) => {
    const module = byName.get(request.params.module);
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
    const module = byName.get(request.params.module);
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
