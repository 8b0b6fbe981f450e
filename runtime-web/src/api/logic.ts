// Calls of the logic layer's screens: SQL and HTTP configs, fill and check rules (metadata documents), data sources
// and categories.
import { http, type Params } from '../request/http.ts';
import type { PagedQuery, PageResult } from '../components/crud/index.ts';

/** A stored document of one of the logic kinds, with its version. */
export type LogicDocument = Record<string, unknown> & { version: number };

/** The calls of a metadata kind's documents under its base path. */
export function documentApi(base: string) {
  return {
    list: (q: PagedQuery) => http.get<PageResult<LogicDocument>>(`${base}/list`, q as Params),
    add: (doc: Record<string, unknown>) => http.post<LogicDocument>(`${base}/add`, doc),
    edit: (doc: Record<string, unknown>) => http.put<LogicDocument>(`${base}/edit`, doc),
    remove: (code: string) => http.delete<null>(`${base}/delete`, { code }),
  };
}

export const LOGIC_BASES = {
  sqlConfig: '/api/eform/manage/sqlConfig',
  httpConfig: '/api/eform/manage/httpConfig',
  fillRule: '/api/system/fillRule',
  checkRule: '/api/system/checkRule',
} as const;
export type LogicKind = keyof typeof LOGIC_BASES;

export interface SqlTestResult {
  rows: Record<string, unknown>[];
  truncated: boolean;
}

export const logicTests = {
  sql: (sqlCode: string, params: Record<string, unknown>) => http.post<SqlTestResult>(`${LOGIC_BASES.sqlConfig}/test`, { sqlCode, params }, { silent: true }),
  http: (httpCode: string, params: Record<string, unknown>) =>
    http.post<{ answer: unknown; rows: Record<string, unknown>[] }>(`${LOGIC_BASES.httpConfig}/test`, { httpCode, params }, { silent: true }),
  fill: (ruleCode: string) => http.get<string>(`${LOGIC_BASES.fillRule}/executeRuleByCode/${encodeURIComponent(ruleCode)}`, undefined, { silent: true }),
  check: (ruleCode: string, value: string) => http.get<boolean>(`${LOGIC_BASES.checkRule}/checkByCode`, { ruleCode, value }, { silent: true }),
};

export interface DataSourceRecord {
  id: string;
  datasourceKey: string;
  datasourceName: string;
  datasourceType: string | null;
  dbType: string;
  url: string;
  username: string | null;
  attributesJson: string | null;
  hasPassword: boolean;
  version: number;
}

const DS = '/api/eform/manage/dataSource';
export const dataSourceApi = {
  list: (q: PagedQuery, silent = false) => http.get<PageResult<DataSourceRecord>>(`${DS}/list`, q as Params, { silent }),
  add: (source: Record<string, unknown>) => http.post<DataSourceRecord>(`${DS}/add`, source),
  edit: (source: Record<string, unknown>) => http.put<DataSourceRecord>(`${DS}/edit`, source),
  remove: (code: string) => http.delete<null>(`${DS}/delete`, { code }),
  test: (source: Record<string, unknown>) => http.post<{ connected: boolean }>(`${DS}/testConnection`, source, { silent: true }),
};

export interface CategoryRecord {
  id: string;
  pid: string | null;
  name: string;
  code: string;
  sortNo: number;
  version: number;
  hasChild: boolean;
}

const CATEGORY = '/api/system/category';
export const categoryApi = {
  all: () => http.get<CategoryRecord[]>(`${CATEGORY}/loadAllData`),
  add: (c: Partial<CategoryRecord>) => http.post<{ id: string }>(`${CATEGORY}/add`, c),
  edit: (c: Partial<CategoryRecord> & { id: string; version: number }) => http.put<{ id: string; version: number }>(`${CATEGORY}/edit`, c),
  remove: (id: string) => http.delete<null>(`${CATEGORY}/delete`, { id }),
};
