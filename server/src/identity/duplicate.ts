// The duplicate check of form fields: only registered tables and fields, the value bound, refusals in plain words.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@yc/engine';
import type { PluginOptions } from '../plugins.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { checkableField, isTaken } from './unique.ts';
import { object, str } from './wire.ts';

export async function duplicateRoutes(app: FastifyInstance, _options: PluginOptions) {
  app.get<{ Querystring: { tableName: string; fieldName: string; fieldVal?: string; dataId?: string } }>('/api/system/duplicate/check', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'Whether a value is still free in a registered checkable field (dataId: the record edited)',
      querystring: object({ tableName: str(100), fieldName: str(100), fieldVal: str(2000), dataId: str(100) }, ['tableName', 'fieldName']),
    },
  }, async (request) => {
    const { tableName, fieldName, fieldVal, dataId } = request.query;
    const field = checkableField(tableName, fieldName);
    if (!field) throw badRequest(MESSAGES.duplicateCheckRefused.en_US);
    if (fieldVal) {
      const taken = await request.tx((em) => isTaken(em, tableName, field, fieldVal, dataId));
      if (taken) throw badRequest(MESSAGES.valueUnavailable.en_US);
    }
    return ok(true, MESSAGES.valueAvailable.en_US);
  });
}
