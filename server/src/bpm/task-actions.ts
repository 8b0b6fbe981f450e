// What a handler does with a task besides approving it, each a service of its own (actions/*.ts): reject it back to
// the initiator, the node before or an earlier node; add signers before or after themselves; transfer it to another
// user; copy it to users (CC); mark a copy read; claim or unclaim a task offered to the members of its candidate roles.
// Each works on the locked task row (and its instance), once. The routes validate and call.
import { Type } from '@sinclair/typebox';
import { ADD_SIGN_POSITIONS, OneOf, REJECT_TARGETS } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { str, uuid } from '../wire/requests.ts';
import { Nullable, replies } from '../wire/responses.ts';
import { addSigners } from './actions/add-sign.ts';
import { copyTask } from './actions/cc.ts';
import { claimTask, unclaimTask } from './actions/claim.ts';
import { readCopy } from './actions/read.ts';
import { rejectTargets, rejectTask } from './actions/reject.ts';
import { transferTask } from './actions/transfer.ts';

const tags = ['bpm'];
const done = replies(Type.Object({ status: Type.String() }));
const opinion = Type.Optional(Type.String({ maxLength: 2000 }));
const byTask = Type.Object({ taskId: uuid });
const authenticated = { access: 'authenticated', cachesUntouched: true } as const;

export async function taskActionRoutes(app: Api, { sandbox }: Pick<PluginOptions, 'sandbox'>) {
  app.post('/api/bpm/task/transfer', {
    config: authenticated,
    schema: {
      tags, summary: 'Hand a task of the caller\'s to another user (recorded in the circulation with the opinion)',
      body: Type.Object({ taskId: uuid, toUser: str(100), opinion }), response: done,
    },
  }, async (request) => {
    await request.tx((em) => transferTask(em, request, request.body.taskId, request.body.toUser, request.body.opinion));
    return ok({ status: 'transferred' });
  });

  app.post('/api/bpm/task/cc', {
    config: authenticated,
    schema: {
      tags, summary: 'Copy a task of the caller\'s to users (each gets a to-read task); a selection only of users who have one already is refused',
      body: Type.Object({ taskId: uuid, users: Type.Array(str(100), { minItems: 1, maxItems: 200 }) }), response: done,
    },
  }, async (request) => {
    await request.tx((em) => copyTask(em, request, request.body.taskId, request.body.users));
    return ok({ status: 'copied' });
  });

  app.post('/api/bpm/task/read', {
    config: authenticated,
    schema: { tags, summary: 'Mark a copy (to-read task) of the caller\'s read', body: byTask, response: done },
  }, async (request) => {
    await request.tx((em) => readCopy(em, request.caller().userId, request.body.taskId));
    return ok({ status: 'read' });
  });

  app.post('/api/bpm/task/claim', {
    config: authenticated,
    schema: { tags, summary: 'Take a task offered to the members of its candidate roles', body: byTask, response: done },
  }, async (request) => {
    await request.tx((em) => claimTask(em, request.caller().userId, request.body.taskId));
    return ok({ status: 'claimed' });
  });

  app.post('/api/bpm/task/unclaim', {
    config: authenticated,
    schema: { tags, summary: 'Give a claimed task back to its candidate roles', body: byTask, response: done },
  }, async (request) => {
    await request.tx((em) => unclaimTask(em, request, request.body.taskId));
    return ok({ status: 'unclaimed' });
  });

  app.get('/api/bpm/task/rejectTargets', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The earlier nodes a task of the caller\'s can be rejected to, the latest first',
      querystring: byTask,
      response: replies(Type.Array(Type.Object({ nodeId: Type.String(), nodeName: Nullable(Type.String()) }))),
    },
  }, async (request) => ok(await request.tx((em) => rejectTargets(em, request, request.query.taskId))));

  app.post('/api/bpm/task/reject', {
    config: authenticated,
    schema: {
      tags,
      summary: 'Reject a task of the caller\'s: back to the initiator (who submits again), the node before, or an earlier node (`nodeId`); '
        + '"No transition" when there is none',
      body: Type.Object({ taskId: uuid, target: OneOf(REJECT_TARGETS), nodeId: Type.Optional(str(200)), opinion }),
      response: replies(Type.Object({ nodeId: Type.String() })),
    },
  }, async (request) => {
    const { taskId, target, nodeId, opinion: text } = request.body;
    return ok(await request.tx((em) => rejectTask(em, request, sandbox, taskId, target, nodeId, text)));
  });

  app.post('/api/bpm/task/addSign', {
    config: authenticated,
    schema: {
      tags,
      summary: 'Add signers to a task of the caller\'s: before (they decide first, then the task is the caller\'s again) or after '
        + '(the caller\'s part is done; they decide next)',
      body: Type.Object({
        taskId: uuid, users: Type.Array(str(100), { minItems: 1, maxItems: 50 }), position: OneOf(ADD_SIGN_POSITIONS), opinion,
      }),
      response: done,
    },
  }, async (request) => {
    const { taskId, users, position, opinion: text } = request.body;
    return ok(await request.tx((em) => addSigners(em, request, taskId, users, position, text)));
  });
}
