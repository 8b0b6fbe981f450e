// Editing a form document: drop, move, copy, change and delete controls at any depth (cards, grid columns, tab panes),
// keys kept unique, the old document untouched, and every step undoable (at least 50) and redoable.
import { describe, expect, it } from 'vitest';
import type { Form } from '@yc/engine';
import { newField, validateForm, validateMetadata } from '@yc/engine';
import { fieldPaths, issuesByControl } from '../src/form/document.ts';
import {
  allFields, canRedo, canUndo, dropControl, duplicateField, findField, HISTORY_STEPS, insertField, moveField, positionOf, record, redo,
  removeField, startHistory, undo, updateField,
} from '../src/index.ts';

const empty: Form = { formName: 'Order', formCode: 'order_form', fields: [] };
const top = (index: number) => ({ slot: { parent: null }, index }) as const;
const keys = (form: Form) => allFields(form.fields).map((f) => f.key);

/** name, a grid with a card in its second column, tabs: a form with every kind of slot. */
function sample(): Form {
  let form = dropControl(empty, 'input', top(0)).form;
  form = dropControl(form, 'grid', top(1)).form;
  form = dropControl(form, 'card', { slot: { parent: 'grid', column: 1 }, index: 0 }).form;
  form = dropControl(form, 'number', { slot: { parent: 'card' }, index: 0 }).form;
  form = dropControl(form, 'tabs', top(2)).form;
  return dropControl(form, 'date', { slot: { parent: 'tabs', pane: 0 }, index: 0 }).form;
}

describe('form document operations', () => {
  it('drops controls into every kind of slot with unique keys, the result a valid form', () => {
    const form = sample();
    expect(keys(form)).toEqual(['input', 'grid', 'card', 'number', 'tabs', 'date']);
    expect(positionOf(form, 'number')).toEqual({ slot: { parent: 'card' }, index: 0 });
    expect(positionOf(form, 'card')).toEqual({ slot: { parent: 'grid', column: 1 }, index: 0 });
    expect(dropControl(form, 'input', top(0)).key).toBe('input_2');
    expect(validateMetadata('form', form)).toMatchObject({ ok: true });
  });

  it('leaves the document it was given as it was', () => {
    const form = sample();
    const before = JSON.stringify(form);
    moveField(form, 'number', top(0));
    removeField(form, 'grid');
    updateField(form, 'input', { title: 'Changed' });
    expect(JSON.stringify(form)).toBe(before);
  });

  it('moves a control out of a container, within a list, and refuses moving a container into itself', () => {
    const form = sample();
    const out = moveField(form, 'number', top(0));
    expect(out.fields.map((f) => f.key)).toEqual(['number', 'input', 'grid', 'tabs']);
    expect(findField(out, 'card')!.children).toEqual([]);
    const down = moveField(form, 'input', top(3));
    expect(down.fields.map((f) => f.key)).toEqual(['grid', 'tabs', 'input']);
    expect(() => moveField(form, 'grid', { slot: { parent: 'card' }, index: 0 })).toThrow('cannot move into itself');
    expect(() => insertField(form, { type: 'input', key: 'date' }, top(0))).toThrow('key date is taken');
  });

  it('copies a container with fresh keys for it and what it holds, right after it', () => {
    const { form, key } = duplicateField(sample(), 'grid');
    expect(key).toBe('grid_copy');
    expect(form.fields.map((f) => f.key)).toEqual(['input', 'grid', 'grid_copy', 'tabs']);
    expect(keys(form).filter((k) => k.endsWith('_copy'))).toEqual(['grid_copy', 'card_copy', 'number_copy']);
    expect(new Set(keys(form)).size).toBe(keys(form).length);
  });

  it('changes a control in place and removes one with what it holds', () => {
    const form = updateField(sample(), 'number', { title: 'Quantity', required: 'Y' });
    expect(findField(form, 'number')).toMatchObject({ title: 'Quantity', required: 'Y', type: 'number' });
    expect(keys(removeField(form, 'grid'))).toEqual(['input', 'tabs', 'date']);
    expect(removeField(form, 'nope')).toBe(form);
  });
});

describe('undo and redo', () => {
  it('steps back and forth; a change after an undo drops what was undone', () => {
    let history = startHistory(empty);
    history = record(history, dropControl(history.present, 'input', top(0)).form);
    history = record(history, dropControl(history.present, 'number', top(1)).form);
    expect(keys(undo(history).present)).toEqual(['input']);
    expect(keys(redo(undo(history)).present)).toEqual(['input', 'number']);
    const branched = record(undo(history), dropControl(undo(history).present, 'date', top(1)).form);
    expect([keys(branched.present), canRedo(branched)]).toEqual([['input', 'date'], false]);
    expect(undo(startHistory(empty)).present).toBe(empty);
  });

  it(`keeps at least 50 steps (${HISTORY_STEPS})`, () => {
    let history = startHistory(empty);
    for (let i = 0; i < HISTORY_STEPS + 10; i++) history = record(history, dropControl(history.present, 'input', top(i)).form);
    let steps = 0;
    while (canUndo(history)) {
      history = undo(history);
      steps++;
    }
    expect(steps).toBe(HISTORY_STEPS);
    expect(HISTORY_STEPS).toBeGreaterThanOrEqual(50);
    expect(keys(history.present)).toHaveLength(10);
  });
});

describe('issues by control', () => {
  it('gives each engine issue to the deepest control its path leads to', () => {
    const form = { formName: 'x', formCode: 'x', fields: [newField('input', 'a'), { ...newField('grid', 'g'), columns: [{ span: 12, children: [{ ...newField('input', 'b'), span: 99 }] }, { span: 12, children: [] }] }] };
    expect(fieldPaths(form).map((p) => p.path)).toEqual(['/fields/0', '/fields/1', '/fields/1/columns/0/children/0']);
    const issues = [...validateForm(form), { path: '/formName', message: 'x' }];
    const byControl = issuesByControl(form, issues);
    expect(byControl.get('b')!.map((i) => i.path)).toEqual(['/fields/1/columns/0/children/0/span']);
    expect(byControl.get('g')).toBeUndefined();
    expect(byControl.get('')!.map((i) => i.path)).toEqual(['/formName']);
  });
});
