// The response envelope and the errors a handler may throw; the error handler turns them into §8 replies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isMessage, MessageError, platformMessage, renderMessage, requestMessage, SUCCESS_CODE, type Envelope, type Language, type Message,
} from '@yc/engine';
import { OptimisticLockError } from '@mikro-orm/core';
import { ConnectionTimeoutError } from '../db/database.ts';

/** A success: its result and message (a catalogue message shown in `lang`, or a text shown as it is). */
export function ok<T>(result: T, message: string | Message = platformMessage('operationSuccess'), lang: Language = 'en_US'): Envelope<T> {
  const text = isMessage(message) ? renderMessage(message, lang) : message;
  return { success: true, code: SUCCESS_CODE, message: text, result, timestamp: Date.now() };
}

/**
 * An error whose message is safe to show: the HTTP status and a catalogue message (shown in the caller's language) or
 * an otherwise clear text.
 */
export class ApiError extends Error {
  /** The catalogue message, when it is one. */
  readonly catalogued?: Message;

  constructor(
    readonly status: number,
    message: string | Message,
    readonly result: unknown = null,
  ) {
    super(isMessage(message) ? renderMessage(message, 'en_US') : message);
    if (isMessage(message)) this.catalogued = message;
  }
}

export const badRequest = (message: string | Message, result: unknown = null) => new ApiError(400, message, result);
export const unauthorized = () => new ApiError(401, platformMessage('unauthorized'));
export const forbidden = () => new ApiError(403, platformMessage('accessDenied'));
export const notFound = () => new ApiError(404, platformMessage('notFound'));
export const conflict = () => new ApiError(409, platformMessage('staleVersion'));

/** The reader's language: the `lang` parameter every console call carries (English unless it asks for Chinese). */
export const requestLanguage = (request: FastifyRequest): Language =>
  ((request.query as { lang?: unknown } | undefined)?.lang === 'zh_CN' ? 'zh_CN' : 'en_US');

/** The error reply: a catalogue message in the caller's language; a text (a designer's own message) as it is. */
function fail(request: FastifyRequest, reply: FastifyReply, status: number, message: string | Message, result: unknown = null) {
  const body: Envelope = {
    success: false,
    code: String(status),
    message: isMessage(message) ? renderMessage(message, requestLanguage(request)) : message,
    result,
    timestamp: Date.now(),
  };
  return reply.status(status).send(body);
}

/** PostgreSQL's numeric_value_out_of_range. */
const NUMBER_OUT_OF_RANGE = '22003';
/** PostgreSQL's unique_violation: two requests raced to add the same code (each checked first; one insert lost). */
const UNIQUE_VIOLATION = '23505';
/** PostgreSQL's serialization_failure, deadlock_detected and foreign_key_violation: two requests raced for the same rows (one deleted what the other wrote under). */
const RACE_LOST = new Set(['40001', '40P01', '23503']);

/** The SQLSTATE of a database error (the driver's, or the one an ORM wrapped), if it is one. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (error instanceof ApiError) return fail(request, reply, error.status, error.catalogued ?? error.message, error.result);
    // The engine's refusals (a query, script, SQL or HTTP config, data source the platform will not run) are the caller's.
    if (error instanceof MessageError) return fail(request, reply, 400, (error as MessageError).catalogued ?? error.message);
    if (error.validation) return fail(request, reply, 400, requestMessage('detail', { detail: error.message }));
    const status = error.statusCode ?? 500;
    if (status === 404) return fail(request, reply, 404, platformMessage('notFound'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, …) carry no internals.
      return fail(request, reply, status, platformMessage(status === 429 ? 'tooManyAttempts' : 'badRequest'));
    }
    // A number the database cannot store (an integer column given 1e308 or 2^63 by a field without its own bound) is
    // the caller's mistake, whatever route it came through.
    const sqlState = sqlStateOf(error);
    if (sqlState === NUMBER_OUT_OF_RANGE) return fail(request, reply, 400, requestMessage('numberOutOfRange'));
    // A request that lost a race to another changes nothing and says so, the way its own check would have.
    if (sqlState === UNIQUE_VIOLATION) return fail(request, reply, 400, platformMessage('codeRepeated'));
    if ((sqlState && RACE_LOST.has(sqlState)) || error instanceof OptimisticLockError) return fail(request, reply, 409, platformMessage('staleVersion'));
    request.log.error({ err: error }, 'request failed');
    if (error instanceof ConnectionTimeoutError) return fail(request, reply, 503, platformMessage('databaseBusy'));
    return fail(request, reply, 500, platformMessage('serverError'));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return fail(request, reply, 404, platformMessage('notFound'));
}
