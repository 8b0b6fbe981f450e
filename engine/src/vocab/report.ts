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

/** What a report widget draws: one of the chart types, or a number card, a table or a top-10 ranking (spec §9). */
export const WIDGET_TYPES = [...CHART_TYPES, 'NumberCard', 'Table', 'TopRanking'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** What a portal item shows (an item without a type is a widget, as portals were first stored). */
export const PORTAL_ITEM_TYPES = ['widget', 'list', 'announcement', 'todo', 'shortcut'] as const;
export type PortalItemType = (typeof PORTAL_ITEM_TYPES)[number];
