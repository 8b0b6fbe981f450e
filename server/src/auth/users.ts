// The signed-in user as the console sees it: user info and whether they hold a console role.
import type { EntityManager } from '../db/database.ts';
import { notFound } from '../wire/envelope.ts';

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string;
  orgName: string;
  backRoleFlg: '0' | '1';
  email: string;
  phone: string;
}

export async function loadUserInfo(em: EntityManager, userId: string): Promise<UserInfo> {
  const rows = await em.execute<
    { id: string; username: string; realname: string; avatar: string | null; email: string | null; phone: string | null; back: boolean }[]
  >(
    `select u.id, u.username, u.realname, u.avatar, u.email, u.phone,
            exists (select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id
                     where ur.user_id = u.id and r.back = '1') as back
       from sys_user u where u.id = ? and u.del_flag = 0`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw notFound();
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    avatar: u.avatar ?? '',
    orgName: '',
    backRoleFlg: u.back ? '1' : '0',
    email: u.email ?? '',
    phone: u.phone ?? '',
  };
}
