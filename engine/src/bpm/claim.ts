// Claiming a task offered to candidate roles: only a task nobody holds, only by a member of one of the node's
// candidate roles; giving it back (unclaim) only where the node has candidate roles to give it back to.
import type { NodeSettings } from '../metadata/processTemplate.ts';
import type { Message } from '../wire/message.ts';
import { BPM_MESSAGES } from './messages.ts';

/** The roles whose members may claim the node's task. */
export const candidateRoles = (settings: NodeSettings | undefined): string[] => settings?.candidateGroups ?? [];

/** Why the caller cannot claim the task (null: they can): it is held already, or they are in none of its candidate roles. */
export function claimRefusal(assigneeId: string | null, memberOfCandidateRole: boolean): Message | null {
  if (assigneeId !== null) return BPM_MESSAGES.noRunningTask;
  return memberOfCandidateRole ? null : BPM_MESSAGES.notCandidate;
}

/** Why a claimed task cannot be given back (null: it can): its node has no candidate roles. */
export const unclaimRefusal = (settings: NodeSettings | undefined): Message | null => (candidateRoles(settings).length ? null : BPM_MESSAGES.notCandidate);
