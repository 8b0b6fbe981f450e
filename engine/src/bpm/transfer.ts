// Transferring a task: its handler gives it to another user (the task ends as transferred; a new one opens for them).
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** 'Cannot transfer a task to oneself' when the receiver is the handler. */
export const transferRefusal = (receiverId: string, handlerId: string): Message | null => (receiverId === handlerId ? BPM_MESSAGES.transferToSelf : null);
