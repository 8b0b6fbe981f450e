// The rules a user record must follow (spec §5): password strength and confirmation, phone and mailbox format,
// unique account, mailbox, phone and work number; and the relations it names must exist.
import { findRulePattern, isStrongPassword, patternMessage, PERMISSIONS, platformMessage, requestMessage } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { hasPermission } from '../../auth/access.ts';
import { badRequest, forbidden } from '../../wire/envelope.ts';
import { countExisting, globalRolesOf } from '../store/users.ts';
import { isTaken, USER_UNIQUE } from '../unique.ts';

export interface UserFields {
  username?: string; realname?: string; email?: string | null; phone?: string | null; telephone?: string | null;
  workNo?: string | null; userNum?: string | null; userSecret?: string | null; userOrder?: number; isRealUser?: boolean;
  birthday?: string | null; sex?: number | null; avatar?: string | null; status?: number;
}

export interface UserRelations {
  roleIds?: string[];
  jobIds?: string[];
  departIds?: string[];
  mainDepartId?: string | null;
}

const PHONE = new RegExp(findRulePattern('phone')!.source);
const EMAIL = findRulePattern('email')!;

export function checkPasswordPair(password: string, confirm: string | undefined): void {
  if (password !== confirm) throw badRequest(platformMessage('passwordsInconsistent'));
  if (!isStrongPassword(password)) throw badRequest(platformMessage('passwordWeak'));
}

/** Format and uniqueness of the fields present; `id` is the user being edited. */
export async function checkUserFields(em: EntityManager, fields: UserFields, id?: string): Promise<void> {
  if (fields.phone && !PHONE.test(fields.phone)) throw badRequest(platformMessage('phoneInvalid'));
  if (fields.email && !new RegExp(EMAIL.source).test(fields.email)) throw badRequest(patternMessage('email'));
  for (const name of ['username', 'email', 'phone', 'workNo'] as const) {
    const value = fields[name];
    const unique = USER_UNIQUE[name];
    if (value && (await isTaken(em, 'sys_user', unique, value, id))) throw badRequest(unique.message);
  }
}

async function assertAllExist(em: EntityManager, table: string, ids: string[], extra = ''): Promise<void> {
  if (ids.length === 0) return;
  if ((await countExisting(em, table, ids, extra)) !== ids.length) throw badRequest(requestMessage('unknownRoleJobDepart'));
}

export async function checkRelations(em: EntityManager, r: UserRelations): Promise<void> {
  await assertAllExist(em, 'sys_role', r.roleIds ?? [], 'and org_id is null');
  await assertAllExist(em, 'sys_job', r.jobIds ?? []);
  await assertAllExist(em, 'sys_org', r.departIds ?? []);
  if (r.mainDepartId && !(r.departIds ?? []).includes(r.mainDepartId)) {
    throw badRequest(requestMessage('mainDepartOutside'));
  }
}

/**
 * No escalation through user editing: the roles a change adds and the roles it removes (an empty list removes them
 * all) must each be roles the caller holds, unless they may authorize roles. Roles the user keeps are not checked.
 */
export async function checkGrantableRoles(
  em: EntityManager, callerId: string, userId: string | undefined, roleIds: string[] | undefined,
): Promise<void> {
  if (roleIds === undefined) return;
  const rolesOf = async (id: string) => new Set(await globalRolesOf(em, id));
  const current = userId ? await rolesOf(userId) : new Set<string>();
  const wanted = new Set(roleIds);
  const changed = [...wanted].filter((id) => !current.has(id)).concat([...current].filter((id) => !wanted.has(id)));
  if (changed.length === 0 || (await hasPermission(em, callerId, PERMISSIONS.system.role.authorize))) return;
  const held = await rolesOf(callerId);
  if (changed.some((id) => !held.has(id))) throw forbidden();
}

