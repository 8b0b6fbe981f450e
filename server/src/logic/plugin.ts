// The logic layer's routes. For now the script runtime: designers try a script against sample input.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { MESSAGES, PERMISSIONS, SCRIPT_TYPES, ScriptRefused } from '@yc/engine';
import { scriptEditingAllowed } from '../config.ts';
import type { PluginOptions } from '../plugins.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { Sandbox } from './sandbox.ts';

export async function logicRoutes(app: FastifyInstance, { config }: PluginOptions) {
  const sandbox = new Sandbox();
  app.addHook('onClose', async () => sandbox.dispose());

  app.post<{ Body: { scriptType: string; script: string; input?: unknown } }>('/api/eform/manage/script/test', {
    config: { access: { permission: [PERMISSIONS.eform.view.edit, PERMISSIONS.eform.form.edit] } },
    schema: {
      tags: ['logic'],
      summary: 'Run a script against sample input: the body of a function of `input` whose result is returned (JavaScript only)',
      body: {
        type: 'object', required: ['scriptType', 'script'],
        properties: { scriptType: { type: 'string', enum: [...SCRIPT_TYPES] }, script: { type: 'string', maxLength: 100_000 }, input: {} },
      },
      response: replies(Type.Object({ result: Type.Unknown() })),
    },
  }, async (request) => {
    if (!scriptEditingAllowed(config)) throw new ApiError(403, MESSAGES.scriptForbidden.en_US);
    try {
      return ok({ result: await sandbox.run(request.body.scriptType, request.body.script, request.body.input ?? {}) });
    } catch (error) {
      if (error instanceof ScriptRefused) throw badRequest(error.catalogued ?? error.message);
      throw error;
    }
  });
}
