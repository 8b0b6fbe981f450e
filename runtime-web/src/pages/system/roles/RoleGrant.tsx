// A role's permission assignment: the authorisation tree, and from its pages the role's data rules.
import { useCallback, useState } from 'react';
import type { AuthTreeNode, GrantTarget } from '../../../api/access.ts';
import type { RoleRecord } from '../../../api/identity.ts';
import { GrantDrawer } from '../shared/GrantDrawer.tsx';
import { RoleDataRulesModal } from './RoleDataRulesModal.tsx';

export interface RoleGrantProps {
  /** The role being authorised; undefined: closed. */
  role: RoleRecord | undefined;
  target: GrantTarget | undefined;
  title: string;
  onClose(): void;
}

export function RoleGrant({ role, target, title, onClose }: RoleGrantProps) {
  const [rulesOf, setRulesOf] = useState<AuthTreeNode>();
  const closeRules = useCallback(() => setRulesOf(undefined), []);
  return (
    <>
      <GrantDrawer open={Boolean(role)} title={title} target={target} onClose={onClose} onDataRules={setRulesOf} />
      <RoleDataRulesModal roleId={role?.id} node={rulesOf} onClose={closeRules} />
    </>
  );
}
