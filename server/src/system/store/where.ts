// The filters of the system store's paged lists.
import { escapeLike } from '@yc/engine/query/operators';

/** A `where` clause of the conditions whose value is given (not undefined, null or ''), with their values in order. */
export function whereGiven(conditions: [sql: string, value: unknown][]): { filter: string; params: unknown[] } {
  const given = conditions.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return { filter: given.length ? `where ${given.map(([sql]) => sql).join(' and ')}` : '', params: given.map(([, value]) => value) };
}

/** `%text%` (trimmed) for ilike, its wildcards taken literally; none for blank text. */
export const containing = (text: string | undefined) => (text?.trim() ? `%${escapeLike(text.trim())}%` : undefined);
