// The small helpers the BPM store's statements share.
import type { Statement } from '../../db/database.ts';

/** `?, ?, …`: one placeholder for each value. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(',');

/**
 * A statement with its `?` parameters numbered `$1`, `$2`, … in order, as the prepared statements of the lists take them
 * (their text uses no `?` operator); placeholders and values must agree in number.
 */
export function statement(text: string, values: unknown[]): Statement {
  let n = 0;
  const numbered = text.replace(/\?/g, () => `$${++n}`);
  if (n !== values.length) throw new Error('statement placeholders and values differ in number');
  return { text: numbered, values };
}
