// A design session of one form: the document with the operations made since it was loaded (so that a stale save can
// be merged), its undo/redo history, and what drag and drop turns into operations. Pure: the screen holds it in state.
import type { ControlType, Form } from '@yc/engine';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '../../history.ts';
import { dropControl, duplicateField, findField, positionOf, type Position, type Slot } from '../document.ts';
import { applyOperation, replayOperations, type FormOperation } from '../operations.ts';

export interface Design {
  form: Form;
  /** The operations since the version the session is based on. */
  operations: FormOperation[];
}

export interface Session {
  history: History<Design>;
  /** The stored version the session is based on. */
  version: number;
  selected?: string;
}

export const startSession = (form: Form, version: number): Session => ({ history: startHistory({ form, operations: [] }), version });

export const current = (session: Session): Form => session.history.present.form;
export const isDirty = (session: Session) => session.history.present.operations.length > 0;
export { canRedo, canUndo };

/** The session after an operation (recorded for undo); an operation that does not fit leaves it as it was. */
export function apply(session: Session, operation: FormOperation, select?: string): Session {
  const { form, operations } = session.history.present;
  let next: Form;
  try {
    next = applyOperation(form, operation);
  } catch {
    return session;
  }
  const selected = select ?? (operation.op === 'remove' && operation.key === session.selected ? undefined : operation.op === 'rekey' && operation.key === session.selected ? operation.to : session.selected);
  return { ...session, history: record(session.history, { form: next, operations: [...operations, operation] }), selected };
}

/** Adds a control of a type at a position, selected; stored as an insert of the exact control so that a merge keeps its key. */
export function addControl(session: Session, type: ControlType, at: Position): Session {
  const { form, key } = dropControl(current(session), type, at);
  const field = findField(form, key)!;
  return apply(session, { op: 'insert', field, at }, key);
}

/** Adds a control after the selected one (in its slot), or at the end of the form. */
export function addControlHere(session: Session, type: ControlType): Session {
  const at = session.selected ? positionOf(current(session), session.selected) : undefined;
  return addControl(session, type, at ? { slot: at.slot, index: at.index + 1 } : { slot: { parent: null }, index: current(session).fields.length });
}

/** Moves a control one place up or down within its list. */
export function shift(session: Session, key: string, by: -1 | 1): Session {
  const at = positionOf(current(session), key);
  if (!at) return session;
  const index = by < 0 ? at.index - 1 : at.index + 2;
  if (index < 0) return session;
  return apply(session, { op: 'move', key, to: { slot: at.slot, index } });
}

/** A copy of a control right after it, selected. */
export function copy(session: Session, key: string): Session {
  const { key: copyKey } = duplicateField(current(session), key);
  return copyKey === key ? session : apply(session, { op: 'duplicate', key }, copyKey);
}

export const select = (session: Session, key: string | undefined): Session => ({ ...session, selected: key });
export const undoSession = (session: Session): Session => (canUndo(session.history) ? reselect({ ...session, history: undo(session.history) }) : session);
export const redoSession = (session: Session): Session => (canRedo(session.history) ? reselect({ ...session, history: redo(session.history) }) : session);
const reselect = (session: Session): Session =>
  session.selected && !findField(current(session), session.selected) ? { ...session, selected: undefined } : session;

/** After a save: the saved document is the new base (its history kept, its operations done). */
export const saved = (session: Session, version: number): Session => ({
  ...session, version, history: { ...session.history, present: { ...session.history.present, operations: [] } },
});

/** Someone saved first: start again from theirs. */
export const reload = (form: Form, version: number): Session => startSession(form, version);

/** Someone saved first: the user's operations applied again to theirs (what no longer fits reported). */
export function merge(session: Session, theirs: Form, version: number): { session: Session; skipped: { operation: FormOperation; reason: string }[] } {
  const { operations } = session.history.present;
  const { form, skipped } = replayOperations(theirs, operations);
  const applied = operations.filter((o) => !skipped.some((s) => s.operation === o));
  const base: Session = { history: startHistory({ form: theirs, operations: [] }), version, selected: session.selected };
  return { session: reselect({ ...base, history: record(base.history, { form, operations: applied }) }), skipped };
}

// Drag and drop: what is dragged and where it may land, as dnd-kit hands them over (`active.data`, `over.data`).
export type Dragged = { kind: 'palette'; type: ControlType } | { kind: 'field'; key: string };
export interface DropTarget { at: Position }

/** The operation a drop makes, or undefined when it makes none (dropped nowhere, or where it already is). */
export function dropOperation(session: Session, dragged: Dragged | undefined, target: DropTarget | undefined): Session {
  if (!dragged || !target) return session;
  if (dragged.kind === 'palette') return addControl(session, dragged.type, target.at);
  const from = positionOf(current(session), dragged.key);
  if (from && sameSlot(from.slot, target.at.slot) && (target.at.index === from.index || target.at.index === from.index + 1)) return session;
  return apply(session, { op: 'move', key: dragged.key, to: target.at }, dragged.key);
}

export const sameSlot = (a: Slot, b: Slot) => JSON.stringify(a) === JSON.stringify(b);
/** A slot as a drop zone id. */
export const slotId = (slot: Slot) => JSON.stringify(slot);
