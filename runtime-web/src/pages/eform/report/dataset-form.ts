// The dataset editor's form values ↔ a dataset document: the source as a type and a code (the document names it by
// tableName, sqlCode or httpCode), measures without empty expressions, filters with their values as typed (a list
// comma-separated, a range as "from,to") or taken from a parameter, parameters with their defaults, the cache time.
import type { Dataset, DatasetFilter } from '@yc/engine/metadata';
import { OPERATOR_RULES } from '@yc/engine/query/operators';

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
  filters?: { colCode?: string; op?: DatasetFilter['op']; value?: string; param?: string }[];
  parameters?: { parameterKey?: string; defaultValue?: string }[];
  cacheTime?: number | null;
}

/** A filter's value as the editor shows it: one text, lists and ranges comma-separated. */
const valueText = (value: unknown): string => (Array.isArray(value) ? value.join(',') : value === undefined || value === null ? '' : String(value));

/** A typed value as the filter's operator takes it: nothing, one value, a [from, to] range or a list. */
function filterValue(op: DatasetFilter['op'], text: string): unknown {
  const parts = text.split(',').map((p) => p.trim());
  switch (OPERATOR_RULES[op].arity) {
    case 'none':
      return undefined;
    case 'two':
      return [parts[0] ?? '', parts[1] ?? ''];
    case 'list':
      return parts.filter((p) => p !== '');
    default:
      return text;
  }
}

function filtersOf(values: DatasetValues['filters']): DatasetFilter[] {
  return (values ?? []).map(({ colCode = '', op = 'eq', value = '', param }) =>
    (param ? { colCode, op, param } : { colCode, op, ...(OPERATOR_RULES[op].arity === 'none' ? {} : { value: filterValue(op, value) }) }));
}

export function valuesOf(dataset: Dataset | undefined): DatasetValues {
  if (!dataset) return { sourceType: 'tableName', dimension: [], measure: [{ colCode: '*', agg: 'count', alias: 'total' }] };
  const sourceType = SOURCE_FIELDS.find((f) => dataset[f]) ?? 'tableName';
  const filters = (dataset.filters ?? []).map((f) => ({ colCode: f.colCode, op: f.op, value: valueText(f.value), param: f.param }));
  return { ...dataset, sourceType, sourceCode: dataset[sourceType], filters };
}

export function datasetOf(values: DatasetValues, record?: Dataset): Dataset {
  const { sourceType = 'tableName', sourceCode, ...rest } = values;
  const base = { ...record } as Partial<Dataset>;
  for (const field of SOURCE_FIELDS) delete base[field];
  delete base.cacheTime;
  return {
    ...base,
    datasetName: rest.datasetName ?? '',
    datasetCode: rest.datasetCode ?? record?.datasetCode ?? '',
    [sourceType]: sourceCode,
    dimension: rest.dimension ?? [],
    measure: (rest.measure ?? []).map(({ colCode = '', agg = 'count', alias = '', exp }) => ({ colCode, agg, alias, ...(exp?.trim() ? { exp: exp.trim() } : {}) })),
    filters: filtersOf(rest.filters),
    parameters: (rest.parameters ?? []).map(({ parameterKey = '', defaultValue }) => ({ parameterKey: parameterKey.trim(), ...(defaultValue ? { defaultValue } : {}) })),
    // Seconds the results are cached; empty or 0: off.
    ...(rest.cacheTime ? { cacheTime: rest.cacheTime } : {}),
  } as Dataset;
}
