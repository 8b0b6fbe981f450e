// Who a task is given to besides its handler (signers added, users copied): each user once, only those who do not
// have it already; a selection made only of users who have it already is refused.
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** The users of `chosen` (in order, each once) who are not among `already`. */
export function newcomers(chosen: readonly string[], already: Iterable<string | null>): string[] {
  const have = new Set(already);
  return [...new Set(chosen)].filter((id) => !have.has(id));
}

/** 'The selected users already have this task' when nobody new was chosen. */
export const newcomersRefusal = (fresh: readonly string[]): Message | null => (fresh.length ? null : BPM_MESSAGES.usersAllDuplicates);
