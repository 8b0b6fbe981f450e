// The HTTP config routes: the configs' metadata routes (list, add, edit, delete, history), a test call of a saved or
// unsaved config, and the records of a config's answer for list pages and pickers (one, or several at once).
import { Type } from '@sinclair/typebox';
import { answerRows, CONFIG_MESSAGES, HttpConfigRefused, PERMISSIONS } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import { registerMetadataRoutes } from '../eform/metadata/metadata-routes.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { codeParam } from '../wire/requests.ts';
import { Open, replies } from '../wire/responses.ts';
import { assertMayRunConfigs, ConfigContext } from './config-access.ts';
import { httpConfigIssues, loadConfig, type HttpCaller, type HttpConfig } from './http-configs.ts';

const TestBody = Type.Object({
  httpCode: Type.Optional(Type.String({ maxLength: 100 })),
  config: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'An unsaved config' })),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
const BatchBody = Type.Object({
  items: Type.Array(Type.Object({ httpCode: codeParam, params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }), { minItems: 1, maxItems: 20 }),
});

export async function httpConfigRoutes(app: Api, caller: HttpCaller) {
  const tags = ['logic'];
  registerMetadataRoutes(app, { kind: 'httpConfig', permissions: PERMISSIONS.system.httpConfig, check: async (_em, item) => httpConfigIssues(item) });

  app.post('/api/eform/manage/httpConfig/test', {
    config: { access: { permission: PERMISSIONS.system.httpConfig.test } },
    schema: {
      tags, summary: 'Call a saved config (httpCode) or an unsaved one (config) with parameter values: the answer and the records found in it',
      body: TestBody, response: replies(Type.Object({ answer: Type.Unknown(), rows: Type.Array(Open) })),
    },
  }, async (request) => {
    const { httpCode, params = {} } = request.body;
    const config = httpCode ? await request.tx((em) => loadConfig(em, httpCode)) : (request.body.config as HttpConfig | undefined);
    if (!config?.httpUrl || !config.httpMethod) throw badRequest(CONFIG_MESSAGES.httpUrlInvalid);
    const answer = await caller.call(config, params);
    let rows: Record<string, unknown>[] = [];
    try {
      rows = answerRows(answer, config.resultPath);
    } catch (error) {
      if (!(error instanceof HttpConfigRefused)) throw error;
    }
    return ok({ answer, rows });
  });

  app.post('/api/eform/engine/viewEngine/getHttpConfigItems', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The records of an HTTP config\'s answer; the body holds the parameter values. The caller may run the config (its permission, or what the context names binds it)',
      querystring: Type.Composite([Type.Object({ httpCode: codeParam }), ConfigContext]),
      body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]), response: replies(Type.Array(Open)),
    },
  }, async (request) => {
    const { httpCode, ...context } = request.query;
    const config = await request.tx(async (em) => {
      await assertMayRunConfigs(request, em, 'http', [httpCode], context);
      return loadConfig(em, httpCode);
    });
    return ok(answerRows(await caller.call(config, request.body ?? {}), config.resultPath));
  });

  app.post('/api/eform/engine/viewEngine/getHttpConfigItemsBatch', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'The records of several HTTP configs at once, in the order asked (each one the caller may run)', body: BatchBody,
      querystring: ConfigContext,
      response: replies(Type.Array(Type.Object({ httpCode: Type.String(), rows: Type.Array(Open) }))),
    },
  }, async (request) => {
    const configs = await request.tx(async (em) => {
      await assertMayRunConfigs(request, em, 'http', request.body.items.map((item) => item.httpCode), request.query);
      const found: HttpConfig[] = [];
      for (const item of request.body.items) found.push(await loadConfig(em, item.httpCode));
      return found;
    });
    const answers = await Promise.all(request.body.items.map(async (item, i) =>
      ({ httpCode: item.httpCode, rows: answerRows(await caller.call(configs[i]!, item.params ?? {}), configs[i]!.resultPath) })));
    return ok(answers);
  });
}
