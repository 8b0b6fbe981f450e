// The monitor's charts as vega-lite specs (drawn by the report engine's VegaChart): CPU and memory over the last
// minutes, requests per minute over the last hour, p50/p99 of the busiest routes and the queue's jobs by state.
import type { Monitor } from './monitor-api.ts';

type Label = (key: string) => string;
type Spec = Record<string, unknown>;

/** Routes the latency chart shows, busiest first. */
const BUSIEST = 10;
const MB = 1024 * 1024;

const timeAxis = (label: Label, format = '%H:%M:%S') => ({ field: 'at', type: 'temporal', title: label('monitor.axis.time'), axis: { format } });

export function cpuChart(m: Monitor, label: Label): Spec {
  return {
    title: label('monitor.chart.cpu'), width: 'container',
    data: { values: m.server.history.map((s) => ({ at: s.at, value: s.cpuPercent })) },
    mark: { type: 'area', line: true, opacity: 0.3 },
    encoding: { x: timeAxis(label), y: { field: 'value', type: 'quantitative', title: label('monitor.axis.percent') } },
  };
}

export function memoryChart(m: Monitor, label: Label): Spec {
  const rss = label('monitor.rss');
  const heap = label('monitor.heapUsed');
  const values = m.server.history.flatMap((s) => [
    { at: s.at, series: rss, value: Math.round((s.rssBytes / MB) * 10) / 10 },
    { at: s.at, series: heap, value: Math.round((s.heapUsedBytes / MB) * 10) / 10 },
  ]);
  return {
    title: label('monitor.chart.memory'), width: 'container', data: { values }, mark: 'line',
    encoding: {
      x: timeAxis(label), y: { field: 'value', type: 'quantitative', title: label('monitor.axis.mb') },
      color: { field: 'series', type: 'nominal', title: label('monitor.axis.series') },
    },
  };
}

export function requestsChart(m: Monitor, label: Label): Spec {
  const ok = label('monitor.axis.ok');
  const client = label('monitor.clientErrors');
  const server = label('monitor.errors');
  const values = m.requests.minutes.flatMap((row) => [
    { at: row.minute, outcome: ok, value: row.count - row.errors - row.clientErrors },
    { at: row.minute, outcome: client, value: row.clientErrors },
    { at: row.minute, outcome: server, value: row.errors },
  ]);
  return {
    title: label('monitor.chart.requests'), width: 'container', data: { values }, mark: 'bar',
    encoding: {
      x: timeAxis(label, '%H:%M'), y: { field: 'value', type: 'quantitative', stack: true, title: label('monitor.axis.requests'), axis: { tickMinStep: 1 } },
      color: { field: 'outcome', type: 'nominal', title: label('monitor.axis.outcome'), scale: { domain: [ok, client, server], range: ['#52c41a', '#faad14', '#ff4d4f'] } },
    },
  };
}

export function latencyChart(m: Monitor, label: Label): Spec {
  const values = m.requests.routes.slice(0, BUSIEST).flatMap((r) => [
    { route: `${r.method} ${r.route}`, stat: 'p50', value: r.p50Ms },
    { route: `${r.method} ${r.route}`, stat: 'p99', value: r.p99Ms },
  ]);
  return {
    title: label('monitor.chart.latency'), width: 'container', data: { values }, mark: 'bar',
    encoding: {
      y: { field: 'route', type: 'nominal', title: null, sort: null, axis: { labelLimit: 260 } },
      yOffset: { field: 'stat' },
      x: { field: 'value', type: 'quantitative', title: label('monitor.axis.ms') },
      color: { field: 'stat', type: 'nominal', title: label('monitor.axis.stat') },
    },
  };
}

export function queueChart(m: Monitor, label: Label): Spec {
  const states = ['queued', 'active', 'completed', 'failed'] as const;
  const values = m.queue.queues.flatMap((q) => states.map((state) => ({ queue: q.name, state: label(`monitor.state.${state}`), value: q[state] })));
  return {
    title: label('monitor.chart.queue'), width: 'container', data: { values }, mark: 'bar',
    encoding: {
      y: { field: 'queue', type: 'nominal', title: null, axis: { labelLimit: 220 } },
      x: { field: 'value', type: 'quantitative', stack: true, title: label('monitor.axis.jobs'), axis: { tickMinStep: 1, format: 'd' } },
      color: { field: 'state', type: 'nominal', title: label('monitor.axis.state'), sort: states.map((state) => label(`monitor.state.${state}`)) },
    },
  };
}
