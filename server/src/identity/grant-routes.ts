// Assigning menu items: to a role, to a department (the ceiling of its department roles), to a department role.
import { Type } from '@sinclair/typebox';
import { PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { GRANT_SETS, readGrantSet, saveGrantSet } from './store/grant-sets.ts';
import { authTree, AuthTreeSchema, readMenuItems } from './menu-items.ts';
import { Nothing, replies, Strings } from '../wire/responses.ts';
import { parseIds } from './wire.ts';
import { departPermissionIds, departRoleOrg as departRoleOrgOf, isGlobalRole } from './store/permissions.ts';
import { orgExists } from './store/orgs.ts';
import { idList, uuid } from '../wire/requests.ts';

const saveProperties = { permissionIds: idList, lastpermissionIds: Type.Optional(idList) };
const lastOf = (body: { lastpermissionIds?: string | string[] }) => (body.lastpermissionIds === undefined ? undefined : parseIds(body.lastpermissionIds));

async function assertExists(em: EntityManager, exists: (em: EntityManager, id: string) => Promise<boolean>, id: string): Promise<void> {
  if (!(await exists(em, id))) throw notFound();
}

async function departRoleOrg(em: EntityManager, roleId: string): Promise<string> {
  const orgId = await departRoleOrgOf(em, roleId);
  if (!orgId) throw notFound();
  return orgId;
}

export async function grantRoutes(app: Api, _options: PluginOptions) {
  const tags = ['permission'];
  const perm = '/api/system/permission';
  const dept = '/api/system/sysDepartPermission';

  app.get(`${perm}/queryRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the menu items a role grants', querystring: Type.Object({ roleId: uuid }) },
  }, async (request) => ok(await request.tx(async (em) => {
    await assertExists(em, isGlobalRole, request.query.roleId);
    return readGrantSet(em, GRANT_SETS.role, request.query.roleId);
  })));

  app.post(`${perm}/saveRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: { tags, response: replies(Nothing), summary: 'Set the menu items a role grants (its users get them at their next permission load)', body: Type.Object({ roleId: uuid, ...saveProperties }) },
  }, async (request) => {
    const { roleId } = request.body;
    await request.tx(async (em) => {
      await assertExists(em, isGlobalRole, roleId);
      await saveGrantSet(em, GRANT_SETS.role, roleId, parseIds(request.body.permissionIds), lastOf(request.body));
    });
    return ok(null);
  });

  app.get(`${perm}/queryDepartPermission`, {
    config: { access: { permission: PERMISSIONS.system.org.authorize } },
    schema: { tags, response: replies(Strings), summary: 'Ids of a department\'s permissions', querystring: Type.Object({ departId: uuid }) },
  }, async (request) => ok(await request.tx(async (em) => {
    await assertExists(em, orgExists, request.query.departId);
    return readGrantSet(em, GRANT_SETS.depart, request.query.departId);
  })));

  app.post(`${perm}/saveDepartPermission`, {
    config: { access: { permission: PERMISSIONS.system.org.authorize } },
    schema: { tags, response: replies(Nothing), summary: 'Set a department\'s permissions: what its department roles may grant', body: Type.Object({ departId: uuid, ...saveProperties }) },
  }, async (request) => {
    const { departId } = request.body;
    await request.tx(async (em) => {
      await assertExists(em, orgExists, departId);
      await saveGrantSet(em, GRANT_SETS.depart, departId, parseIds(request.body.permissionIds), lastOf(request.body));
    });
    return ok(null);
  });

  app.get(`${dept}/queryTreeListForDeptRole`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(AuthTreeSchema), summary: 'Authorisation tree of the department\'s permissions {treeList, ids}', querystring: Type.Object({ departId: uuid }) },
  }, async (request) => {
    const items = await request.tx(async (em) => {
      await assertExists(em, orgExists, request.query.departId);
      const granted = await departPermissionIds(em, request.query.departId);
      return readMenuItems(em, { id: { $in: granted } });
    });
    return ok(authTree(items));
  });

  app.get(`${dept}/queryDeptRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the menu items a department role grants', querystring: Type.Object({ roleId: uuid }) },
  }, async (request) => ok(await request.tx(async (em) => {
    await departRoleOrg(em, request.query.roleId);
    return readGrantSet(em, GRANT_SETS.role, request.query.roleId);
  })));

  app.post(`${dept}/saveDeptRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(Nothing), summary: 'Set the menu items a department role grants, within its department\'s permissions', body: Type.Object({ roleId: uuid, ...saveProperties }) },
  }, async (request) => {
    const { roleId } = request.body;
    const ids = parseIds(request.body.permissionIds);
    await request.tx(async (em) => {
      const orgId = await departRoleOrg(em, roleId);
      const allowed = new Set(await readGrantSet(em, GRANT_SETS.depart, orgId));
      if (ids.some((id) => !allowed.has(id))) throw badRequest(platformMessage('outsideDepartPermission'));
      await saveGrantSet(em, GRANT_SETS.role, roleId, ids, lastOf(request.body));
    });
    return ok(null);
  });
}
