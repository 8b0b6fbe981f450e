// Options of a control from a SQL config (sqlCode with sqlParameterConfig) or an HTTP config (httpCode): which source a
// field reads, the parameter values it sends (from other fields of the form, else the parameter's default), the fields
// it depends on (a change of one re-queries it: province → city → district cascades), and the rows turned into options.
// The console and the server use the same functions, so the options offered are the options a save is checked against.
import type { Form, FormField, Option, SqlParameterConfig } from '../metadata/index.ts';
import { walkFormFields } from '../rules/formFields.ts';

export type RemoteOptionKind = 'sql' | 'http';

/** Where a field's options come from when neither static options nor a dictionary give them. */
export interface RemoteOptionSource {
  kind: RemoteOptionKind;
  code: string;
  parameters: SqlParameterConfig[];
  /** The parameter the typed keyword goes to: the control searches on the server (the first OPTION_SEARCH_LIMIT matches). */
  searchKey?: string;
  /** The parameter the stored value goes to (several comma-separated): its label, and its check at save, whatever the search. */
  valueKey?: string;
}

/** How many matches a searched control is offered at a time. */
export const OPTION_SEARCH_LIMIT = 50;

/** A field's remote source; static options and dictionaries win (as resolveOptions reads them). */
export function remoteOptionSource(field: Pick<FormField, 'showConfig'>): RemoteOptionSource | undefined {
  const config = field.showConfig;
  if (!config || config.options?.length || config.dictOption?.dictCode) return undefined;
  if (config.sqlConfig?.sqlCode) {
    const { sqlCode, sqlParameterConfig, searchKey, valueKey } = config.sqlConfig;
    return { kind: 'sql', code: sqlCode, parameters: sqlParameterConfig ?? [], ...(searchKey ? { searchKey } : {}), ...(valueKey ? { valueKey } : {}) };
  }
  if (config.httpConfig?.httpCode) return { kind: 'http', code: config.httpConfig.httpCode, parameters: config.httpConfig.httpParameterConfig ?? [] };
  return undefined;
}

export interface RemoteOptionField {
  key: string;
  source: RemoteOptionSource;
}

/** Every field of the form (at any depth) whose options come from a SQL or HTTP config. */
export function remoteOptionFields(form: Pick<Form, 'fields'>): RemoteOptionField[] {
  return walkFormFields(form.fields).flatMap(({ field }) => {
    const source = remoteOptionSource(field as FormField);
    return source && typeof field.key === 'string' && field.key ? [{ key: field.key, source }] : [];
  });
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A form value as a parameter: lists as comma-separated text, scalars as they are. */
const paramValue = (value: unknown) => (Array.isArray(value) ? value.join(',') : value);

/**
 * The parameter values of a call: each parameterKey takes the value of the field named by its outKey when that field
 * has one, else its defaultValue (else nothing: the config's own default applies).
 */
export function remoteOptionParams(source: RemoteOptionSource, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const p of source.parameters) {
    if (!p.parameterKey) continue;
    const given = p.outKey ? values[p.outKey] : undefined;
    if (!isBlank(given) && (typeof given !== 'object' || Array.isArray(given))) params[p.parameterKey] = paramValue(given);
    else if (p.defaultValue !== undefined) params[p.parameterKey] = p.defaultValue;
  }
  return params;
}

/** The fields a source reads its parameters from. */
export const remoteOptionDependencies = (source: RemoteOptionSource): string[] =>
  [...new Set(source.parameters.map((p) => p.outKey).filter((k): k is string => typeof k === 'string' && k !== ''))];

/** One call of the form's batch: a field, and the parameter values its source gets now. */
export interface RemoteOptionRequest {
  key: string;
  source: RemoteOptionSource;
  params: Record<string, unknown>;
  /** Same source with the same parameters: the same answer (the cache key of a form load). */
  cacheKey: string;
  /** At most this many options (a searched control). */
  limit?: number;
}

const stable = (params: Record<string, unknown>) => JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));

const request = (key: string, source: RemoteOptionSource, params: Record<string, unknown>, limit?: number): RemoteOptionRequest =>
  ({ key, source, params, cacheKey: `${source.kind}:${source.code}:${stable(params)}${limit ? `:${limit}` : ''}`, ...(limit ? { limit } : {}) });

/** Whether a control's options are searched on the server as the user types. */
export const isSearchedSource = (source: RemoteOptionSource) => !!source.searchKey;

/**
 * The calls of a form load. A searched control sends the keyword typed in it (`keywords`, by field key; empty at first)
 * and gets the first OPTION_SEARCH_LIMIT matches; its valueKey is empty then (no value asked).
 */
export function remoteOptionRequests(
  form: Pick<Form, 'fields'>, values: Readonly<Record<string, unknown>>, keys?: readonly string[], keywords: Readonly<Record<string, string>> = {},
): RemoteOptionRequest[] {
  return remoteOptionFields(form)
    .filter((f) => !keys || keys.includes(f.key))
    .map(({ key, source }) => {
      const params = remoteOptionParams(source, values);
      if (!source.searchKey) return request(key, source, params);
      params[source.searchKey] = keywords[key] ?? '';
      if (source.valueKey) params[source.valueKey] = '';
      return request(key, source, params, OPTION_SEARCH_LIMIT);
    });
}

/** The stored values of a field as text, in the order given (a list, or comma-separated text). */
export function storedOptionValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : isBlank(value) || typeof value === 'object' ? [] : [value];
  return [...new Set(list.filter((v) => !isBlank(v) && typeof v !== 'object').map(String))];
}

/**
 * The calls that find the options of given stored values (`values[key]` for every field with a valueKey and a value):
 * the valueKey gets them comma-separated, the searchKey an empty keyword. A chosen value's label shown when a record is
 * reopened (even when it is not among the first matches), the labels of a page of list cells, the check of a save.
 */
export function remoteValueRequests(
  form: Pick<Form, 'fields'>, values: Readonly<Record<string, unknown>>, keys?: readonly string[], stored: Readonly<Record<string, unknown>> = values,
): RemoteOptionRequest[] {
  return remoteOptionFields(form)
    .filter((f) => (!keys || keys.includes(f.key)) && f.source.valueKey && storedOptionValues(stored[f.key]).length)
    .map(({ key, source }) => {
      const params = remoteOptionParams(source, values);
      if (source.searchKey) params[source.searchKey] = '';
      params[source.valueKey!] = storedOptionValues(stored[key]).join(',');
      return request(key, source, params);
    });
}

/** Options of two answers, each value once (the first one's first). */
export function mergeOptions(first: readonly Option[], second: readonly Option[]): Option[] {
  const seen = new Set(first.map((o) => String(o.value)));
  return [...first, ...second.filter((o) => !seen.has(String(o.value)) && (seen.add(String(o.value)), true))];
}

/** The remote fields whose parameters read one of the changed fields (their options must be asked again). */
export function dependentOptionFields(form: Pick<Form, 'fields'>, changed: readonly string[]): string[] {
  return remoteOptionFields(form).filter((f) => remoteOptionDependencies(f.source).some((k) => changed.includes(k))).map((f) => f.key);
}

/** Column names read as an option's value and label, first found wins; otherwise the first and second columns. */
export const OPTION_VALUE_COLUMNS = ['value', 'itemValue', 'code', 'id', 'key'] as const;
export const OPTION_LABEL_COLUMNS = ['label', 'text', 'itemText', 'name', 'title'] as const;

const scalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/** Rows of a SQL config (or records of an HTTP config) as options; rows without a usable value are left out, duplicates once. */
export function rowsToOptions(rows: readonly unknown[]): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    const record = row as Record<string, unknown>;
    const columns = Object.keys(record);
    const valueColumn = OPTION_VALUE_COLUMNS.find((c) => scalar(record[c])) ?? columns.find((c) => scalar(record[c]));
    if (!valueColumn) continue;
    const labelColumn = OPTION_LABEL_COLUMNS.find((c) => c !== valueColumn && scalar(record[c]))
      ?? columns.find((c) => c !== valueColumn && scalar(record[c]));
    const value = record[valueColumn] as string | number | boolean;
    if (seen.has(String(value))) continue;
    seen.add(String(value));
    options.push({ label: String(labelColumn ? record[labelColumn] : value), value });
  }
  return options;
}
