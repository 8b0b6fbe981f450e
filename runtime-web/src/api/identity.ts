// Identity administration calls (spec §7, issue 4): users, roles, positions, jobs, organisations, department roles.
import type { PageResult, PagedQuery } from '../components/crud/useCrudList.ts';
import { http, type Params } from '../request/http.ts';
import { api, type ApiResult, type Fits } from '../request/api.ts';

/** Optimistic locking: every edited record carries its version. */
interface Versioned {
  id: string;
  version: number;
}

export { USER_STATUS } from '../engine.ts';

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

/** A coded catalogue's calls: paged list, all, add, edit, delete, batch delete. */
function catalogue<T>(base: string) {
  return {
    list: (q: PagedQuery) => http.get<PageResult<T>>(`${base}/list`, q as Params),
    all: () => http.get<T[]>(`${base}/queryall`),
    add: (record: Partial<T>) => http.post<{ id: string }>(`${base}/add`, record),
    edit: (record: Partial<T> & { id: string }) => http.put<{ id: string; version: number }>(`${base}/edit`, record),
    remove: (id: string) => http.delete<null>(`${base}/delete`, { id }),
    removeBatch: (list: string[]) => http.delete<null>(`${base}/deleteBatch`, { ids: ids(list) }),
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
  Fits<ApiResult<'get', '/api/org/sysJob/list'>, PageResult<JobRecord>>,
  Fits<ApiResult<'put', '/api/system/role/edit'>, { id: string; version: number }>,
];

const USER = '/api/system/user';

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
  const { publicKey } = await http.get<{ publicKey: string }>(`${USER}/transportKey`);
  const key = await subtle.importKey('spki', pemBody(publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const seal = async (value: string | undefined) =>
    value === undefined ? undefined : toBase64(await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(value)));
  return { ...form, password: await seal(form.password), confirmPassword: await seal(form.confirmPassword) };
}

export const userApi = {
  list: (q: PagedQuery) => http.get<PageResult<UserRecord>>(`${USER}/list`, q as Params),
  get: (id: string) => http.get<UserDetail>(`${USER}/queryById`, { id }),
  add: async (form: UserForm) => {
    const sealed = await sealPasswords(form);
    return sealed ? http.post<{ id: string }>(`${USER}/addJM`, sealed) : http.post<{ id: string }>(`${USER}/add`, form);
  },
  edit: async (form: UserForm & { id: string; version?: number }) => {
    const sealed = await sealPasswords(form);
    type Saved = { id: string; version: number };
    return sealed ? http.put<Saved>(`${USER}/editJM`, { ...sealed, id: form.id, version: form.version }) : http.put<Saved>(`${USER}/edit`, form);
  },
  frozenBatch: (list: string[], status: number) => http.put<null>(`${USER}/frozenBatch`, { ids: ids(list), status }),
  removeBatch: (list: string[]) => api.delete('/api/system/user/deleteBatch', { params: { query: { ids: ids(list) } } }),
  recycleBin: (q: PagedQuery) => http.get<PageResult<UserRecord>>(`${USER}/recycleBin`, q as Params),
  restore: (list: string[]) => api.put('/api/system/user/putRecycleBin', { body: { userIds: ids(list) } }),
  purge: (list: string[]) => api.delete('/api/system/user/deleteRecycleBin', { params: { query: { userIds: ids(list) } } }),
  resetPassword: (id: string, password: string, confirmpassword: string) =>
    api.put('/api/system/user/resetPassword', { body: { id, password, confirmpassword } }),
  byDepart: (departId: string, realname?: string) => http.get<DepartUser[]>(`${USER}/queryUserByDepId`, { id: departId, realname }),
  /** Whether an account, mailbox, phone or work number is free; refused with the catalogue message when not. */
  checkOnly: (fields: { id?: string; username?: string; email?: string; phone?: string; workNo?: string }) =>
    http.get<boolean>(`${USER}/checkOnlyUser`, fields, { silent: true }),
};

export const roleApi = {
  ...catalogue<RoleRecord>('/api/system/role'),
  checkRoleCode: (roleCode: string, id?: string) => api.get('/api/system/role/checkRoleCode', { params: { query: { roleCode, id } } }, { silent: true }),
};
export const positionApi = catalogue<PositionRecord>('/api/org/sysPosition');
export const jobApi = catalogue<JobRecord>('/api/org/sysJob');

const ORG = '/api/org/sysOrg';
export const orgApi = {
  tree: () => http.get<OrgNode[]>(`${ORG}/queryTreeList`),
  add: (org: Partial<OrgNode>) => http.post<{ id: string }>(`${ORG}/add`, org),
  edit: (org: Partial<OrgNode> & { id: string }) => http.put<{ id: string; version: number }>(`${ORG}/edit`, org),
  remove: (id: string) => api.delete('/api/org/sysOrg/delete', { params: { query: { id } } }),
  /** Users' names by id (labels of chosen users). */
  userNames: (list: string[]) => http.get<{ id: string; username: string; realname: string }[]>(`${ORG}/queryUserNameByUserIds`, { userIds: ids(list) }),
};

const DEPART_ROLE = '/api/org/sysDepartRole';
export const departRoleApi = {
  list: (q: PagedQuery) => http.get<PageResult<RoleRecord>>(`${DEPART_ROLE}/list`, q as Params),
  add: (role: Partial<RoleRecord> & { deptId: string }) => http.post<{ id: string }>(`${DEPART_ROLE}/add`, role),
  edit: (role: Partial<RoleRecord> & { id: string }) => http.put<{ id: string; version: number }>(`${DEPART_ROLE}/edit`, role),
  remove: (id: string) => api.delete('/api/org/sysDepartRole/delete', { params: { query: { id } } }),
  userRoles: (userId: string, deptId: string) => api.get('/api/org/sysDepartRole/userRoles', { params: { query: { userId, deptId } } }),
  setUserRoles: (userId: string, deptId: string, roleIds: string[]) =>
    api.put('/api/org/sysDepartRole/userRoles', { body: { userId, deptId, roleIds: ids(roleIds) } }),
};
