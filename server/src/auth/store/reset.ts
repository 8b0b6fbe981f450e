// The auth store's password reset: reset links (kept as their token's hash, one use) and setting the new password.
import type { EntityManager } from '../../db/database.ts';

/** Sets the password (no forced change after), spends every open reset link of the account and ends its sessions. */
export async function setPasswordHash(em: EntityManager, userId: string, passwordHash: string): Promise<void> {
  await em.execute(
    `update sys_user set password_hash = ?, pwd_initial = false, pwd_reset = false, updated_at = now(), version = version + 1 where id = ?`,
    [passwordHash, userId],
  );
  await em.execute(`update sys_password_reset set used_at = now() where user_id = ? and used_at is null`, [userId]);
  await em.execute(`update sys_token set revoked_at = now() where user_id = ? and revoked_at is null`, [userId]);
}

/** Up to two active accounts of an active enterprise with the address, case aside. */
export const activeAccountsWithEmail = (em: EntityManager, email: string) => em.execute<{ id: string; email: string }[]>(
  `select u.id, u.email from sys_user u join sys_tenant t on t.id = u.tenant_id
    where lower(u.email) = lower(?) and u.status = 1 and u.del_flag = 0 and t.status = 1 limit 2`, [email],
);

/** How many reset links the account was sent in the last hour. */
export async function linksInLastHour(em: EntityManager, userId: string): Promise<number> {
  const [recent] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from sys_password_reset where user_id = ? and created_at > now() - interval '1 hour'`, [userId],
  );
  return recent!.n;
}

/** Keeps a reset link's token hash for the account, valid for the minutes. */
export const keepResetLink = (em: EntityManager, userId: string, tokenHash: string, ttlMinutes: number) => em.execute(
  `insert into sys_password_reset (user_id, token_hash, expires_at) values (?, ?, now() + make_interval(mins => ?))`,
  [userId, tokenHash, ttlMinutes],
);

/** The account of an open link with the token hash (its user active), the link locked. */
export async function openLinkAccount(em: EntityManager, tokenHash: string): Promise<string | undefined> {
  const [row] = await em.execute<{ user_id: string }[]>(
    `select r.user_id from sys_password_reset r join sys_user u on u.id = r.user_id
      where r.token_hash = ? and r.used_at is null and r.expires_at > now() and u.status = 1 and u.del_flag = 0 for update of r`,
    [tokenHash],
  );
  return row?.user_id;
}

/** Up to two active accounts with the phone. */
export const activeAccountsWithPhone = (em: EntityManager, phone: string) =>
  em.execute<{ id: string }[]>(`select id from sys_user where phone = ? and status = 1 and del_flag = 0 limit 2`, [phone]);
