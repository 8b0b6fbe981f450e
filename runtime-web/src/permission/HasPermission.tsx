// The has-permission directive as a component: removes, disables or keeps its child (spec §6).
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { ButtonPermission } from '../engine.ts';
import { usePermission } from './usePermission.ts';

export interface HasPermissionProps {
  /** The button permission action, e.g. 'user:add'. */
  action: string;
  /** The form's own permission list (e.g. of a process node): a second check. */
  formPermissionList?: readonly ButtonPermission[];
  children: ReactElement<{ disabled?: boolean }>;
}

export function HasPermission({ action, formPermissionList, children }: HasPermissionProps) {
  const decision = usePermission(action, formPermissionList);
  if (decision === 'hide') return null;
  if (decision === 'disabled' && isValidElement(children)) return cloneElement(children, { disabled: true });
  return children;
}
