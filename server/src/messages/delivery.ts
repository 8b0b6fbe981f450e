// Sending messages (#38 item 2). A message is made from a template (or a title and content) for one receiver on one
// channel: a system message is delivered at once (the receiver's "My messages"); a mail (nodemailer, MAIL_SMTP_URL) or
// an SMS (the SMS provider of sms.ts) is a job on the job queue, tried up to MESSAGE_MAX_ATTEMPTS times with backoff,
// then marked failed with the last error. The process events (task assigned, approved, rejected, overdue) send through
// the templates bpm_<event>, which the administrator edits; the built-in ones are made on first use.
import { randomUUID } from 'node:crypto';
import {
  bpmTemplateCode, MESSAGE_MAX_ATTEMPTS, renderTemplate, type BpmMessageEvent, type MessageChannel,
} from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { sendMail } from '../enterprise/mail.ts';
import { smsProvider } from '../enterprise/sms.ts';
import type { JobQueue } from '../jobs/queue.ts';
import {
  insertMessages, insertMissingTemplates, outgoingMessage, recordAttempt, taskFacts, templateByCode, untoldOverdueTasks, userAddresses,
  type OutgoingMessage, type TemplateRow,
} from './store.ts';


export const SEND_JOB = 'message-send';
export const OVERDUE_JOB = 'message-overdue';

/** The process events' templates as they are first made (system messages; the administrator may change them). */
const BUILT_IN: Record<BpmMessageEvent, { name: string; title: string; content: string }> = {
  taskAssigned: {
    name: 'Process: task assigned', title: 'New task: {{taskName}}',
    content: '{{assignee}}, a task "{{taskName}}" of "{{businessTitle}}" started by {{initiator}} waits for you.',
  },
  approved: {
    name: 'Process: approved', title: 'Approved: {{businessTitle}}',
    content: '{{handler}} approved "{{taskName}}" of "{{businessTitle}}". {{opinion}}',
  },
  rejected: {
    name: 'Process: rejected', title: 'Rejected: {{businessTitle}}',
    content: '{{handler}} rejected "{{taskName}}" of "{{businessTitle}}". {{opinion}}',
  },
  overdue: {
    name: 'Process: task overdue', title: 'Overdue: {{taskName}}',
    content: '{{assignee}}, the task "{{taskName}}" of "{{businessTitle}}" was due at {{dueTime}}.',
  },
};

/** Makes the process events' templates the enterprise does not have yet (never changes one it has). */
export async function ensureBuiltInTemplates(em: EntityManager): Promise<void> {
  await insertMissingTemplates(em, Object.entries(BUILT_IN).map(([event, t]) => ({
    id: randomUUID(), code: bpmTemplateCode(event as BpmMessageEvent), name: t.name, title: t.title, content: t.content,
  })));
}

export const isBuiltInTemplate = (code: string) => code.startsWith('bpm_') && Object.keys(BUILT_IN).some((e) => bpmTemplateCode(e as BpmMessageEvent) === code);

/** A template rendered with the parameters: the title as text, the content as HTML (values escaped) for mail. */
export const renderMessage = (type: MessageChannel, title: string, content: string, params: Record<string, unknown>) =>
  ({ title: renderTemplate(title, params), content: renderTemplate(content, params, type === 'email') });

export interface NewMessage {
  type: MessageChannel;
  receiver: string;
  userId?: string | null;
  title: string;
  content: string;
  templateCode?: string | null;
  params?: Record<string, unknown>;
  sourceKey?: string;
  /** Why it cannot be sent at all (no address): the message is kept, failed. */
  problem?: string;
}

export interface Queued { id: string; tenantId: number }

/** Keeps the messages; system ones are delivered now. Their ids, and the mails and SMS to send (see `enqueue`). */
export async function createMessages(em: EntityManager, messages: NewMessage[], createdBy: string): Promise<{ ids: string[]; queued: Queued[] }> {
  if (!messages.length) return { ids: [], queued: [] };
  const rows = messages.map((m) => ({
    id: randomUUID(), type: m.type, receiver: m.receiver, user_id: m.userId ?? null, title: m.title, content: m.content,
    code: m.templateCode ?? null, param: m.params ? JSON.stringify(m.params) : null, key: m.sourceKey ?? null,
    status: m.problem ? 'failed' : m.type === 'system' ? 'sent' : 'notSent', result: m.problem ?? (m.type === 'system' ? 'Delivered' : null),
  }));
  const made = await insertMessages(em, rows, createdBy);
  return { ids: made.map((m) => m.id), queued: made.filter((m) => m.es_send_status === 'notSent').map((m) => ({ id: m.id, tenantId: m.tenant_id })) };
}

let queue: JobQueue | undefined;

/**
 * Puts the mails and SMS on the job queue. Sent inside a transaction not yet committed (a process event), a job may
 * run before its row is visible: it then fails and is tried again (the row's attempts are not counted).
 */
export async function enqueue(messages: Queued[], startAfterSeconds = 0): Promise<void> {
  for (const m of messages) {
    await queue?.send(SEND_JOB, { ...m }, { retryLimit: MESSAGE_MAX_ATTEMPTS + 3, retryDelay: 1, retryBackoff: true, startAfter: startAfterSeconds });
  }
}


async function deliver(db: Database, config: ServerConfig, row: OutgoingMessage): Promise<void> {
  if (row.es_type === 'email') await sendMail(config.enterprise, row.es_receiver, row.es_title, row.es_content, true);
  else if (row.es_type === 'sms') await smsProvider(db, config.sms).send(row.es_receiver, row.es_title ? `${row.es_title}: ${row.es_content}` : row.es_content);
}

/** One attempt at a mail or SMS: sent, or the error kept and the job failed for a retry, or failed for good at the last attempt. */
async function attempt(db: Database, config: ServerConfig, { id, tenantId }: Queued): Promise<string> {
  const row = await db.inTenant(tenantId, (em) => outgoingMessage(em, id));
  if (!row) throw new Error(`message ${id} is not there (yet)`);
  if (row.es_send_status !== 'notSent') return row.es_send_status;
  const record = (status: string, result: string) => db.inTenant(tenantId, (em) => recordAttempt(em, id, status, result));
  try {
    await deliver(db, config, row);
  } catch (error) {
    const last = row.es_send_num + 1 >= MESSAGE_MAX_ATTEMPTS;
    await record(last ? 'failed' : 'notSent', (error as Error).message || String(error));
    if (last) return 'failed';
    throw error;
  }
  await record('sent', 'OK');
  return 'sent';
}

/** The message of an event's template to a user, on the template's channel (their e-mail or phone for mail and SMS). */
async function toUser(em: EntityManager, template: TemplateRow, userId: string, params: Record<string, unknown>, sourceKey?: string): Promise<NewMessage | null> {
  const user = await userAddresses(em, userId);
  if (!user) return null;
  const address = template.templateType === 'email' ? user.email : template.templateType === 'sms' ? user.phone : user.username;
  const { title, content } = renderMessage(template.templateType, template.templateTitle, template.templateContent, params);
  return {
    type: template.templateType, receiver: address || user.username, userId, title, content, templateCode: template.templateCode, params, sourceKey,
    problem: address ? undefined : `The user ${user.username} has no ${template.templateType === 'email' ? 'e-mail address' : 'phone number'}`,
  };
}

/**
 * A process event on tasks, in the process's transaction: a task assigned tells its assignee; a task approved or rejected
 * tells the process's initiator; an overdue task tells its assignee (once). Other actions send nothing.
 */
export async function bpmTaskMessages(em: EntityManager, event: BpmMessageEvent | string, taskIds: string[]): Promise<void> {
  const kind = ({ assigned: 'taskAssigned', approve: 'approved', reject: 'rejected', overdue: 'overdue' } as Record<string, BpmMessageEvent>)[event];
  if (!kind || !taskIds.length) return;
  await ensureBuiltInTemplates(em);
  const template = (await templateByCode(em, bpmTemplateCode(kind)))!;
  const tasks = await taskFacts(em, taskIds);
  const messages: NewMessage[] = [];
  for (const task of tasks) {
    const toAssignee = kind === 'taskAssigned' || kind === 'overdue';
    const userId = toAssignee ? task.assignee_id : task.initiator_id;
    if (!userId) continue;
    const params = {
      taskName: task.task_name ?? '', businessTitle: task.business_title, assignee: task.assignee ?? '', handler: task.assignee ?? '',
      initiator: task.initiator, opinion: task.opinion ?? '', dueTime: task.due_at ? new Date(task.due_at).toISOString() : '',
    };
    const message = await toUser(em, template, userId, params, kind === 'overdue' ? `overdue:${task.task_id}` : undefined);
    if (message) messages.push(message);
  }
  const { queued } = await createMessages(em, messages, 'system');
  // Not awaited: on the embedded database the queue waits for the one connection this transaction holds.
  if (queued.length) void enqueue(queued, 2).catch((error: unknown) => console.error('messages: not queued', error));
}

/** Tells the assignees of open tasks past their due time, once per task, in every enterprise. */
async function overdueSweep(db: Database): Promise<number> {
  const due = await db.asSystem((em) => untoldOverdueTasks(em));
  for (const { tenant_id, ids } of due) await db.inTenant(tenant_id, (em) => bpmTaskMessages(em, 'overdue', ids));
  return due.reduce((n, d) => n + d.ids.length, 0);
}

/** Works the sending jobs on this instance and looks for overdue tasks every five minutes. */
export async function startDelivery(jobs: JobQueue, db: Database, config: ServerConfig): Promise<void> {
  queue = jobs;
  await jobs.work(SEND_JOB, (data) => attempt(db, config, data as unknown as Queued));
  await jobs.work(OVERDUE_JOB, () => overdueSweep(db));
  await jobs.schedule(OVERDUE_JOB, '*/5 * * * *');
}

/** The queue's overdue look-up run now (tests, and a run-once). */
export const runOverdueSweep = (jobs: JobQueue) => jobs.runNow(OVERDUE_JOB);
