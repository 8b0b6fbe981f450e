// What the form's user and dept pickers read: the enterprise's department tree and its active users (by department
// and by name), for any signed-in user of the enterprise filling in a form (names only: no contact data). Names of
// chosen ids come from /api/org/sysOrg/queryUserNameByUserIds and queryDeptNameByDeptIds.
import { Type } from '@sinclair/typebox';
import type { Api } from '../../plugin-types.ts';
import { ok } from '../../wire/envelope.ts';
import { replies, Row } from '../../wire/responses.ts';
import { str, uuid } from '../../wire/requests.ts';
import { findOrgTree, findPickerUsers } from '../store/pages.ts';

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
    const rows = await request.tx((em) => findOrgTree(em));
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
    const rows = await request.tx((em) => findPickerUsers(em, deptId, keyWord, MAX_USERS));
    return ok(rows);
  });
}
