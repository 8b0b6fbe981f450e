// Unique values: the registry of fields that may be checked for duplicates, and the one check that reads them.
// Table and column names come only from this registry; the value and the record id are bound.
import { PERMISSIONS, platformMessage, type Message } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { usernameTakenAnywhere, valueTaken } from './store/unique.ts';

export interface UniqueField {
  column: string;
  /** Compared lower-cased (account names, mailboxes). */
  caseInsensitive?: boolean;
  /**
   * Unique across every enterprise (the account name signs in before a tenant is known): checked through the
   * database function `yc_username_taken`, which sees every enterprise's rows, inside the caller's transaction.
   */
  global?: boolean;
  /** The message when the value is taken. */
  message: Message;
}

export interface CheckableTable {
  /** Wire field names (camelCase and column spelling) → unique field. */
  fields: Readonly<Record<string, UniqueField>>;
  /** Who may ask (any one of these permission codes): those who may add or edit the table's records. */
  permissions: readonly string[];
}

const field = (column: string, message: Message, extra: Partial<UniqueField> = {}): UniqueField => ({ column, message, ...extra });
const both = (camel: string, f: UniqueField) => ({ [camel]: f, [f.column]: f });

export const USER_UNIQUE = {
  username: field('username', platformMessage('accountExists'), { caseInsensitive: true, global: true }),
  email: field('email', platformMessage('mailboxExists'), { caseInsensitive: true }),
  phone: field('phone', platformMessage('phoneExists')),
  workNo: field('work_no', platformMessage('workNoExists')),
} as const;

const codeField = (column: string) => field(column, platformMessage('codeRepeated'));

const editors = (page: 'user' | 'role' | 'org' | 'position' | 'job') => [PERMISSIONS.system[page].add, PERMISSIONS.system[page].edit];

const REGISTRY = new Map<string, CheckableTable>([
  ['sys_user', {
    fields: { ...both('username', USER_UNIQUE.username), ...both('email', USER_UNIQUE.email), ...both('phone', USER_UNIQUE.phone), ...both('workNo', USER_UNIQUE.workNo) },
    permissions: editors('user'),
  }],
  ['sys_role', { fields: both('roleCode', codeField('role_code')), permissions: editors('role') }],
  ['sys_org', { fields: both('orgCode', codeField('org_code')), permissions: editors('org') }],
  ['sys_position', { fields: both('positionCode', codeField('position_code')), permissions: editors('position') }],
  ['sys_job', { fields: both('jobCode', codeField('job_code')), permissions: editors('job') }],
]);

/** Makes a table's fields checkable (modelled tables register theirs here). Registering a table twice is an error. */
export function registerCheckable(table: string, checkable: CheckableTable): void {
  if (REGISTRY.has(table)) throw new Error(`checkable table ${table} registered twice`);
  if (!/^[a-z_][a-z0-9_]*$/.test(table) || Object.values(checkable.fields).some((f) => !/^[a-z_][a-z0-9_]*$/.test(f.column))) {
    throw new Error(`checkable table ${table}: invalid identifier`);
  }
  REGISTRY.set(table, checkable);
}

export function checkableField(table: string, fieldName: string): UniqueField | undefined {
  const entry = REGISTRY.get(table);
  return entry && Object.hasOwn(entry.fields, fieldName) ? entry.fields[fieldName] : undefined;
}

/** The permission codes that let a caller ask about a table's values (none: the table is not checkable). */
export function checkPermissions(table: string): readonly string[] {
  return REGISTRY.get(table)?.permissions ?? [];
}

/** Whether another row (not `exceptId`) of `table` holds the value; deleted (recycle-bin) rows count. */
export async function isTaken(em: EntityManager, table: string, f: UniqueField, value: string, exceptId?: string): Promise<boolean> {
  if (f.global) {
    if (table !== 'sys_user' || f.column !== 'username') throw new Error(`no cross-enterprise check for ${table}.${f.column}`);
    return usernameTakenAnywhere(em, value, exceptId ?? '');
  }
  return valueTaken(em, table, f.column, f.caseInsensitive === true, value, exceptId ?? '');
}
