// Menus, permission grants, data rules, system log and system config calls (spec §7, issue 4).
import type { PageResult, PagedQuery } from '../components/crud/useCrudList.ts';
import { http, type Params } from '../request/http.ts';

export interface MenuRecord {
  id: string;
  version: number;
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
  componentProps: string | { label: string; value: string }[] | null;
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
  configValue: string;
  description: string | null;
  descriptionEn?: string;
  version: number;
}

const PERM = '/api/system/permission';
const ids = (list: readonly string[]) => list.join(',');

export const menuApi = {
  tree: (back?: string) => http.get<MenuRecord[]>(`${PERM}/list`, { back }),
  search: (name: string, back?: string) => http.get<MenuRecord[]>(`${PERM}/list`, { name, back }),
  add: (item: Partial<MenuRecord>) => http.post<{ id: string }>(`${PERM}/add`, item),
  edit: (item: Partial<MenuRecord> & { id: string }) => http.put<{ id: string; version: number }>(`${PERM}/edit`, item),
  remove: (id: string) => http.delete<null>(`${PERM}/delete`, { id }),
  removeBatch: (list: string[]) => http.delete<null>(`${PERM}/deleteBatch`, { ids: ids(list) }),
};

/** Who holds which menu items: a role, a department (the ceiling of its roles), a department role. */
export interface GrantTarget {
  tree(): Promise<AuthTree>;
  granted(): Promise<string[]>;
  save(permissionIds: string[], last: string[]): Promise<unknown>;
}

export const grantApi = {
  authTree: () => http.get<AuthTree>(`${PERM}/queryTreeList`),
  role: (roleId: string): GrantTarget => ({
    tree: grantApi.authTree,
    granted: () => http.get<string[]>(`${PERM}/queryRolePermission`, { roleId }),
    save: (permissionIds, last) => http.post(`${PERM}/saveRolePermission`, { roleId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) }),
  }),
  depart: (departId: string): GrantTarget => ({
    tree: grantApi.authTree,
    granted: () => http.get<string[]>(`${PERM}/queryDepartPermission`, { departId }),
    save: (permissionIds, last) => http.post(`${PERM}/saveDepartPermission`, { departId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) }),
  }),
  departRole: (departId: string, roleId: string): GrantTarget => ({
    tree: () => http.get<AuthTree>('/api/system/sysDepartPermission/queryTreeListForDeptRole', { departId }),
    granted: () => http.get<string[]>('/api/system/sysDepartPermission/queryDeptRolePermission', { roleId }),
    save: (permissionIds, last) =>
      http.post('/api/system/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids(permissionIds), lastpermissionIds: ids(last) }),
  }),
};

export const dataRuleApi = {
  vocabulary: () => http.get<RuleVocabulary>(`${PERM}/dataRuleVocabulary`),
  list: (permissionId: string) => http.get<DataRule[]>(`${PERM}/getPermRuleListByPermId`, { permissionId }),
  query: (permissionId: string, q: Params) =>
    http.get<DataRule[]>(`${PERM}/queryPermissionRule`, { permissionId, ...q }),
  add: (rule: Partial<DataRule> & { permissionId: string }) => http.post<{ id: string }>(`${PERM}/addPermissionRule`, rule),
  edit: (rule: Partial<DataRule> & { id: string }) => http.put<{ id: string; version: number }>(`${PERM}/editPermissionRule`, rule),
  remove: (id: string) => http.delete<null>(`${PERM}/deletePermissionRule`, { id }),
  /** The rules of a menu item and those the role applies. */
  ofRole: (roleId: string, permissionId: string) =>
    http.get<{ rules: DataRule[]; selected: string[] }>('/api/system/role/datarule', { roleId, permissionId }),
  saveOfRole: (roleId: string, permissionId: string, ruleIds: string[]) =>
    http.post<null>('/api/system/role/datarule', { roleId, permissionId, ruleIds: ids(ruleIds) }),
};

export const logApi = {
  list: (q: PagedQuery) => http.get<PageResult<LogRecord>>('/api/system/log/list', q as Params),
  remove: (id: string) => http.delete<null>('/api/system/log/delete', { id }),
  removeBatch: (list: string[]) => http.delete<null>('/api/system/log/deleteBatch', { ids: ids(list) }),
  loginInfo: () => http.get<{ todayVisitCount: number; todayIp: number; totalVisitCount: number }>('/api/system/log/loginfo'),
  visitInfo: () => http.get<{ day: string; visit: number; ip: number }[]>('/api/system/log/visitInfo'),
};

export const sysConfigApi = {
  list: () => http.get<SysConfigRecord[]>('/api/system/sysconfig/list'),
  edit: (entry: { configCode: string; configValue: string; version?: number }) =>
    http.put<{ configCode: string; configValue: string; version: number }>('/api/system/sysconfig/edit', entry),
};
