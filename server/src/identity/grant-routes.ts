// Assigning menu items: to a role, to a department (the ceiling of its department roles), to a department role.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, PERMISSIONS } from '@yc/engine';
import type { PluginOptions } from '../plugins.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { GRANT_SETS, readGrantSet, saveGrantSet } from './grant-sets.ts';
import { authTree, AuthTreeSchema, readMenuItems } from './menu-items.ts';
import { Nothing, replies, Strings } from '../wire/responses.ts';
import { idList, object, parseIds, uuid } from './wire.ts';

interface SaveBody { permissionIds: string | string[]; lastpermissionIds?: string | string[] }
const saveProperties = { permissionIds: idList, lastpermissionIds: idList };
const lastOf = (body: SaveBody) => (body.lastpermissionIds === undefined ? undefined : parseIds(body.lastpermissionIds));

async function assertExists(em: EntityManager, sql: string, id: string): Promise<void> {
  const rows = await em.execute(sql, [id]);
  if (rows.length === 0) throw notFound();
}
const GLOBAL_ROLE = `select 1 from sys_role where id = ? and org_id is null`;
const ORG = `select 1 from sys_org where id = ?`;

async function departRoleOrg(em: EntityManager, roleId: string): Promise<string> {
  const [row] = await em.execute<{ org_id: string }[]>(`select org_id from sys_role where id = ? and org_id is not null`, [roleId]);
  if (!row) throw notFound();
  return row.org_id;
}

export async function grantRoutes(app: FastifyInstance, _options: PluginOptions) {
  const tags = ['permission'];
  const perm = '/api/system/permission';
  const dept = '/api/system/sysDepartPermission';

  app.get<{ Querystring: { roleId: string } }>(`${perm}/queryRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the menu items a role grants', querystring: object({ roleId: uuid }, ['roleId']) },
  }, async (request) => ok(await request.tx(async (em) => {
    await assertExists(em, GLOBAL_ROLE, request.query.roleId);
    return readGrantSet(em, GRANT_SETS.role, request.query.roleId);
  })));

  app.post<{ Body: SaveBody & { roleId: string } }>(`${perm}/saveRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: { tags, response: replies(Nothing), summary: 'Set the menu items a role grants (its users get them at their next permission load)', body: object({ roleId: uuid, ...saveProperties }, ['roleId', 'permissionIds']) },
  }, async (request) => {
    const { roleId } = request.body;
    await request.tx(async (em) => {
      await assertExists(em, GLOBAL_ROLE, roleId);
      await saveGrantSet(em, GRANT_SETS.role, roleId, parseIds(request.body.permissionIds), lastOf(request.body));
    });
    return ok(null);
  });

  app.get<{ Querystring: { departId: string } }>(`${perm}/queryDepartPermission`, {
    config: { access: { permission: PERMISSIONS.system.org.authorize } },
    schema: { tags, response: replies(Strings), summary: 'Ids of a department\'s permissions', querystring: object({ departId: uuid }, ['departId']) },
  }, async (request) => ok(await request.tx(async (em) => {
    await assertExists(em, ORG, request.query.departId);
    return readGrantSet(em, GRANT_SETS.depart, request.query.departId);
  })));

  app.post<{ Body: SaveBody & { departId: string } }>(`${perm}/saveDepartPermission`, {
    config: { access: { permission: PERMISSIONS.system.org.authorize } },
    schema: { tags, response: replies(Nothing), summary: 'Set a department\'s permissions: what its department roles may grant', body: object({ departId: uuid, ...saveProperties }, ['departId', 'permissionIds']) },
  }, async (request) => {
    const { departId } = request.body;
    await request.tx(async (em) => {
      await assertExists(em, ORG, departId);
      await saveGrantSet(em, GRANT_SETS.depart, departId, parseIds(request.body.permissionIds), lastOf(request.body));
    });
    return ok(null);
  });

  app.get<{ Querystring: { departId: string } }>(`${dept}/queryTreeListForDeptRole`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(AuthTreeSchema), summary: 'Authorisation tree of the department\'s permissions {treeList, ids}', querystring: object({ departId: uuid }, ['departId']) },
  }, async (request) => {
    const items = await request.tx(async (em) => {
      await assertExists(em, ORG, request.query.departId);
      return readMenuItems(em, 'p.id in (select permission_id from sys_depart_permission where org_id = ?)', [request.query.departId]);
    });
    return ok(authTree(items));
  });

  app.get<{ Querystring: { roleId: string } }>(`${dept}/queryDeptRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the menu items a department role grants', querystring: object({ roleId: uuid }, ['roleId']) },
  }, async (request) => ok(await request.tx(async (em) => {
    await departRoleOrg(em, request.query.roleId);
    return readGrantSet(em, GRANT_SETS.role, request.query.roleId);
  })));

  app.post<{ Body: SaveBody & { roleId: string } }>(`${dept}/saveDeptRolePermission`, {
    config: { access: { permission: PERMISSIONS.system.org.role } },
    schema: { tags, response: replies(Nothing), summary: 'Set the menu items a department role grants, within its department\'s permissions', body: object({ roleId: uuid, ...saveProperties }, ['roleId', 'permissionIds']) },
  }, async (request) => {
    const { roleId } = request.body;
    const ids = parseIds(request.body.permissionIds);
    await request.tx(async (em) => {
      const orgId = await departRoleOrg(em, roleId);
      const allowed = new Set(await readGrantSet(em, GRANT_SETS.depart, orgId));
      if (ids.some((id) => !allowed.has(id))) throw badRequest(MESSAGES.outsideDepartPermission.en_US);
      await saveGrantSet(em, GRANT_SETS.role, roleId, ids, lastOf(request.body));
    });
    return ok(null);
  });
}
