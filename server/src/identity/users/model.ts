// The user record on the wire, and the user page's data scope: which users a caller may see and change.
import { Type } from '@sinclair/typebox';
import type { EntityManager } from '../../db/database.ts';
import { Row } from '../../wire/responses.ts';
import type { Session } from '../../auth/session.ts';
import { platformMessage } from '@yc/engine';
import { ApiError, forbidden, notFound } from '../../wire/envelope.ts';
import { outranks } from '../store/grants.ts';
import { countUsers, MAIN_DEPART, userMatches } from '../store/users.ts';
import { dataScope, type ScopeColumns } from '../data-scope.ts';
import { and, type SqlFragment } from '../sql.ts';
import { SERVICE_ACCOUNT_HASH } from '../../auth/oauth/clients.ts';

/** The menu item of the user page: its data rules scope the user list and changes by id. */
export const USER_PAGE = 'system-user';


/** Fields a data rule of the user page may name. */
export const USER_SCOPE_COLUMNS: ScopeColumns = {
  id: 'u.id::text',
  username: 'u.username',
  realname: 'u.realname',
  workNo: 'u.work_no',
  userNum: 'u.user_num',
  email: 'u.email',
  phone: 'u.phone',
  sex: { sql: 'u.sex', type: 'number' },
  status: { sql: 'u.status', type: 'number' },
  createdAt: { sql: 'u.created_at', type: 'date' },
  /** The code of the user's main department. */
  sysOrgCode: MAIN_DEPART('org_code'),
  sys_org_code: MAIN_DEPART('org_code'),
};

export interface UserRecord {
  id: string; username: string; realname: string; realnameEn: string | null; avatar: string | null; birthday: string | null; sex: number | null;
  email: string | null; phone: string | null; telephone: string | null; workNo: string | null; userNum: string | null;
  userOrder: number; isRealUser: boolean; userSecret: string | null; status: number; delFlag: number;
  majarDepName: string | null; departNames: string | null; createdAt: string; updatedAt: string; lastLoginAt: string | null; version: number;
}

const S = Type.String();
const I = Type.Integer();
/** A user record on the wire (never the password hash). */
export const UserRecordSchema = Row({
  id: S, username: S, realname: S, realnameEn: S, avatar: S, birthday: S, sex: I, email: S, phone: S, telephone: S, workNo: S, userNum: S,
  userOrder: I, isRealUser: Type.Boolean(), userSecret: S, status: I, delFlag: I, majarDepName: S, departNames: S,
  createdAt: S, updatedAt: S, lastLoginAt: S, version: I,
});
/** One user with the ids of their roles, jobs and departments. */
export const UserDetailSchema = Type.Composite([UserRecordSchema, Row({
  selectedRole: Type.Array(S), selectedJob: Type.Array(S), selectedDeparts: Type.Array(S), mainDepartId: S,
})]);

/** Users in the recycle bin or not, within the caller's scope on the user page. */
export async function userScope(em: EntityManager, session: Session, deleted: boolean): Promise<SqlFragment> {
  const scope = await dataScope(em, session.userId, USER_PAGE, USER_SCOPE_COLUMNS);
  // OAuth2 clients' service accounts are no people: never on the user page (oauth/clients.ts).
  return and([{ text: 'u.del_flag = ? and u.password_hash <> ?', values: [deleted ? 1 : 0, SERVICE_ACCOUNT_HASH] }, scope]);
}

/** The ids, all of them users the caller may change; otherwise 404 and nothing is changed. */
export async function assertUsersInScope(em: EntityManager, session: Session, ids: string[], deleted = false): Promise<void> {
  if (ids.length === 0) throw notFound();
  const scope = await userScope(em, session, deleted);
  if ((await countUsers(em, ids, scope)) !== ids.length) throw notFound();
}

/**
 * The ids may be changed by the caller (edited, frozen, deleted, reset, given roles or departments): all within the
 * caller's scope (otherwise 404), and none holding a permission the caller lacks (otherwise 403), so that a delegated
 * user manager can never take over an account more powerful than their own.
 */
export async function assertMayChangeUsers(em: EntityManager, session: Session, ids: string[], deleted = false): Promise<void> {
  await assertUsersInScope(em, session, ids, deleted);
  for (const id of new Set(ids)) {
    if (id !== session.userId && (await outranks(em, id, session.userId))) throw forbidden();
  }
}

/** Data rules hold for writes: the user a change produced must still be within the caller's scope (403 otherwise). */
export async function assertStillInScope(em: EntityManager, session: Session, id: string): Promise<void> {
  const scope = await userScope(em, session, false);
  if (!(await userMatches(em, id, scope))) throw new ApiError(403, platformMessage('permissionDenied'));
}
