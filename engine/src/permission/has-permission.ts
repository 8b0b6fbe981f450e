// Button permission checks of spec §6, run by the browser for display (the server decides for real).
import type { ButtonPermission } from '../routes/menu.ts';
import { PERMISSION_STATUSES, PERMS_TYPES } from '../vocab/access.ts';

/** show: the element stays; disabled: it stays greyed out (type 2); hide: it is removed. */
export type PermissionDecision = 'show' | 'disabled' | 'hide';

export interface PermissionSets {
  /** The user's own button permissions. */
  auth: readonly ButtonPermission[];
  /** Every button permission of the system. */
  allAuth: readonly ButtonPermission[];
}

const hasAction = (list: readonly ButtonPermission[], action: string, accept: (p: ButtonPermission) => boolean) =>
  list.some((p) => p.action === action && accept(p));

const notEditable = (p: ButtonPermission) => p.type !== PERMS_TYPES.editable;

/**
 * The form's own permission list (e.g. of a process node) grants what it lists as non-type-2.
 * Returns undefined when it has no say.
 */
function formDecision(action: string, formPermissionList: readonly ButtonPermission[] | undefined) {
  if (!formPermissionList || formPermissionList.length === 0) return undefined;
  return hasAction(formPermissionList, action, notEditable) ? 'show' : undefined;
}

export function decidePermission(
  action: string,
  sets: PermissionSets,
  formPermissionList?: readonly ButtonPermission[],
): PermissionDecision {
  if (action === '') return 'show';
  if (formDecision(action, formPermissionList) === 'show') return 'show';
  // A system permission with status '0' lets the element through for everybody, enabled.
  if (hasAction(sets.allAuth, action, (p) => p.status === PERMISSION_STATUSES.valid)) return 'show';
  if (hasAction(sets.auth, action, notEditable)) return 'show';
  // Editable (type 2) permissions keep the element but disable it unless the user holds them.
  const editable = hasAction(sets.allAuth, action, (p) => p.type === PERMS_TYPES.editable);
  if (editable) {
    return hasAction(sets.auth, action, (p) => p.type === PERMS_TYPES.editable) ? 'show' : 'disabled';
  }
  return 'hide';
}

export function hasPermission(
  action: string,
  sets: PermissionSets,
  formPermissionList?: readonly ButtonPermission[],
): boolean {
  return decidePermission(action, sets, formPermissionList) === 'show';
}
