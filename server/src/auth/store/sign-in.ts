// The auth store's sign-in: captcha codes, failed logins, session tokens, the accounts signing in and what their
// roles grant.
import { runSql, type Database, type EntityManager } from '../../db/database.ts';
import { EFFECTIVE_GRANTS_SQL, EFFECTIVE_ROLES_SQL } from '../../identity/store/grants.ts';

/** Keeps the captcha's code under the check key (asking again for a key replaces its code). */
export const keepCaptcha = (em: EntityManager, checkKey: string, code: string, expiresAt: Date) => em.execute(
  `insert into sys_captcha (check_key, code, expires_at) values (?, ?, ?)
   on conflict (check_key) do update set code = excluded.code, expires_at = excluded.expires_at`,
  [checkKey, code, expiresAt],
);

/** Spends the key's captcha, returning its code while it was valid. */
export const spendCaptcha = (em: EntityManager, checkKey: string) =>
  em.execute<{ code: string }[]>(`delete from sys_captcha where check_key = ? and expires_at > now() returning code`, [checkKey]);

/** How many failures each of the keys has had within the window (one statement, no transaction around it). */
export const recentFailures = (db: Database, keys: [string, string], windowMinutes: number) => db.systemQuery<{ key: string; n: string }>(
  `select key, count(*) as n from sys_login_failure
    where key in (?, ?) and created_at > now() - make_interval(mins => ?) group by key`,
  [...keys, windowMinutes],
);

/** Records one failure under each key. */
export const recordFailures = (db: Database, keys: [string, string]) =>
  db.systemQuery(`insert into sys_login_failure (key) values (?), (?)`, keys);

/** Forgets the key's failures. */
export const clearFailures = (em: EntityManager, key: string) => em.execute(`delete from sys_login_failure where key = ?`, [key]);

/** Records a session token. */
export const recordToken = (em: EntityManager, jti: string, tenantId: number, userId: string, ip: string, expiresAt: Date) =>
  em.execute(`insert into sys_token (jti, tenant_id, user_id, ip, expires_at) values (?, ?, ?, ?, ?)`, [jti, tenantId, userId, ip, expiresAt]);

export interface SessionRow { user_id: string; tenant_id: number; username: string; must_change: boolean; expires_at: Date }

/** The live session of the token id: not revoked, not expired, its user active. */
export const liveSession = (db: Database, jti: string) => db.systemQuery<SessionRow>(
  `select t.user_id, t.tenant_id, u.username, u.pwd_initial or u.pwd_reset as must_change, t.expires_at
     from sys_token t join sys_user u on u.id = t.user_id
    where t.jti = ? and t.revoked_at is null and t.expires_at > now()
      and u.status = 1 and u.del_flag = 0`,
  [jti],
);

/** Revokes the token. */
export const revokeTokenRow = (em: EntityManager, jti: string) =>
  em.execute(`update sys_token set revoked_at = now() where jti = ? and revoked_at is null`, [jti]);

/** Revokes the user's tokens but the one. */
export const revokeOtherTokens = (em: EntityManager, userId: string, keptJti: string) =>
  em.execute(`update sys_token set revoked_at = now() where user_id = ? and jti <> ? and revoked_at is null`, [userId, keptJti]);

/** Marks the sign-in and the current department. */
export const markSignIn = (em: EntityManager, userId: string, currentOrgId: string | null) =>
  em.execute(`update sys_user set last_login_at = now(), current_org_id = ? where id = ?`, [currentOrgId, userId]);

/** Sets the user's current department. */
export const setCurrentOrg = (em: EntityManager, userId: string, orgId: string) =>
  em.execute(`update sys_user set current_org_id = ? where id = ?`, [orgId, userId]);

export interface PasswordSignIn {
  id: string; tenant_id: number; username: string; password_hash: string; status: number; pwd_initial: boolean; pwd_reset: boolean;
}

/** The accounts (not deleted) with the name, case aside. */
export const accountsNamed = (em: EntityManager, username: string) => em.execute<PasswordSignIn[]>(
  `select id, tenant_id, username, password_hash, status, pwd_initial, pwd_reset
     from sys_user where lower(username) = lower(?) and del_flag = 0`,
  [username],
);

/** Up to two accounts (not deleted) with the phone. */
export const accountsWithPhone = (em: EntityManager, phone: string) => em.execute<Omit<PasswordSignIn, 'password_hash'>[]>(
  `select id, tenant_id, username, status, pwd_initial, pwd_reset from sys_user where phone = ? and del_flag = 0 limit 2`, [phone],
);

export interface UserInfoRow {
  id: string; username: string; realname: string; realnameEn: string | null; avatar: string | null; email: string | null; phone: string | null; back: boolean;
}

/** The user (not deleted) and whether one of their roles is a console role. */
export const userInfoRow = (em: EntityManager, userId: string) => em.execute<UserInfoRow[]>(
  `select u.id, u.username, u.realname, u.realname_en as "realnameEn", u.avatar, u.email, u.phone,
          exists (select 1 from (${EFFECTIVE_ROLES_SQL}) r where r.back = '1') as back
     from sys_user u where u.id = ? and u.del_flag = 0`,
  [userId, userId],
);

/** The permission codes of the valid items the user's roles grant. */
export const grantedCodes = (on: Database | EntityManager, userId: string) => runSql<{ perms: string }>(on,
  `select distinct p.perms from (${EFFECTIVE_GRANTS_SQL}) g join sys_permission p on p.id = g.permission_id
    where p.status = '0' and p.perms is not null`,
  [userId],
);
