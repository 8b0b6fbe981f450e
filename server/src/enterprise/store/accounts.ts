// Accounts as registration and joining see them: addresses already taken across enterprises, and the registrations
// waiting for an administrator's approval (sys_user).
import type { EntityManager } from '../../db/database.ts';

/** Whether an account of any enterprise has the mailbox (case-insensitive). */
export async function mailboxTaken(em: EntityManager, email: string): Promise<boolean> {
  return (await em.execute(`select 1 from sys_user where lower(email) = lower(?) limit 1`, [email])).length > 0;
}

/** Whether an account of any enterprise has the phone. */
export async function phoneTaken(em: EntityManager, phone: string): Promise<boolean> {
  return (await em.execute(`select 1 from sys_user where phone = ? limit 1`, [phone])).length > 0;
}

/** The enterprise's accounts with the status (id, username, realname, phone, email, createTime), oldest first. */
export const usersWithStatus = <R extends object>(em: EntityManager, status: number) => em.execute<R[]>(
  `select id, username, realname, phone, email, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS') as "createTime"
     from sys_user where status = ? and del_flag = 0 order by created_at, username`, [status],
);

/** Moves the accounts from one status to another; answers the ids changed. */
export const changeUserStatus = (em: EntityManager, ids: readonly string[], from: number, to: number) => em.execute<{ id: string }[]>(
  `update sys_user set status = ?, updated_at = now(), version = version + 1
    where id = any(?::uuid[]) and status = ? returning id`, [to, `{${ids.join(',')}}`, from],
);

/** Removes the accounts that have the status; answers the ids removed. */
export const deleteUsersWithStatus = (em: EntityManager, ids: readonly string[], status: number) => em.execute<{ id: string }[]>(
  `delete from sys_user where id = any(?::uuid[]) and status = ? returning id`, [`{${ids.join(',')}}`, status],
);
