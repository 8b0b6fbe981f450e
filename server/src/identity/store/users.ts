// The identity store's user statements: the user record's columns, reading users within a scope, their relations
// (roles, jobs, departments) and replacing them. Users themselves are written through their entity.
import type { SelectQueryBuilder } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '../../db/database.ts';
import { SysUserEntity, type SysUser } from '../../db/entities/system.ts';
import type { PageQuery } from '../../wire/requests.ts';
import type { Page } from '../rows.ts';
import { containsPattern, placeholders, uuidArray, type SqlFragment } from '../sql.ts';

/** A column of the user's main department (the main one, else the first), for a user aliased `u`. */
export const MAIN_DEPART = (column: string) =>
  `(select o.${column} from sys_user_org uo join sys_org o on o.id = uo.org_id
     where uo.user_id = u.id order by uo.is_main desc, o.org_order, o.org_code limit 1)`;

/** The columns of a user record (never the password hash). */
export const USER_COLUMNS = `u.id, u.username, u.realname, u.realname_en as "realnameEn", u.avatar, to_char(u.birthday, 'YYYY-MM-DD') as birthday, u.sex,
  u.email, u.phone, u.telephone, u.work_no as "workNo", u.user_num as "userNum", u.user_order as "userOrder",
  u.is_real_user as "isRealUser", u.user_secret as "userSecret", u.status, u.del_flag as "delFlag",
  ${MAIN_DEPART('org_name')} as "majarDepName",
  (select string_agg(o.org_name, ',' order by o.org_order, o.org_code) from sys_user_org uo join sys_org o on o.id = uo.org_id
    where uo.user_id = u.id) as "departNames",
  u.created_at as "createdAt", u.updated_at as "updatedAt", u.last_login_at as "lastLoginAt", u.version`;

/** A user's account and name, for the rule variables. */
export async function userNames(em: EntityManager, userId: string): Promise<{ username: string; realname: string } | undefined> {
  const [user] = await em.execute<{ username: string; realname: string }[]>(`select username, realname from sys_user where id = ?`, [userId]);
  return user;
}

/** The condition "is a member of the department bound to `?`" on a user aliased `u`. */
export const inDepart = (departId: string): SqlFragment =>
  ({ text: 'exists (select 1 from sys_user_org uo where uo.user_id = u.id and uo.org_id = ?)', values: [departId] });

/** The condition "holds the role bound to `?`" on a user aliased `u`. */
export const holdsRole = (roleId: string): SqlFragment =>
  ({ text: 'exists (select 1 from sys_user_role ur where ur.user_id = u.id and ur.role_id = ?)', values: [roleId] });

/** How many of the ids are users (aliased `u`) matching `where`. */
export async function countUsers(em: EntityManager, ids: readonly string[], where: SqlFragment): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from sys_user u where u.id in (${placeholders(ids)}) and ${where.text}`,
    [...ids, ...where.values],
  );
  return Number(row?.n);
}

/** Whether the user `id` (aliased `u`) matches `where`. */
export async function userMatches(em: EntityManager, id: string, where: SqlFragment): Promise<boolean> {
  const rows = await em.execute(`select 1 from sys_user u where u.id = ? and ${where.text}`, [id, ...where.values]);
  return rows.length > 0;
}

/**
 * One page of a query builder's rows (for lists whose columns are computed, e.g. a user's department names), with the
 * total counted on the same conditions. The rows are as selected, not entities.
 */
export async function queryPage<R, E extends object, A extends string>(qb: SelectQueryBuilder<E, A>, query: PageQuery): Promise<Page<R>> {
  const { pageNo, pageSize } = query;
  const total = await qb.clone().getCount();
  const records = await qb.limit(pageSize, (pageNo - 1) * pageSize).execute<R[]>('all', false);
  return { records, total, current: pageNo, size: pageSize };
}

/** A page of user records (aliased `u`) matching `where`, in the user list's order. */
export async function userPage<R>(em: EntityManager, where: SqlFragment, query: PageQuery): Promise<Page<R>> {
  const qb = em.createQueryBuilder(SysUserEntity, 'u').select(raw(USER_COLUMNS)).where(where.text, where.values)
    .orderBy([{ userOrder: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }]);
  return queryPage<R, SysUser, 'u'>(qb, query);
}

/** The user record `id` if it matches `where`. */
export async function userRecord<R>(em: EntityManager, id: string, where: SqlFragment): Promise<R | undefined> {
  const [user] = await em.execute<R[]>(`select ${USER_COLUMNS} from sys_user u where u.id = ? and ${where.text}`, [id, ...where.values]);
  return user;
}

/** The user's departments (id, is_main) in the departments' order. */
export async function userOrgIds(em: EntityManager, userId: string): Promise<{ id: string; is_main: boolean }[]> {
  return em.execute<{ id: string; is_main: boolean }[]>(
    `select uo.org_id as id, uo.is_main from sys_user_org uo join sys_org o on o.id = uo.org_id where uo.user_id = ? order by o.org_order, o.org_code`, [userId],
  );
}

/** Ids of the user's global roles, in the roles' order. */
export async function userGlobalRoleIds(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select ur.role_id as id from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.org_id is null order by r.role_order, r.role_code`,
    [userId]);
  return rows.map((r) => r.id);
}

/** Ids of the user's jobs, in the jobs' order. */
export async function userJobIds(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select uj.job_id as id from sys_user_job uj join sys_job j on j.id = uj.job_id where uj.user_id = ? order by j.job_order, j.job_code`, [userId]);
  return rows.map((r) => r.id);
}

/** Ids of the user's global roles (unordered). */
export async function globalRolesOf(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ role_id: string }[]>(
    `select ur.role_id from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.org_id is null`, [userId]);
  return rows.map((r) => r.role_id);
}

/** Ids of the department's roles the user holds. */
export async function departRolesOf(em: EntityManager, userId: string, departId: string): Promise<string[]> {
  const rows = await em.execute<{ role_id: string }[]>(
    `select ur.role_id from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.org_id = ?`, [userId, departId]);
  return rows.map((r) => r.role_id);
}

/** Whether the user is a member of the department. */
export async function isDepartMember(em: EntityManager, userId: string, departId: string): Promise<boolean> {
  const [member] = await em.execute(`select 1 from sys_user_org where user_id = ? and org_id = ?`, [userId, departId]);
  return member !== undefined;
}

/** Replaces the department's roles the user holds. */
export async function setDepartRoles(em: EntityManager, userId: string, departId: string, roleIds: readonly string[]): Promise<void> {
  await em.execute(`delete from sys_user_role ur using sys_role r where r.id = ur.role_id and ur.user_id = ? and r.org_id = ?`, [userId, departId]);
  await em.execute(`insert into sys_user_role (user_id, role_id) select ?, unnest(?::uuid[])`, [userId, uuidArray(roleIds)]);
}

/** The user's roles (global first, then by department) and jobs, for the relation view. */
export interface UserRoleRow { id: string; roleCode: string; roleName: string; roleNameEn: string | null; back: string; departId: string | null }
export interface UserJobRow { id: string; jobCode: string; jobName: string }

export async function userRolesAndJobs(em: EntityManager, userId: string): Promise<{ roles: UserRoleRow[]; jobs: UserJobRow[] }> {
  const roles = await em.execute<UserRoleRow[]>(
    `select r.id, r.role_code as "roleCode", r.role_name as "roleName", r.role_name_en as "roleNameEn", r.back, r.org_id as "departId"
       from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? order by r.org_id nulls first, r.role_order, r.role_code`,
    [userId],
  );
  const jobs = await em.execute<UserJobRow[]>(
    `select j.id, j.job_code as "jobCode", j.job_name as "jobName" from sys_user_job uj join sys_job j on j.id = uj.job_id
      where uj.user_id = ? order by j.job_order, j.job_code`,
    [userId],
  );
  return { roles, jobs };
}

/** Users (aliased `u`) matching `where` with the department list's columns, by order and name, at most 1000. */
export interface DepartUserRow { id: string; username: string; realname: string; workNo: string | null; phone: string | null; email: string | null; status: number }

export async function departUsers(em: EntityManager, where: SqlFragment): Promise<DepartUserRow[]> {
  return em.execute<DepartUserRow[]>(
    `select u.id, u.username, u.realname, u.work_no as "workNo", u.phone, u.email, u.status from sys_user u
      where ${where.text} order by u.user_order, u.realname limit 1000`,
    where.values,
  );
}

/** The condition "realname contains" on a user aliased `u`. */
export const realnameContains = (value: string): SqlFragment => ({ text: 'u.realname ilike ?', values: [containsPattern(value)] });

/** How many of the ids are rows of `table` (code, never request data), with the `extra` condition. */
export async function countExisting(em: EntityManager, table: string, ids: readonly string[], extra = ''): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from ${table} where id in (${placeholders(ids)}) ${extra}`, [...ids],
  );
  return Number(row?.n);
}

/**
 * Replaces the relations that are given (undefined: unchanged); the main department comes with the departments.
 * Department roles are left to their departments.
 */
export async function writeRelations(
  em: EntityManager, userId: string, r: { roleIds?: string[]; jobIds?: string[]; departIds?: string[]; mainDepartId?: string | null },
): Promise<void> {
  if (r.roleIds) {
    await em.execute(`delete from sys_user_role ur using sys_role r where r.id = ur.role_id and r.org_id is null and ur.user_id = ?`, [userId]);
    await em.execute(`insert into sys_user_role (user_id, role_id) select ?, unnest(?::uuid[])`, [userId, uuidArray(r.roleIds)]);
  }
  if (r.jobIds) {
    await em.execute(`delete from sys_user_job where user_id = ?`, [userId]);
    await em.execute(`insert into sys_user_job (user_id, job_id) select ?, unnest(?::uuid[])`, [userId, uuidArray(r.jobIds)]);
  }
  if (r.departIds) {
    await em.execute(`delete from sys_user_org where user_id = ?`, [userId]);
    const main = r.mainDepartId ?? r.departIds[0];
    await em.execute(
      `insert into sys_user_org (user_id, org_id, is_main) select ?, o, coalesce(o = ?::uuid, false) from unnest(?::uuid[]) o`,
      [userId, main ?? null, uuidArray(r.departIds)],
    );
  }
}
