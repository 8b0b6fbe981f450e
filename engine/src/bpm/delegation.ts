// A delegation (a user's new to-do tasks of chosen processes, or of all, go to a bailee for a period), decided from
// the request and the clock: some process must be chosen, the period must run forward and not have ended, the bailee
// is not the delegator, every chosen process exists; where it stands at a moment; whether it covers a process.
import type { DelegationState } from '../vocab/status.ts';
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** A delegation as asked for. */
export interface DelegationRequest {
  allProcesses: boolean;
  templateKeys: readonly string[];
  startTime: Date;
  endTime: Date;
}

/** Why the delegation cannot be made, from the request alone (null: it can, so far). */
export function delegationRefusal({ allProcesses, templateKeys, startTime, endTime }: DelegationRequest, now: number): Message | null {
  if (!allProcesses && !templateKeys.length) return BPM_MESSAGES.delegateNoProcess;
  if (startTime > endTime) return BPM_MESSAGES.delegatePeriod;
  if (endTime.getTime() <= now) return BPM_MESSAGES.delegateEndPast;
  return null;
}

/** The template keys a delegation keeps: null for all processes. */
export const delegatedKeys = ({ allProcesses, templateKeys }: Pick<DelegationRequest, 'allProcesses' | 'templateKeys'>): string[] | null =>
  allProcesses ? null : [...templateKeys];

/** Why the bailee cannot be chosen, or a chosen process is unknown (null: neither). */
export function delegationPartiesRefusal(delegatorId: string, baileeId: string, keys: readonly string[] | null, known: ReadonlySet<string>): Message | null {
  if (baileeId === delegatorId) return BPM_MESSAGES.delegateToSelf;
  const unknown = keys?.find((key) => !known.has(key));
  return unknown !== undefined ? BPM_MESSAGES.templateUnknown(unknown) : null;
}

/** Where a delegation stands at `now` (cancelled first, then pending before its start, expired after its end). */
export function delegationState(
  { startTime, endTime, cancelledAt }: { startTime: Date; endTime: Date; cancelledAt?: Date | null }, now: number,
): DelegationState {
  if (cancelledAt) return 'cancelled';
  if (now < startTime.getTime()) return 'pending';
  return now > endTime.getTime() ? 'expired' : 'active';
}

/** Whether the delegation covers a process: all processes, or one of its keys. */
export const delegationCovers = (keys: readonly string[] | null, templateKey: string): boolean => keys === null || keys.includes(templateKey);
