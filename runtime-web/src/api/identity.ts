// Identity administration calls (spec §7, issue 4): users, roles, positions, jobs, organisations, department roles.
import type { PageResult, PagedQuery } from '../components/crud/useCrudList.ts';
import { api, type ApiBody, type ApiQuery, type ApiResult, type Fits, readAs } from '../request/api.ts';

/** Optimistic locking: every edited record carries its version. */
interface Versioned {
  id: string;
  version: number;
}

import { USER_STATUS } from '../engine.ts';

export { USER_STATUS };

export interface UserRecord extends Versioned {
  username: string;
  realname: string;
  realnameEn?: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  workNo: string | null;
  userNum: string | null;
  userOrder: number;
  isRealUser: boolean;
  status: number;
  majarDepName: string | null;
  departNames: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface UserDetail extends UserRecord {
  selectedRole: string[];
  selectedJob: string[];
  selectedDeparts: string[];
  mainDepartId: string | null;
}

export interface UserForm {
  username?: string;
  realname?: string;
  password?: string;
  confirmPassword?: string;
  email?: string | null;
  phone?: string | null;
  telephone?: string | null;
  workNo?: string | null;
  userNum?: string | null;
  birthday?: string | null;
  sex?: number | null;
  userOrder?: number;
  isRealUser?: boolean;
  selectedRole?: string[];
  selectedJob?: string[];
  selectedDeparts?: string[];
  mainDepartId?: string | null;
}

export interface RoleRecord extends Versioned {
  roleCode: string;
  roleName: string;
  roleNameEn?: string | null;
  roleOrder?: number | null;
  description?: string | null;
  descriptionEn?: string | null;
  /** '1' console (backend) role, '0' front role. */
  back: string;
  /** Department roles only. */
  deptId?: string;
}

export interface PositionRecord extends Versioned {
  positionCode: string;
  positionName: string;
  positionOrder?: number | null;
}

export interface JobRecord extends Versioned {
  jobCode: string;
  jobName: string;
  jobOrder?: number | null;
}

export interface OrgNode extends Versioned {
  key: string;
  title: string;
  parentId: string | null;
  orgCode: string;
  orgName: string;
  orgNameAbbr: string | null;
  /** 'org' or 'dept'. */
  orgType: string;
  orgOrder: number | null;
  description: string | null;
  /** The department's head (a user id): whom "the initiator's leader" finds in approvals. */
  leaderId: string | null;
  /** The node's id again (a tree select's value). */
  value: string;
  leaf: boolean;
  children?: OrgNode[];
}

export interface DepartUser {
  id: string;
  username: string;
  realname: string;
  workNo: string | null;
  phone: string | null;
  email: string | null;
  status: number;
}

const ids = (list: readonly string[]) => list.join(',');

type CatalogueBase = '/api/system/role' | '/api/org/sysPosition' | '/api/org/sysJob';

/** A coded catalogue's calls: paged list, all, add, edit, delete, batch delete (the document's paths under `base`). */
function catalogue<T>(base: CatalogueBase) {
  return {
    list: (q: PagedQuery) =>
      api.get(`${base}/list`, { params: { query: q as ApiQuery<'get', `${CatalogueBase}/list`> } }) as Promise<unknown> as Promise<PageResult<T>>,
    all: () => api.get(`${base}/queryall`) as Promise<unknown> as Promise<T[]>,
    add: (record: Partial<T>): Promise<{ id: string }> => api.post(`${base}/add`, { body: record as ApiBody<'post', `${CatalogueBase}/add`> }),
    edit: (record: Partial<T> & { id: string }): Promise<{ id: string; version: number }> =>
      api.put(`${base}/edit`, { body: record as ApiBody<'put', `${CatalogueBase}/edit`> }),
    remove: (id: string) => api.delete(`${base}/delete`, { params: { query: { id } } }),
    removeBatch: (list: string[]) => api.delete(`${base}/deleteBatch`, { params: { query: { ids: ids(list) } } }),
  };
}

/**
 * The catalogues' records as the document types them (the calls above are shared, so they are checked here): a server
 * change that the console's record types no longer fit fails the type check.
 */
type _CatalogueResults = [
  Fits<ApiResult<'get', '/api/system/role/list'>, PageResult<RoleRecord>>,
  Fits<ApiResult<'get', '/api/system/role/queryall'>, RoleRecord[]>,
  Fits<ApiResult<'get', '/api/org/sysPosition/list'>, PageResult<PositionRecord>>,
  Fits<ApiResult<'get', '/api/org/sysPosition/queryall'>, PositionRecord[]>,
  Fits<ApiResult<'get', '/api/org/sysJob/list'>, PageResult<JobRecord>>,
  Fits<ApiResult<'get', '/api/org/sysJob/queryall'>, JobRecord[]>,
  Fits<ApiResult<'put', '/api/system/role/edit'>, { id: string; version: number }>,
  Fits<ApiResult<'put', '/api/org/sysPosition/edit'>, { id: string; version: number }>,
  Fits<ApiResult<'put', '/api/org/sysJob/edit'>, { id: string; version: number }>,
];

type UserQuery = ApiQuery<'get', '/api/system/user/list'>;
/** What freezing and thawing set a user's status to. */
export type FreezeStatus = typeof USER_STATUS.normal | typeof USER_STATUS.frozen;

const pemBody = (pem: string) => Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * The password pair encrypted under the server's transport key (RSA-OAEP, SHA-256) for addJM / editJM, so no
 * password travels readable; null where the browser has no Web Crypto (not a secure context).
 */
async function sealPasswords(form: UserForm): Promise<UserForm | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  if (form.password === undefined && form.confirmPassword === undefined) return form;
  const { publicKey } = await api.get('/api/system/user/transportKey');
  const key = await subtle.importKey('spki', pemBody(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const seal = async (value: string | undefined) =>
    value === undefined ? undefined : toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(value)));
  return { ...form, password: await seal(form.password), confirmPassword: await seal(form.confirmPassword) };
}

export const userApi = {
  list: (q: PagedQuery) => readAs<PageResult<UserRecord>>()(api.get('/api/system/user/list', { params: { query: q as UserQuery } })),
  get: (id: string) => readAs<UserDetail>()(api.get('/api/system/user/queryById', { params: { query: { id } } })),
  add: async (form: UserForm) => {
    const sealed = await sealPasswords(form);
    return sealed ? api.post('/api/system/user/addJM', { body: sealed as ApiBody<'post', '/api/system/user/addJM'> })
      : api.post('/api/system/user/add', { body: form as ApiBody<'post', '/api/system/user/add'> });
  },
  edit: async (form: UserForm & { id: string; version?: number }) => {
    const sealed = await sealPasswords(form);
    return sealed ? api.put('/api/system/user/editJM', { body: { ...sealed, id: form.id, version: form.version } as ApiBody<'put', '/api/system/user/editJM'> })
      : api.put('/api/system/user/edit', { body: form as ApiBody<'put', '/api/system/user/edit'> });
  },
  frozenBatch: (list: string[], status: FreezeStatus) => api.put('/api/system/user/frozenBatch', { body: { ids: ids(list), status } }),
  removeBatch: (list: string[]) => api.delete('/api/system/user/deleteBatch', { params: { query: { ids: ids(list) } } }),
  recycleBin: (q: PagedQuery) =>
    readAs<PageResult<UserRecord>>()(api.get('/api/system/user/recycleBin', { params: { query: q as ApiQuery<'get', '/api/system/user/recycleBin'> } })),
  restore: (list: string[]) => api.put('/api/system/user/putRecycleBin', { body: { userIds: ids(list) } }),
  purge: (list: string[]) => api.delete('/api/system/user/deleteRecycleBin', { params: { query: { userIds: ids(list) } } }),
  resetPassword: (id: string, password: string, confirmpassword: string) =>
    api.put('/api/system/user/resetPassword', { body: { id, password, confirmpassword } }),
  byDepart: (departId: string, realname?: string) =>
    readAs<DepartUser[]>()(api.get('/api/system/user/queryUserByDepId', { params: { query: { id: departId, realname } } })),
  /** Whether an account, mailbox, phone or work number is free; refused with the catalogue message when not. */
  checkOnly: (fields: { id?: string; username?: string; email?: string; phone?: string; workNo?: string }) =>
    api.get('/api/system/user/checkOnlyUser', { params: { query: fields } }, { silent: true }),
};

export const roleApi = {
  ...catalogue<RoleRecord>('/api/system/role'),
  checkRoleCode: (roleCode: string, id?: string) => api.get('/api/system/role/checkRoleCode', { params: { query: { roleCode, id } } }, { silent: true }),
};
export const positionApi = catalogue<PositionRecord>('/api/org/sysPosition');
export const jobApi = catalogue<JobRecord>('/api/org/sysJob');

export const orgApi = {
  tree: () => readAs<OrgNode[]>()(api.get('/api/org/sysOrg/queryTreeList')),
  add: (org: Partial<OrgNode>): Promise<{ id: string }> => api.post('/api/org/sysOrg/add', { body: org as ApiBody<'post', '/api/org/sysOrg/add'> }),
  edit: (org: Partial<OrgNode> & { id: string }) =>
    api.put('/api/org/sysOrg/edit', { body: org as ApiBody<'put', '/api/org/sysOrg/edit'> }),
  remove: (id: string) => api.delete('/api/org/sysOrg/delete', { params: { query: { id } } }),
  /** Users' names by id (labels of chosen users). */
  userNames: (list: string[]) =>
    readAs<{ id: string; username: string; realname: string }[]>()(api.get('/api/org/sysOrg/queryUserNameByUserIds', { params: { query: { userIds: ids(list) } } })),
};

export const departRoleApi = {
  list: (q: PagedQuery) =>
    readAs<PageResult<RoleRecord>>()(api.get('/api/org/sysDepartRole/list', { params: { query: q as ApiQuery<'get', '/api/org/sysDepartRole/list'> } })),
  add: (role: Partial<RoleRecord> & { deptId: string }): Promise<{ id: string }> =>
    api.post('/api/org/sysDepartRole/add', { body: role as ApiBody<'post', '/api/org/sysDepartRole/add'> }),
  edit: (role: Partial<RoleRecord> & { id: string }) =>
    api.put('/api/org/sysDepartRole/edit', { body: role as ApiBody<'put', '/api/org/sysDepartRole/edit'> }),
  remove: (id: string) => api.delete('/api/org/sysDepartRole/delete', { params: { query: { id } } }),
  userRoles: (userId: string, deptId: string) => api.get('/api/org/sysDepartRole/userRoles', { params: { query: { userId, deptId } } }),
  setUserRoles: (userId: string, deptId: string, roleIds: string[]) =>
    api.put('/api/org/sysDepartRole/userRoles', { body: { userId, deptId, roleIds: ids(roleIds) } }),
};
