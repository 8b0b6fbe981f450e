// The system log's writer: login and logout entries written by the auth routes, and an operation entry for every
// non-GET API call of a signed-in user (who, what, when, IP, outcome, duration). Bodies are never recorded.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { PluginOptions } from '../plugins.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route writes its own log entry (login, logout). */
    audit?: boolean;
  }
}

export const LOG_TYPES = { login: 'login', logout: 'logout', operation: 'operation' } as const;
export type LogType = (typeof LOG_TYPES)[keyof typeof LOG_TYPES];

export interface LogEntry {
  logType: LogType;
  userId: string | null;
  username: string | null;
  method: string;
  path: string;
  requestUrl: string;
  ip: string;
  status: number;
  durationMs: number | null;
  content: string;
}

/** Writes an entry into the tenant's log; a failure to log is reported to the server log, never to the caller. */
export async function writeLog(app: FastifyInstance, db: Database, tenantId: number, entry: LogEntry): Promise<void> {
  try {
    await db.inTenant(tenantId, (em) => em.execute(
      `insert into sys_log (id, log_type, user_id, username, method, path, request_url, ip, status, outcome, duration_ms, content)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), entry.logType, entry.userId, entry.username, entry.method, entry.path, entry.requestUrl.slice(0, 2000), entry.ip,
        entry.status, entry.status < 400 ? 'success' : 'failure', entry.durationMs, entry.content.slice(0, 2000)],
    ));
  } catch (error) {
    app.log.error({ err: error }, 'system log entry not written');
  }
}

/** Registered first among the domain plugins and not encapsulated, so that its hook sees every API route. */
export const auditLog = Object.assign(
  async function auditLog(app: FastifyInstance, { db }: PluginOptions) {
    // onSend rather than onResponse: the entry is written before the caller sees the answer.
    app.addHook('onSend', async (request, reply, payload) => {
      const session = request.session;
      if (!session || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
      const config = request.routeOptions.config;
      if (config?.audit === false || !request.routeOptions.url?.startsWith('/api/')) return payload;
      const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary;
      await writeLog(app, db, session.tenantId, {
        logType: LOG_TYPES.operation, userId: session.userId, username: session.username, method: request.method,
        path: request.routeOptions.url, requestUrl: request.url.split('?')[0] ?? '', ip: request.ip,
        status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), content: summary ?? `${request.method} ${request.routeOptions.url}`,
      });
      return payload;
    });
  },
  // Fastify's documented switch (what fastify-plugin sets): the plugin shares its parent's context.
  { [Symbol.for('skip-override')]: true },
);
