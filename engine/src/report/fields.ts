// What a widget draws from its dataset: the dimension along the axis, the one splitting the series and the measures,
// taken from the widget's options or else from the dataset's order; and what each widget type needs of them.
import type { Dataset, Widget } from '../metadata/index.ts';
import type { WidgetType } from '../vocab/index.ts';
import type { Message } from '../wire/message.ts';
import { REPORT_MESSAGES } from './messages.ts';

export interface WidgetFields {
  x?: string;
  series?: string;
  measures: string[];
}

interface Needs {
  /** Needs a dimension along the axis (or the slices). */
  x: boolean;
  /** Splits series by a second dimension when the dataset has one. */
  series: boolean;
}

const CATEGORICAL: Needs = { x: true, series: false };
const SERIES: Needs = { x: true, series: true };
const SINGLE: Needs = { x: false, series: false };

/** Needs per widget type, a registry keyed by type. */
export const WIDGET_NEEDS: Readonly<Record<WidgetType, Needs>> = {
  Column: CATEGORICAL, GroupedColumn: SERIES, StackedColumn: SERIES, PercentStackedColumn: SERIES,
  Radar: SERIES, Line: CATEGORICAL, GroupedLine: SERIES, Area: CATEGORICAL, StackedArea: SERIES,
  Bar: CATEGORICAL, StackedBar: SERIES, PercentStackedBar: SERIES, GroupedBar: SERIES,
  Pie: CATEGORICAL, Donut: CATEGORICAL, Funnel: CATEGORICAL, Gauge: SINGLE, MeterGauge: SINGLE,
  NumberCard: SINGLE, Table: SINGLE, TopRanking: CATEGORICAL,
};

/** The fields a widget draws, or the message saying what its dataset lacks. */
export function widgetFields(widget: Pick<Widget, 'widgetType' | 'options'>, dataset: Pick<Dataset, 'dimension' | 'measure'>): WidgetFields | Message {
  const needs = WIDGET_NEEDS[widget.widgetType];
  const options = widget.options ?? {};
  const dims = dataset.dimension;
  const aliases = dataset.measure.map((m) => m.alias);
  for (const field of [options.xField, options.seriesField].filter((f): f is string => !!f)) {
    if (!dims.includes(field)) return REPORT_MESSAGES.fieldUnknown(field);
  }
  for (const alias of options.measures ?? []) if (!aliases.includes(alias)) return REPORT_MESSAGES.fieldUnknown(alias);
  if (widget.widgetType === 'Table') {
    return dims.length + aliases.length ? { measures: aliases } : REPORT_MESSAGES.datasetEmpty;
  }
  const x = needs.x ? (options.xField ?? dims[0]) : undefined;
  const series = needs.series ? (options.seriesField ?? dims.find((d) => d !== x)) : undefined;
  const measures = options.measures?.length ? options.measures : aliases.slice(0, 1);
  if ((needs.x && !x) || measures.length === 0) return REPORT_MESSAGES.datasetEmpty;
  return { x, series, measures };
}

export const isMessageResult = (value: WidgetFields | Message): value is Message => 'code' in value;
