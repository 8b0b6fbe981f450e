// The dataset editor's form values ↔ a dataset document: the source as a type and a code (the document names it by
// tableName, sqlCode or httpCode), measures without empty expressions; filters and parameters kept as they were.
import type { Dataset } from '@yc/engine/metadata';

export const SOURCE_FIELDS = ['tableName', 'sqlCode', 'httpCode'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

export interface DatasetValues {
  [field: string]: unknown;
  datasetName?: string;
  datasetCode?: string;
  sourceType?: SourceField;
  sourceCode?: string;
  dimension?: string[];
  measure?: { colCode?: string; agg?: Dataset['measure'][number]['agg']; alias?: string; exp?: string }[];
}

export function valuesOf(dataset: Dataset | undefined): DatasetValues {
  if (!dataset) return { sourceType: 'tableName', dimension: [], measure: [{ colCode: '*', agg: 'count', alias: 'total' }] };
  const sourceType = SOURCE_FIELDS.find((f) => dataset[f]) ?? 'tableName';
  return { ...dataset, sourceType, sourceCode: dataset[sourceType] };
}

export function datasetOf(values: DatasetValues, record?: Dataset): Dataset {
  const { sourceType = 'tableName', sourceCode, ...rest } = values;
  const base = { ...record } as Partial<Dataset>;
  for (const field of SOURCE_FIELDS) delete base[field];
  return {
    ...base,
    datasetName: rest.datasetName ?? '',
    datasetCode: rest.datasetCode ?? record?.datasetCode ?? '',
    [sourceType]: sourceCode,
    dimension: rest.dimension ?? [],
    measure: (rest.measure ?? []).map(({ colCode = '', agg = 'count', alias = '', exp }) => ({ colCode, agg, alias, ...(exp?.trim() ? { exp: exp.trim() } : {}) })),
  } as Dataset;
}
