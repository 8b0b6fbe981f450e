// Delegation (/api/bpm/delegate/…): a signed-in user gives their approvals of chosen processes (or of all) to a bailee
// for a period. While it is active, the new to-do tasks the rules give them go to the bailee instead (createTasks in
// flow.ts, which keeps whom each is from); copies never do. A user may not delegate one process twice in overlapping
// periods. Cancelling (the delegator, or an administrator with the permission) gives the to-do tasks it gave the bailee
// that are still unhandled back to the delegator; handled ones stay handled. Everyone lists the delegations they give or
// receive; an administrator with the permission lists everyone's. Adding and cancelling are actions/delegate.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DELEGATION_STATES, OneOf, PERMISSIONS } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import { hasPermission } from '../auth/access.ts';
import { forbidden, ok } from '../wire/envelope.ts';
import { PAGE_QUERY_PROPERTIES, str, uuid } from '../wire/requests.ts';
import { Nullable, Page, replies, Timestamp } from '../wire/responses.ts';
import { addDelegation, cancelDelegationOf, checkDelegation } from './actions/delegate.ts';
import { delegableTemplates, delegationPage } from './store/delegation.ts';

const base = '/api/bpm/delegate';
const tags = ['bpm'];
const P = PERMISSIONS.bpm.delegate;
const templateKey = Type.String({ pattern: '^[A-Za-z_][\\w.-]*$', maxLength: 100 });

const DelegationRow = Type.Object({
  id: Type.String(),
  delegator: Type.String(), delegatorName: Nullable(Type.String()),
  delegateBailee: Type.String(), delegateBaileeName: Nullable(Type.String()),
  /** The template keys delegated; empty when `allProcesses`. */
  delegateResource: Type.Array(Type.String()),
  /** The names of those templates, in the same order. */
  resourceNames: Type.Array(Type.String()),
  allProcesses: Type.Boolean(),
  startTime: Timestamp, endTime: Timestamp,
  state: OneOf(DELEGATION_STATES),
  /** What the delegation is to the caller. */
  role: OneOf(['delegator', 'bailee', 'other'] as const),
  /** How many to-do tasks it gave the bailee. */
  taskCount: Type.Integer(),
  createTime: Timestamp, cancelTime: Nullable(Timestamp), cancelBy: Nullable(Type.String()),
});

export async function delegationRoutes(app: Api) {
  app.get(`${base}/list`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags,
      summary: 'The delegations the caller gives or receives, newest first; `scope=all`: everyone\'s (administrators with the permission), '
        + 'by delegator or bailee name',
      querystring: Type.Object({
        ...PAGE_QUERY_PROPERTIES, scope: Type.Optional(OneOf(['mine', 'all'] as const)), state: Type.Optional(OneOf(DELEGATION_STATES)),
        keyword: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      response: replies(Page(DelegationRow)),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const { pageNo, pageSize, scope = 'mine' } = request.query;
    const result = await request.tx(async (em) => {
      if (scope === 'all' && !(await hasPermission(em, userId, P.list))) throw forbidden();
      const { rows, total } = await delegationPage<Static<typeof DelegationRow>>(em, userId, { ...request.query, scope });
      return { records: rows, total, current: pageNo, size: pageSize };
    });
    return ok(result);
  });

  app.get(`${base}/processes`, {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The processes a delegation can name: the templates that have a published version',
      response: replies(Type.Array(Type.Object({ key: Type.String(), name: Type.String(), group: Type.String() }))),
    },
  }, async (request) => ok(await request.tx((em) => delegableTemplates(em))));

  app.post(`${base}/add`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Delegate the caller\'s approvals of the chosen processes (or of all) to an active user for a period: new to-do tasks the '
        + 'rules give the caller go to the bailee while it lasts',
      body: Type.Object({
        delegateBailee: str(100),
        delegateResource: Type.Optional(Type.Array(templateKey, { maxItems: 200, uniqueItems: true })),
        allProcesses: Type.Optional(Type.Boolean()),
        startTime: Type.String({ format: 'date-time' }),
        endTime: Type.String({ format: 'date-time' }),
      }),
      response: replies(Type.Object({ id: Type.String(), state: OneOf(DELEGATION_STATES) })),
    },
  }, async (request) => {
    const { delegateBailee, delegateResource = [], allProcesses = false } = request.body;
    const asked = {
      bailee: delegateBailee, templateKeys: delegateResource, allProcesses, startTime: new Date(request.body.startTime), endTime: new Date(request.body.endTime),
    };
    checkDelegation(asked);
    return ok(await request.tx((em) => addDelegation(em, request, asked)));
  });

  app.post(`${base}/cancel`, {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags,
      summary: 'Cancel a delegation (its delegator, or an administrator with the permission): the to-do tasks it gave the bailee that '
        + 'are not handled yet go back to the delegator; handled ones and copies stay as they are',
      body: Type.Object({ id: uuid }),
      response: replies(Type.Object({ returned: Type.Integer() })),
    },
  }, async (request) => ok(await request.tx((em) => cancelDelegationOf(em, request, request.body.id))));
}
