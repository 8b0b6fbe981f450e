// What the initiator of a process does besides submitting: withdraw it while no one has acted on it (or once it was
// rejected back to them: their task there is closed as withdrawn) — it ends, and its record is withdrawn and may be
// submitted again — and urge its current handlers (each open task is marked urged, shown in their to-do list).
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { INITIATOR_NODE } from '@yc/engine';
import { BPM_MESSAGES } from '@yc/engine/bpm';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { BpmTaskEntity } from '../db/entities/bpm.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { uuid } from '../wire/requests.ts';
import { replies } from '../wire/responses.ts';
import { cancelOpenTasks, closeTask } from './flow.ts';

const tags = ['bpm'];
const byId = Type.Object({ id: uuid });

interface Locked {
  id: string;
  state: string;
  start_user_id: string;
}

/**
 * Whether the initiator may withdraw the running instance: it waits at them (rejected back), or no handler has acted
 * since it was last submitted (approved, rejected, transferred, added a signer).
 */
export async function withdrawable(em: EntityManager, instanceId: string): Promise<boolean> {
  const [row] = await em.execute<{ waiting_initiator: boolean; acted: boolean }[]>(
    `select exists (select 1 from bpm_task where instance_id = ? and node_id = ? and status = 'open') as waiting_initiator,
            exists (select 1 from bpm_task d where d.instance_id = ? and d.task_type = 'todo' and d.status = 'done' and d.node_id <> ?
                       and d.completed_at > coalesce((select max(r.completed_at) from bpm_task r where r.instance_id = d.instance_id and r.action = 'resubmit'), '-infinity'::timestamptz)) as acted`,
    [instanceId, INITIATOR_NODE, instanceId, INITIATOR_NODE],
  );
  return Boolean(row?.waiting_initiator || !row?.acted);
}

/** The instance locked for its initiator's action; 404 when it does not exist, refused when the caller did not start it or it is not running. */
async function lockOwn(em: EntityManager, id: string, userId: string, refusal: ReturnType<typeof badRequest>): Promise<Locked> {
  const [instance] = await em.execute<Locked[]>('select id, state, start_user_id from bpm_instance where id = ? for update', [id]);
  if (!instance) throw notFound();
  if (instance.start_user_id !== userId || instance.state !== 'ACTIVE') throw refusal;
  return instance;
}

export async function recordActionRoutes(app: Api) {
  app.post('/api/bpm/process/withdraw', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Withdraw a process the caller started, while no one has acted on it or once it was rejected back to them; its record is withdrawn',
      body: byId, response: replies(Type.Object({ state: Type.String() })),
    },
  }, async (request) => {
    const { userId } = request.caller();
    await request.tx(async (em) => {
      const instance = await lockOwn(em, request.body.id, userId, badRequest(BPM_MESSAGES.withdrawNotAllowed));
      if (!(await withdrawable(em, instance.id))) throw badRequest(BPM_MESSAGES.withdrawNotAllowed);
      const [own] = await em.execute<{ id: string }[]>(`select id from bpm_task where instance_id = ? and node_id = ? and status = 'open'`, [instance.id, INITIATOR_NODE]);
      if (own) await closeTask(em, own.id, 'withdraw');
      await cancelOpenTasks(em, instance.id);
      // The circulation records the withdrawal at the initiator's step.
      if (!own) {
        await em.insert(BpmTaskEntity, {
          id: randomUUID(), instanceId: instance.id, nodeId: INITIATOR_NODE, assigneeId: userId, status: 'done', action: 'withdraw', completedAt: new Date(),
        });
      }
      await em.execute('delete from bpm_node_state where instance_id = ?', [instance.id]);
      await em.execute('delete from bpm_timer where instance_id = ?', [instance.id]);
      await em.execute(
        `update bpm_instance set state = 'COMPLETED', end_time = now(), events = '[]'::jsonb,
           approval_status = case when data_id is null then approval_status else 'withdrawn' end where id = ?`, [instance.id],
      );
    });
    return ok({ state: 'COMPLETED' });
  });

  app.post('/api/bpm/process/urge', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Urge the current handlers of a process the caller started: each open task is marked urged (shown in their to-do list)',
      body: byId, response: replies(Type.Object({ urged: Type.Integer() })),
    },
  }, async (request) => {
    const urged = await request.tx(async (em) => {
      const instance = await lockOwn(em, request.body.id, request.caller().userId, badRequest(BPM_MESSAGES.urgeOnlyInitiator));
      const rows = await em.execute<{ id: string }[]>(
        `update bpm_task set urged_at = now(), urge_count = urge_count + 1
          where instance_id = ? and task_type = 'todo' and status = 'open' and node_id <> ? returning id`, [instance.id, INITIATOR_NODE],
      );
      if (!rows.length) throw badRequest(BPM_MESSAGES.urgeNothing);
      return rows.length;
    });
    return ok({ urged });
  });
}
