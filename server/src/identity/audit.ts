// The system log's writer: login and logout entries written by the auth routes at once (security events are never
// lost), and an operation entry for every non-GET API call of a signed-in user (who, what, when, IP, outcome,
// duration), queued and written in batches off the request path. Bodies are never recorded.
import { randomUUID } from 'node:crypto';
import { SysLogEntity } from '../db/entities/identity.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { PluginOptions } from '../plugin-types.ts';
import { isMessage, LOG_TYPES, renderMessage, type LogType, type Message } from '@yc/engine';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route writes its own log entry (login, logout). */
    audit?: boolean;
  }
  interface FastifyInstance {
    /** Operation entries waiting to be written; `flush()` writes them now (the log screen reads its own writes). */
    operationLog: OperationLogQueue;
  }
}


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

/** How long an operation entry may wait in memory: what a crash can lose at most. */
export const LOG_BATCH_WINDOW_MS = 1_000;
const LOG_BATCH_MAX = 500;

interface Queued { tenantId: number; entry: LogEntry; at: Date }

/** Inserts a tenant's entries, a thousand per statement (within PostgreSQL's limit of bound values). */
async function insertEntries(db: Database, tenantId: number, items: readonly Queued[]): Promise<void> {
  const rows = items.map(({ entry, at }) => ({
    id: randomUUID(), logType: entry.logType, userId: entry.userId, username: entry.username, method: entry.method, path: entry.path,
    requestUrl: entry.requestUrl.slice(0, 2000), ip: entry.ip, status: entry.status, outcome: entry.status < 400 ? 'success' : 'failure',
    durationMs: entry.durationMs, content: entry.content.slice(0, 2000), createdAt: at,
  }));
  await db.inTenant(tenantId, async (em) => {
    for (let i = 0; i < rows.length; i += 1_000) await em.insertMany(SysLogEntity, rows.slice(i, i + 1_000));
  });
}

/**
 * Writes an entry into the tenant's log now (a catalogue message as content is logged in English); a failure to log is
 * reported to the server log, never to the caller.
 */
export async function writeLog(
  app: FastifyInstance, db: Database, tenantId: number, entry: Omit<LogEntry, 'content'> & { content: string | Message },
): Promise<void> {
  const content = isMessage(entry.content) ? renderMessage(entry.content, 'en_US') : entry.content;
  try {
    await insertEntries(db, tenantId, [{ tenantId, entry: { ...entry, content }, at: new Date() }]);
  } catch (error) {
    app.log.error({ err: error }, 'system log entry not written');
  }
}

/** Operation entries queued in memory and written per tenant in one statement, every window or every full batch. */
export class OperationLogQueue {
  private pending: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly app: FastifyInstance, private readonly db: Database) {}

  push(tenantId: number, entry: LogEntry): void {
    this.pending.push({ tenantId, entry, at: new Date() });
    if (this.pending.length >= LOG_BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), LOG_BATCH_WINDOW_MS);
  }

  /** Writes everything queued so far; resolves when it (and any write under way) is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: Queued[]): Promise<void> {
    const byTenant = new Map<number, Queued[]>();
    for (const q of batch) {
      const items = byTenant.get(q.tenantId);
      if (items) items.push(q);
      else byTenant.set(q.tenantId, [q]);
    }
    for (const [tenantId, items] of byTenant) {
      try {
        await insertEntries(this.db, tenantId, items);
      } catch (error) {
        this.app.log.error({ err: error, entries: items.length }, 'system log entries not written');
      }
    }
  }
}

/** Registered first among the domain plugins and not encapsulated, so that its hook sees every API route. */
export const auditLog = Object.assign(
  async function auditLog(app: FastifyInstance, { db }: PluginOptions) {
    const queue = new OperationLogQueue(app, db);
    app.decorate('operationLog', queue);
    // A clean shutdown writes what is queued before the database closes.
    app.addHook('onClose', () => queue.flush());
    // In callback style, as the other per-request hooks: an async hook costs each request a promise and a turn of the
    // microtask queue (#40 item 1).
    app.addHook('onSend', (request, reply, payload, done) => {
      const session = request.session;
      if (!session || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done(null, payload);
      const config = request.routeOptions.config;
      // Reads sent as POST (a page of records) change nothing: they are not operations.
      if (config?.audit === false || config?.readOnly || !request.routeOptions.url?.startsWith('/api/')) return done(null, payload);
      const summary = (request.routeOptions.schema as { summary?: string } | undefined)?.summary;
      queue.push(session.tenantId, {
        logType: LOG_TYPES.operation, userId: session.userId, username: session.username, method: request.method,
        path: request.routeOptions.url, requestUrl: request.url.split('?')[0] ?? '', ip: request.ip,
        status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), content: summary ?? `${request.method} ${request.routeOptions.url}`,
      });
      done(null, payload);
    });
  },
  // Fastify's documented switch (what fastify-plugin sets): the plugin shares its parent's context.
  { [Symbol.for('skip-override')]: true },
);
