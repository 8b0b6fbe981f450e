// Reading users: the paged list (with the page's query fields) and one user with their relations.
import type { Session } from '../../auth/session.ts';
import type { EntityManager } from '../../db/database.ts';
import { notFound } from '../../wire/envelope.ts';
import { Type, type Static } from '@sinclair/typebox';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str, uuid } from '../../wire/requests.ts';
import type { Page } from '../rows.ts';
import { holdsRole, inDepart, userGlobalRoleIds, userJobIds, userOrgIds, userPage, userRecord } from '../store/users.ts';
import { and, containsPattern, type SqlFragment } from '../sql.ts';
import { userScope, type UserRecord } from './model.ts';

export const USER_QUERY_SCHEMA = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  ...optionalExcept({
    username: str(100), realname: str(100), workNo: str(50), phone: str(20), email: str(200),
    sex: Type.Integer(), status: Type.Integer(), departId: uuid, roleId: uuid,
  }),
});
export type UserQuery = Static<typeof USER_QUERY_SCHEMA>;

function filters(q: UserQuery): SqlFragment[] {
  const out: SqlFragment[] = [];
  const like = (column: string, value: string | undefined) => {
    if (value?.trim()) out.push({ text: `${column} ilike ?`, values: [containsPattern(value.trim())] });
  };
  like('u.username', q.username);
  like('u.realname', q.realname);
  like('u.work_no', q.workNo);
  like('u.phone', q.phone);
  like('u.email', q.email);
  if (q.sex !== undefined) out.push({ text: 'u.sex = ?', values: [q.sex] });
  if (q.status !== undefined) out.push({ text: 'u.status = ?', values: [q.status] });
  if (q.departId) out.push(inDepart(q.departId));
  if (q.roleId) out.push(holdsRole(q.roleId));
  return out;
}

/** The users the caller may see, a page at a time; `deleted` lists the recycle bin. */
export async function listUsers(em: EntityManager, session: Session, q: UserQuery, deleted: boolean): Promise<Page<UserRecord>> {
  // The scope is compiled from the caller's data rules and the record has computed columns (department names): SQL.
  const where = and([await userScope(em, session, deleted), ...filters(q)]);
  return userPage<UserRecord>(em, where, q);
}

export interface UserDetail extends UserRecord {
  selectedRole: string[];
  selectedJob: string[];
  selectedDeparts: string[];
  mainDepartId: string | null;
}

/** One user the caller may see, with the ids of their roles, jobs and departments; 404 otherwise. */
export async function getUser(em: EntityManager, session: Session, id: string): Promise<UserDetail> {
  const scope = await userScope(em, session, false);
  const user = await userRecord<UserRecord>(em, id, scope);
  if (!user) throw notFound();
  const departs = await userOrgIds(em, id);
  return {
    ...user,
    selectedRole: await userGlobalRoleIds(em, id),
    selectedJob: await userJobIds(em, id),
    selectedDeparts: departs.map((d) => d.id),
    mainDepartId: departs.find((d) => d.is_main)?.id ?? null,
  };
}
