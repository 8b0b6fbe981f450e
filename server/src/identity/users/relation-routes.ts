// A user's relations: their roles, the relation tree (departments, roles, jobs) and the users of a department.
import { PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { ApiError, ok } from '../../wire/envelope.ts';
import { DepartSchema, userDeparts } from '../departs.ts';
import { Type } from '@sinclair/typebox';
import { replies, Row, Strings } from '../../wire/responses.ts';
import { and, containsPattern } from '../sql.ts';
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
      return em.execute<{ role_id: string }[]>(
        `select ur.role_id from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.org_id is null`,
        [request.query.userid],
      );
    });
    return ok(ids.map((r) => r.role_id));
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
      const roles = await em.execute(
        `select r.id, r.role_code as "roleCode", r.role_name as "roleName", r.role_name_en as "roleNameEn", r.back, r.org_id as "departId"
           from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? order by r.org_id nulls first, r.role_order, r.role_code`,
        [userId],
      );
      const jobs = await em.execute(
        `select j.id, j.job_code as "jobCode", j.job_name as "jobName" from sys_user_job uj join sys_job j on j.id = uj.job_id
          where uj.user_id = ? order by j.job_order, j.job_code`,
        [userId],
      );
      return { departs, roles, jobs };
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
        { text: 'exists (select 1 from sys_user_org uo where uo.user_id = u.id and uo.org_id = ?)', values: [id] },
        ...(realname ? [{ text: 'u.realname ilike ?', values: [containsPattern(realname)] }] : []),
      ]);
      return em.execute(
        `select u.id, u.username, u.realname, u.work_no as "workNo", u.phone, u.email, u.status from sys_user u
          where ${where.text} order by u.user_order, u.realname limit 1000`,
        where.values,
      );
    });
    return ok(users);
  });
}
