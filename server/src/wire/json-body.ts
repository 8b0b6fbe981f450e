// JSON request bodies: Fastify's own parser (safe against prototype poisoning) plus two refusals, before any handler
// runs: a NUL character anywhere (PostgreSQL text cannot hold it) and nesting deeper than anything of ours needs.
// An empty body with a JSON content type is no body (HTTP clients send it that way), not an error.
import type { FastifyInstance } from 'fastify';
import { requestMessage } from '@yc/engine';
import { badRequest } from './envelope.ts';

/** The deepest nesting of arrays and objects a request body may have. */
export const MAX_JSON_DEPTH = 32;

/** What is wrong with a parsed body, or null. Recursion is bounded by MAX_JSON_DEPTH. */
function refusal(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'text may not contain NUL characters' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return `the body is nested more than ${MAX_JSON_DEPTH} levels deep`;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem = refusal(key, depth) ?? refusal(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export function installJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      const problem = refusal(value, 0);
      return problem ? done(badRequest(requestMessage('detail', { detail: problem })), undefined) : done(null, value);
    });
  });
}
