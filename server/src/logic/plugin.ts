// The logic layer's routes: the script runtime, data sources, SQL and HTTP configs, fill and check rules, categories.
import { Type } from '@sinclair/typebox';
import { OneOf, PERMISSIONS, SCRIPT_TYPES, ScriptRefused, type ScriptHostApi, platformMessage } from '@yc/engine';
import { scriptEditingAllowed } from '../config.ts';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { categoryRoutes } from './categories.ts';
import { dataSourceRoutes } from './data-source-routes.ts';
import { httpConfigRoutes } from './http-config-routes.ts';
import { httpRecords } from './http-configs.ts';
import { SqlConfigRunner, sqlConfigRoutes } from './sql-configs.ts';
import { valueRuleRoutes } from './value-rules.ts';

export async function logicRoutes(app: Api, { db, config, sandbox, logic }: PluginOptions) {
  const { sources, external, http } = logic;
  const sql = new SqlConfigRunner(sources, external, config, db.embedded);
  /** The host calls of a script run for an enterprise: read SQL configs and HTTP configs, each in its own transaction. */
  const scriptApi = (tenantId: number): ScriptHostApi => ({
    sql: (code, params) => sql.rowsOf(db, tenantId, String(code), (params ?? {}) as Record<string, unknown>),
    http: (code, params) => httpRecords(db, tenantId, http, String(code), (params ?? {}) as Record<string, unknown>),
  });

  app.post('/api/eform/manage/script/test', {
    config: { access: { permission: [PERMISSIONS.eform.view.edit, PERMISSIONS.eform.form.edit] } },
    schema: {
      tags: ['logic'],
      summary: 'Run a script against sample input: the body of a function of `input` and `api` (api.sql, api.http) whose result is returned (JavaScript only)',
      body: Type.Object({ scriptType: OneOf(SCRIPT_TYPES), script: Type.String({ maxLength: 100_000 }), input: Type.Optional(Type.Unknown()) }),
      response: replies(Type.Object({ result: Type.Unknown() })),
    },
  }, async (request) => {
    if (!scriptEditingAllowed(config)) throw new ApiError(403, platformMessage('scriptForbidden'));
    try {
      const { scriptType, script, input } = request.body;
      return ok({ result: await sandbox.run(scriptType, script, input ?? {}, scriptApi(request.caller().tenantId)) });
    } catch (error) {
      if (error instanceof ScriptRefused) throw badRequest(error.catalogued ?? error.message);
      throw error;
    }
  });

  await dataSourceRoutes(app, sources, external);
  await sqlConfigRoutes(app, sql);
  await httpConfigRoutes(app, http);
  await valueRuleRoutes(app, config.timeZone);
  await categoryRoutes(app);
}
