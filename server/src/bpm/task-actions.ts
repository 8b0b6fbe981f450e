// What a handler does with a task besides approving it: transfer it to another user, copy it to users (CC: a to-read
// task each; a selection made only of users who already have one is refused), mark a copy read, and claim or unclaim a
// task offered to the members of its candidate roles. Each works on the locked task row, once.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../plugins.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTaskEntity, BpmTemplateVersionEntity } from '../db/entities/bpm.ts';
import { badRequest, forbidden, ok } from '../wire/envelope.ts';
import { str, uuid } from '../wire/requests.ts';
import { replies } from '../wire/responses.ts';

const tags = ['bpm'];
const done = replies(Type.Object({ status: Type.String() }));

interface LockedTask {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string | null;
  task_type: string;
  assignee_id: string | null;
  status: string;
  instance_state: string;
  template_key: string;
  definition_version: number;
}

/** The open task, locked, with its instance's state; 'No running task' when it is gone or done. */
async function lockOpenTask(em: EntityManager, taskId: string, type: 'todo' | 'toRead' = 'todo'): Promise<LockedTask> {
  const [task] = await em.execute<LockedTask[]>(
    `select t.id, t.instance_id, t.node_id, t.node_name, t.task_type, t.assignee_id, t.status, i.state as instance_state, i.template_key, i.definition_version
       from bpm_task t join bpm_instance i on i.id = t.instance_id where t.id = ? for update of t`, [taskId],
  );
  if (!task || task.status !== 'open' || task.task_type !== type) throw badRequest(BPM_MESSAGES.noRunningTask);
  if (task.instance_state === 'SUSPENDED') throw badRequest(BPM_MESSAGES.processSuspended);
  if (task.instance_state !== 'ACTIVE') throw badRequest(BPM_MESSAGES.noRunningTask);
  return task;
}

/** The ids of active users by username; a name no user has is refused. */
async function userIds(em: EntityManager, usernames: readonly string[]): Promise<string[]> {
  const rows = await em.execute<{ id: string; username: string }[]>(
    `select id, username from sys_user where username in (${usernames.map(() => '?').join(',')}) and del_flag = 0 and status = 1`, [...usernames],
  );
  const missing = usernames.find((name) => !rows.some((r) => r.username === name));
  if (missing) throw badRequest(BPM_MESSAGES.userUnknown(missing));
  return usernames.map((name) => rows.find((r) => r.username === name)!.id);
}

const mine = (request: FastifyRequest, task: LockedTask) => {
  if (task.assignee_id !== request.caller().userId) throw forbidden();
};

export async function taskActionRoutes(app: Api) {
  app.post('/api/bpm/task/transfer', {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Hand a task of the caller\'s to another user (recorded in the circulation with the opinion)',
      body: Type.Object({ taskId: uuid, toUser: str(100), opinion: Type.Optional(Type.String({ maxLength: 2000 })) }), response: done,
    },
  }, async (request) => {
    const { taskId, toUser, opinion } = request.body;
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      mine(request, task);
      const [target] = await userIds(em, [toUser]);
      if (target === request.caller().userId) throw badRequest(BPM_MESSAGES.transferToSelf);
      await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { status: 'done', action: 'transfer', opinion: opinion ?? null, completedAt: new Date() });
      await em.insert(BpmTaskEntity, { id: randomUUID(), instanceId: task.instance_id, nodeId: task.node_id, nodeName: task.node_name, assigneeId: target });
    });
    return ok({ status: 'transferred' });
  });

  app.post('/api/bpm/task/cc', {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Copy a task of the caller\'s to users (each gets a to-read task); a selection only of users who have one already is refused',
      body: Type.Object({ taskId: uuid, users: Type.Array(str(100), { minItems: 1, maxItems: 200 }) }), response: done,
    },
  }, async (request) => {
    const { taskId, users } = request.body;
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, taskId);
      mine(request, task);
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
    config: { access: 'authenticated' },
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
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Take a task offered to the members of its candidate roles', body: Type.Object({ taskId: uuid }), response: done },
  }, async (request) => {
    const { userId } = request.caller();
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, request.body.taskId);
      if (task.assignee_id !== null) throw badRequest(BPM_MESSAGES.noRunningTask);
      const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: task.template_key, definitionVersion: task.definition_version });
      const groups = definition.nodes[task.node_id]?.candidateGroups ?? [];
      const [member] = groups.length
        ? await em.execute(
          `select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = ? and r.role_code in (${groups.map(() => '?').join(',')}) limit 1`,
          [userId, ...groups],
        )
        : [];
      if (!member) throw badRequest(BPM_MESSAGES.notCandidate);
      await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { assigneeId: userId });
    });
    return ok({ status: 'claimed' });
  });

  app.post('/api/bpm/task/unclaim', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Give a claimed task back to its candidate roles', body: Type.Object({ taskId: uuid }), response: done },
  }, async (request) => {
    await request.tx(async (em) => {
      const task = await lockOpenTask(em, request.body.taskId);
      mine(request, task);
      const definition = await em.findOneOrFail(BpmTemplateVersionEntity, { templateKey: task.template_key, definitionVersion: task.definition_version });
      if (!(definition.nodes[task.node_id]?.candidateGroups ?? []).length) throw badRequest(BPM_MESSAGES.notCandidate);
      await em.nativeUpdate(BpmTaskEntity, { id: task.id }, { assigneeId: null });
    });
    return ok({ status: 'unclaimed' });
  });
}
