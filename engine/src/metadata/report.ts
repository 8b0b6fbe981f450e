// Dataset (dimensions and aggregated measures over a table model, a SQL config or an HTTP config) and report widget
// (a chart, number card, table or ranking over a dataset). Wire names are the issue's: tableName / sqlCode / httpCode,
// `dimension` (column codes) and `measure` ({ colCode, agg, alias, exp? }).
import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, QUERY_OPERATOR_CODES, WIDGET_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED, ParameterSchema } from './common.ts';

export const MeasureSchema = Type.Object({
  colCode: Type.String({ minLength: 1, maxLength: 64, description: 'Column aggregated; * counts rows (count only)' }),
  agg: OneOf(AGGREGATES),
  alias: Type.String({ maxLength: 63, description: 'Name of the measure in the rows (an identifier)' }),
  exp: Type.Optional(Type.String({ maxLength: 500, description: 'Arithmetic over the row\'s columns aggregated instead of colCode, e.g. price * qty' })),
});
export type Measure = Static<typeof MeasureSchema>;

export const DatasetFilterSchema = Type.Object({
  colCode: Type.String({ minLength: 1, maxLength: 64 }),
  op: OneOf(QUERY_OPERATOR_CODES),
  value: Type.Optional(Type.Unknown({ description: 'A fixed value ([from, to] for between, a list for in / notIn)' })),
  param: Type.Optional(Type.String({ description: 'A parameter of the dataset supplying the value instead' })),
});
export type DatasetFilter = Static<typeof DatasetFilterSchema>;

export const DatasetSchema = Type.Object(
  {
    ...OWNED,
    datasetName: Name(),
    datasetCode: Code(),
    tableName: Type.Optional(Code('Table model supplying the rows')),
    sqlCode: Type.Optional(Code('SQL config supplying the rows')),
    httpCode: Type.Optional(Code('HTTP config supplying the rows')),
    dimension: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { description: 'Column codes the rows are grouped by' }),
    measure: Type.Array(MeasureSchema),
    filters: Type.Optional(Type.Array(DatasetFilterSchema)),
    parameters: Type.Optional(Type.Array(ParameterSchema)),
    cacheTime: Type.Optional(Type.Integer({
      minimum: 0, maximum: 86_400,
      description: 'Seconds its rows are served from the result cache (per parameters and data scope; a record written through the platform drops them); 0 or absent: off',
    })),
  },
  { title: 'Dataset' },
);
export type Dataset = Static<typeof DatasetSchema>;

export const WidgetOptionsSchema = Type.Object({
  title: Type.Optional(Type.String()),
  xField: Type.Optional(Type.String({ description: 'The dimension along the axis (or the slices)' })),
  seriesField: Type.Optional(Type.String({ description: 'The dimension splitting the series (grouped, stacked)' })),
  measures: Type.Optional(Type.Array(Type.String(), { description: 'Aliases of the measures drawn; the first when absent' })),
  max: Type.Optional(Type.Number({ description: 'Full scale of a gauge' })),
});
export type WidgetOptions = Static<typeof WidgetOptionsSchema>;

export const WidgetSchema = Type.Object(
  {
    ...OWNED,
    widgetName: Name(),
    widgetCode: Code(),
    widgetUrl: Type.Optional(Type.String()),
    widgetType: OneOf(WIDGET_TYPES),
    datasetCode: Code('Dataset drawn'),
    options: Type.Optional(WidgetOptionsSchema),
  },
  { title: 'Report widget' },
);
export type Widget = Static<typeof WidgetSchema>;
