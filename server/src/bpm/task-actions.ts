// What a handler does with a task besides approving it: reject it back to the initiator, the node before or an earlier
// node (the process returns to the state it had there); add signers before or after themselves; transfer it to another
// user; copy it to users (CC: a to-read task each; a selection made only of users who already have one is refused);
// mark a copy read; claim or unclaim a task offered to the members of its candidate roles. Each works on the locked
// task row (and its instance), once.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { ADD_SIGN_POSITIONS, INITIATOR_NODE, OneOf, REJECT_TARGETS } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTaskEntity } from '../db/entities/bpm.ts';
import { badRequest, forbidden, ok } from '../wire/envelope.ts';
import { str, uuid } from '../wire/requests.ts';
import { Nullable, replies } from '../wire/responses.ts';
import type { DueTimer, Wait } from './runner.ts';
import { applyRun, assertAssignee, cancelOpenTasks, closeTask, definitionOf, isResubmission, lockOpenTask, placeholders, userIds, type LockedTask } from './flow.ts';

const tags = ['bpm'];
const done = replies(Type.Object({ status: Type.String() }));

export async function taskActionRoutes(app: Api, { sandbox }: Pick<PluginOptions, 'sandbox'>) {
  app.post('/api/bpm/task/transfer', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Hand a task of the caller\'s to another user (recorded in the circulation with the opinion)',
      body: Type.Object({ taskId: uuid, toUser: str(100), opinion: Type.Optional(Type.String({ maxLength: 2000 })) }), response: done,
    },
  }, async (request) => {
    const { taskId, toUser, opinion } = request.body;
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      assertAssignee(request, task);
      const [target] = await userIds(em, [toUser]);
      if (target === request.caller().userId) throw badRequest(BPM_MESSAGES.transferToSelf);
      await closeTask(em, task.id, 'transfer', opinion);
      await em.insert(BpmTaskEntity, { id: randomUUID(), instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, assigneeId: target });
    });
    return ok({ status: 'transferred' });
  });

  app.post('/api/bpm/task/cc', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Copy a task of the caller\'s to users (each gets a to-read task); a selection only of users who have one already is refused',
      body: Type.Object({ taskId: uuid, users: Type.Array(str(100), { minItems: 1, maxItems: 200 }) }), response: done,
    },
  }, async (request) => {
    const { taskId, users } = request.body;
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      assertAssignee(request, task);
      const ids = [...new Set(await userIds(em, [...new Set(users)]))];
      const already = new Set((await em.find(BpmTaskEntity, { instanceId: task.instance_id, nodeId: task.node_id, taskType: 'toRead', assigneeId: { $in: ids } }, { fields: ['assigneeId'] })).map((t) => t.assigneeId));
      const fresh = ids.filter((id) => !already.has(id));
      if (!fresh.length) throw badRequest(BPM_MESSAGES.usersAllDuplicates);
      for (const assigneeId of fresh) {
        await em.insert(BpmTaskEntity, { id: randomUUID(), instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, taskType: 'toRead', assigneeId });
      }
    });
    return ok({ status: 'copied' });
  });

  app.post('/api/bpm/task/read', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: { tags, summary: 'Mark a copy (to-read task) of the caller\'s read', body: Type.Object({ taskId: uuid }), response: done },
  }, async (request) => {
    await request.tx(async (em) => {
      const [task] = await em.execute<{ assignee_id: string; status: string; task_type: string }[]>('select assignee_id, status, task_type from bpm_task where id = ? for update', [request.body.taskId]);
      if (!task || task.task_type !== 'toRead' || task.status !== 'open') throw badRequest(BPM_MESSAGES.noRunningTask);
      if (task.assignee_id !== request.caller().userId) throw forbidden();
      await em.nativeUpdate(BpmTaskEntity, { id: request.body.taskId }, { status: 'done', action: 'read', completedAt: new Date() });
    });
    return ok({ status: 'read' });
  });

  app.post('/api/bpm/task/claim', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: { tags, summary: 'Take a task offered to the members of its candidate roles', body: Type.Object({ taskId: uuid }), response: done },
  }, async (request) => {
    const { userId } = request.caller();
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, request.body.taskId);
      if (task.assignee_id !== null) throw badRequest(BPM_MESSAGES.noRunningTask);
      const definition = await definitionOf(em, task);
      const groups = definition.nodes[task.node_id]?.candidateGroups ?? [];
      const [member] = groups.length
        ? await em.execute(
          `select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.role_code in (${placeholders(groups)}) limit 1`,
          [userId, ...groups],
        )
        : [];
      if (!member) throw badRequest(BPM_MESSAGES.notCandidate);
      await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { assigneeId: userId });
    });
    return ok({ status: 'claimed' });
  });

  app.post('/api/bpm/task/unclaim', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: { tags, summary: 'Give a claimed task back to its candidate roles', body: Type.Object({ taskId: uuid }), response: done },
  }, async (request) => {
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, request.body.taskId);
      assertAssignee(request, task);
      const definition = await definitionOf(em, task);
      if (!(definition.nodes[task.node_id]?.candidateGroups ?? []).length) throw badRequest(BPM_MESSAGES.notCandidate);
      await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { assigneeId: null });
    });
    return ok({ status: 'unclaimed' });
  });

  /** The earlier nodes the process waited at before the task's node, the latest first (what it can be rejected to). */
  const earlierNodes = (em: EntityManager, task: LockedTask) => em.execute<{ nodeId: string; nodeName: string | null; createdAt: Date }[]>(
    `select s.node_id as "nodeId", (select w ->> 'name' from jsonb_array_elements(s.waits) w where w ->> 'id' = s.node_id limit 1) as "nodeName",
            s.created_at as "createdAt"
       from bpm_node_state s
      where s.instance_id = ? and s.node_id <> ?
        and s.created_at < coalesce((select c.created_at from bpm_node_state c where c.instance_id = s.instance_id and c.node_id = ?), 'infinity')
      order by s.created_at desc`, [task.instance_id, task.node_id, task.node_id],
  );

  app.get('/api/bpm/task/rejectTargets', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The earlier nodes a task of the caller\'s can be rejected to, the latest first',
      querystring: Type.Object({ taskId: uuid }),
      response: replies(Type.Array(Type.Object({ nodeId: Type.String(), nodeName: Nullable(Type.String()) }))),
    },
  }, async (request) => {
    const result = await request.tx(async (em) => {
      const task = await lockOpenTask(em, request.query.taskId);
      assertAssignee(request, task);
      return (await earlierNodes(em, task)).map(({ nodeId, nodeName }) => ({ nodeId, nodeName }));
    });
    return ok(result);
  });

  app.post('/api/bpm/task/reject', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Reject a task of the caller\'s: back to the initiator (who submits again), the node before, or an earlier node (`nodeId`); '
        + '"No transition" when there is none',
      body: Type.Object({
        taskId: uuid, target: OneOf(REJECT_TARGETS), nodeId: Type.Optional(str(200)), opinion: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      response: replies(Type.Object({ nodeId: Type.String() })),
    },
  }, async (request) => {
    const { taskId, target, nodeId, opinion } = request.body;
    const result = await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      assertAssignee(request, task);
      if (isResubmission(task) || task.add_sign === 'before') throw badRequest(BPM_MESSAGES.noTransition);
      const definition = await definitionOf(em, task);
      if (definition.nodes[task.node_id]?.opinionRequired && !opinion?.trim()) throw badRequest(BPM_MESSAGES.opinionRequired);
      if (target === 'initiator') {
        await closeTask(em, task.id, 'reject', opinion);
        await cancelOpenTasks(em, task.instance_id);
        await em.execute('delete from bpm_node_state where instance_id = ?', [task.instance_id]);
        await em.execute('delete from bpm_timer where instance_id = ?', [task.instance_id]);
        // Nothing waits any more until the initiator submits again (a new run from the start); their record is rejected.
        await em.execute(
          `update bpm_instance set events = '[]'::jsonb, approval_status = case when data_id is null then approval_status else 'rejected' end where id = ?`,
          [task.instance_id],
        );
        await em.insert(BpmTaskEntity, { id: randomUUID(), instanceId: task.instance_id, nodeId: INITIATOR_NODE, assigneeId: task.start_user_id });
        return { nodeId: INITIATOR_NODE };
      }
      const earlier = await earlierNodes(em, task);
      const chosen = target === 'previous' ? earlier[0] : earlier.find((node) => node.nodeId === nodeId);
      if (!chosen) throw badRequest(BPM_MESSAGES.noTransition);
      const [kept] = await em.execute<{ engine_state: unknown; waits: Wait[]; timers: DueTimer[]; variables: Record<string, unknown>; events: Wait[]; created_at: Date }[]>(
        'select engine_state, waits, timers, variables, events, created_at from bpm_node_state where instance_id = ? and node_id = ?', [task.instance_id, chosen.nodeId],
      );
      await closeTask(em, task.id, 'reject', opinion);
      await cancelOpenTasks(em, task.instance_id);
      // What came after the chosen node is undone: its kept states go, its timers start again from now.
      await em.execute('delete from bpm_node_state where instance_id = ? and created_at > ?', [task.instance_id, kept!.created_at]);
      const shift = Date.now() - new Date(kept!.created_at).getTime();
      const timers = kept!.timers.map((timer) => ({ id: timer.id, fireAt: new Date(new Date(timer.fireAt).getTime() + shift).toISOString() }));
      const run = { state: kept!.engine_state, waits: kept!.waits, timers, variables: kept!.variables, events: kept!.events, completed: false };
      await applyRun(em, task.instance_id, task.start_user_id, run, definition, sandbox);
      return { nodeId: chosen.nodeId };
    });
    return ok(result);
  });

  app.post('/api/bpm/task/addSign', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Add signers to a task of the caller\'s: before (they decide first, then the task is the caller\'s again) or after '
        + '(the caller\'s part is done; they decide next)',
      body: Type.Object({
        taskId: uuid, users: Type.Array(str(100), { minItems: 1, maxItems: 50 }), position: OneOf(ADD_SIGN_POSITIONS),
        opinion: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      response: done,
    },
  }, async (request) => {
    const { taskId, users, position, opinion } = request.body;
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      assertAssignee(request, task);
      if (isResubmission(task)) throw badRequest(BPM_MESSAGES.noTransition);
      const ids = [...new Set(await userIds(em, [...new Set(users)]))];
      if (ids.includes(request.caller().userId)) throw badRequest(BPM_MESSAGES.addSignSelf);
      const busy = new Set((await em.find(BpmTaskEntity, {
        instanceId: task.instance_id, nodeId: task.node_id, taskType: 'todo', status: { $in: ['open', 'waiting'] }, assigneeId: { $in: ids },
      }, { fields: ['assigneeId'] })).map((t) => t.assigneeId));
      const fresh = ids.filter((id) => !busy.has(id));
      if (!fresh.length) throw badRequest(BPM_MESSAGES.usersAllDuplicates);
      if (position === 'before') await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { status: 'waiting', opinion: opinion ?? null });
      else await closeTask(em, task.id, 'addSignAfter', opinion);
      for (const assigneeId of fresh) {
        await em.insert(BpmTaskEntity, {
          id: randomUUID(), instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, assigneeId, parentId: task.id, addSign: position,
        });
      }
    });
    return ok({ status: position === 'before' ? 'waiting' : 'added' });
  });
}
