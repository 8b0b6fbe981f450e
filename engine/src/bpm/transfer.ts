// Transferring a task: its handler gives it to another user (the task ends as transferred; a new one opens for them);
// an administrator gives it to another handler (reassigning: never to its handler, never a second voice at its node).
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** 'Cannot transfer a task to oneself' when the receiver is the handler. */
export const transferRefusal = (receiverId: string, handlerId: string): Message | null => (receiverId === handlerId ? BPM_MESSAGES.transferToSelf : null);

/**
 * Why an administrator cannot give the task to the receiver (null: they can): it is theirs already ('The task is
 * already this user's'), or they decide at its node already — a second voice ('The selected users already have this task').
 */
export function reassignRefusal(receiverId: string, assigneeId: string | null, receiverDecidesThere: boolean): Message | null {
  if (receiverId === assigneeId) return BPM_MESSAGES.reassignToSame;
  return receiverDecidesThere ? BPM_MESSAGES.usersAllDuplicates : null;
}
