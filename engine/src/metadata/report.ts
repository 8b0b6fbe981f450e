// Dataset (a query with dimensions and measures) and report widget (a chart over a dataset).
import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, CHART_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED, ParameterSchema } from './common.ts';

export const DimensionSchema = Type.Object({ field: Type.String(), alias: Type.String() });
export type Dimension = Static<typeof DimensionSchema>;

export const MeasureSchema = Type.Object({
  alias: Type.String(),
  field: Type.Optional(Type.String()),
  aggregate: Type.Optional(OneOf(AGGREGATES)),
  exp: Type.Optional(Type.String({ description: 'Expression computing the measure' })),
});
export type Measure = Static<typeof MeasureSchema>;

export const DatasetSchema = Type.Object(
  {
    ...OWNED,
    datasetName: Name(),
    datasetCode: Code(),
    dsName: Type.Optional(Type.String()),
    sql: Type.Optional(Type.String()),
    sqlCode: Type.Optional(Code('SQL config supplying the rows')),
    parameters: Type.Optional(Type.Array(ParameterSchema)),
    dimensions: Type.Array(DimensionSchema),
    measures: Type.Array(MeasureSchema),
  },
  { title: 'Dataset' },
);
export type Dataset = Static<typeof DatasetSchema>;

export const WidgetSchema = Type.Object(
  {
    ...OWNED,
    widgetName: Name(),
    widgetCode: Code(),
    widgetUrl: Type.Optional(Type.String()),
    datasetId: Type.Optional(Type.String()),
    datasetCode: Type.Optional(Code()),
    chartType: OneOf(CHART_TYPES),
    config: Type.Optional(
      Type.Object({
        title: Type.Optional(Type.String()),
        xField: Type.Optional(Type.String()),
        yField: Type.Optional(Type.String()),
        seriesField: Type.Optional(Type.String()),
        topN: Type.Optional(Type.Integer({ minimum: 1 })),
      }),
    ),
  },
  { title: 'Report widget' },
);
export type Widget = Static<typeof WidgetSchema>;
