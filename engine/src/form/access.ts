// Field permissions (spec §6): a button permission `<formCode>:<field key>` of type 1 hides the field from
// users who lack it, of type 2 shows it disabled. Fields with no such permission are open to everyone.
import type { Form, PermissionEntry } from '../metadata/index.ts';
import { PERMISSION_STATUSES, PERMS_TYPES, type NodeFieldAccess } from '../vocab/index.ts';

export type FieldAccessLevel = 'edit' | 'readonly' | 'hidden';

export interface PermissionLists {
  /** The user's own button permissions. */
  auth: readonly PermissionEntry[];
  /** Every button permission of the system. */
  allAuth: readonly PermissionEntry[];
}

export const fieldPermissionCode = (formCode: string, key: string) => `${formCode}:${key}`;

/** The access level of every field that a permission controls; absent keys are editable. */
export function fieldAccess(form: Pick<Form, 'formCode' | 'permissionList'>, lists: PermissionLists): Map<string, FieldAccessLevel> {
  const prefix = `${form.formCode}:`;
  const held = new Set([...lists.auth, ...(form.permissionList ?? [])].map((p) => p.action));
  const access = new Map<string, FieldAccessLevel>();
  for (const p of lists.allAuth) {
    if (!p.action.startsWith(prefix) || p.status !== PERMISSION_STATUSES.valid || held.has(p.action)) continue;
    const key = p.action.slice(prefix.length);
    const level: FieldAccessLevel = p.type === PERMS_TYPES.editable ? 'readonly' : 'hidden';
    if (access.get(key) !== 'hidden') access.set(key, level);
  }
  return access;
}

export const canEdit = (access: ReadonlyMap<string, FieldAccessLevel>, key: string) => (access.get(key) ?? 'edit') === 'edit';
export const canSee = (access: ReadonlyMap<string, FieldAccessLevel>, key: string) => access.get(key) !== 'hidden';

/** The values without the fields the user may not edit (the server ignores such writes). */
export function dropForbiddenWrites(values: Record<string, unknown>, access: ReadonlyMap<string, FieldAccessLevel>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => canEdit(access, key)));
}

/** The record without the fields hidden from the user. */
export function dropHiddenFields<T extends Record<string, unknown>>(record: T, access: ReadonlyMap<string, FieldAccessLevel>): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => canSee(access, key))) as Partial<T>;
}

/** How a process node shows its form: handled at the node, submitted again by the initiator, or only looked at. */
export type ProcessFormMode = 'handle' | 'resubmit' | 'view';

/**
 * The access levels of a form's fields at a process node: where it is handled, the node's field permissions decide
 * (edit, read, hidden) and a field they do not name is read-only; the initiator submitting again edits every field;
 * a look at the process edits nothing and still hides what the node hides.
 */
export function processFieldAccess(
  form: Pick<Form, 'fields'>, nodeAccess: Readonly<Record<string, NodeFieldAccess>> | undefined, mode: ProcessFormMode,
): Map<string, FieldAccessLevel> {
  const access = new Map<string, FieldAccessLevel>();
  for (const { key } of form.fields) {
    const named = nodeAccess?.[key];
    if (mode === 'resubmit') access.set(key, 'edit');
    else if (named === 'hidden') access.set(key, 'hidden');
    else access.set(key, mode === 'handle' && named === 'edit' ? 'edit' : 'readonly');
  }
  return access;
}
