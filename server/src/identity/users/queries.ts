// Reading users: the paged list (with the page's query fields) and one user with their relations.
import type { Session } from '../../auth/session.ts';
import type { EntityManager } from '../../db/database.ts';
import { notFound } from '../../wire/envelope.ts';
import { Type, type Static } from '@sinclair/typebox';
import { optionalExcept, PAGE_QUERY_PROPERTIES, str, uuid } from '../../wire/requests.ts';
import { raw } from '@mikro-orm/core';
import { SysUserEntity, type SysUser } from '../../db/entities/system.ts';
import { queryPage, type Page } from '../rows.ts';
import { and, containsPattern, type SqlFragment } from '../sql.ts';
import { USER_COLUMNS, userScope, type UserRecord } from './model.ts';

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
  if (q.departId) out.push({ text: 'exists (select 1 from sys_user_org uo where uo.user_id = u.id and uo.org_id = ?)', values: [q.departId] });
  if (q.roleId) out.push({ text: 'exists (select 1 from sys_user_role ur where ur.user_id = u.id and ur.role_id = ?)', values: [q.roleId] });
  return out;
}

/** The users the caller may see, a page at a time; `deleted` lists the recycle bin. */
export async function listUsers(em: EntityManager, session: Session, q: UserQuery, deleted: boolean): Promise<Page<UserRecord>> {
  // The scope is compiled from the caller's data rules and the record has computed columns (department names): SQL.
  const where = and([await userScope(em, session, deleted), ...filters(q)]);
  const qb = em.createQueryBuilder(SysUserEntity, 'u').select(raw(USER_COLUMNS)).where(where.text, where.values)
    .orderBy([{ userOrder: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }]);
  return queryPage<UserRecord, SysUser, 'u'>(qb, q);
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
  const [user] = await em.execute<UserRecord[]>(`select ${USER_COLUMNS} from sys_user u where u.id = ? and ${scope.text}`, [id, ...scope.values]);
  if (!user) throw notFound();
  const ids = async (sql: string) => (await em.execute<{ id: string }[]>(sql, [id])).map((r) => r.id);
  const departs = await em.execute<{ id: string; is_main: boolean }[]>(
    `select uo.org_id as id, uo.is_main from sys_user_org uo join sys_org o on o.id = uo.org_id where uo.user_id = ? order by o.org_order, o.org_code`, [id],
  );
  return {
    ...user,
    selectedRole: await ids(`select ur.role_id as id from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.org_id is null order by r.role_order, r.role_code`),
    selectedJob: await ids(`select uj.job_id as id from sys_user_job uj join sys_job j on j.id = uj.job_id where uj.user_id = ? order by j.job_order, j.job_code`),
    selectedDeparts: departs.map((d) => d.id),
    mainDepartId: departs.find((d) => d.is_main)?.id ?? null,
  };
}
