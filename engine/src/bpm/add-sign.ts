// Adding signers to a task: before the handler (they decide first; the handler's task waits and is theirs again once
// all have decided) or after (the handler's part is done; they decide next). Not at the initiator's own task after a
// rejection, never the handler themselves, and only users not deciding at the node already (newcomers.ts).
import type { AddSignPosition } from '../vocab/status.ts';
import type { Message } from '../wire/message.ts';
import { isResubmission, type TaskPosition } from './completion.ts';
import { BPM_MESSAGES } from './messages.ts';

/** Why signers cannot be added to the task at all (null: they can): the initiator's task after a rejection has no transition. */
export const addSignRefusal = (task: Pick<TaskPosition, 'node_id'>): Message | null => (isResubmission(task) ? BPM_MESSAGES.noTransition : null);

/** 'Cannot add oneself as a signer' when the handler is among the signers chosen. */
export const signersRefusal = (signers: readonly string[], handlerId: string): Message | null => (signers.includes(handlerId) ? BPM_MESSAGES.addSignSelf : null);

/** What becomes of the handler's task: it waits for signers added before, it is done with signers added after. */
export const handlerTaskAfterAddSign = (position: AddSignPosition): 'waiting' | 'done' => (position === 'before' ? 'waiting' : 'done');
