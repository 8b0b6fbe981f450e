// One vega-lite builder per widget type drawn as a chart, in a registry keyed by type: each turns the long-format
// points of a widget (x, series, value) into a spec. Radar and the gauges compute their geometry here (vega-lite has no
// polar line nor gauge mark); everything else is plain encodings. Specs are typed with vega-lite's own TopLevelSpec
// (a type-only import: the engine loads no vega code), so a spec built wrong fails the type check.
import type { TopLevelSpec } from 'vega-lite';
import type { WidgetType } from '../vocab/index.ts';

export interface ChartPoint {
  x: string;
  series: string;
  value: number | null;
}

export interface ChartInput {
  points: ChartPoint[];
  /** Axis and legend titles: the dimension codes and the measure alias. */
  xTitle: string;
  seriesTitle: string;
  valueTitle: string;
  /** Whether the points are split into series (a second dimension, or several measures). */
  hasSeries: boolean;
  /** Full scale of a gauge. */
  max: number;
}

/** A widget's chart: a vega-lite document the console draws as it is. */
export type VegaLiteSpec = TopLevelSpec & { $schema: string };
/** What a builder gives: the spec without its schema, width and (unless it computes its own) data. */
type Built = DistributiveOmit<TopLevelSpec, '$schema' | 'data'> & { data?: { values: object[] } };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Builder = (input: ChartInput) => Built;

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const COLOR = '#2F54EB';
/** Rows down the side: the chart fits the container's width and is as tall as its rows (a fixed height, so that
 * vega-lite has no discrete height to refuse fitting). */
const rowsHigh = (i: ChartInput) => ({ height: Math.max(120, new Set(i.points.map((p) => p.x)).size * (i.hasSeries ? 40 : 28)) });

const NOMINAL = 'nominal' as const;
const QUANTITATIVE = 'quantitative' as const;
type Stack = 'zero' | 'normalize' | true;
const x = (i: ChartInput) => ({ field: 'x', type: NOMINAL, title: i.xTitle, sort: null });
const value = (i: ChartInput, stack?: Stack) => ({ field: 'value', type: QUANTITATIVE, title: i.valueTitle, ...(stack ? { stack } : {}) });
const color = (i: ChartInput) => (i.hasSeries ? { color: { field: 'series', type: NOMINAL, title: i.seriesTitle } } : {});
/** The point under the pointer, in the encoding (a mark's own tooltip takes no field list). */
const tooltip = (i: ChartInput) => ({
  tooltip: [
    { field: 'x', type: NOMINAL, title: i.xTitle || undefined },
    ...(i.hasSeries ? [{ field: 'series', type: NOMINAL, title: i.seriesTitle || undefined }] : []),
    { field: 'value', type: QUANTITATIVE, title: i.valueTitle || undefined },
  ],
});

/** Bars along x (columns) or along y (bars), side by side, stacked or stacked to 100 %. */
function bars(orientation: 'column' | 'bar', stack: 'grouped' | 'zero' | 'normalize' | null): Builder {
  return (i) => {
    const stacking = stack === 'zero' || stack === 'normalize' ? stack : undefined;
    const grouped = stack === 'grouped' && i.hasSeries ? { field: 'series', type: NOMINAL } : undefined;
    const encoding = orientation === 'column'
      ? { x: x(i), y: value(i, stacking), ...(grouped ? { xOffset: grouped } : {}) }
      : { y: x(i), x: value(i, stacking), ...(grouped ? { yOffset: grouped } : {}) };
    return {
      mark: { type: 'bar' },
      encoding: { ...encoding, ...color(i), ...tooltip(i) },
      ...(orientation === 'bar' ? rowsHigh(i) : {}),
    };
  };
}

const lines = (mark: 'line' | 'area', stacked: boolean): Builder => (i) => ({
  mark: { type: mark, point: mark === 'line', ...(mark === 'area' && !i.hasSeries ? { color: COLOR } : {}) },
  encoding: { x: { ...x(i), type: 'ordinal' }, y: value(i, stacked ? 'zero' : undefined), ...color(i), ...tooltip(i) },
});

/**
 * A number as the charts write it: thousands grouped with `,`, at most two decimals — the text of
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })`, written without `Intl`: the page's first number
 * format initialises ICU's number data, 0.2–0.5 s on a phone's slowed CPU before the first pie (#42 item 8). Rounded
 * as that format rounds: the number's shortest decimal text (`String(n)`, so 1.005 is 1.01), halves away from zero.
 * Numbers of 1e21 and more, and non-finite ones, are left to `Intl`.
 */
let writer: Intl.NumberFormat | undefined;
export function chartNumber(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return (writer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);
  const negative = n < 0 || Object.is(n, -0);
  const text = String(Math.abs(n));
  // Below 1e-6 String writes an exponent: such a number is 0 at two decimals.
  const [whole = '0', decimals = ''] = text.includes('e') ? ['0', ''] : text.split('.');
  const hundredths = BigInt(whole + decimals.slice(0, 2).padEnd(2, '0')) + (decimals.charAt(2) >= '5' ? 1n : 0n);
  const digits = hundredths.toString().padStart(3, '0');
  const fraction = digits.slice(-2).replace(/0+$/, '');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Pie and donut: the slices in the points' order, each named in the legend with its value and share
 * ("High: 3 (50%)"), so the values show without hovering.
 */
const arcs = (innerRadius: number): Builder => (i) => {
  const total = i.points.reduce((sum, p) => sum + Math.max(0, p.value ?? 0), 0);
  const values = i.points.map((p) => {
    const share = total > 0 && p.value !== null ? Math.max(0, p.value) / total : 0;
    return { ...p, share, slice: `${p.x}: ${p.value === null ? '–' : chartNumber(p.value)} (${Math.round(share * 100)}%)` };
  });
  return {
    data: { values },
    mark: { type: 'arc', innerRadius },
    encoding: {
      theta: value(i, true),
      color: { field: 'slice', type: NOMINAL, title: i.xTitle, sort: null },
      tooltip: [
        { field: 'x', type: NOMINAL, title: i.xTitle || undefined },
        { field: 'value', type: QUANTITATIVE, title: i.valueTitle || undefined },
        { field: 'share', type: QUANTITATIVE, format: '.0%' },
      ],
    },
    view: { stroke: null },
  };
};

/** Radar: one spoke per x, each series a closed polygon; positions computed on a unit circle. */
const radar: Builder = (i) => {
  const spokes = [...new Set(i.points.map((p) => p.x))];
  const top = Math.max(1, ...i.points.map((p) => p.value ?? 0));
  const at = (spoke: number, r: number) => {
    const angle = (2 * Math.PI * spoke) / Math.max(1, spokes.length) - Math.PI / 2;
    return { px: r * Math.cos(angle), py: -r * Math.sin(angle) };
  };
  const series = [...new Set(i.points.map((p) => p.series))];
  const values = series.flatMap((s) => {
    const own = spokes.map((spoke, k) => ({ spoke, k, v: i.points.find((p) => p.series === s && p.x === spoke)?.value ?? 0 }));
    // The first spoke again closes the polygon.
    return [...own, { ...own[0]!, k: own.length }].filter((o) => o.spoke !== undefined)
      .map((o) => ({ series: s, x: o.spoke, value: o.v, order: o.k, ...at(o.k, o.v / top) }));
  });
  const axis = { scale: { domain: [-1.15, 1.15] }, axis: null };
  const px = { field: 'px', type: QUANTITATIVE, ...axis };
  const py = { field: 'py', type: QUANTITATIVE, ...axis };
  return {
    data: { values },
    layer: [
      { mark: { type: 'line' }, encoding: { x: px, y: py, order: { field: 'order', type: QUANTITATIVE }, ...(i.hasSeries ? color(i) : { detail: { field: 'series' } }), ...tooltip(i) } },
      { mark: { type: 'text', dy: -8 }, transform: [{ filter: 'datum.order < ' + spokes.length }], encoding: { x: px, y: py, text: { field: 'x' } } },
    ],
    width: 'container', view: { stroke: null },
  };
};

/** The x field ordered by value, largest first. */
const widestFirst = (i: ChartInput) => ({ ...x(i), sort: { field: 'value', order: 'descending' as const } });

/** Funnel: bars centred on zero, widest first. */
const funnel: Builder = (i) => ({
  transform: [{ calculate: '-datum.value / 2', as: 'left' }, { calculate: 'datum.value / 2', as: 'right' }],
  layer: [
    { mark: { type: 'bar' }, encoding: { y: widestFirst(i), x: { field: 'left', type: QUANTITATIVE, axis: null }, x2: { field: 'right' }, color: { field: 'x', type: NOMINAL, legend: null }, ...tooltip(i) } },
    { mark: { type: 'text', color: 'white' }, encoding: { y: widestFirst(i), text: { field: 'value', type: QUANTITATIVE } } },
  ],
  ...rowsHigh(i),
});

/** Gauge: a half ring filled to the value's share of the scale, the value written in the middle. */
const gauge = (bands: boolean): Builder => (i) => {
  const v = Math.max(0, Math.min(i.max, i.points[0]?.value ?? 0));
  const half = { scale: { range: [-Math.PI / 2, Math.PI / 2] }, stack: true as const };
  const ring = [{ part: 'value', amount: v, order: 0 }, { part: 'rest', amount: i.max - v, order: 1 }];
  // A meter gauge also shows its scale in three bands (low, middle, high) around the value ring.
  const scale = [{ band: 'low', amount: i.max * 0.6, order: 0 }, { band: 'middle', amount: i.max * 0.2, order: 1 }, { band: 'high', amount: i.max * 0.2, order: 2 }];
  return {
    layer: [
      ...(bands ? [{
        data: { values: scale },
        mark: { type: 'arc' as const, radius: 110, radius2: 96 },
        encoding: { theta: { field: 'amount', type: QUANTITATIVE, ...half }, color: { field: 'band', type: NOMINAL, scale: { domain: ['low', 'middle', 'high'], range: ['#52C41A', '#FAAD14', '#F5222D'] }, legend: null }, order: { field: 'order', type: QUANTITATIVE } },
      }] : []),
      {
        data: { values: ring },
        mark: { type: 'arc', radius: 90, radius2: 60, tooltip: true },
        encoding: { theta: { field: 'amount', type: QUANTITATIVE, ...half }, color: { field: 'part', type: NOMINAL, scale: { domain: ['value', 'rest'], range: [COLOR, '#E8E8E8'] }, legend: null }, order: { field: 'order', type: QUANTITATIVE } },
      },
      { data: { values: [{ value: v, title: i.valueTitle }] }, mark: { type: 'text', fontSize: 28, dy: -10 }, encoding: { text: { field: 'value', type: QUANTITATIVE } } },
    ],
    // The bands and the value ring colour by scales of their own.
    resolve: { scale: { color: 'independent' } },
    view: { stroke: null },
  };
};

/** A number card: the value large, its measure below. */
const numberCard: Builder = (i) => ({
  data: { values: [{ value: i.points[0]?.value ?? null, title: i.valueTitle }] },
  layer: [
    { mark: { type: 'text', fontSize: 40, fontWeight: 'bold', dy: -10, color: COLOR }, encoding: { text: { field: 'value', type: QUANTITATIVE, format: ',' } } },
    { mark: { type: 'text', fontSize: 14, dy: 24 }, encoding: { text: { field: 'title' } } },
  ],
  view: { stroke: null },
});

/** Top-10 ranking: horizontal bars, largest first (the rows come ranked). */
const ranking: Builder = (i) => ({
  mark: { type: 'bar', color: COLOR },
  encoding: { y: widestFirst(i), x: value(i), ...tooltip(i) },
  ...rowsHigh(i),
});

/** The builders, by widget type (a table is drawn as a table, not a chart). */
export const CHART_BUILDERS: Readonly<Record<Exclude<WidgetType, 'Table'>, Builder>> = {
  Column: bars('column', null),
  GroupedColumn: bars('column', 'grouped'),
  StackedColumn: bars('column', 'zero'),
  PercentStackedColumn: bars('column', 'normalize'),
  Radar: radar,
  Line: lines('line', false),
  GroupedLine: lines('line', false),
  Area: lines('area', false),
  StackedArea: lines('area', true),
  Bar: bars('bar', null),
  StackedBar: bars('bar', 'zero'),
  PercentStackedBar: bars('bar', 'normalize'),
  GroupedBar: bars('bar', 'grouped'),
  Pie: arcs(0),
  Donut: arcs(50),
  Funnel: funnel,
  Gauge: gauge(false),
  MeterGauge: gauge(true),
  NumberCard: numberCard,
  TopRanking: ranking,
};

/** The spec of a chart: its builder's encodings over the points, at the container's width. */
export function buildChart(type: Exclude<WidgetType, 'Table'>, input: ChartInput, title?: string): VegaLiteSpec {
  const built = CHART_BUILDERS[type](input);
  return { $schema: SCHEMA, ...(title ? { title } : {}), width: 'container', data: { values: input.points }, ...built };
}
