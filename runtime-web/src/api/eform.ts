// Calls of the metadata runtime (issue 5): app groups, dictionaries, table models, forms and pages under
// /api/eform/manage, dictionaries under /api/system/dict, and the records of list pages under /api/eform/engine.
import type { AppGroup, Dictionary, DictionaryItem, Form, TableModel, Template, UserQuery, View } from '../renderers/engine.ts';
import { api, opened, readAs, type ApiBody, type ApiResult, type Fits } from '../request/api.ts';
import { historyApi } from './history.ts';
import type { DdlChange as EngineDdlChange } from '@yc/engine/ddl/plan';
import type { ErModel } from '@yc/engine/metadata';

/** A metadata item as stored: with its optimistic-lock version. */
export type Stored<T> = T & { version: number };

export interface PageResult<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export type AppGroupRow = Stored<AppGroup> & { id: string };

export type DictItemRow = DictionaryItem & { id: string; version: number };
export type DictRow = Stored<Omit<Dictionary, 'items'>> & { id: string; children: DictItemRow[] };
/** An option of a dictionary item look-up (getDictItems). */
export interface DictItemOption {
  value: string;
  text: string;
  label?: string;
  textEn?: string;
}

export const SYNC_STATE_ORDER = ['notCreated', 'created', 'notSynced', 'synced'] as const;

/** A change of the plan on the wire: the engine's change without its statement, with its English description. */
export type DdlChange = Pick<EngineDdlChange, 'kind' | 'column' | 'from' | 'to' | 'destructive'> & { description: string };

/** What create or sync would do (or did): statements, changes, the confirmation text and the sync state. */
export interface DdlPreview {
  action: 'create' | 'alter' | 'none' | string;
  isSync: TableModel['isSync'] | null;
  confirmation: string;
  statements: string[];
  changes: DdlChange[];
  destructive: string[];
  version?: number;
}

export interface MetadataKinds {
  tableModel: TableModel;
  form: Form;
  view: View;
  template: Template;
  erModel: ErModel;
}
export type MetadataKindName = keyof MetadataKinds;

export interface ListParams {
  pageNo?: number;
  pageSize?: number;
  groupCode?: string;
  keyword?: string;
}

const manage = (kind: MetadataKindName) => `/api/eform/manage/${kind}` as const;
type Manage<Op extends string> = `/api/eform/manage/${MetadataKindName}/${Op}`;

export const appGroupApi = {
  list: (): Promise<AppGroupRow[]> => api.get('/api/eform/manage/appGroup/list'),
  add: (group: AppGroup): Promise<AppGroupRow> => api.post('/api/eform/manage/appGroup/add', { body: group }),
  edit: (group: Stored<AppGroup>): Promise<AppGroupRow> => api.put('/api/eform/manage/appGroup/edit', { body: group }),
  remove: (groupCode: string) => api.delete('/api/eform/manage/appGroup/delete', { params: { query: { groupCode } } }),
};

export const dictApi = {
  treeList: (keyword?: string): Promise<DictRow[]> => api.get('/api/system/dict/treeList', { params: { query: { keyword: keyword || undefined } } }),
  /** Version of every dictionary: a cached option list is stale when its version moved. */
  versions: (): Promise<Record<string, number>> => api.get('/api/system/dict/versions', {}, { silent: true }),
  items: (dictCode: string): Promise<DictItemOption[]> =>
    api.get('/api/system/dict/getDictItems/{code}', { params: { path: { code: dictCode } } }, { silent: true }),
  add: (dict: Omit<Dictionary, 'items'> & { items?: DictionaryItem[] }) => api.post('/api/system/dict/add', { body: dict }),
  edit: (dict: Stored<Omit<Dictionary, 'items'>>) => api.put('/api/system/dict/edit', { body: dict }),
  remove: (dictCode: string) => api.delete('/api/system/dict/delete', { params: { query: { dictCode } } }),
  addItem: (item: DictionaryItem & { dictCode: string }) => api.post('/api/system/dictItem/add', { body: item }),
  editItem: (item: DictionaryItem & { id: string; version: number }) => api.put('/api/system/dictItem/edit', { body: item }),
  removeItem: (id: string) => api.delete('/api/system/dictItem/delete', { params: { query: { id } } }),
};

export const metadataApi = {
  list: <K extends MetadataKindName>(kind: K, params: ListParams = {}, options?: { silent?: boolean }) =>
    api.get(`${manage(kind)}/list`, { params: { query: { ...params } } }, options) as Promise<unknown> as Promise<PageResult<Stored<MetadataKinds[K]>>>,
  get: <K extends MetadataKindName>(kind: K, code: string, options?: { silent?: boolean }) =>
    api.get(`${manage(kind)}/queryByCode`, { params: { query: { code } } }, options) as Promise<unknown> as Promise<Stored<MetadataKinds[K]>>,
  add: <K extends MetadataKindName>(kind: K, item: MetadataKinds[K], options?: { silent?: boolean }) =>
    api.post(`${manage(kind)}/add`, { body: item as ApiBody<'post', Manage<'add'>> }, options) as Promise<unknown> as Promise<Stored<MetadataKinds[K]>>,
  edit: <K extends MetadataKindName>(kind: K, item: Stored<MetadataKinds[K]>, options?: { silent?: boolean }) =>
    api.put(`${manage(kind)}/edit`, { body: item as ApiBody<'put', Manage<'edit'>> }, options) as Promise<unknown> as Promise<Stored<MetadataKinds[K]>>,
  remove: (kind: MetadataKindName, code: string) => api.delete(`${manage(kind)}/delete`, { params: { query: { code } } }),
  /** The item's saved versions; a deleted item comes back from one. */
  history: (kind: MetadataKindName) => historyApi(manage(kind), true),
  /** A form design (saved or not) as the console draws it: each sub-table with its row form. */
  previewForm: (form: Form) => opened<Form>(api.post('/api/eform/manage/form/preview', { body: form }, { silent: true })),
};

/**
 * The kinds' items as the document types them (the calls above are shared by the kinds, so they are checked here): the
 * console's item must be a body the document accepts, and a stored item one the document's (open) answer admits.
 */
type _MetadataShapes = [
  Fits<TableModel, ApiBody<'post', '/api/eform/manage/tableModel/add'>>,
  Fits<Form, ApiBody<'post', '/api/eform/manage/form/add'>>,
  Fits<View, ApiBody<'post', '/api/eform/manage/view/add'>>,
  Fits<Template, ApiBody<'post', '/api/eform/manage/template/add'>>,
  Fits<ErModel, ApiBody<'post', '/api/eform/manage/erModel/add'>>,
  Fits<Stored<TableModel>, ApiBody<'put', '/api/eform/manage/tableModel/edit'>>,
  Fits<Stored<Form>, ApiBody<'put', '/api/eform/manage/form/edit'>>,
  Fits<Stored<View>, ApiBody<'put', '/api/eform/manage/view/edit'>>,
  Fits<Stored<Template>, ApiBody<'put', '/api/eform/manage/template/edit'>>,
  Fits<Stored<ErModel>, ApiBody<'put', '/api/eform/manage/erModel/edit'>>,
  Fits<Stored<TableModel>, ApiResult<'get', '/api/eform/manage/tableModel/queryByCode'>>,
  Fits<Stored<Form>, ApiResult<'get', '/api/eform/manage/form/queryByCode'>>,
  Fits<Stored<View>, ApiResult<'get', '/api/eform/manage/view/queryByCode'>>,
  Fits<Stored<Template>, ApiResult<'get', '/api/eform/manage/template/queryByCode'>>,
  Fits<Stored<ErModel>, ApiResult<'get', '/api/eform/manage/erModel/queryByCode'>>,
];

export const tableModelApi = {
  ddl: (code: string): Promise<DdlPreview> => api.get('/api/eform/manage/tableModel/ddl', { params: { query: { code } } }),
  createTable: (tableName: string): Promise<DdlPreview> => api.post('/api/eform/manage/tableModel/createTable', { body: { tableName } }),
  /** A sync that would lose data is refused unless forced; the refusal is the caller's to show (silent). */
  syncTable: (tableName: string, force = false): Promise<DdlPreview> =>
    api.post('/api/eform/manage/tableModel/syncTable', { body: { tableName, force } }, { silent: !force }),
  generate: (tableName: string, codes: { formCode?: string; viewCode?: string } = {}) =>
    api.post('/api/eform/manage/tableModel/generate', { body: { tableName, ...codes } }) as Promise<{ form: Stored<Form>; view: Stored<View> }>,
  /** Brings the generated form and page up to date with the model, keeping the designer's edits. */
  updateGenerated: (tableName: string): Promise<{ added: { fields: string[]; columns: string[] }; removed: { fields: string[]; columns: string[] } }> =>
    api.post('/api/eform/manage/tableModel/updateGenerated', { body: { tableName } }),
};

/** Starts a form or page from an enabled form or page template. */
export interface StartFromTemplate { tempCode: string; code: string; name: string; groupCode: string; objectName?: string }
export const templateApi = {
  instantiate: (body: StartFromTemplate) => api.post('/api/eform/manage/template/instantiate', { body }) as Promise<Stored<Form | View>>,
};

export interface AddToMenu { viewCode: string; parentId: string | null; back: '0' | '1'; name: string; nameEn?: string | null }

/** Puts a page on a menu: the item, its button permissions, granted to the caller's roles of that layout. */
export const pageMenuApi = {
  add: (body: AddToMenu): Promise<{ id: string; code: string; url: string; permissions: string[] }> => api.post('/api/eform/manage/view/addToMenu', { body }),
};

export type RecordRow = Record<string, unknown> & { id: string };

/** What a list page renders: its view, its form and the caller's field permissions. */
/** A page with records: its view, its form and the caller's field permissions. */
export interface FormPageRuntime {
  view: View;
  form: Form;
  fieldAccess: Record<string, 'edit' | 'readonly' | 'hidden'>;
}

/** What the runtime call answers: a layout or free-layout page comes without a form (its blocks are in its view). */
export type ViewRuntime = FormPageRuntime | { view: View; form?: undefined; fieldAccess?: undefined };

export interface DataLogEntry {
  id: string;
  action: 'add' | 'edit' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  username: string | null;
  createTime: string;
}


export const recordApi = {
  runtime: (viewCode: string) => api.get('/api/eform/engine/view/{viewCode}', { params: { path: { viewCode } } }) as Promise<ViewRuntime>,
  list: (viewCode: string, query: UserQuery) =>
    readAs<PageResult<RecordRow>>()(api.post('/api/eform/engine/view/{viewCode}/list', { params: { path: { viewCode } }, body: query })),
  /** The records a page design not saved yet lists (the page designer's live preview). */
  preview: (viewCode: string, view: View, query: UserQuery) =>
    readAs<PageResult<RecordRow>>()(api.post('/api/eform/engine/view/{viewCode}/preview', { params: { path: { viewCode } }, body: { view, ...query } })),
  /** mode 'edit' returns unmasked values (it needs the page's edit button); 'view' masked ones. */
  get: (viewCode: string, id: string, mode: 'view' | 'edit') =>
    readAs<RecordRow>()(api.get('/api/eform/engine/view/{viewCode}/data/{id}', { params: { path: { viewCode, id }, query: { mode } } })),
  add: (viewCode: string, values: Record<string, unknown>) =>
    readAs<RecordRow>()(api.post('/api/eform/engine/view/{viewCode}/data', { params: { path: { viewCode } }, body: values })),
  edit: (viewCode: string, id: string, values: Record<string, unknown>) =>
    readAs<RecordRow>()(api.put('/api/eform/engine/view/{viewCode}/data/{id}', { params: { path: { viewCode, id } }, body: values })),
  remove: (viewCode: string, id: string) => api.delete('/api/eform/engine/view/{viewCode}/data/{id}', { params: { path: { viewCode, id } } }),
  batchRemove: (viewCode: string, ids: string[]): Promise<{ deleted: number }> =>
    api.post('/api/eform/engine/view/{viewCode}/batchDelete', { params: { path: { viewCode } }, body: { ids } }),
  log: (viewCode: string, id: string): Promise<DataLogEntry[]> => api.get('/api/eform/engine/view/{viewCode}/data/{id}/log', { params: { path: { viewCode, id } } }),
};
