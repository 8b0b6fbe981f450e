// What the form's user and dept pickers read: the enterprise's department tree and its active users (by department
// and by name), for any signed-in user of the enterprise filling in a form (names only: no contact data). Names of
// chosen ids come from /api/org/sysOrg/queryUserNameByUserIds and queryDeptNameByDeptIds.
import { Type } from '@sinclair/typebox';
import type { Api } from '../../plugin-types.ts';
import { containsPattern } from '../../identity/sql.ts';
import { ok } from '../../wire/envelope.ts';
import { replies, Row } from '../../wire/responses.ts';
import { str, uuid } from '../../wire/requests.ts';

const base = '/api/eform/engine/picker';
const tags = ['eform-engine'];
const MAX_USERS = 200;

export async function pickerRoutes(app: Api) {
  app.get(`${base}/depts`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The organisation tree for dept and user pickers: every organisation and department, flat, with its parent',
      response: replies(Type.Array(Row({ id: Type.String(), parentId: Type.Union([Type.String(), Type.Null()]), orgName: Type.String(), orgCode: Type.String(), orgType: Type.String() }))),
    },
  }, async (request) => {
    const rows = await request.tx((em) => em.execute(
      `select id, parent_id as "parentId", org_name as "orgName", org_code as "orgCode", org_type as "orgType" from sys_org order by org_order, org_code`,
    ));
    return ok(rows);
  });

  app.get(`${base}/users`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'Active users of a department (deptId) and/or whose name or account contains keyWord; at most 200',
      querystring: Type.Object({ deptId: Type.Optional(uuid), keyWord: Type.Optional(str(100)) }),
      response: replies(Type.Array(Row({ id: Type.String(), username: Type.String(), realname: Type.String() }))),
    },
  }, async (request) => {
    const { deptId, keyWord } = request.query;
    const conditions = ['u.del_flag = 0', 'u.status = 1'];
    const values: unknown[] = [];
    if (deptId) {
      conditions.push('exists (select 1 from sys_user_org uo where uo.user_id = u.id and uo.org_id = ?)');
      values.push(deptId);
    }
    if (keyWord?.trim()) {
      conditions.push('(u.realname ilike ? or u.username ilike ?)');
      values.push(containsPattern(keyWord.trim()), containsPattern(keyWord.trim()));
    }
    const rows = await request.tx((em) => em.execute(
      `select u.id, u.username, u.realname from sys_user u where ${conditions.join(' and ')} order by u.user_order, u.realname limit ${MAX_USERS}`,
      values,
    ));
    return ok(rows);
  });
}
