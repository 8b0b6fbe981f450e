// Identity and access administration (users, roles, organisations, positions, jobs, menus, permissions, data
// rules, duplicate check, system log): the domain plugins, in registration order.
import type { DomainPlugin } from '../plugin-types.ts';
import { userRoutes } from './users/routes.ts';
import { userLifecycleRoutes } from './users/lifecycle-routes.ts';
import { userRelationRoutes } from './users/relation-routes.ts';
import { roleRoutes } from './roles.ts';
import { positionAndJobRoutes } from './positions.ts';
import { orgRoutes } from './orgs.ts';
import { departRoleRoutes } from './depart-roles.ts';
import { permissionRoutes } from './permissions.ts';
import { grantRoutes } from './grant-routes.ts';
import { dataRuleRoutes } from './data-rules.ts';
import { duplicateRoutes } from './duplicate.ts';
import { logRoutes } from './logs.ts';

export { auditLog } from './audit.ts';

export const IDENTITY_PLUGINS: DomainPlugin[] = [
  userRoutes, userLifecycleRoutes, userRelationRoutes, roleRoutes, positionAndJobRoutes, orgRoutes, departRoleRoutes,
  permissionRoutes, grantRoutes, dataRuleRoutes, duplicateRoutes, logRoutes,
];
