// How a node's assignees sign, decided from its settings and counts alone: one of them (or-sign, the default), all of
// them (countersign), a share of them (ratio), or all one after another (sequential countersign: each task opens once
// the one before it has approved). Also which node is offered to candidate roles for one of their members to claim.
import type { NodeSettings } from '../metadata/processTemplate.ts';

/** The to-do tasks of a node that decide it: approved ones, and those still open or waiting their turn. */
export interface SignCounts {
  approved: number;
  deciding: number;
}

/** A countersign: all its assignees (or a share of them) decide; any other node is complete at its first approval. */
export const isCountersign = (settings: NodeSettings | undefined): boolean => (settings?.signMode ?? 'any') === 'all';

/** A countersign whose assignees decide one after another (in the order the rules name them). */
export const isSequential = (settings: NodeSettings | undefined): boolean => settings?.signMode === 'all' && settings.sequential === true;

/** A node offered to the members of its candidate roles (and to nobody else): one task, for one of them to claim. */
export const isOffered = (settings: NodeSettings | undefined): boolean =>
  (settings?.candidateGroups?.length ?? 0) > 0 && (settings?.assignees ?? []).every((rule) => rule.type === 'role');

/** Whether the node's work is done once another of its tasks is approved: its sign mode decides (approved of all deciding). */
export function nodeComplete(settings: NodeSettings | undefined, { approved, deciding }: SignCounts): boolean {
  if (!isCountersign(settings)) return true;
  return settings?.completionRatio !== undefined ? approved / deciding >= settings.completionRatio : approved === deciding;
}

/**
 * What an approval at the node leads to: `complete` (the process goes on, the node's other tasks end), `openNext`
 * (a sequential countersign: the next assignee's task opens) or `wait` (the other assignees of a parallel countersign
 * still decide).
 */
export function afterApproval(settings: NodeSettings | undefined, counts: SignCounts): 'complete' | 'openNext' | 'wait' {
  if (nodeComplete(settings, counts)) return 'complete';
  return isSequential(settings) ? 'openNext' : 'wait';
}

/** The statuses of the tasks of a node's assignees, in the order the rules name them: a sequential countersign opens the first only. */
export function initialStatuses(settings: NodeSettings | undefined, count: number): ('open' | 'waiting')[] {
  const oneByOne = isSequential(settings);
  return Array.from({ length: count }, (_, i) => (oneByOne && i > 0 ? 'waiting' : 'open'));
}

/** A task of a sequential countersign waiting its turn. */
export interface WaitingTurn {
  id: string;
  createdAt: Date | string;
}

/**
 * Whose turn is next in a sequential countersign: the waiting task created first; none when all have signed. Within one
 * millisecond the order given decides (the store reads the tasks by their creation time to the microsecond, which a
 * Date cannot hold: tasks of one node are created in the same millisecond).
 */
export function nextInSequence<T extends WaitingTurn>(waiting: readonly T[]): T | undefined {
  const time = (task: T) => new Date(task.createdAt).getTime();
  return [...waiting].sort((a, b) => time(a) - time(b))[0];
}
