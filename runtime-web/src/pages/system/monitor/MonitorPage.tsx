// The monitor (component system/monitor, issue #38 item 3): this server, its database, the caches and the job queue,
// and the requests of the last hour by route, as figures and charts (the report engine's VegaChart), polled every few
// seconds while the screen is open (paused on request, or while the tab is hidden).
import { PauseOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Statistic, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/index.ts';
import { VegaChart } from '../../../components/VegaChart.tsx';
import { cpuChart, latencyChart, memoryChart, queueChart, requestsChart } from './charts.ts';
import { monitorApi, type Monitor } from './monitor-api.ts';
import './texts.ts';

/** How often the figures are asked for. */
export const POLL_SECONDS = 5;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`);

function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d ? `${d}d ` : ''}${h}h ${m}m ${Math.floor(seconds % 60)}s`;
}

type Route = Monitor['requests']['routes'][number];
type Statement = Monitor['database']['statements']['rows'][number];

export default function MonitorPage() {
  const { t } = useTranslation();
  const [figures, setFigures] = useState<Monitor>();
  const [paused, setPaused] = useState(false);

  const load = useCallback((silent: boolean) => monitorApi.figures(silent).then(setFigures, () => undefined), []);
  useEffect(() => {
    void load(false);
  }, [load]);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void load(true);
    }, POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [paused, load]);

  const charts = useMemo(() => figures && [
    { id: 'cpu', spec: cpuChart(figures, t) },
    { id: 'memory', spec: memoryChart(figures, t) },
    { id: 'requests', spec: requestsChart(figures, t) },
    { id: 'latency', spec: latencyChart(figures, t), empty: !figures.requests.routes.length },
    { id: 'queue', spec: queueChart(figures, t), empty: !figures.queue.queues.length },
  ], [figures, t]);

  const toolbar = (
    <Space>
      <Typography.Text type="secondary" data-testid="monitor-status">
        {paused ? t('monitor.paused') : t('monitor.live', { seconds: POLL_SECONDS })}
        {figures && ` · ${t('monitor.sampledAt', { time: new Date(figures.sampledAt).toLocaleTimeString() })}`}
      </Typography.Text>
      <Button size="small" icon={paused ? <CaretRightOutlined /> : <PauseOutlined />} onClick={() => setPaused(!paused)} data-testid="monitor-pause">
        {paused ? t('monitor.resume') : t('monitor.pause')}
      </Button>
    </Space>
  );
  if (!figures || !charts) return <CrudPage testId="monitor-page" title={t('monitor.title')}>{toolbar}</CrudPage>;
  const { server, database, cache, queue, requests } = figures;

  const cards: [string, string | number][] = [
    ['monitor.cpu', server.cpuPercent], ['monitor.eventLoop', `${server.eventLoop.p99Ms} ms`], ['monitor.rss', mb(server.memory.rssBytes)],
    ['monitor.total', requests.total], ['monitor.latency', `${requests.p50Ms} / ${requests.p99Ms} ms`], ['monitor.queued', queue.queued],
  ];
  return (
    <CrudPage testId="monitor-page" title={t('monitor.title')}>
      {toolbar}
      <Row gutter={[12, 12]}>
        {cards.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`monitor-card-${key.slice('monitor.'.length)}`}><Statistic title={t(key)} value={value} /></Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('monitor.server')} data-testid="monitor-server">
            <Descriptions size="small" column={1} items={[
              { key: 'instance', label: t('monitor.instance'), children: server.instance },
              { key: 'node', label: t('monitor.nodeVersion'), children: server.nodeVersion },
              { key: 'uptime', label: t('monitor.uptime'), children: duration(server.uptimeSeconds) },
              { key: 'cores', label: t('monitor.cpuCount'), children: server.cpuCount },
              { key: 'load', label: t('monitor.loadAverage'), children: server.loadAverage.join(' / ') },
              { key: 'heap', label: t('monitor.heapUsed'), children: mb(server.memory.heapUsedBytes) },
              { key: 'system', label: t('monitor.systemMemory'), children: `${mb(server.memory.systemFreeBytes)} / ${mb(server.memory.systemTotalBytes)}` },
            ]} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('monitor.database')} data-testid="monitor-database">
            <Descriptions size="small" column={1} items={[
              { key: 'version', label: t('monitor.dbVersion'), children: `${database.version} · ${database.embedded ? t('monitor.embedded') : t('monitor.server.pg')}` },
              { key: 'size', label: t('monitor.dbSize'), children: mb(database.sizeBytes) },
              { key: 'connections', label: t('monitor.connections'), children: `${database.connections.active} / ${database.connections.idle} / ${database.connections.max ?? '—'}` },
              { key: 'hit', label: t('monitor.dbHitRate'), children: percent(database.cacheHitRate) },
            ]} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('monitor.cacheQueue')} data-testid="monitor-cache-queue">
            <Descriptions size="small" column={1} items={[
              { key: 'dataset', label: t('monitor.datasetHitRate'), children: `${percent(cache.dataset.hitRate)} (${t('monitor.lookups', cache.dataset)})` },
              { key: 'queued', label: t('monitor.queued'), children: queue.queued },
              { key: 'active', label: t('monitor.active'), children: queue.active },
              { key: 'failed', label: t('monitor.failed', { hour: queue.failedLastHour }), children: queue.failed },
              { key: 'errors', label: t('monitor.errors'), children: requests.errors },
              { key: 'clientErrors', label: t('monitor.clientErrors'), children: requests.clientErrors },
            ]} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]}>
        {charts.map((chart) => (
          <Col key={chart.id} xs={24} xl={chart.id === 'latency' || chart.id === 'requests' ? 24 : 12}>
            <Card size="small">
              <VegaChart spec={chart.spec} empty={chart.empty} height={chart.id === 'latency' ? 320 : 220} testId={`monitor-chart-${chart.id}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('monitor.routes')}>
        <Table<Route> size="small" rowKey={(r) => `${r.method} ${r.route}`} dataSource={requests.routes} pagination={{ pageSize: 10 }} data-testid="monitor-routes"
          columns={[
            { title: t('monitor.method'), dataIndex: 'method', width: 80 },
            { title: t('monitor.route'), dataIndex: 'route', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t('monitor.count'), dataIndex: 'count', width: 90 },
            { title: t('monitor.perMinute'), dataIndex: 'perMinute', width: 100 },
            { title: t('monitor.clientErrors'), dataIndex: 'clientErrors', width: 120 },
            { title: t('monitor.errors'), dataIndex: 'errors', width: 120 },
            { title: t('monitor.p50'), dataIndex: 'p50Ms', width: 100 },
            { title: t('monitor.p99'), dataIndex: 'p99Ms', width: 100 },
          ]} />
      </Card>
      <Card size="small" title={t('monitor.slowest')} data-testid="monitor-statements">
        {database.statements.available ? (
          <Table<Statement> size="small" rowKey={(r) => r.query} dataSource={database.statements.rows} pagination={false}
            locale={{ emptyText: t('monitor.none') }}
            columns={[
              { title: t('monitor.query'), dataIndex: 'query', render: (v: string) => <Typography.Text code ellipsis={{ tooltip: v }} style={{ maxWidth: 600 }}>{v}</Typography.Text> },
              { title: t('monitor.calls'), dataIndex: 'calls', width: 100 },
              { title: t('monitor.meanMs'), dataIndex: 'meanMs', width: 110 },
              { title: t('monitor.totalMs'), dataIndex: 'totalMs', width: 110 },
            ]} />
        ) : <Alert type="info" showIcon title={database.statements.reason} />}
      </Card>
    </CrudPage>
  );
}
