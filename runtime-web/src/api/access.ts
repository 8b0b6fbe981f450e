// Menus, permission grants, data rules, system log and system config calls (spec §7, issue 4).
import type { PageResult, PagedQuery } from '../components/crud/useCrudList.ts';
import { api, readAs, type ApiBody, type ApiQuery } from '../request/api.ts';

export interface MenuRecord {
  id: string;
  version: number;
  /** The tree's key (the id) and whether the item has no children. */
  key: string;
  leaf: boolean;
  code: string;
  parentId: string | null;
  name: string;
  nameEn: string | null;
  /** 0 directory, 1 menu, 2 button. */
  menuType: number;
  /** '1' console, '0' front. */
  back: string;
  sortNo: number | null;
  component: string | null;
  url: string | null;
  componentProps: { label: string; value: string }[] | null;
  icon: string | null;
  menuHidden: boolean;
  isKeepalive: boolean;
  internalOrExternal: boolean;
  alwaysShow: boolean;
  redirect: string | null;
  perms: string | null;
  /** '1' visible, '2' editable. */
  permsType: string | null;
  /** '0' valid, '1' invalid. */
  status: string;
  microAppRoute: string | null;
  microAppUrl: string | null;
  groupCode: string | null;
  hasRules: boolean;
  children?: MenuRecord[];
}

export interface AuthTreeNode {
  key: string;
  title: string;
  titleEn?: string;
  value: string;
  menuType: number;
  perms: string | null;
  ruleFlag: boolean;
  children?: AuthTreeNode[];
}

export interface AuthTree {
  treeList: AuthTreeNode[];
  ids: string[];
}

export interface DataRule {
  id: string;
  version: number;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '0' valid, '1' invalid. */
  status: string;
}

export interface RuleVocabulary {
  operators: { code: string; label: string }[];
  variables: string[];
}

export interface LogRecord {
  id: string;
  logType: string;
  username: string | null;
  method: string | null;
  path: string | null;
  requestUrl: string | null;
  ip: string | null;
  status: number | null;
  outcome: string;
  durationMs: number | null;
  content: string | null;
  createdAt: string;
}

export interface SysConfigRecord {
  id: string;
  configCode: string;
  configValue: string | null;
  description: string | null;
  descriptionEn?: string;
  version: number;
}

const ids = (list: readonly string[]) => list.join(',');

/**
 * The screens edit a menu item and a data rule as their forms' values (codes typed as strings): their bodies are read as
 * the document's at this boundary, and the lists' items (every field optional in the document) as the console's records.
 */
const menuList = (query: { name?: string; back?: string }) =>
  readAs<MenuRecord[]>()(api.get('/api/system/permission/list', { params: { query: query as ApiQuery<'get', '/api/system/permission/list'> } }));
const ruleList = readAs<DataRule[]>();

export const menuApi = {
  tree: (back?: string) => menuList({ back }),
  search: (name: string, back?: string) => menuList({ name, back }),
  add: (item: Partial<MenuRecord>): Promise<{ id: string }> => api.post('/api/system/permission/add', { body: item as ApiBody<'post', '/api/system/permission/add'> }),
  edit: (item: Partial<MenuRecord> & { id: string; version: number }): Promise<{ id: string }> =>
    api.put('/api/system/permission/edit', { body: item as ApiBody<'put', '/api/system/permission/edit'> }),
  remove: (id: string) => api.delete('/api/system/permission/delete', { params: { query: { id } } }),
  removeBatch: (list: string[]) => api.delete('/api/system/permission/deleteBatch', { params: { query: { ids: ids(list) } } }),
};

/** Who holds which menu items: a role, a department (the ceiling of its roles), a department role. */
export interface GrantTarget {
  tree(): Promise<AuthTree>;
  granted(): Promise<string[]>;
  save(permissionIds: string[], last: string[]): Promise<unknown>;
}

export const grantApi = {
  authTree: (): Promise<AuthTree> => api.get('/api/system/permission/queryTreeList'),
  role: (roleId: string): GrantTarget => ({
    tree: grantApi.authTree,
    granted: () => api.get('/api/system/permission/queryRolePermission', { params: { query: { roleId } } }),
    save: (permissionIds, last) =>
      api.post('/api/system/permission/saveRolePermission', { body: { roleId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) } }),
  }),
  depart: (departId: string): GrantTarget => ({
    tree: grantApi.authTree,
    granted: () => api.get('/api/system/permission/queryDepartPermission', { params: { query: { departId } } }),
    save: (permissionIds, last) =>
      api.post('/api/system/permission/saveDepartPermission', { body: { departId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) } }),
  }),
  departRole: (departId: string, roleId: string): GrantTarget => ({
    tree: () => api.get('/api/system/sysDepartPermission/queryTreeListForDeptRole', { params: { query: { departId } } }),
    granted: () => api.get('/api/system/sysDepartPermission/queryDeptRolePermission', { params: { query: { roleId } } }),
    save: (permissionIds, last) =>
      api.post('/api/system/sysDepartPermission/saveDeptRolePermission', { body: { roleId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) } }),
  }),
};

type RuleQuery = Omit<ApiQuery<'get', '/api/system/permission/queryPermissionRule'>, 'permissionId'>;

export const dataRuleApi = {
  vocabulary: (): Promise<RuleVocabulary> => api.get('/api/system/permission/dataRuleVocabulary'),
  list: (permissionId: string) => ruleList(api.get('/api/system/permission/getPermRuleListByPermId', { params: { query: { permissionId } } })),
  query: (permissionId: string, q: RuleQuery) => ruleList(api.get('/api/system/permission/queryPermissionRule', { params: { query: { permissionId, ...q } } })),
  add: (rule: Partial<DataRule> & { permissionId: string }): Promise<{ id: string }> =>
    api.post('/api/system/permission/addPermissionRule', { body: rule as ApiBody<'post', '/api/system/permission/addPermissionRule'> }),
  edit: (rule: Partial<DataRule> & { id: string; version: number }): Promise<{ id: string }> =>
    api.put('/api/system/permission/editPermissionRule', { body: rule as ApiBody<'put', '/api/system/permission/editPermissionRule'> }),
  remove: (id: string) => api.delete('/api/system/permission/deletePermissionRule', { params: { query: { id } } }),
  /** The rules of a menu item and those the role applies. */
  ofRole: (roleId: string, permissionId: string) =>
    readAs<{ rules: DataRule[]; selected: string[] }>()(api.get('/api/system/role/datarule', { params: { query: { roleId, permissionId } } })),
  saveOfRole: (roleId: string, permissionId: string, ruleIds: string[]) =>
    api.post('/api/system/role/datarule', { body: { roleId, permissionId, ruleIds: ids(ruleIds) } }),
};

export const logApi = {
  list: (q: PagedQuery) =>
    readAs<PageResult<LogRecord>>()(api.get('/api/system/log/list', { params: { query: q as ApiQuery<'get', '/api/system/log/list'> } })),
  remove: (id: string) => api.delete('/api/system/log/delete', { params: { query: { id } } }),
  removeBatch: (list: string[]) => api.delete('/api/system/log/deleteBatch', { params: { query: { ids: ids(list) } } }),
  loginInfo: (): Promise<{ todayVisitCount: number; todayIp: number; totalVisitCount: number }> => api.get('/api/system/log/loginfo'),
  visitInfo: (): Promise<{ day: string; visit: number; ip: number }[]> => api.get('/api/system/log/visitInfo'),
};

export const sysConfigApi = {
  list: (): Promise<SysConfigRecord[]> => api.get('/api/system/sysconfig/list'),
  edit: (entry: { configCode: string; configValue: string; version: number }): Promise<{ configCode: string; configValue: string; version: number }> =>
    api.put('/api/system/sysconfig/edit', { body: entry }),
};
