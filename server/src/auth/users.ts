// The signed-in user as the console sees it: user info and whether they hold a console role.
import { Type } from '@sinclair/typebox';
import type { EntityManager } from '../db/database.ts';
import { notFound } from '../wire/envelope.ts';
import { currentDepart } from '../identity/departs.ts';
import { userInfoRow } from './store/sign-in.ts';

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  /** The English real name of a seeded account (English mode shows it). */
  realnameEn?: string;
  avatar: string;
  orgName: string;
  backRoleFlg: '0' | '1';
  email: string;
  phone: string;
}

export const UserInfoSchema = Type.Object({
  id: Type.String(), username: Type.String(), realname: Type.String(), realnameEn: Type.Optional(Type.String()), avatar: Type.String(), orgName: Type.String(),
  backRoleFlg: Type.String(), email: Type.String(), phone: Type.String(),
});

export async function loadUserInfo(em: EntityManager, userId: string): Promise<UserInfo> {
  const rows = await userInfoRow(em, userId);
  const u = rows[0];
  if (!u) throw notFound();
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    ...(u.realnameEn ? { realnameEn: u.realnameEn } : {}),
    avatar: u.avatar ?? '',
    orgName: (await currentDepart(em, userId))?.orgName ?? '',
    backRoleFlg: u.back ? '1' : '0',
    email: u.email ?? '',
    phone: u.phone ?? '',
  };
}
