// The monitor's figures as Prometheus text (prom-client), for operators: one registry per server (never prom-client's
// global one: several servers may share a process), its gauges set from the same figures the console draws.
import { Gauge, Registry } from 'prom-client';
import type { MonitorFigures } from './figures.ts';

export class PrometheusFigures {
  readonly registry = new Registry();
  readonly #g = {
    info: this.#gauge('yc_server_info', 'The server instance and its Node.js version (always 1)', ['instance', 'node_version']),
    uptime: this.#gauge('yc_process_uptime_seconds', 'Seconds since this server process started'),
    cpu: this.#gauge('yc_process_cpu_percent', 'Percent of one core this process used over the last sample'),
    memory: this.#gauge('yc_process_memory_bytes', 'Memory of this process, by kind', ['kind']),
    loop: this.#gauge('yc_event_loop_delay_seconds', 'Event-loop delay over the last sample', ['stat']),
    dbSize: this.#gauge('yc_database_size_bytes', "Size of the platform's database"),
    dbConnections: this.#gauge('yc_database_connections', 'Client connections to the database, by state', ['state']),
    dbHit: this.#gauge('yc_database_cache_hit_ratio', "Share of block reads served from PostgreSQL's buffer cache"),
    cache: this.#gauge('yc_dataset_cache_lookups', 'Dataset cache look-ups since the process started, by outcome', ['outcome']),
    queue: this.#gauge('yc_queue_jobs', 'Jobs of the job queue, by queue and state', ['queue', 'state']),
    failedHour: this.#gauge('yc_queue_failed_last_hour', 'Jobs that failed in the last hour'),
    requests: this.#gauge('yc_http_requests_last_hour', 'Requests in the last hour, by route', ['method', 'route']),
    errors: this.#gauge('yc_http_errors_last_hour', 'Replies of 500 or above in the last hour, by route', ['method', 'route']),
    clientErrors: this.#gauge('yc_http_client_errors_last_hour', 'Replies of 400 to 499 in the last hour, by route', ['method', 'route']),
    latency: this.#gauge('yc_http_request_duration_seconds', 'Request duration over the last hour, by route', ['method', 'route', 'quantile']),
  };

  #gauge<L extends string>(name: string, help: string, labelNames: L[] = []) {
    return new Gauge<L>({ name, help, labelNames, registers: [this.registry] });
  }

  /** The figures as the exposition text. */
  async text(f: MonitorFigures): Promise<string> {
    const g = this.#g;
    this.registry.resetMetrics();
    g.info.set({ instance: f.server.instance, node_version: f.server.nodeVersion }, 1);
    g.uptime.set(f.server.uptimeSeconds);
    g.cpu.set(f.server.cpuPercent);
    for (const [kind, bytes] of Object.entries(f.server.memory)) g.memory.set({ kind: kind.replace(/Bytes$/, '') }, bytes);
    for (const [stat, value] of Object.entries(f.server.eventLoop)) g.loop.set({ stat: stat.replace(/Ms$/, '') }, value / 1000);
    g.dbSize.set(f.database.sizeBytes);
    g.dbConnections.set({ state: 'active' }, f.database.connections.active);
    g.dbConnections.set({ state: 'idle' }, f.database.connections.idle);
    if (f.database.cacheHitRate !== null) g.dbHit.set(f.database.cacheHitRate);
    g.cache.set({ outcome: 'hit' }, f.cache.dataset.hits);
    g.cache.set({ outcome: 'miss' }, f.cache.dataset.misses);
    for (const q of f.queue.queues) {
      for (const state of ['queued', 'active', 'completed', 'failed'] as const) g.queue.set({ queue: q.name, state }, q[state]);
    }
    g.failedHour.set(f.queue.failedLastHour);
    for (const r of f.requests.routes) {
      const labels = { method: r.method, route: r.route };
      g.requests.set(labels, r.count);
      g.errors.set(labels, r.errors);
      g.clientErrors.set(labels, r.clientErrors);
      g.latency.set({ ...labels, quantile: '0.5' }, r.p50Ms / 1000);
      g.latency.set({ ...labels, quantile: '0.99' }, r.p99Ms / 1000);
    }
    return this.registry.metrics();
  }
}
