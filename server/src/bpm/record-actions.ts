// What the initiator of a process does besides submitting (actions/initiator.ts): withdraw it while no one has acted
// on it or once it was rejected back to them — it ends, and its record is withdrawn — and urge its current handlers.
import { Type } from '@sinclair/typebox';
import type { Api } from '../plugin-types.ts';
import { ok } from '../wire/envelope.ts';
import { uuid } from '../wire/requests.ts';
import { replies } from '../wire/responses.ts';
import { urgeProcess, withdrawProcess } from './actions/initiator.ts';

const tags = ['bpm'];
const byId = Type.Object({ id: uuid });

export async function recordActionRoutes(app: Api) {
  app.post('/api/bpm/process/withdraw', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Withdraw a process the caller started, while no one has acted on it or once it was rejected back to them; its record is withdrawn',
      body: byId, response: replies(Type.Object({ state: Type.String() })),
    },
  }, async (request) => {
    await request.tx((em) => withdrawProcess(em, request.caller().userId, request.body.id));
    return ok({ state: 'COMPLETED' });
  });

  app.post('/api/bpm/process/urge', {
    config: { access: 'authenticated', cachesUntouched: true },
    schema: {
      tags, summary: 'Urge the current handlers of a process the caller started: each open task is marked urged (shown in their to-do list)',
      body: byId, response: replies(Type.Object({ urged: Type.Integer() })),
    },
  }, async (request) => ok({ urged: await request.tx((em) => urgeProcess(em, request.caller().userId, request.body.id)) }));
}
