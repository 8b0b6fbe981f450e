// The duplicate check of form fields: only registered tables and fields, asked only by those who may add or edit
// that table's records, at a bounded rate (it must not serve as an oracle of who is registered), the value bound.
import type { FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { hasPermission } from '../auth/access.ts';
import { ApiError, badRequest, forbidden, ok, requestLanguage } from '../wire/envelope.ts';
import { checkableField, checkPermissions, isTaken } from './unique.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../wire/responses.ts';
import { optionalExcept, str } from '../wire/requests.ts';

/** Checks one caller may make per minute: ample for typing in forms, too few for enumerating accounts. */
export const DUPLICATE_CHECKS_PER_MINUTE = 60;

export async function duplicateRoutes(app: Api, { db }: PluginOptions) {
  await app.register(fastifyRateLimit, {
    global: false,
    // After access control, so that the limit is per signed-in user.
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
    errorResponseBuilder: () => new ApiError(429, platformMessage('tooManyRequests')),
  });

  app.get('/api/system/duplicate/check', {
    config: { access: 'authenticated', rateLimit: { max: DUPLICATE_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
    schema: {
      tags: ['system'], response: replies(Type.Boolean()), summary: 'Whether a value is still free in a registered checkable field (dataId: the record edited)',
      querystring: Type.Object(optionalExcept({ tableName: str(100), fieldName: str(100), fieldVal: str(2000), dataId: str(100) }, ['tableName', 'fieldName'])),
    },
  }, async (request) => {
    const { tableName, fieldName, fieldVal, dataId } = request.query;
    const field = checkableField(tableName, fieldName);
    if (!field) throw badRequest(platformMessage('duplicateCheckRefused'));
    if (!(await hasPermission(db, request.caller().userId, checkPermissions(tableName)))) throw forbidden();
    if (fieldVal) {
      const taken = await request.tx((em) => isTaken(em, tableName, field, fieldVal, dataId));
      if (taken) throw badRequest(platformMessage('valueUnavailable'));
    }
    return ok(true, platformMessage('valueAvailable'), requestLanguage(request));
  });
}
