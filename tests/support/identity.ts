// Test helpers for identity administration: menu ids, roles with permissions, organisations and users, via the API.
import { expect } from 'vitest';
import { ApiClient, type TestServer } from './server.ts';

export const STRONG_PASSWORD = 'Str0ng#Pass';

export interface MenuRow { id: string; code: string; perms: string | null; name: string; children?: MenuRow[] }

const flatten = (rows: MenuRow[]): MenuRow[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/** Menu item ids by item code (e.g. 'system-user') and by button action (e.g. 'system:user:list'). */
export async function menuIds(admin: ApiClient): Promise<(codeOrAction: string) => string> {
  const res = await admin.get<MenuRow[]>('/api/system/permission/list');
  expect(res.status).toBe(200);
  const rows = flatten(res.body.result);
  return (key) => {
    const row = rows.find((r) => r.code === key || r.perms === key);
    if (!row) throw new Error(`no menu item ${key}`);
    return row.id;
  };
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A global role granting the given menu items / button actions. */
export async function createRole(admin: ApiClient, items: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const ids = await menuIds(admin);
  const add = await admin.post('/api/system/role/add', { roleCode: unique('r_'), roleName: 'Test role', back: '1', ...extra });
  expect(add.status, add.body.message).toBe(200);
  const roleId = add.body.result.id as string;
  const save = await admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: items.map(ids) });
  expect(save.status, save.body.message).toBe(200);
  return roleId;
}

export async function createOrg(admin: ApiClient, body: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post('/api/org/sysOrg/add', { orgCode: unique('O'), orgName: unique('Org '), orgType: 'dept', ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

export interface NewUser { id: string; username: string }

/**
 * A user added by the administrator, who has made the first-login change of password (a new user's session may do
 * nothing else until then), so that it signs in with `body.password` (STRONG_PASSWORD by default) and works; with
 * `{ firstLogin: true }` the change is left to the test, as a new user finds it.
 */
export async function createUser(admin: ApiClient, body: Record<string, unknown> = {}, options: { firstLogin?: boolean } = {}): Promise<NewUser> {
  const username = (body.username as string) ?? unique('u');
  const password = (body.password as string) ?? STRONG_PASSWORD;
  const res = await admin.post('/api/system/user/add', {
    username, realname: `Real ${username}`, password, confirmPassword: password, ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  if (!options.firstLogin) await changeFirstPassword(admin.baseUrl, username, password);
  return { id: res.body.result.id, username };
}

/** A second password for the first change, so that the user ends with the password the test knows. */
const INTERIM_PASSWORD = 'Interim#Pass9';

/**
 * The first-login change as the user makes it, through the API: sign in with the password the administrator gave,
 * change it, and change it back (the same password twice is not what a user would pick), then sign out.
 */
export async function changeFirstPassword(baseUrl: string, username: string, password: string): Promise<void> {
  const login = await new ApiClient(baseUrl).post<{ token: string; isFist: boolean; isChange: boolean }>('/api/system/login', { username, password });
  expect(login.status, login.body.message).toBe(200);
  if (!login.body.result.isFist && !login.body.result.isChange) return;
  const user = new ApiClient(baseUrl, login.body.result.token);
  for (const [from, to] of [[password, INTERIM_PASSWORD], [INTERIM_PASSWORD, password]] as const) {
    const change = await user.put('/api/system/user/changePassword', { oldpassword: from, password: to, confirmpassword: to });
    expect(change.status, change.body.message).toBe(200);
  }
  await user.post('/api/system/logout');
}

/** A user holding a role with exactly these items, signed in. */
export async function signedInWith(server: TestServer, admin: ApiClient, items: string[], userBody: Record<string, unknown> = {}) {
  const roleId = await createRole(admin, items);
  const user = await createUser(admin, { selectedRole: [roleId], ...userBody });
  return { ...user, roleId, client: await server.login(user.username, STRONG_PASSWORD) };
}

/** The table each identity edit route saves to, for `atVersion`. */
const EDITED_TABLES: Record<string, string> = {
  '/api/system/user/edit': 'sys_user',
  '/api/org/sysOrg/edit': 'sys_org',
  '/api/system/permission/edit': 'sys_permission',
  '/api/system/permission/editPermissionRule': 'sys_permission_data_rule',
  '/api/system/role/edit': 'sys_role',
  '/api/org/sysDepartRole/edit': 'sys_role',
  '/api/org/sysPosition/edit': 'sys_position',
  '/api/org/sysJob/edit': 'sys_job',
};

/** An edit's body at the row's current version (read from the database), as the console sends it after reading the row. */
export async function atVersion<B extends { id: string }>(server: TestServer, editPath: string, body: B): Promise<B & { version: number }> {
  const table = EDITED_TABLES[editPath];
  if (!table) throw new Error(`no table known for ${editPath}`);
  const [row] = await server.sql<{ version: number }>(`select version from ${table} where id = $1`, [body.id]);
  return { ...body, version: row?.version ?? 1 };
}
