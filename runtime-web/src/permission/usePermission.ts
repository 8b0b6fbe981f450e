// The has-permission hook (spec §6) over the session's button permissions.
import { decidePermission, type ButtonPermission, type PermissionDecision } from '../engine.ts';
import { useSession } from '../store/session.ts';

const NONE: ButtonPermission[] = [];

/** show, disabled (type 2 not granted) or hide; `formPermissionList` is the form's own list. */
export function usePermission(action: string, formPermissionList?: readonly ButtonPermission[]): PermissionDecision {
  const { permissions } = useSession();
  return decidePermission(
    action,
    { auth: permissions?.auth ?? NONE, allAuth: permissions?.allAuth ?? NONE },
    formPermissionList,
  );
}
