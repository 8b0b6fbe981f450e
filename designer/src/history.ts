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
