// The spec's two process calls that keep their legacy paths: choosing users for a process step (whom a handler transfers
// a task to, copies or adds as signers; whom an administrator makes a task's new handler), and an administrator changing
// the handler of an open task (the old task is withdrawn, reassigned in the circulation; the new handler gets the same
// task: its node, due date and add-sign place: actions/reassign.ts).
import { Type } from '@sinclair/typebox';
import { PERMISSIONS } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Page, replies } from '../wire/responses.ts';
import { reassignTask } from './actions/reassign.ts';
import { choosableUsers } from './store/people.ts';

const tags = ['bpm'];

const ChoosableUser = Type.Object({
  id: Type.String(), username: Type.String(), realname: Type.String(), orgNames: Type.Array(Type.String()),
});

export async function processControllerRoutes(app: Api) {
  app.get('/api/processController/selectUser', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags,
      summary: 'Users a process step may name (active users of the enterprise, by name or username, optionally of one department), '
        + 'with their departments; the main one first',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, keyword: Type.Optional(Type.String({ maxLength: 100 })), orgCode: Type.Optional(str(100)) }),
      response: replies(Page(ChoosableUser)),
    },
  }, async (request) => {
    const { pageNo, pageSize, keyword, orgCode } = request.query;
    const result = await request.tx(async (em) => {
      const { total, rows } = await choosableUsers(em, { keyword, orgCode }, pageNo, pageSize);
      return { records: rows.map((r) => ({ ...r, orgNames: r.orgNames ?? [] })), total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.put('/api/processController/updateUser', {
    config: { access: { permission: PERMISSIONS.bpm.instance.reassign } },
    schema: {
      tags,
      summary: 'Give an open task to another handler (process administrators): recorded in the circulation with the reason',
      body: Type.Object({ taskId: uuid, username: str(100), opinion: Type.Optional(Type.String({ maxLength: 2000 })) }),
      response: replies(Type.Object({ taskId: Type.String() })),
    },
  }, async (request) => {
    const { taskId, username, opinion } = request.body;
    return ok(await request.tx((em) => reassignTask(em, taskId, username, opinion)));
  });
}
