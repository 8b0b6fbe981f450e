// Small SQL helpers of the identity module: bound lists, conditions, and PostgreSQL refusals without echoing them.
import { ALWAYS, NEVER, OPERATOR_RULES, placeholders, platformMessage, requestMessage, type Message, type SqlFragment } from '@yc/engine';
import { badRequest } from '../wire/envelope.ts';

export { ALWAYS, NEVER, placeholders, type SqlFragment };

/** The fragments joined by `and`, each in parentheses. */
export function and(fragments: readonly SqlFragment[]): SqlFragment {
  if (fragments.length === 0) return ALWAYS;
  return { text: fragments.map((f) => `(${f.text})`).join(' and '), values: fragments.flatMap((f) => f.values) };
}

/** The fragments joined by `or`, each in parentheses; no fragment is no match. */
export function or(fragments: readonly SqlFragment[]): SqlFragment {
  if (fragments.length === 0) return NEVER;
  return { text: fragments.map((f) => `(${f.text})`).join(' or '), values: fragments.flatMap((f) => f.values) };
}

/** The constraint a PostgreSQL unique violation names, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

/**
 * Runs the work; a unique index refusal (two saves racing past the checks) becomes a 400 with a catalogue message
 * (the constraint's, 'code repeated' unless told).
 */
export async function refusingDuplicates<T>(
  work: () => Promise<T>, message: (constraint: string) => Message = () => platformMessage('codeRepeated'),
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw badRequest(message(constraint));
    throw error;
  }
}

/** `x like ?` pattern for "contains", with the user's wildcards escaped. */
export const containsPattern = (value: string) => OPERATOR_RULES.like.pattern!(value);

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids as one bound PostgreSQL array (`?::uuid[]`), so that a list is written in one statement (with unnest). */
export function uuidArray(ids: readonly string[]): string {
  if (ids.some((id) => !UUID_SHAPE.test(id))) throw badRequest(requestMessage('notAnId'));
  return `{${ids.join(',')}}`;
}
