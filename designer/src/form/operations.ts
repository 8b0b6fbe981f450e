// The designer's edits as data: each change to a form is an operation, so that a save refused because someone else
// saved first (a stale version) can be merged — the latest version reloaded and the user's operations applied to it
// again. An operation that no longer fits (its control was deleted, its key taken) is skipped and reported.
import type { ControlType, Form, FormField } from '@yc/engine';
import { dropControl, duplicateField, findField, insertField, moveField, rekeyField, removeField, updateField, type Position } from './document.ts';

export type FormOperation =
  | { op: 'drop'; type: ControlType; at: Position }
  | { op: 'insert'; field: FormField; at: Position }
  | { op: 'move'; key: string; to: Position }
  | { op: 'duplicate'; key: string }
  | { op: 'update'; key: string; patch: Partial<Omit<FormField, 'key' | 'type'>> }
  | { op: 'remove'; key: string }
  | { op: 'rekey'; key: string; to: string }
  | { op: 'form'; patch: Partial<Omit<Form, 'fields' | 'formCode'>> };

/** The form after one operation; throws when it does not fit the form. */
export function applyOperation(form: Form, operation: FormOperation): Form {
  const needs = (key: string) => {
    if (!findField(form, key)) throw new Error(`there is no control ${key}`);
  };
  switch (operation.op) {
    case 'drop':
      return dropControl(form, operation.type, operation.at).form;
    case 'insert':
      return insertField(form, operation.field, operation.at);
    case 'move':
      needs(operation.key);
      return moveField(form, operation.key, operation.to);
    case 'duplicate':
      needs(operation.key);
      return duplicateField(form, operation.key).form;
    case 'update':
      needs(operation.key);
      return updateField(form, operation.key, operation.patch);
    case 'remove':
      needs(operation.key);
      return removeField(form, operation.key);
    case 'rekey':
      needs(operation.key);
      return rekeyField(form, operation.key, operation.to);
    case 'form':
      return { ...form, ...operation.patch };
  }
}

/** The user's operations applied again to another version of the form: what fits is applied, the rest reported. */
export function replayOperations(form: Form, operations: readonly FormOperation[]): { form: Form; skipped: { operation: FormOperation; reason: string }[] } {
  const skipped: { operation: FormOperation; reason: string }[] = [];
  let current = form;
  for (const operation of operations) {
    try {
      current = applyOperation(current, operation);
    } catch (error) {
      skipped.push({ operation, reason: (error as Error).message });
    }
  }
  return { form: current, skipped };
}
