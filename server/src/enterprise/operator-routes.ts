// The platform operator's routes (issue #34 item 5): signed in, and an operator (operator.ts), checked by every handler.
import { Type } from '@sinclair/typebox';
import type { Api } from '../plugin-types.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ok } from '../wire/envelope.ts';
import { Nothing, replies } from '../wire/responses.ts';
import { str } from '../wire/requests.ts';
import { assertOperator, deleteEnterprise, listEnterprises, setEnterpriseFrozen } from './operator.ts';

const EnterpriseRow = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), status: Type.Integer(), createTime: Type.String(),
  userCount: Type.Integer(), isDefault: Type.Boolean(), tableBytes: Type.Number(), fileBytes: Type.Number(),
});
const byEnterprise = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export async function operatorRoutes(app: Api, { db, config }: { db: Database; config: ServerConfig }) {
  const base = '/api/saas/enterprise';
  const tags = ['enterprise'];

  app.get(`${base}/list`, {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Every enterprise with its user count and storage (platform operators only)', response: replies(Type.Array(EnterpriseRow)) },
  }, async (request) => {
    await assertOperator(db, config, request.caller());
    return ok(await listEnterprises(db));
  });

  for (const [action, frozen] of [['freeze', true], ['unfreeze', false]] as const) {
    app.put(`${base}/${action}`, {
      config: { access: 'authenticated' },
      schema: {
        tags, response: replies(Nothing), body: byEnterprise,
        summary: frozen ? 'Freeze an enterprise: its users cannot sign in and their sessions end; its data is kept' : 'Unfreeze an enterprise',
      },
    }, async (request) => {
      await assertOperator(db, config, request.caller());
      await setEnterpriseFrozen(db, request.body.id, frozen);
      return ok(null);
    });
  }

  app.delete(`${base}/delete`, {
    config: { access: 'authenticated' },
    schema: {
      tags, response: replies(Nothing), summary: 'Delete a frozen enterprise (confirmCode: its code): its data, schema and files',
      body: Type.Object({ ...byEnterprise.properties, confirmCode: str(32) }),
    },
  }, async (request) => {
    await assertOperator(db, config, request.caller());
    await deleteEnterprise(db, config, request.body.id, request.body.confirmCode);
    return ok(null);
  });
}
