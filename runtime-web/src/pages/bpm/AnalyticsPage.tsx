// Process analytics (component bpm/analytics, administrators): narrowed to a process and a period, the instances'
// counts and durations as cards, four charts (instances by state per process, handling time per step, the top-10
// slowest steps and busiest handlers; specs from the engine, drawn with vega) and the overdue tasks, most overdue first.
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Form, Row, Select, Space, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  busiestHandlersChart, hoursOf, instanceStatesChart, nodeDurationsChart, slowestNodesChart,
  type ChartTexts, type HandlerSummary, type NodeSummary, type OverdueTask, type TemplateSummary,
} from '@yc/engine/bpm/analytics';
import { analyticsApi, type AnalyticsFilter } from '../../api/analytics.ts';
import { CrudPage, CrudTable, useCrudList } from '../../components/crud/index.ts';
import { VegaChart } from '../../components/VegaChart.tsx';
import './analytics-texts.ts';

interface Reports {
  summary: TemplateSummary[];
  nodes: NodeSummary[];
  users: HandlerSummary[];
}

interface FilterValues {
  templateKey?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The form's values as the API's filter: whole days, from the first one's start to the last one's end. */
const filterOf = ({ templateKey, range }: FilterValues): AnalyticsFilter => ({
  ...(templateKey ? { templateKey } : {}),
  ...(range?.[0] ? { from: range[0].startOf('day').toISOString() } : {}),
  ...(range?.[1] ? { to: range[1].endOf('day').toISOString() } : {}),
});

/** The totals of the cards: counts summed; the average weighted by completed instances; the longest of all. */
function totals(rows: readonly TemplateSummary[]) {
  const sum = (field: 'started' | 'running' | 'completed' | 'suspended') => rows.reduce((n, row) => n + row[field], 0);
  const completed = sum('completed');
  const weighted = rows.reduce((n, row) => n + (row.avgDurationSeconds ?? 0) * row.completed, 0);
  const longest = rows.reduce<number | null>((max, row) => (row.maxDurationSeconds === null ? max : Math.max(max ?? 0, row.maxDurationSeconds)), null);
  return {
    started: sum('started'), running: sum('running'), completed, suspended: sum('suspended'),
    avgHours: completed ? hoursOf(weighted / completed) : null, maxHours: hoursOf(longest),
  };
}

export default function AnalyticsPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`bpm.analytics.${key}`);
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<AnalyticsFilter>({});
  const [reports, setReports] = useState<Reports>();
  const [templates, setTemplates] = useState<{ value: string; label: string }[]>([]);
  const overdue = useCrudList<OverdueTask>({ load: (q) => analyticsApi.overdue(q), rowKey: (row) => row.taskId });

  useEffect(() => {
    let current = true;
    void Promise.all([analyticsApi.summary(filter), analyticsApi.nodes(filter), analyticsApi.users(filter)]).then(([summary, nodes, users]) => {
      if (!current) return;
      setReports({ summary, nodes, users });
      // The processes to choose from: those the unnarrowed summary names.
      if (!filter.templateKey && !filter.from && !filter.to) setTemplates(summary.map((row) => ({ value: row.templateKey, label: row.templateName })));
    });
    return () => {
      current = false;
    };
  }, [filter]);

  const search = (values: FilterValues) => {
    const next = filterOf(values);
    setFilter(next);
    overdue.search({ ...next });
  };

  const texts: ChartTexts = useMemo(() => ({
    template: label('template'), node: label('axis.node'), handler: label('axis.handler'), instances: label('axis.instances'),
    state: label('axis.state'), avgHours: label('axis.avgHours'), maxHours: label('axis.maxHours'), handled: label('axis.handled'),
    running: label('running'), completed: label('completed'), suspended: label('suspended'),
  }), [t]);

  const charts = useMemo(() => reports && [
    { id: 'states', spec: instanceStatesChart(reports.summary, texts, label('chart.states')), empty: !reports.summary.length },
    { id: 'nodes', spec: nodeDurationsChart(reports.nodes, texts, label('chart.nodes')), empty: !reports.nodes.length },
    { id: 'slowest', spec: slowestNodesChart(reports.nodes, texts, label('chart.slowest')), empty: !reports.nodes.some((n) => n.avgSeconds !== null) },
    { id: 'busiest', spec: busiestHandlersChart(reports.users, texts, label('chart.busiest')), empty: !reports.users.length },
  ], [reports, texts]);

  const sums = totals(reports?.summary ?? []);
  const cards = [
    ['started', sums.started], ['running', sums.running], ['completed', sums.completed], ['suspended', sums.suspended],
    ['avgDuration', sums.avgHours ?? '—'], ['maxDuration', sums.maxHours ?? '—'],
  ] as const;

  return (
    <CrudPage
      testId="bpm-analytics-page"
      query={
        <Form<FilterValues> form={form} layout="inline" onFinish={search} data-testid="analytics-filter">
          <Form.Item name="templateKey" label={label('template')}>
            <Select allowClear showSearch optionFilterProp="label" options={templates} style={{ minWidth: 200 }} data-testid="analytics-template" />
          </Form.Item>
          <Form.Item name="range" label={label('range')}>
            <DatePicker.RangePicker data-testid="analytics-range" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="analytics-search">{t('crud.search')}</Button>
            <Button icon={<UndoOutlined />} onClick={() => {
              form.resetFields();
              search({});
            }}>{t('crud.reset')}</Button>
          </Space>
        </Form>
      }
    >
      <Row gutter={[12, 12]}>
        {cards.map(([key, value]) => (
          <Col key={key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`analytics-card-${key}`}><Statistic title={label(key)} value={value} /></Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]}>
        {(charts ?? []).map((chart) => (
          <Col key={chart.id} xs={24} xl={12}>
            <Card size="small">
              <VegaChart spec={chart.spec} empty={chart.empty} testId={`analytics-chart-${chart.id}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={label('overdue')}>
        <CrudTable<OverdueTask>
          list={overdue}
          selectable={false}
          data-testid="analytics-overdue"
          columns={[
            { title: label('overdue.title'), dataIndex: 'businessTitle' },
            { title: label('template'), dataIndex: 'templateName' },
            { title: label('overdue.node'), dataIndex: 'nodeName' },
            { title: label('overdue.handler'), dataIndex: 'handlerName', render: (name: string | null) => name ?? '—' },
            { title: label('overdue.dueAt'), dataIndex: 'dueAt', render: (at: string) => new Date(at).toLocaleString() },
            { title: label('overdue.hours'), dataIndex: 'overdueSeconds', render: (seconds: number) => hoursOf(seconds) },
          ]}
        />
      </Card>
    </CrudPage>
  );
}
