// The auth store's OAuth2 provider: registered clients with their service accounts and roles, what the provider's
// pages and interaction read (a client's enterprise, an account, permission names, the enterprise's brand) and the
// session an access token stands for. What oidc-provider itself keeps (sys_oauth_store, sys_oauth_key) is in
// oauth/store.ts, its adapter.
import type { Database, EntityManager } from '../../db/database.ts';

export interface StoredClient {
  id: string;
  tenant_id: number;
  client_id: string;
  client_secret_hash: string | null;
  client_name: string;
  client_secret_type: 'confidential' | 'public';
  client_authentication_methods: string[];
  authorization_grant_types: string[];
  redirect_uris: string[];
  scopes: string[];
  service_user_id: string;
  service_role_id: string;
  version: number;
}

type ListedClient = StoredClient & { created_at: Date };

const COLUMNS = `id, tenant_id, client_id, client_secret_hash, client_name, client_secret_type, client_authentication_methods,
  authorization_grant_types, redirect_uris, scopes, service_user_id, service_role_id, version, created_at`;

/** The permission codes among these that name a permission item. */
export const knownPermissionCodes = (em: EntityManager, codes: string[]) => em.execute<{ perms: string }[]>(
  `select distinct perms from sys_permission where perms in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(codes)]);

/** The role grants exactly the permission items whose codes are among the scopes. */
export async function grantScopes(em: EntityManager, roleId: string, scopes: string[]): Promise<void> {
  await em.execute(`delete from sys_role_permission where role_id = ?`, [roleId]);
  await em.execute(
    `insert into sys_role_permission (role_id, permission_id)
     select ?, id from sys_permission where perms in (select jsonb_array_elements_text(?::jsonb))`,
    [roleId, JSON.stringify(scopes)],
  );
}

/** The enterprise's clients, oldest first. */
export const listClients = (em: EntityManager) => em.execute<ListedClient[]>(`select ${COLUMNS} from sys_oauth_client order by created_at, client_id`);

/** Whether an account has the name, case aside. */
export async function accountNameTaken(em: EntityManager, username: string): Promise<boolean> {
  const [taken] = await em.execute<{ n: number }[]>(`select count(*)::int as n from sys_user where lower(username) = lower(?)`, [username]);
  return taken!.n > 0;
}

/** A client's service account and its console role, the one holding the other. */
export async function addServiceAccount(em: EntityManager, ids: { userId: string; roleId: string }, name: string, clientName: string, passwordHash: string) {
  await em.execute(`insert into sys_user (id, username, realname, password_hash, is_real_user) values (?, ?, ?, ?, false)`,
    [ids.userId, name, clientName, passwordHash]);
  await em.execute(`insert into sys_role (id, role_code, role_name, back, description) values (?, ?, ?, '1', ?)`,
    [ids.roleId, name, clientName, 'The scopes of an OAuth2 client']);
  await em.execute(`insert into sys_user_role (user_id, role_id) values (?, ?)`, [ids.userId, ids.roleId]);
}

/** Registers the client (values in the order of the columns, from id to service_role_id); none when its id is taken. */
export async function insertClient(em: EntityManager, values: unknown[]): Promise<ListedClient | undefined> {
  const [inserted] = await em.execute<ListedClient[]>(
    `insert into sys_oauth_client (id, client_id, client_secret_hash, client_name, client_secret_type, client_authentication_methods,
       authorization_grant_types, redirect_uris, scopes, service_user_id, service_role_id)
     values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?) on conflict (client_id) do nothing returning ${COLUMNS}`,
    values);
  return inserted;
}

/** Changes the client over the version read (values from client_name to scopes, then id and version); none when it did not match. */
export async function updateClient(em: EntityManager, values: unknown[]): Promise<ListedClient | undefined> {
  const [updated] = await em.execute<ListedClient[]>(
    `update sys_oauth_client set client_name = ?, client_secret_type = ?, client_authentication_methods = ?::jsonb,
       authorization_grant_types = ?::jsonb, redirect_uris = ?::jsonb, scopes = ?::jsonb, updated_at = now(), version = version + 1
      where id = ? and version = ? returning ${COLUMNS}`,
    values);
  return updated;
}

/** Whether the client exists. */
export async function clientExists(em: EntityManager, id: string): Promise<boolean> {
  const [exists] = await em.execute<{ n: number }[]>(`select count(*)::int as n from sys_oauth_client where id = ?`, [id]);
  return exists!.n > 0;
}

/** Forgets the client's secret. */
export const dropClientSecret = (em: EntityManager, id: string) => em.execute(`update sys_oauth_client set client_secret_hash = null where id = ?`, [id]);

/** The client, locked for a change. */
export async function lockedClient(em: EntityManager, id: string): Promise<Pick<StoredClient, 'client_id' | 'client_secret_type'> | undefined> {
  const [client] = await em.execute<StoredClient[]>(`select client_id, client_secret_type from sys_oauth_client where id = ? for update`, [id]);
  return client;
}

/** Keeps the client's new secret hash. */
export const setClientSecret = (em: EntityManager, id: string, hash: string) =>
  em.execute(`update sys_oauth_client set client_secret_hash = ?, updated_at = now(), version = version + 1 where id = ?`, [hash, id]);

/** Deletes the client, its service role, and freezes and deletes its service account; none when there was no client. */
export async function deleteClient(em: EntityManager, id: string): Promise<StoredClient | undefined> {
  const [gone] = await em.execute<StoredClient[]>(`delete from sys_oauth_client where id = ? returning ${COLUMNS}`, [id]);
  if (!gone) return undefined;
  await em.execute(`delete from sys_role where id = ?`, [gone.service_role_id]);
  await em.execute(`update sys_user set status = 2, del_flag = 1, updated_at = now() where id = ?`, [gone.service_user_id]);
  return gone;
}

/** A client's enterprise, name and scopes. */
export async function clientShown(db: Database, clientId: string): Promise<Pick<StoredClient, 'tenant_id' | 'client_name' | 'scopes'> | undefined> {
  const [client] = await db.systemQuery<Pick<StoredClient, 'tenant_id' | 'client_name' | 'scopes'>>(
    `select tenant_id, client_name, scopes from sys_oauth_client where client_id = ?`, [clientId]);
  return client;
}

/** A client's enterprise. */
export const clientTenant = (db: Database, clientId: string) =>
  db.systemQuery<{ tenant_id: number }>(`select tenant_id from sys_oauth_client where client_id = ?`, [clientId]);

/** The names of the permission items with these codes (the first by order for each code). */
export const permissionNames = (em: EntityManager, codes: string[]) => em.execute<{ perms: string; name: string; name_en: string | null }[]>(
  `select distinct on (perms) perms, name, name_en from sys_permission where perms in (select jsonb_array_elements_text(?::jsonb)) order by perms, sort_no`,
  [JSON.stringify(codes)]);

/** The account's name and real name. */
export async function accountNames(db: Database, id: unknown): Promise<{ username: string; realname: string } | undefined> {
  const [account] = await db.systemQuery<{ username: string; realname: string }>(`select username, realname from sys_user where id = ?`, [id]);
  return account;
}

/** The account (not deleted) with the name, case aside, as the provider's sign-in reads it. */
export async function accountToSignIn(db: Database, username: string) {
  const [user] = await db.systemQuery<{ id: string; tenant_id: number; username: string; password_hash: string; status: number; must_change: boolean }>(
    `select id, tenant_id, username, password_hash, status, pwd_initial or pwd_reset as must_change
       from sys_user where lower(username) = lower(?) and del_flag = 0`, [username]);
  return user;
}

/** The active account's claims. */
export async function activeAccount(db: Database, id: string) {
  const [user] = await db.systemQuery<{ id: string; username: string; realname: string; email: string | null }>(
    `select id, username, realname, email from sys_user where id = ? and status = 1 and del_flag = 0`, [id]);
  return user;
}

/** The enterprise's platform name (both languages) and logo settings. */
export const brandSettings = (em: EntityManager) => em.execute<{ config_code: string; config_value: string }[]>(
  `select config_code, config_value from sys_config where config_code in ('project-full-name', 'project-full-name-en', 'project-logo-url')`);

interface TokenRow {
  model: 'AccessToken' | 'ClientCredentials';
  account_id: string | null;
  client_id: string;
}

/** A live access token (a person's or a client-credentials grant). */
export async function liveAccessToken(db: Database, token: string): Promise<TokenRow | undefined> {
  const [found] = await db.systemQuery<TokenRow>(
    `select model, payload->>'accountId' as account_id, payload->>'clientId' as client_id from sys_oauth_store
      where model in ('AccessToken', 'ClientCredentials') and id = ? and expires_at > now()`, [token]);
  return found;
}

/** The active account a token acts as — the person's, or the client's service account — with the client's service account. */
export async function tokenAccount(db: Database, found: TokenRow) {
  const [row] = await db.systemQuery<{ id: string; tenant_id: number; username: string; must_change: boolean; service_user_id: string }>(
    `select u.id, u.tenant_id, u.username, u.pwd_initial or u.pwd_reset as must_change, c.service_user_id
       from sys_oauth_client c join sys_user u on u.id = ${found.model === 'AccessToken' ? '?' : 'c.service_user_id'} and u.tenant_id = c.tenant_id
      where c.client_id = ? and u.status = 1 and u.del_flag = 0`,
    found.model === 'AccessToken' ? [found.account_id, found.client_id] : [found.client_id]);
  return row;
}
