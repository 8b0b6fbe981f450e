// Calls of the logic layer's screens: SQL and HTTP configs, fill and check rules (metadata documents), data sources
// and categories.
import { api, type ApiBody, type ApiQuery } from '../request/api.ts';
import type { PagedQuery, PageResult } from '../components/crud/index.ts';

/** A stored document of one of the logic kinds, with its version. */
export type LogicDocument = Record<string, unknown> & { version: number };

export const LOGIC_BASES = {
  sqlConfig: '/api/eform/manage/sqlConfig',
  httpConfig: '/api/eform/manage/httpConfig',
  fillRule: '/api/system/fillRule',
  checkRule: '/api/system/checkRule',
} as const;
export type LogicKind = keyof typeof LOGIC_BASES;
export type LogicBase = (typeof LOGIC_BASES)[LogicKind];

/**
 * The calls of a metadata kind's documents under its base path. The screens edit a document as the form's values (any
 * fields), so its body is read as the kind's document at this boundary; the paths and results are the document's.
 */
export function documentApi(base: LogicBase) {
  return {
    list: (q: PagedQuery): Promise<PageResult<LogicDocument>> => api.get(`${base}/list`, { params: { query: q as ApiQuery<'get', `${LogicBase}/list`> } }),
    add: (doc: Record<string, unknown>): Promise<LogicDocument> => api.post(`${base}/add`, { body: doc as ApiBody<'post', `${LogicBase}/add`> }),
    edit: (doc: Record<string, unknown>): Promise<LogicDocument> => api.put(`${base}/edit`, { body: doc as ApiBody<'put', `${LogicBase}/edit`> }),
    remove: (code: string) => api.delete(`${base}/delete`, { params: { query: { code } } }),
  };
}

export interface SqlTestResult {
  rows: Record<string, unknown>[];
  truncated: boolean;
}

export const logicTests = {
  sql: (sqlCode: string, params: Record<string, unknown>): Promise<SqlTestResult> =>
    api.post('/api/eform/manage/sqlConfig/test', { body: { sqlCode, params } }, { silent: true }),
  http: (httpCode: string, params: Record<string, unknown>): Promise<{ answer: unknown; rows: Record<string, unknown>[] }> =>
    api.post('/api/eform/manage/httpConfig/test', { body: { httpCode, params } }, { silent: true }),
  fill: (ruleCode: string): Promise<string> => api.get('/api/system/fillRule/executeRuleByCode/{ruleCode}', { params: { path: { ruleCode } } }, { silent: true }),
  check: (ruleCode: string, value: string): Promise<boolean> =>
    api.get('/api/system/checkRule/checkByCode', { params: { query: { ruleCode, value } } }, { silent: true }),
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

/** The data source screen sends its form's values (any fields) as the source. */
type SourceBody<P extends '/api/eform/manage/dataSource/add' | '/api/eform/manage/dataSource/testConnection'> = ApiBody<'post', P>;
export const dataSourceApi = {
  list: (q: PagedQuery, silent = false): Promise<PageResult<DataSourceRecord>> =>
    api.get('/api/eform/manage/dataSource/list', { params: { query: q as ApiQuery<'get', '/api/eform/manage/dataSource/list'> } }, { silent }),
  add: (source: Record<string, unknown>): Promise<DataSourceRecord> =>
    api.post('/api/eform/manage/dataSource/add', { body: source as SourceBody<'/api/eform/manage/dataSource/add'> }),
  edit: (source: Record<string, unknown>): Promise<DataSourceRecord> =>
    api.put('/api/eform/manage/dataSource/edit', { body: source as ApiBody<'put', '/api/eform/manage/dataSource/edit'> }),
  remove: (code: string) => api.delete('/api/eform/manage/dataSource/delete', { params: { query: { code } } }),
  test: (source: Record<string, unknown>): Promise<{ connected: boolean }> =>
    api.post('/api/eform/manage/dataSource/testConnection', { body: source as SourceBody<'/api/eform/manage/dataSource/testConnection'> }, { silent: true }),
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

/** What a category's add and edit send. */
export type CategoryFields = Pick<CategoryRecord, 'name' | 'code' | 'sortNo' | 'pid'>;

export const categoryApi = {
  all: (): Promise<CategoryRecord[]> => api.get('/api/system/category/loadAllData'),
  add: (c: CategoryFields): Promise<{ id: string }> => api.post('/api/system/category/add', { body: c }),
  edit: (c: CategoryFields & { id: string; version: number }) => api.put('/api/system/category/edit', { body: c }),
  remove: (id: string) => api.delete('/api/system/category/delete', { params: { query: { id } } }),
};
