// Process analytics as the server answers it and the console draws it: the rows of each report (counts and durations
// per template, node and handler; overdue tasks), the top-10 rankings the spec's dashboards show, and the vega-lite
// specs of their charts, built here so that what a chart shows is defined once and tested without a browser.

/** How many entries a ranking shows (spec §9: dashboards show top-10 rankings). */
export const TOP_RANKING = 10;

/** Durations are reported in seconds; charts draw hours (approvals take hours or days, not seconds). */
const SECONDS_PER_HOUR = 3600;

/** Counts and durations of one template's instances started in the range. */
export interface TemplateSummary {
  templateKey: string;
  templateName: string;
  started: number;
  running: number;
  completed: number;
  suspended: number;
  /** Of the completed instances; null when none completed. */
  avgDurationSeconds: number | null;
  maxDurationSeconds: number | null;
}

/** The tasks to do of one node of a template: handled ones (created → completed), open ones. */
export interface NodeSummary {
  templateKey: string;
  templateName: string;
  nodeId: string;
  nodeName: string;
  handled: number;
  avgSeconds: number | null;
  maxSeconds: number | null;
  open: number;
}

/** The tasks to do of one handler. */
export interface HandlerSummary {
  userId: string;
  /** As the console shows a user: realname (username). */
  handlerName: string;
  handled: number;
  avgSeconds: number | null;
  open: number;
}

/** An open task to do past its due time. */
export interface OverdueTask {
  taskId: string;
  instanceId: string;
  businessTitle: string;
  templateKey: string;
  templateName: string;
  nodeName: string;
  handlerName: string | null;
  dueAt: string;
  overdueSeconds: number;
}

/** A user as the reports name them: realname (username), or the username alone when the real name is empty. */
export const handlerName = (realname: string | null | undefined, username: string) => (realname?.trim() ? `${realname} (${username})` : username);

/** Hours with two decimals, as the charts draw durations. */
export const hoursOf = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / SECONDS_PER_HOUR) * 100) / 100);

/** The entries a ranking shows: the first TOP_RANKING by `value`, largest first (ties in the order given); rows without a value are left out. */
export function topRanking<T>(rows: readonly T[], value: (row: T) => number | null): T[] {
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .filter((entry): entry is { row: T; i: number; v: number } => entry.v !== null)
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, TOP_RANKING)
    .map(({ row }) => row);
}

/** A vega-lite document (top level), as plain JSON. */
export type VegaLiteSpec = Record<string, unknown> & { $schema: string };

/** The texts a chart shows, in the console's language (axis and legend titles). */
export interface ChartTexts {
  template: string;
  node: string;
  handler: string;
  instances: string;
  state: string;
  avgHours: string;
  maxHours: string;
  handled: string;
  running: string;
  completed: string;
  suspended: string;
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** How tall a row of a bar chart is (pixels): the chart grows with its rows instead of stretching one bar. */
const ROW_STEP = 24;

/** What every chart shares: the schema, the container's width, a height by rows. */
const chart = (title: string, spec: Record<string, unknown>): VegaLiteSpec => ({
  $schema: SCHEMA, title, width: 'container', height: { step: ROW_STEP }, ...spec,
});

/** A node as a chart names it: the template, then the node. */
const nodeLabel = (row: NodeSummary) => `${row.templateName} · ${row.nodeName}`;

/** Per template, its instances stacked by state (running, completed, suspended). */
export function instanceStatesChart(rows: readonly TemplateSummary[], texts: ChartTexts, title: string): VegaLiteSpec {
  const states = [['running', texts.running], ['completed', texts.completed], ['suspended', texts.suspended]] as const;
  const values = rows.flatMap((row) => states.map(([state, label], order) => ({ template: row.templateName, state: label, order, count: row[state] })));
  return chart(title, {
    data: { values },
    mark: { type: 'bar', tooltip: true },
    encoding: {
      y: { field: 'template', type: 'nominal', title: texts.template, sort: null },
      x: { field: 'count', type: 'quantitative', title: texts.instances, stack: 'zero' },
      color: { field: 'state', type: 'nominal', title: texts.state, sort: states.map(([, label]) => label), scale: { range: ['#2F54EB', '#52C41A', '#FAAD14'] } },
      order: { field: 'order', type: 'ordinal' },
    },
  });
}

/** Per node, the average handling time as a bar and the longest as a tick. */
export function nodeDurationsChart(rows: readonly NodeSummary[], texts: ChartTexts, title: string): VegaLiteSpec {
  const values = rows.map((row) => ({ node: nodeLabel(row), avg: hoursOf(row.avgSeconds), max: hoursOf(row.maxSeconds) }));
  const y = { field: 'node', type: 'nominal', title: texts.node, sort: null };
  return chart(title, {
    data: { values },
    layer: [
      { mark: { type: 'bar', tooltip: true, color: '#2F54EB' }, encoding: { y, x: { field: 'avg', type: 'quantitative', title: texts.avgHours } } },
      { mark: { type: 'tick', color: '#F5222D', thickness: 2, tooltip: true }, encoding: { y, x: { field: 'max', type: 'quantitative', title: texts.maxHours } } },
    ],
  });
}

/** A top-10 ranking as horizontal bars, largest on top. */
function rankingChart(values: readonly { label: string; value: number | null }[], axis: { label: string; value: string }, title: string, color: string): VegaLiteSpec {
  return chart(title, {
    data: { values: values.map(({ label, value }) => ({ label, value })) },
    mark: { type: 'bar', tooltip: true, color },
    encoding: {
      y: { field: 'label', type: 'nominal', title: axis.label, sort: '-x' },
      x: { field: 'value', type: 'quantitative', title: axis.value },
    },
  });
}

/** The ten nodes whose tasks take longest on average. */
export const slowestNodesChart = (rows: readonly NodeSummary[], texts: ChartTexts, title: string) => rankingChart(
  topRanking(rows, (row) => row.avgSeconds).map((row) => ({ label: nodeLabel(row), value: hoursOf(row.avgSeconds) })),
  { label: texts.node, value: texts.avgHours }, title, '#FA8C16',
);

/** The ten handlers who handled most tasks. */
export const busiestHandlersChart = (rows: readonly HandlerSummary[], texts: ChartTexts, title: string) => rankingChart(
  topRanking(rows, (row) => row.handled).map((row) => ({ label: row.handlerName, value: row.handled })),
  { label: texts.handler, value: texts.handled }, title, '#13C2C2',
);
