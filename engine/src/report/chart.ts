// Widget + its dataset's rows → what the widget draws: the rows a ranking keeps, the points of a chart and its vega-lite
// spec (through the registry of builders in charts.ts), or the message saying what the dataset lacks.
import { TOP_RANKING } from '../bpm/analytics.ts';
import type { Dataset, Widget } from '../metadata/index.ts';
import type { Message } from '../wire/message.ts';
import { buildChart, type ChartPoint, type VegaLiteSpec } from './charts.ts';
import { isMessageResult, widgetFields, type WidgetFields } from './fields.ts';
import { shownValue, type DimensionLabels } from './labels.ts';
import type { DataRow } from './rows.ts';

/** Full scale of a gauge that names none. */
export const DEFAULT_GAUGE_MAX = 100;

const numberOf = (v: unknown): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null);

/** The rows a widget shows: a ranking keeps the ten largest of its measure, largest first; the others all rows. */
export function widgetRows(widget: Pick<Widget, 'widgetType' | 'options'>, dataset: Pick<Dataset, 'dimension' | 'measure'>, rows: readonly DataRow[]): DataRow[] {
  const fields = widgetFields(widget, dataset);
  if (widget.widgetType !== 'TopRanking' || isMessageResult(fields)) return [...rows];
  const measure = fields.measures[0]!;
  return [...rows].sort((a, b) => (numberOf(b[measure]) ?? -Infinity) - (numberOf(a[measure]) ?? -Infinity)).slice(0, TOP_RANKING);
}

/**
 * Long-format points: one per row and measure (the series a second dimension, or the measure when there are several);
 * a coded dimension by its labels (labels.ts), the rows' order kept.
 */
export function chartPoints(fields: WidgetFields, rows: readonly DataRow[], labels: DimensionLabels = {}): ChartPoint[] {
  const byMeasure = !fields.series && fields.measures.length > 1;
  const shown = (dimension: string, row: DataRow) => shownValue(row[dimension], labels[dimension]);
  return rows.flatMap((row) => (byMeasure ? fields.measures : fields.measures.slice(0, 1)).map((m) => ({
    x: fields.x ? shown(fields.x, row) : '',
    series: fields.series ? shown(fields.series, row) : m,
    value: numberOf(row[m]),
  })));
}

/**
 * The vega-lite spec of a widget over its rows (coded dimensions shown by `labels`); a message when its dataset lacks
 * what it needs; null for a table.
 */
export function widgetSpec(
  widget: Pick<Widget, 'widgetType' | 'options' | 'widgetName'>, dataset: Pick<Dataset, 'dimension' | 'measure'>, rows: readonly DataRow[], labels: DimensionLabels = {},
): VegaLiteSpec | Message | null {
  const fields = widgetFields(widget, dataset);
  if (isMessageResult(fields)) return fields;
  if (widget.widgetType === 'Table') return null;
  const points = chartPoints(fields, widgetRows(widget, dataset, rows), labels);
  return buildChart(widget.widgetType, {
    points,
    xTitle: fields.x ?? '',
    seriesTitle: fields.series ?? '',
    valueTitle: fields.measures.length === 1 || fields.series ? fields.measures[0]! : '',
    hasSeries: !!fields.series || fields.measures.length > 1,
    max: widget.options?.max ?? DEFAULT_GAUGE_MAX,
  }, widget.options?.title);
}
