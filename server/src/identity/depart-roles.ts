// Department roles: roles bound to one department, given to its members; they grant within the department's permissions.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { SysOrgEntity } from '../db/entities/identity.ts';
import { SysRoleEntity } from '../db/entities/system.ts';
import { findPage, updateVersioned } from './rows.ts';
import { checkRoleCode, ROLE_PROPERTIES } from './roles.ts';
import { keepingConsoleRole } from './self-guard.ts';
import { containsPattern, refusingDuplicates } from './sql.ts';
import { departRolesOf, isDepartMember, setDepartRoles } from './store/users.ts';
import { assertMayChangeUsers } from './users/model.ts';
import { byId, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, Page, replies, RowOf, Saved, Strings } from '../wire/responses.ts';
import { idList, optionalExcept, PAGE_QUERY_PROPERTIES, str, uuid, version } from '../wire/requests.ts';

const DEPART_ROLE = RowOf(ROLE_PROPERTIES, { deptId: Type.String() });
/** Department roles, whatever the department. */
const DEPART_ROLES = { orgId: { $ne: null } };

async function assertDepartRole(em: EntityManager, roleId: string): Promise<void> {
  if (!(await em.count(SysRoleEntity, { ...DEPART_ROLES, id: roleId }))) throw notFound();
}

export async function departRoleRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/org/sysDepartRole';
  const tags = ['org'];
  const access = { permission: PERMISSIONS.system.org.role };
  const saving = <T>(work: () => Promise<T>) => refusingDuplicates(work);

  app.get(`${base}/list`, {
    config: { access },
    schema: {
      tags, response: replies(Page(DEPART_ROLE)), summary: 'Roles of a department, paged',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, deptId: uuid, roleName: Type.Optional(str(200)) }),
    },
  }, async (request) => {
    const { deptId, roleName } = request.query;
    const named = roleName?.trim() ? containsPattern(roleName.trim()) : undefined;
    const where = { orgId: deptId, ...(named ? { $or: [{ roleName: { $ilike: named } }, { roleNameEn: { $ilike: named } }] } : {}) };
    const page = await request.tx((em) => findPage(em, SysRoleEntity, where, [{ roleOrder: 'asc' }, { roleCode: 'asc' }], request.query));
    return ok({ ...page, records: page.records.map((role) => ({ ...role, deptId: role.orgId })) });
  });

  app.post(`${base}/add`, {
    config: { access },
    schema: { tags, response: replies(Saved), summary: 'Add a role to a department', body: Type.Object({ deptId: uuid, ...optionalExcept(ROLE_PROPERTIES, ['roleCode', 'roleName']) }) },
  }, async (request) => {
    const id = randomUUID();
    await saving(() => request.tx(async (em) => {
      const { deptId, ...role } = request.body;
      if (!(await em.count(SysOrgEntity, { id: deptId }))) throw notFound();
      await checkRoleCode(em, role.roleCode);
      await em.insert(SysRoleEntity, { back: '0', ...role, id, orgId: deptId });
    }));
    return ok({ id });
  });

  app.put(`${base}/edit`, {
    config: { access },
    schema: {
      tags, response: replies(Saved), summary: 'Edit a department role (optimistic lock on version)',
      body: Type.Object({ ...optionalExcept(ROLE_PROPERTIES), id: uuid, version: Type.Optional(version) }),
    },
  }, async (request) => {
    const { id, version: expected, ...values } = request.body;
    const saved = await saving(() => request.tx(async (em) => {
      await assertDepartRole(em, id);
      if (values.roleCode) await checkRoleCode(em, values.roleCode, id);
      return keepingConsoleRole(em, request.caller().userId, () => updateVersioned(em, SysRoleEntity, id, values, expected, DEPART_ROLES));
    }));
    return ok({ id, version: saved });
  });

  app.delete(`${base}/delete`, {
    config: { access },
    schema: { tags, response: replies(Nothing), summary: 'Delete a department role', querystring: byId },
  }, async (request) => {
    await request.tx(async (em) => {
      await assertDepartRole(em, request.query.id);
      await keepingConsoleRole(em, request.caller().userId, () => em.nativeDelete(SysRoleEntity, { id: request.query.id }));
    });
    return ok(null);
  });

  app.get(`${base}/userRoles`, {
    config: { access },
    schema: { tags, response: replies(Strings), summary: 'Ids of the department\'s roles a user holds', querystring: Type.Object({ userId: uuid, deptId: uuid }) },
  }, async (request) => {
    return ok(await request.tx((em) => departRolesOf(em, request.query.userId, request.query.deptId)));
  });

  app.put(`${base}/userRoles`, {
    config: { access },
    schema: { tags, response: replies(Nothing), summary: 'Set the department\'s roles a member holds', body: Type.Object({ userId: uuid, deptId: uuid, roleIds: idList }) },
  }, async (request) => {
    const { userId, deptId } = request.body;
    const roleIds = parseIds(request.body.roleIds);
    await request.tx(async (em) => {
      await assertMayChangeUsers(em, request.caller(), [userId]);
      if (!(await isDepartMember(em, userId, deptId))) throw badRequest(platformMessage('notDepartMember'));
      if (roleIds.length && (await em.count(SysRoleEntity, { id: { $in: roleIds }, orgId: deptId })) !== roleIds.length) throw notFound();
      await keepingConsoleRole(em, request.caller().userId, async () => {
        await setDepartRoles(em, userId, deptId, roleIds);
      });
    });
    return ok(null);
  });
}
