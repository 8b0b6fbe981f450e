// Report vocabularies of spec §9: chart types of widgets and measure aggregates of datasets.
export const CHART_TYPES = [
  'Column',
  'GroupedColumn',
  'StackedColumn',
  'PercentStackedColumn',
  'Radar',
  'Line',
  'GroupedLine',
  'Area',
  'StackedArea',
  'Bar',
  'StackedBar',
  'PercentStackedBar',
  'GroupedBar',
  'Pie',
  'Donut',
  'Funnel',
  'Gauge',
  'MeterGauge',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const AGGREGATES = ['sum', 'avg', 'count', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
