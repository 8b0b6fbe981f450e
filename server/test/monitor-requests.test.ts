// The monitor's request figures: Given requests recorded over time, When the figures are read, Then each route (method
// and URL pattern) has its count, errors and nearest-rank p50/p99, minutes older than the hour drop out, and requests no
// route matched share one key.
import { describe, expect, it } from 'vitest';
import { NO_ROUTE, quantile, RequestStats, WINDOW_MINUTES } from '../src/monitor/requests.ts';

describe('request figures of the last hour', () => {
  it('counts a route with its errors and p50/p99', () => {
    let now = Date.UTC(2026, 10, 28, 6, 0, 30);
    const stats = new RequestStats(() => now);
    for (let ms = 1; ms <= 100; ms++) stats.record('GET', '/api/x/:id', ms === 100 ? 500 : ms > 95 ? 404 : 200, ms);
    stats.record('GET', undefined, 404, 1);
    now += 60_000;
    stats.record('POST', '/api/x', 200, 7);
    const f = stats.figures();
    const x = f.routes.find((r) => r.route === '/api/x/:id')!;
    expect(x).toMatchObject({ method: 'GET', count: 100, errors: 1, clientErrors: 4, p50Ms: 50, p99Ms: 99 });
    expect(x.perMinute).toBeCloseTo(100 / WINDOW_MINUTES, 2);
    expect(f.routes.find((r) => r.route === NO_ROUTE)).toMatchObject({ count: 1, clientErrors: 1 });
    expect(f).toMatchObject({ total: 102, errors: 1, clientErrors: 5 });
    expect(f.minutes).toHaveLength(WINDOW_MINUTES);
    expect(f.minutes.slice(-2).map((m) => m.count)).toEqual([101, 1]);
  });

  it('forgets minutes older than the hour', () => {
    let now = Date.UTC(2026, 10, 28, 6, 0, 0);
    const stats = new RequestStats(() => now);
    stats.record('GET', '/api/old', 200, 3);
    now += (WINDOW_MINUTES - 1) * 60_000;
    expect(stats.figures().routes.map((r) => r.route)).toEqual(['/api/old']);
    now += 60_000;
    stats.record('GET', '/api/new', 200, 3);
    expect(stats.figures().routes.map((r) => r.route)).toEqual(['/api/new']);
  });

  it('takes quantiles by nearest rank', () => {
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([5], 0.99)).toBe(5);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.99)).toBe(4);
  });
});
