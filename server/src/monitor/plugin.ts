// The monitor (/api/system/monitor/…, issue #38 item 3): this server, its database, the dataset cache, the job queue
// and the requests of the last hour by route, as the console's monitor screen polls them; and the same figures as
// Prometheus text for operators, behind its own bearer token (PROMETHEUS_TOKEN: none configured, the endpoint is off).
// Registered without encapsulation, right after the system log, so that its onResponse hook times every route.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { monitorMessage, PERMISSIONS } from '@yc/engine';
import { isPlatformEnterprise } from '../enterprise/operator.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { ApiError, notFound, ok, requestLanguage } from '../wire/envelope.ts';
import { Nullable, replies } from '../wire/responses.ts';
import { cacheFigures, databaseFigures, queueFigures, ServerSampler, type MonitorFigures } from './figures.ts';
import { PrometheusFigures } from './prometheus.ts';
import { RequestStats } from './requests.ts';

const BASE = '/api/system/monitor';
const tags = ['system'];

const N = Type.Number();
const I = Type.Integer();
const Figures = Type.Object({
  sampledAt: Type.String(),
  server: Type.Object({
    instance: Type.String(), nodeVersion: Type.String(), pid: I, uptimeSeconds: N, cpuCount: I, loadAverage: Type.Array(N), cpuPercent: N,
    memory: Type.Object({ rssBytes: N, heapUsedBytes: N, heapTotalBytes: N, externalBytes: N, systemTotalBytes: N, systemFreeBytes: N }),
    eventLoop: Type.Object({ meanMs: N, p50Ms: N, p99Ms: N, maxMs: N }),
    history: Type.Array(Type.Object({ at: Type.String(), cpuPercent: N, rssBytes: N, heapUsedBytes: N, eventLoopP99Ms: N })),
  }),
  database: Type.Object({
    embedded: Type.Boolean(), version: Type.String(), sizeBytes: N,
    connections: Type.Object({ active: I, idle: I, total: I, max: Nullable(I) }),
    cacheHitRate: Nullable(N),
    statements: Type.Object({
      available: Type.Boolean(), reason: Nullable(Type.String({ description: 'Why slowest statements are not available' })),
      rows: Type.Array(Type.Object({ query: Type.String(), calls: N, totalMs: N, meanMs: N, rows: N })),
    }),
  }),
  cache: Type.Object({ dataset: Type.Object({ hits: I, misses: I, hitRate: Nullable(N) }) }),
  queue: Type.Object({
    queued: I, active: I, failed: I, failedLastHour: I,
    queues: Type.Array(Type.Object({ name: Type.String(), queued: I, active: I, completed: I, failed: I })),
  }),
  requests: Type.Object({
    windowMinutes: I, total: I, errors: I, clientErrors: I, p50Ms: N, p99Ms: N,
    minutes: Type.Array(Type.Object({ minute: Type.String(), count: I, errors: I, clientErrors: I })),
    routes: Type.Array(Type.Object({ method: Type.String(), route: Type.String(), count: I, perMinute: N, clientErrors: I, errors: I, p50Ms: N, p99Ms: N })),
  }),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the configured token (compared in constant time, over digests of equal length). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

async function monitorPlugin(app: Api, { db, config }: PluginOptions) {
  const requests = new RequestStats();
  const sampler = new ServerSampler();
  const prometheus = new PrometheusFigures();
  app.addHook('onClose', async () => sampler.stop());
  (app as unknown as FastifyInstance).addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'OPTIONS' && request.method !== 'HEAD') requests.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  const figures = async (language: 'en_US' | 'zh_CN'): Promise<MonitorFigures> => ({
    sampledAt: new Date().toISOString(), server: sampler.figures(), database: await databaseFigures(db, language), cache: cacheFigures(),
    queue: await queueFigures(db), requests: requests.figures(),
  });

  app.get(`${BASE}/figures`, {
    config: { access: { permission: PERMISSIONS.system.monitor.list }, readOnly: true },
    schema: { tags, summary: 'The monitor: server, database, cache, queue and the requests of the last hour by route', response: replies(Figures) },
  }, async (request) => {
    // The figures are the whole platform's (every enterprise's requests and statements): the platform's own enterprise only.
    if (!(await isPlatformEnterprise(db, request.caller().tenantId))) throw new ApiError(403, monitorMessage('platformOnly'));
    return ok(await figures(requestLanguage(request)));
  });

  app.get(`${BASE}/prometheus`, {
    config: { access: 'public' },
    schema: {
      tags, summary: 'The monitor figures as Prometheus text, with the bearer token PROMETHEUS_TOKEN (off without one: 404)',
      // A text download (as the file downloads are binary strings): the exposition format 0.0.4, no envelope.
      response: { 200: { description: 'Prometheus exposition format', content: { 'text/plain': { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const token = config.monitor.prometheusToken;
    if (!token) throw notFound();
    if (!tokenMatches(request.headers.authorization, token)) throw new ApiError(401, monitorMessage('tokenRequired'));
    const text = await prometheus.text(await figures('en_US'));
    return reply.type(prometheus.registry.contentType).send(text);
  });
}

/** Not encapsulated (what fastify-plugin sets): its request hook sees every route registered after it. */
export const monitorRoutes = Object.assign(monitorPlugin, { [Symbol.for('skip-override')]: true });
