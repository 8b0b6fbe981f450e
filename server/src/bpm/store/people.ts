// The BPM store's users: by username, members of roles, departments and positions, the initiator's leader, the users
// a node's assignee rules name, and whether a user holds one of some roles.
import type { NodeSettings } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import { escapeLike } from '@yc/engine/query/operators';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { placeholders } from './sql.ts';

/** The ids of active users by username, in order; a name no user has is refused. */
export async function userIds(em: EntityManager, usernames: readonly string[]): Promise<string[]> {
  const rows = await em.execute<{ id: string; username: string }[]>(
    `select id, username from sys_user where username in (${placeholders(usernames)}) and del_flag = 0 and status = 1`, [...usernames],
  );
  const missing = usernames.find((name) => !rows.some((r) => r.username === name));
  if (missing) throw badRequest(BPM_MESSAGES.userUnknown(missing));
  return usernames.map((name) => rows.find((r) => r.username === name)!.id);
}

/** The id of a user who has not been deleted (frozen ones included): 'User {name} does not exist' otherwise. */
export async function existingUser(em: EntityManager, username: string): Promise<string> {
  const [user] = await em.execute<{ id: string }[]>('select id from sys_user where username = ? and del_flag = 0', [username]);
  if (!user) throw badRequest(BPM_MESSAGES.userUnknown(username));
  return user.id;
}

/** A user's username ('' when they are gone). */
export async function usernameOf(em: EntityManager, userId: string): Promise<string> {
  const [user] = await em.execute<{ username: string }[]>('select username from sys_user where id = ?', [userId]);
  return user?.username ?? '';
}

/** Whether the user holds one of the roles. */
export async function holdsRole(em: EntityManager, userId: string, roleCodes: readonly string[]): Promise<boolean> {
  if (!roleCodes.length) return false;
  const [member] = await em.execute(
    `select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.role_code in (${placeholders(roleCodes)}) limit 1`,
    [userId, ...roleCodes],
  );
  return Boolean(member);
}

/** Active users whose `column` (of the joined tables) is one of the rule's codes. */
async function membersOf(em: EntityManager, join: string, column: string, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const rows = await em.execute<{ id: string }[]>(
    `select distinct u.id from sys_user u ${join} where ${column} in (${placeholders(codes)}) and u.del_flag = 0 and u.status = 1`, [...codes],
  );
  return rows.map((r) => r.id);
}

/**
 * The initiator's leader: the leader of their department (the main one), or, where it has none or it is themselves, of
 * the nearest department above it that has another; an inactive leader is passed over the same way.
 */
async function leaderOf(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `with recursive up as (
       (select o.id, o.parent_id, o.leader_id, 0 as depth from sys_user_org uo join sys_org o on o.id = uo.org_id
         where uo.user_id = ? order by uo.is_main desc, o.org_order, o.org_code limit 1)
       union all
       select p.id, p.parent_id, p.leader_id, up.depth + 1 from sys_org p join up on p.id = up.parent_id where up.depth < 32
     )
     select u.id from up join sys_user u on u.id = up.leader_id
      where u.id <> ? and u.del_flag = 0 and u.status = 1 order by up.depth limit 1`, [userId, userId],
  );
  return rows.map((r) => r.id);
}

/** Named users in the order named (a sequential countersign goes in that order); unknown or inactive ones left out. */
async function byUsername(em: EntityManager, names: unknown[]): Promise<string[]> {
  const wanted = names.filter((n): n is string => typeof n === 'string' && n !== '');
  if (!wanted.length) return [];
  const rows = await em.execute<{ id: string; username: string }[]>(
    `select id, username from sys_user where username in (${placeholders(wanted)}) and del_flag = 0 and status = 1`, wanted,
  );
  return rows.sort((a, b) => wanted.indexOf(a.username) - wanted.indexOf(b.username)).map((r) => r.id);
}

/**
 * The users a node's assignee rules name (by id), for an instance started by `startUserId` with `variables`: named
 * users, members of roles or departments, holders of positions (a user's positions are their jobs), the initiator,
 * users named by a form field, the initiator's leader.
 */
export async function assigneesOf(em: EntityManager, settings: NodeSettings | undefined, startUserId: string, variables: Record<string, unknown>): Promise<string[]> {
  const ids = new Set<string>();
  for (const rule of settings?.assignees ?? []) {
    const values = rule.values ?? [];
    let found: string[] = [];
    if (rule.type === 'initiator') found = [startUserId];
    else if (rule.type === 'user') found = await byUsername(em, values);
    else if (rule.type === 'formField') found = await byUsername(em, values.flatMap((field) => variables[field] ?? []));
    else if (rule.type === 'role') found = await membersOf(em, 'join sys_user_role ur on ur.user_id = u.id join sys_role r on r.id = ur.role_id', 'r.role_code', values);
    else if (rule.type === 'dept') found = await membersOf(em, 'join sys_user_org uo on uo.user_id = u.id join sys_org o on o.id = uo.org_id', 'o.org_code', values);
    else if (rule.type === 'initiatorLeader') found = await leaderOf(em, startUserId);
    else if (rule.type === 'position') found = await membersOf(em, 'join sys_user_job uj on uj.user_id = u.id join sys_job j on j.id = uj.job_id', 'j.job_code', values);
    found.forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** `%text%` for ilike, its wildcards taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * One page of the users a process step may name (active users, by name or username when a keyword is given, of one
 * department when its code is), by name, with their departments (the main one first), and how many there are.
 */
export async function choosableUsers(em: EntityManager, { keyword, orgCode }: { keyword?: string; orgCode?: string }, pageNo: number, pageSize: number) {
  const conditions: [string, unknown[]][] = [['u.del_flag = 0 and u.status = 1', []]];
  if (keyword?.trim()) conditions.push(['(u.username ilike ? or u.realname ilike ?)', [containing(keyword.trim()), containing(keyword.trim())]]);
  if (orgCode) {
    conditions.push(['exists (select 1 from sys_user_org fo join sys_org o on o.id = fo.org_id where fo.user_id = u.id and o.org_code = ?)', [orgCode]]);
  }
  const where = conditions.map(([sql]) => sql).join(' and ');
  const params = conditions.flatMap(([, values]) => values);
  const [{ total }] = await em.execute<[{ total: string }]>(`select count(*) as total from sys_user u where ${where}`, params);
  const rows = await em.execute<{ id: string; username: string; realname: string; orgNames: string[] | null }[]>(
    `select u.id, u.username, coalesce(u.realname, u.username) as realname,
            (select array_agg(o.org_name order by uo.is_main desc, o.org_name) from sys_user_org uo join sys_org o on o.id = uo.org_id
              where uo.user_id = u.id) as "orgNames"
       from sys_user u where ${where} order by coalesce(u.realname, u.username), u.username limit ? offset ?`,
    [...params, pageSize, (pageNo - 1) * pageSize],
  );
  return { total: Number(total), rows };
}
