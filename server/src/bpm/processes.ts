// Process instances and their tasks: starting a process (actions/start.ts), approving a task (actions/complete.ts:
// exactly once; the node's sign mode decides whether the process goes on), several at once (actions/batch.ts), copies
// marked read (actions/read.ts), and the lists of the caller's tasks (store/task-lists.ts). The routes validate and call.
import { Type, type Static } from '@sinclair/typebox';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { batchComplete } from './actions/batch.ts';
import { completeTask } from './actions/complete.ts';
import { readCopies } from './actions/read.ts';
import { startProcess } from './actions/start.ts';
import { startableTemplates, TASK_LISTS, taskPage, type TaskList } from './store/task-lists.ts';

const tags = ['bpm'];
const opinion = Type.Optional(Type.String({ maxLength: 2000 }));
const taskIds = Type.Array(uuid, { minItems: 1, maxItems: 100, uniqueItems: true });

const TaskRow = Type.Object({
  id: Type.String(), instanceId: Type.String(), taskTitle: Type.String(), taskName: Nullable(Type.String()), taskType: Type.String(),
  fromUserName: Nullable(Type.String()), assigneeName: Nullable(Type.String()), readerName: Nullable(Type.String()), sendTimeString: Timestamp,
  dueDateString: Nullable(Timestamp), status: Type.String(), opinion: Nullable(Type.String()), templateKey: Type.String(),
  /** Whom the task was delegated from (its handler acts on their behalf). */
  delegatedFromName: Nullable(Type.String()),
  /** When the initiator last urged the task, and how often (approvals on records). */
  urgedAt: Nullable(Timestamp), urgeCount: Type.Integer(),
});
const TaskQuery = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  /** Part of the business title or of the node's name. */
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  templateKey: Type.Optional(str(100)),
});

export async function processRoutes(app: Api, { sandbox, db }: Pick<PluginOptions, 'sandbox' | 'db'>) {
  app.get('/api/bpm/process/startable', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The active process templates the caller may start (all roles, or a role they hold)',
      response: replies(Type.Array(Type.Object({ key: Type.String(), name: Type.String(), group: Type.String(), formCode: Nullable(Type.String()) }))),
    },
  }, async (request) => ok(await request.tx((em) => startableTemplates(em, request.caller().userId))));

  app.post('/api/bpm/process/start', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Start a process of an active template (by its key, or by the form it is bound to); answers the instance id',
      body: Type.Object({
        templateKey: Type.Optional(str(100)), formCode: Type.Optional(str(100)), businessTitle: Type.String({ minLength: 1, maxLength: 200 }),
        variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        dataId: Type.Optional(Type.String({ minLength: 1, maxLength: 36, description: "The record of the form's page the process is about (flowScope)" })),
        viewCode: Type.Optional(Type.String({
          minLength: 1, maxLength: 100,
          description: 'The page of the form the record is saved through (a new one from the variables, or `dataId` submitted); '
            + 'without it the process runs on its variables only (startForm names the page to use)',
        })),
      }),
      response: replies(Type.Object({ id: Type.String(), state: Type.String(), dataId: Nullable(Type.String()) })),
    },
  }, async (request) => ok(await request.tx((em) => startProcess(em, request, sandbox, request.body))));

  app.post('/api/bpm/task/complete', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: "Approve a task of the caller's (exactly once: a task already done answers 'No running task')",
      body: Type.Object({ taskId: uuid, opinion, variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }),
      response: replies(Type.Object({ instanceState: Type.String() })),
    },
  }, async (request) => {
    const { taskId, opinion: text, variables } = request.body;
    return ok(await request.tx((em) => completeTask(em, request, sandbox, taskId, text, variables ?? {})));
  });

  app.post('/api/bpm/task/batchComplete', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Approve several tasks of the caller\'s with one opinion: to-do tasks of one template and one node only; all or none',
      body: Type.Object({ taskIds, opinion }),
      response: replies(Type.Object({ completed: Type.Integer() })),
    },
  }, async (request) => ok(await request.tx((em) => batchComplete(em, request, sandbox, request.body.taskIds, request.body.opinion))));

  app.post('/api/bpm/task/batchRead', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Mark several copies (to-read tasks) of the caller\'s read: to-read tasks only; all or none',
      body: Type.Object({ taskIds }), response: replies(Type.Object({ read: Type.Integer() })),
    },
  }, async (request) => ok(await request.tx((em) => readCopies(em, request.caller().userId, request.body.taskIds))));

  for (const list of Object.keys(TASK_LISTS) as TaskList[]) {
    app.get(`/api/bpm/task/${list}`, {
      config: { access: 'authenticated', readOnly: true },
      schema: { tags, summary: TASK_LISTS[list][1], querystring: TaskQuery, response: replies(Page(TaskRow)) },
    }, async (request) => {
      const { userId, tenantId } = request.caller();
      // The hot path of every user's day: read as the list pages are (no transaction, named prepared statements).
      return ok(await db.readInTenant(tenantId, (read) => taskPage<Static<typeof TaskRow>>(read, list, userId, request.query)));
    });
  }
}
