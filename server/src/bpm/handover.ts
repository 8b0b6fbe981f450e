// Handover (/api/bpm/handover/…): an administrator moves a user's open tasks — all their open to-do and to-read tasks,
// or the ones chosen — to another active user, all or nothing, the task rows locked. A moved task stays the same task
// (its links, its place in a sequential countersign, the signers added before it keep pointing at it); beside it a
// record of the move (status cancelled, action handover, the notice as its opinion) shows in the circulation. A to-do
// task whose receiver already decides at that node would give them a second voice: the handover is refused, naming it.
// A copy the receiver already has is withdrawn instead of moved. Each handover is recorded with who made it and from
// which department, and listed. The giving user may be frozen (someone who left): their work is what is handed over.
// The handover itself is actions/handover.ts.
import { Type, type Static } from '@sinclair/typebox';
import { HANDOVER_TYPES, OneOf, PERMISSIONS } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { handOver, checkHandover } from './actions/handover.ts';
import { handoverPage, openTasksOf } from './store/handover.ts';
import { existingUser } from './store/people.ts';

const base = '/api/bpm/handover';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.handover;

const OpenTask = Type.Object({
  id: Type.String(), instanceId: Type.String(), taskTitle: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(),
  status: Type.String(), templateKey: Type.String(), sendTimeString: Timestamp,
});

const HandoverRow = Type.Object({
  id: Type.String(), fromUser: Type.String(), fromUserName: Nullable(Type.String()), toUser: Type.String(), toUserName: Nullable(Type.String()),
  type: OneOf(HANDOVER_TYPES), taskCount: Type.Integer(), notice: Nullable(Type.String()),
  createBy: Nullable(Type.String()), createDept: Nullable(Type.String()), createTime: Timestamp,
});

export async function handoverRoutes(app: Api) {
  app.get(`${base}/tasks`, {
    config: { access: { permission: P.add }, readOnly: true },
    schema: {
      tags, summary: 'The open tasks of a user (to do, waiting their turn, unread copies) that a handover can move, newest first',
      querystring: Type.Object({ fromUser: str(100) }), response: replies(Type.Array(OpenTask)),
    },
  }, async (request) => ok(await request.tx(async (em) => openTasksOf<Static<typeof OpenTask>>(em, await existingUser(em, request.query.fromUser)))));

  app.post(`${base}/add`, {
    config: { access: { permission: P.add }, cachesUntouched: true },
    schema: {
      tags,
      summary: 'Hand a user\'s open tasks over to another active user: all of them (type all) or the chosen ones (type task, their ids); '
        + 'all or nothing; each move recorded in its circulation with the notice',
      body: Type.Object({
        fromUser: str(100), toUser: str(100), type: Type.Optional(OneOf(HANDOVER_TYPES)),
        taskIds: Type.Optional(Type.Array(uuid, { maxItems: 1000, uniqueItems: true })), notice: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      response: replies(Type.Object({ id: Type.String(), taskCount: Type.Integer() })),
    },
  }, async (request) => {
    const { fromUser, toUser, type, taskIds = [], notice } = request.body;
    const asked = { fromUser, toUser, type, taskIds };
    checkHandover(asked);
    return ok(await request.tx((em) => handOver(em, request, asked, notice)));
  });

  app.get(`${base}/list`, {
    config: { access: { permission: P.list }, readOnly: true },
    schema: {
      tags, summary: 'The handovers made, newest first (by the giving or receiving user\'s name): who, to whom, how many tasks, the notice, by whom',
      querystring: Type.Object({ ...PAGE_QUERY_PROPERTIES, keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: replies(Page(HandoverRow)),
    },
  }, async (request) => {
    const { pageNo, pageSize } = request.query;
    const { records, total } = await request.tx((em) => handoverPage<Static<typeof HandoverRow>>(em, request.query));
    return ok({ records, total, current: pageNo, size: pageSize });
  });
}
