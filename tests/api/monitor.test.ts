// The monitor: Given an administrator, When they read the monitor's figures, Then the server, database, cache, queue and
// request figures are there and typed (on PGlite the slowest statements say why they are not available); a route's
// count and p50/p99 move after calls, keyed by its URL pattern (never the raw URL); the general user and another
// enterprise's administrator are refused; and the Prometheus endpoint is off without a token configured (404), refuses
// a wrong or missing token (401) and answers the right one with Prometheus text.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerEnterprise } from '../support/enterprises.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const TOKEN = 'monitor-test-token-8c1f0e';
const suite = apiSuite({ env: { PROMETHEUS_TOKEN: TOKEN, ENTERPRISE_REGISTRATION: 'open' } });
const FIGURES = '/api/system/monitor/figures';
const PROMETHEUS = '/api/system/monitor/prometheus';
const MENU = '/api/system/permission/getUserPermissionByToken';
const EXCEL_JOB = '/api/eform/engine/view/:viewCode/excelJob/:jobId';

const figures = async () => expectOk<any>(await suite.admin.get(FIGURES));
const routeOf = (f: any, method: string, route: string) => f.requests.routes.find((r: any) => r.method === method && r.route === route);

describe('the monitor figures', () => {
  it('has the server, database, cache, queue and request figures, typed', async () => {
    const f = await figures();
    expect(Date.parse(f.sampledAt)).not.toBeNaN();
    const s = f.server;
    expect(s.nodeVersion).toBe(process.version);
    expect(s.instance).toMatch(/#\d+-/);
    expect(s.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(s.cpuCount).toBeGreaterThan(0);
    expect(typeof s.cpuPercent).toBe('number');
    expect(s.memory.rssBytes).toBeGreaterThan(s.memory.heapUsedBytes);
    expect(s.memory.systemTotalBytes).toBeGreaterThan(0);
    expect(Object.values(s.eventLoop).every((v) => typeof v === 'number')).toBe(true);
    expect(s.history.length).toBeGreaterThan(0);

    const d = f.database;
    const embedded = !suite.server.config.databaseUrl;
    expect(d.embedded).toBe(embedded);
    expect(d.version).toMatch(/^\d+/);
    expect(d.sizeBytes).toBeGreaterThan(0);
    expect(Number.isInteger(d.connections.active) && Number.isInteger(d.connections.idle)).toBe(true);
    expect(d.connections.active).toBeGreaterThanOrEqual(1);
    if (d.cacheHitRate !== null) expect(d.cacheHitRate).toBeGreaterThanOrEqual(0);
    if (embedded) {
      expect(d.statements).toMatchObject({ available: false, rows: [] });
      expect(d.statements.reason).toMatch(/PGlite/);
    } else if (!d.statements.available) expect(d.statements.reason).toMatch(/pg_stat_statements/);
    else expect(Array.isArray(d.statements.rows)).toBe(true);

    expect(f.cache.dataset).toEqual({ hits: expect.any(Number), misses: expect.any(Number), hitRate: f.cache.dataset.hitRate });
    expect(f.queue).toMatchObject({ queued: expect.any(Number), active: expect.any(Number), failed: expect.any(Number), failedLastHour: expect.any(Number) });
    // The server runs housekeeping and the scheduled-job tick on the queue: its queues are listed.
    expect(f.queue.queues.length).toBeGreaterThan(0);
    expect(f.requests.windowMinutes).toBe(60);
    expect(f.requests.minutes).toHaveLength(60);
  });

  it("moves a route's counts and p50/p99 after calls, keyed by the route's pattern", async () => {
    const before = routeOf(await figures(), 'GET', EXCEL_JOB)?.count ?? 0;
    for (let i = 0; i < 5; i++) {
      const res = await suite.admin.get(`/api/eform/engine/view/no_such_view_${i}/excelJob/${randomUUID()}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const after = await figures();
    const row = routeOf(after, 'GET', EXCEL_JOB);
    expect(row.count).toBe(before + 5);
    expect(row.clientErrors).toBeGreaterThanOrEqual(5);
    expect(row.errors).toBe(0);
    expect(row.p50Ms).toBeGreaterThan(0);
    expect(row.p99Ms).toBeGreaterThanOrEqual(row.p50Ms);
    // No raw URL is a key.
    expect(after.requests.routes.some((r: any) => r.route.includes('no_such_view'))).toBe(false);
    // The figures' own calls are counted too.
    expect(routeOf(after, 'GET', FIGURES).count).toBeGreaterThanOrEqual(2);
    expect(after.requests.total).toBeGreaterThanOrEqual(after.requests.routes.reduce((n: number, r: any) => n + r.count, 0));
  });

  it('refuses the general user', async () => {
    const user = await suite.server.login('user');
    const res = await user.get(FIGURES);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(res.body.result).toBeNull();
  });

  it("refuses another enterprise's administrator: the figures are the whole platform's", async () => {
    const other = await registerEnterprise(suite.server, `mon${Date.now() % 100000}`);
    const res = await other.get(FIGURES);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/only the platform's own enterprise/);
    expect(res.body.result).toBeNull();
    // Nor is the page on that administrator's menu, where the platform's own administrator has it.
    const components = (menu: { component: string; children?: unknown[] }[]): string[] =>
      menu.flatMap((node) => [node.component, ...components((node.children ?? []) as typeof menu)]);
    const menuOf = async (client: typeof other) => components((await client.get(MENU)).body.result.menu);
    expect(await menuOf(suite.admin)).toContain('system/monitor');
    const theirs = await menuOf(other);
    expect(theirs).toContain('system/dataLog');
    expect(theirs).not.toContain('system/monitor');
  });
});

describe('the Prometheus endpoint', () => {
  const scrape = (authorization?: string) => fetch(suite.server.url + PROMETHEUS, { headers: authorization ? { authorization } : {} });

  it('is off without a token configured (404)', async () => {
    const monitor = suite.server.config.monitor;
    monitor.prometheusToken = undefined;
    try {
      expect((await scrape()).status).toBe(404);
      expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      monitor.prometheusToken = TOKEN;
    }
  });

  it('refuses a wrong or missing token (401)', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(header);
      expect(res.status).toBe(401);
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/token/);
    }
  });

  it('answers the right token with Prometheus text', async () => {
    await suite.admin.get(FIGURES);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^# HELP yc_process_uptime_seconds /m);
    expect(text).toMatch(/^# TYPE yc_database_size_bytes gauge$/m);
    expect(text).toMatch(new RegExp(`^yc_server_info\\{instance="[^"]+",node_version="${process.version.replace(/\./g, '\\.')}"\\} 1$`, 'm'));
    expect(text).toMatch(/^yc_http_requests_last_hour\{method="GET",route="\/api\/system\/monitor\/figures"\} \d+$/m);
    expect(text).toMatch(/^yc_http_request_duration_seconds\{method="GET",route="\/api\/system\/monitor\/figures",quantile="0\.99"\} [\d.e-]+$/m);
    expect(text).toMatch(/^yc_queue_jobs\{queue="[^"]+",state="failed"\} \d+$/m);
  });
});
