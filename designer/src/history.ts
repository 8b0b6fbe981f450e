// Undo and redo over immutable documents: each change pushes the state it replaced; at least 50 steps are kept (the
// oldest go first). A change after an undo drops the steps that were undone.
export const HISTORY_STEPS = 100;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** The history after a change to `next`; the same state again is no step. */
export function record<T>(history: History<T>, next: T, limit = HISTORY_STEPS): History<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [] };
}

export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past.at(-1)!, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1) };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;

/**
 * The history after a change that continues the last step (typing into the same field): the present replaced, no new
 * step, so that one undo takes the whole edit back.
 */
export function amend<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { ...history, present: next, future: [] };
}

/** How long after a change to the same property a change still joins its undo step. */
export const GROUP_MS = 500;

/** Records `next` as a new step, or as part of the last one when it changes the same `group` within GROUP_MS. */
export function grouper<T>(windowMs = GROUP_MS) {
  let last: { group: string; at: number } | undefined;
  return {
    change(history: History<T>, next: T, group?: string, now = Date.now()): History<T> {
      const joins = group !== undefined && last?.group === group && now - last.at <= windowMs && history.past.length > 0;
      last = group === undefined ? undefined : { group, at: now };
      return joins ? amend(history, next) : record(history, next);
    },
    /** An undo, redo or reload ends the step being typed. */
    reset() {
      last = undefined;
    },
  };
}
