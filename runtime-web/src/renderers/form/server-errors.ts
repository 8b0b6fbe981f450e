// A refused save's per-field problems (a 400 whose result lists {key, message}) as RJSF errors under their
// fields: the server's truth (e.g. a value that must be unique) shown where the browser's checks show theirs.
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '../../request/http.ts';
import { problemText, type FieldProblem } from './messages.ts';

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && typeof (value as FieldProblem).key === 'string' && typeof (value as FieldProblem).message === 'string';

/** The field errors an error carries, or undefined when it names no field. */
export function serverFieldErrors(error: unknown): ErrorSchema | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const problems = (error.result as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(problems)) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const problem of problems.filter(isFieldProblem)) {
    (schema[problem.key] ??= { __errors: [] }).__errors.push(problemText(problem));
  }
  return Object.keys(schema).length ? (schema as ErrorSchema) : undefined;
}
