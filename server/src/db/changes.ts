// Change notifications: what cached facts went stale, pushed by PostgreSQL to every server instance.
//
// Triggers on the watched tables (sessions, grants, metadata: see the migration ChangeNotify) send
// `pg_notify('yc_changes', '<topic>[:<key>]')`; PostgreSQL delivers a notification when its transaction commits, in
// commit order, to every listening connection. Each instance listens on a connection of its own (PGlite: the
// embedded database's own listen). Caches built on this bus serve nothing while the listener is down (a missed
// notification would leave them stale), and `fence()` lets a request wait until every change committed before it
// has reached this instance, so that a change is in force on the very next request.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CHANGE_CHANNEL = 'yc_changes';

/** What went stale: a session (`token:<jti>`), a user's sessions and grants (`user:<id>`), all grants, all metadata. */
export type Change =
  | { topic: 'token'; key: string }
  | { topic: 'user'; key: string }
  | { topic: 'grants' }
  | { topic: 'metadata' }
  /** Records of a modelled table were written through the platform (`<tenantId>:<tableName>`). */
  | { topic: 'table'; key: string }
  /** An instance reloaded MODULES_DIR (`modules:<its instance id>`): every other instance reloads its own. */
  | { topic: 'modules'; key: string }
  /** Every cache: the listener reconnected or a fence timed out, so notifications may have been missed. */
  | { topic: 'all' };

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  /** Whether notifications are being received; while false, caches must not serve. */
  readonly live: boolean;
  /** Increases with every change received: a cache stores a value read at generation g only while it is still g. */
  readonly generation: number;
  on(listener: ChangeListener): void;
  /** Resolves once every change committed before the call has been delivered to this instance's listeners. */
  fence(): Promise<void>;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change | null {
  if (payload === 'grants' || payload === 'metadata') return { topic: payload };
  const colon = payload.indexOf(':');
  const topic = payload.slice(0, colon);
  const key = payload.slice(colon + 1);
  return colon > 0 && key && (topic === 'token' || topic === 'user' || topic === 'table' || topic === 'modules') ? { topic, key } : null;
}

const FENCE_TIMEOUT_MS = 2_000;

/** The bus's common part: listeners, generation, fences; `send` issues a NOTIFY on the database. */
class Bus implements ChangeBus {
  live = false;
  generation = 0;
  private readonly listeners: ChangeListener[] = [];
  private readonly fences = new Map<string, () => void>();

  constructor(private readonly send: (payload: string) => Promise<void>) {}

  on(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  receive(payload: string): void {
    if (payload.startsWith('fence:')) {
      this.fences.get(payload.slice(6))?.();
      return;
    }
    const change = parseChange(payload);
    if (change) this.emit(change);
  }

  emit(change: Change): void {
    this.generation++;
    for (const listener of this.listeners) listener(change);
  }

  setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    this.emit({ topic: 'all' });
  }

  async fence(): Promise<void> {
    if (!this.live) return;
    const nonce = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const reached = new Promise<boolean>((resolve) => {
      this.fences.set(nonce, () => resolve(true));
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await this.send(`fence:${nonce}`);
      // A fence that never comes back means notifications are not arriving: nothing cached can be trusted.
      if (!(await reached)) this.emit({ topic: 'all' });
    } finally {
      clearTimeout(timer);
      this.fences.delete(nonce);
    }
  }

  async close(): Promise<void> {
    this.live = false;
    for (const resolve of this.fences.values()) resolve();
  }
}

/** Sends a notification through the platform's own connections (so that it never lands inside another's transaction). */
export type Notify = (channel: string, payload: string) => Promise<void>;

/** The embedded database: its own listen, in process. */
export async function pgliteChangeBus(db: PGlite, notify: Notify): Promise<ChangeBus> {
  const bus = new Bus((payload) => notify(CHANGE_CHANNEL, payload));
  const unlisten = await db.listen(CHANGE_CHANNEL, (payload) => bus.receive(payload));
  bus.setLive(true);
  const close = bus.close.bind(bus);
  bus.close = async () => {
    await close();
    await unlisten().catch(() => undefined);
  };
  return bus;
}

/** A PostgreSQL server: a connection of its own that listens, reconnecting (and flushing every cache) after a loss. */
export async function postgresChangeBus(databaseUrl: string, notify: Notify, log: (error: unknown) => void): Promise<ChangeBus> {
  let client: pg.Client | null = null;
  let closed = false;
  const bus = new Bus((payload) => notify(CHANGE_CHANNEL, payload));

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) bus.receive(message.payload);
    });
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
    bus.setLive(true);
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    bus.setLive(false);
    if (!closed) setTimeout(retry, 500).unref();
  };

  const retry = () => {
    if (closed || client) return;
    connect().catch((error) => {
      log(error);
      if (!closed) setTimeout(retry, 2_000).unref();
    });
  };

  await connect();
  const close = bus.close.bind(bus);
  bus.close = async () => {
    closed = true;
    await close();
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
  return bus;
}
