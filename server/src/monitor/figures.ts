// The monitor's figures other than requests: this server process (CPU, memory, event-loop delay, uptime, Node version,
// instance; sampled every few seconds into a short history the console draws), the database (version, size,
// connections, buffer cache hit rate, slowest statements where pg_stat_statements is there), the dataset cache and the
// job queue (pg-boss's jobs by queue and state).
import { hostname, cpus, freemem, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { monitorMessage, renderMessage, type Language } from '@yc/engine';
import type { Database } from '../db/database.ts';
import type { RequestFigures } from './requests.ts';
import { DATASET_CACHE_LOOKUPS } from '../eform/reports/dataset-cache.ts';
import { blockReads, connectionStates, databaseAbout, jobCounts, maxConnections, queueNames, slowestStatements } from './store.ts';

/** How often the server is sampled, and how many samples the history keeps (ten minutes). */
/** Everything the monitor screen shows at one moment (and the Prometheus text reads). */
export interface MonitorFigures {
  sampledAt: string;
  server: ServerFigures;
  database: DatabaseFigures;
  cache: CacheFigures;
  queue: QueueFigures;
  requests: RequestFigures;
}

export const SAMPLE_MS = 5_000;
const KEEP_SAMPLES = 120;

export interface ServerSample {
  at: string;
  /** Percent of one core used by this process since the previous sample. */
  cpuPercent: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopP99Ms: number;
}

export interface ServerFigures {
  instance: string;
  nodeVersion: string;
  pid: number;
  uptimeSeconds: number;
  cpuCount: number;
  loadAverage: number[];
  cpuPercent: number;
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number; externalBytes: number; systemTotalBytes: number; systemFreeBytes: number };
  eventLoop: { meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  history: ServerSample[];
}

const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

/** Samples this process every SAMPLE_MS (a timer that does not keep the process alive) until stopped. */
export class ServerSampler {
  readonly instance = `${hostname()}#${process.pid}-${randomUUID().slice(0, 8)}`;
  readonly #history: ServerSample[] = [];
  readonly #delay: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  #lastCpu = process.cpuUsage();
  #lastAt = performance.now();
  #cpuPercent = 0;
  #loop = { meanMs: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
  readonly #timer: NodeJS.Timeout;

  constructor() {
    this.#delay.enable();
    this.#timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.#timer.unref();
    this.sample();
  }

  /** Takes a sample now: the CPU share and the event-loop delay since the previous one. */
  sample(): void {
    const cpu = process.cpuUsage(this.#lastCpu);
    const now = performance.now();
    const elapsedMs = now - this.#lastAt;
    if (elapsedMs > 0) this.#cpuPercent = Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 1000) / 10;
    this.#lastCpu = process.cpuUsage();
    this.#lastAt = now;
    const d = this.#delay;
    if (d.count > 0) this.#loop = { meanMs: ms(d.mean), p50Ms: ms(d.percentile(50)), p99Ms: ms(d.percentile(99)), maxMs: ms(d.max) };
    d.reset();
    const memory = process.memoryUsage();
    this.#history.push({ at: new Date().toISOString(), cpuPercent: this.#cpuPercent, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, eventLoopP99Ms: this.#loop.p99Ms });
    if (this.#history.length > KEEP_SAMPLES) this.#history.shift();
  }

  figures(): ServerFigures {
    const memory = process.memoryUsage();
    return {
      instance: this.instance, nodeVersion: process.version, pid: process.pid, uptimeSeconds: Math.round(process.uptime()),
      cpuCount: cpus().length, loadAverage: loadavg().map((n) => Math.round(n * 100) / 100), cpuPercent: this.#cpuPercent,
      memory: {
        rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, externalBytes: memory.external,
        systemTotalBytes: totalmem(), systemFreeBytes: freemem(),
      },
      eventLoop: this.#loop, history: [...this.#history],
    };
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#delay.disable();
  }
}

export interface StatementFigures {
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
}

export interface DatabaseFigures {
  embedded: boolean;
  version: string;
  sizeBytes: number;
  connections: { active: number; idle: number; total: number; max: number | null };
  /** Share of block reads served from PostgreSQL's buffer cache (0..1); null before any read. */
  cacheHitRate: number | null;
  statements: { available: boolean; reason: string | null; rows: StatementFigures[] };
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export async function databaseFigures(db: Database, language: Language): Promise<DatabaseFigures> {
  const [about] = await databaseAbout(db);
  const activity = db.embedded ? null : await connectionStates(db);
  const count = (state: string) => num(activity?.find((r) => r.state === state)?.n);
  const [limit] = db.embedded ? [] : (await maxConnections(db)) ?? [];
  const [blocks] = (await blockReads(db)) ?? [];
  const reads = num(blocks?.hit) + num(blocks?.read);
  let statements: DatabaseFigures['statements'];
  if (db.embedded) statements = { available: false, reason: renderMessage(monitorMessage('statementsEmbedded'), language), rows: [] };
  else {
    const rows = await slowestStatements(db);
    statements = rows
      ? { available: true, reason: null, rows: rows.map((r) => ({ query: r.query.slice(0, 500), calls: num(r.calls), totalMs: Math.round(num(r.total) * 100) / 100, meanMs: Math.round(num(r.mean) * 100) / 100, rows: num(r.rows) })) }
      : { available: false, reason: renderMessage(monitorMessage('statementsMissing'), language), rows: [] };
  }
  // The embedded database has one connection, in this process (the one answering now); it lists no client backends.
  const connections = db.embedded
    ? { active: 1, idle: 0, total: 1, max: 1 }
    : { active: count('active'), idle: count('idle') + count('idle in transaction'), total: activity ? activity.reduce((n, r) => n + num(r.n), 0) : 0, max: limit ? num(limit.max) : null };
  return {
    embedded: db.embedded, version: about?.version ?? '', sizeBytes: num(about?.size), connections,
    cacheHitRate: reads > 0 ? Math.round((num(blocks?.hit) / reads) * 10_000) / 10_000 : null, statements,
  };
}

export interface CacheFigures {
  dataset: { hits: number; misses: number; hitRate: number | null };
}

export function cacheFigures(): CacheFigures {
  const { hits, misses } = DATASET_CACHE_LOOKUPS;
  return { dataset: { hits, misses, hitRate: hits + misses > 0 ? Math.round((hits / (hits + misses)) * 10_000) / 10_000 : null } };
}

export interface QueueRow {
  name: string;
  /** Waiting to run: created or to be retried. */
  queued: number;
  active: number;
  completed: number;
  failed: number;
}

export interface QueueFigures {
  queued: number;
  active: number;
  failed: number;
  /** Failed in the last hour. */
  failedLastHour: number;
  queues: QueueRow[];
}

export async function queueFigures(db: Database): Promise<QueueFigures> {
  const rows = (await jobCounts(db)) ?? [];
  const names = (await queueNames(db)) ?? [];
  const queues = new Map<string, QueueRow>(names.map(({ name }) => [name, { name, queued: 0, active: 0, completed: 0, failed: 0 }]));
  let failedLastHour = 0;
  for (const r of rows) {
    let q = queues.get(r.name);
    if (!q) queues.set(r.name, (q = { name: r.name, queued: 0, active: 0, completed: 0, failed: 0 }));
    const n = num(r.n);
    if (r.state === 'created' || r.state === 'retry') q.queued += n;
    else if (r.state === 'active') q.active += n;
    else if (r.state === 'completed') q.completed += n;
    else if (r.state === 'failed') {
      q.failed += n;
      failedLastHour += num(r.recent);
    }
  }
  const list = [...queues.values()];
  return {
    queued: list.reduce((n, q) => n + q.queued, 0), active: list.reduce((n, q) => n + q.active, 0), failed: list.reduce((n, q) => n + q.failed, 0),
    failedLastHour, queues: list,
  };
}
