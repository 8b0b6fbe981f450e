// The BPM store's instance rows: creating one, locking one for a step, moving its record's approval status with the
// process, sending it back to its initiator, suspending and activating, deleting.
import type { EntityManager } from '../../db/database.ts';
import { BpmInstanceEntity, BpmTaskEntity, BpmTemplateEntity, type BpmInstance, type BpmTemplate } from '../../db/entities/bpm.ts';
import type { Wait } from '../runner.ts';

/** The template a start names: by its key, or the latest of the form it is bound to (not one in design). */
export async function templateToStart(em: EntityManager, { templateKey, formCode }: { templateKey?: string; formCode?: string }): Promise<BpmTemplate | null> {
  if (templateKey) return em.findOne(BpmTemplateEntity, { templateKey });
  if (formCode) return em.findOne(BpmTemplateEntity, { formCode, status: { $ne: 'design' } }, { orderBy: { updatedAt: 'desc' } });
  return null;
}

/** A new running instance (its record in approval when it has one). */
export const insertInstance = (em: EntityManager, row: {
  id: string; templateKey: string; definitionVersion: number; businessTitle: string; startUserId: string; dataId: string | null; viewCode: string | null;
}) => em.execute(
  `insert into bpm_instance (id, template_key, definition_version, business_title, state, start_user_id, data_id, view_code, approval_status)
   values (?, ?, ?, ?, 'ACTIVE', ?, ?, ?, ?)`,
  [row.id, row.templateKey, row.definitionVersion, row.businessTitle, row.startUserId, row.dataId, row.viewCode, row.dataId ? 'inApproval' : null],
);

/** The initiator submitted again: their record is in approval again. */
export const recordInApproval = (em: EntityManager, instanceId: string) =>
  em.execute(`update bpm_instance set approval_status = 'inApproval' where id = ? and data_id is not null`, [instanceId]);

/** Nothing waits any more until the initiator submits again (a new run from the start); their record is rejected. */
export const sentBackToInitiator = (em: EntityManager, instanceId: string) => em.execute(
  `update bpm_instance set events = '[]'::jsonb, approval_status = case when data_id is null then approval_status else 'rejected' end where id = ?`,
  [instanceId],
);

/** An instance locked for a step of its own (a restart, a delivery). */
export interface LockedInstance {
  id: string; state: string; template_key: string; definition_version: number; start_user_id: string;
  variables: Record<string, unknown>; engine_state: unknown; events: Wait[];
}

/** The instance, locked; undefined when it does not exist. */
export async function lockInstance(em: EntityManager, id: string): Promise<LockedInstance | undefined> {
  const [instance] = await em.execute<LockedInstance[]>(
    'select id, state, template_key, definition_version, start_user_id, variables, engine_state, events from bpm_instance where id = ? for update', [id],
  );
  return instance;
}

/** Moves the instance from one state to another; false when it was not in `from` (or does not exist). */
export const changeState = async (em: EntityManager, id: string, from: BpmInstance['state'], to: BpmInstance['state']) =>
  (await em.nativeUpdate(BpmInstanceEntity, { id, state: from }, { state: to })) > 0;

/** Whether the instance exists. */
export const instanceExists = async (em: EntityManager, id: string) => (await em.count(BpmInstanceEntity, { id })) > 0;

/** The instance, if its starter may delete it: theirs, and no task handled yet (null otherwise); undefined when it does not exist. */
export async function deletableInstance(em: EntityManager, id: string, userId: string): Promise<boolean | undefined> {
  const instance = await em.findOne(BpmInstanceEntity, { id });
  if (!instance) return undefined;
  return instance.startUserId === userId && !(await em.count(BpmTaskEntity, { instanceId: id, status: 'done' }));
}

/** Deletes an instance. */
export const deleteInstance = (em: EntityManager, id: string) => em.nativeDelete(BpmInstanceEntity, { id });
