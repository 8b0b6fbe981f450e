// A user's relations: their roles, the relation tree (departments, roles, jobs) and the users of a department.
import { PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { ApiError, ok } from '../../wire/envelope.ts';
import { DepartSchema } from '../departs.ts';
import { userDeparts } from '../store/orgs.ts';
import { Type } from '@sinclair/typebox';
import { replies, Row, Strings } from '../../wire/responses.ts';
import { and } from '../sql.ts';
import { departUsers, globalRolesOf, inDepart, realnameContains, userRolesAndJobs } from '../store/users.ts';
import { str, uuid } from '../../wire/requests.ts';
import { assertUsersInScope, userScope } from './model.ts';

export async function userRelationRoutes(app: Api) {
  const base = '/api/system/user';
  const tags = ['user'];

  app.get(`${base}/queryUserRole`, {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the user\'s (global) roles', querystring: Type.Object({ userid: uuid }) },
  }, async (request) => {
    const ids = await request.tx(async (em) => {
      await assertUsersInScope(em, request.caller(), [request.query.userid]);
      return globalRolesOf(em, request.query.userid);
    });
    return ok(ids);
  });

  app.get(`${base}/queryUserRelation`, {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags, response: replies(Type.Object({ departs: Type.Array(DepartSchema), roles: Type.Array(Row({ id: Type.String(), roleCode: Type.String(), roleName: Type.String(), roleNameEn: Type.String(), back: Type.String(), departId: Type.String() })), jobs: Type.Array(Row({ id: Type.String(), jobCode: Type.String(), jobName: Type.String() })) })), summary: 'The user\'s departments, roles (global and department) and jobs', querystring: Type.Object({ userId: uuid }) },
  }, async (request) => {
    const { userId } = request.query;
    const result = await request.tx(async (em) => {
      try {
        await assertUsersInScope(em, request.caller(), [userId]);
      } catch {
        throw new ApiError(404, platformMessage('relationTreeQueryFailed'));
      }
      const departs = await userDeparts(em, userId);
      return { departs, ...(await userRolesAndJobs(em, userId)) };
    });
    return ok(result);
  });

  app.get(`${base}/queryUserByDepId`, {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags, response: replies(Type.Array(Row({ id: Type.String(), username: Type.String(), realname: Type.String(), workNo: Type.String(), phone: Type.String(), email: Type.String(), status: Type.Integer() }))), summary: 'Users of a department within the caller\'s data scope', querystring: Type.Object({ id: uuid, realname: Type.Optional(str(100)) }) },
  }, async (request) => {
    const { id, realname } = request.query;
    const users = await request.tx(async (em) => {
      const where = and([
        await userScope(em, request.caller(), false),
        inDepart(id),
        ...(realname ? [realnameContains(realname)] : []),
      ]);
      return departUsers(em, where);
    });
    return ok(users);
  });
}
