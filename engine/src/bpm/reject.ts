// Rejecting a task, decided from the task, its node's settings and the nodes the process waited at before: the
// initiator's own task (a resubmission) and a signer added before the handler cannot reject; a node requiring an
// opinion needs one; the target is the initiator, the node before (the latest earlier node) or a chosen earlier node,
// and none is 'No transition'. Going back, the timers kept at the chosen node start again from now.
import type { NodeSettings } from '../metadata/processTemplate.ts';
import type { RejectTarget } from '../vocab/status.ts';
import type { Message } from '../wire/message.ts';
import { isResubmission, opinionRefusal, type TaskPosition } from './completion.ts';
import { BPM_MESSAGES } from './messages.ts';

/** Why the task cannot be rejected at all (null: it can). */
export function rejectRefusal(task: TaskPosition, settings: NodeSettings | undefined, opinion: string | undefined | null): Message | null {
  if (isResubmission(task) || task.add_sign === 'before') return BPM_MESSAGES.noTransition;
  return opinionRefusal(settings, opinion);
}

/** An earlier node the process waited at. */
export interface EarlierNode {
  nodeId: string;
}

/**
 * The node a rejection to `target` goes back to, of the earlier nodes (the latest first): the first for `previous`,
 * the one named for `node`; undefined when there is none (or for `initiator`, which goes to no node).
 */
export function rejectTargetNode<T extends EarlierNode>(earlier: readonly T[], target: RejectTarget, nodeId?: string): T | undefined {
  if (target === 'previous') return earlier[0];
  if (target === 'node') return earlier.find((node) => node.nodeId === nodeId);
  return undefined;
}

/** A timer as a run keeps it. */
export interface KeptTimer {
  id: string;
  fireAt: string | Date;
}

/** The timers kept at a node when the process waited there (at `keptAt`), started again at `now`: each as far ahead as it was. */
export function restartedTimers(timers: readonly KeptTimer[], keptAt: Date | string, now: number): { id: string; fireAt: string }[] {
  const shift = now - new Date(keptAt).getTime();
  return timers.map((timer) => ({ id: timer.id, fireAt: new Date(new Date(timer.fireAt).getTime() + shift).toISOString() }));
}
