// A design session: drops from the palette and moves as dnd-kit hands them over, undo/redo with selection, rebinding a
// control to a column, and a stale save merged onto the version saved meanwhile.
import { describe, expect, it } from 'vitest';
import { newField, type Form } from '@yc/engine';
import { findField, rekeyField } from '../src/form/document.ts';
import {
  addControlHere, apply, current, dropOperation, isDirty, merge, redoSession, saved, select, shift, startSession, undoSession,
} from '../src/form/ui/session.ts';

const form = (): Form => ({
  formName: 'Customer', formCode: 'customer_form',
  fields: [newField('input', 'name'), newField('number', 'age'), { ...newField('grid', 'g1') }],
});
const keys = (f: Form) => f.fields.map((x) => x.key);

describe('form design session', () => {
  it('drops a palette control where dnd-kit says, selected, and undoes it', () => {
    let s = startSession(form(), 3);
    s = dropOperation(s, { kind: 'palette', type: 'date' }, { at: { slot: { parent: null }, index: 1 } });
    expect(keys(current(s))).toEqual(['name', 'date', 'age', 'g1']);
    expect(s.selected).toBe('date');
    expect(isDirty(s)).toBe(true);
    s = undoSession(s);
    expect(keys(current(s))).toEqual(['name', 'age', 'g1']);
    expect(s.selected).toBeUndefined();
    s = redoSession(s);
    expect(keys(current(s))).toEqual(['name', 'date', 'age', 'g1']);
  });

  it('moves a control into a grid column and ignores a drop where it already is', () => {
    let s = startSession(form(), 1);
    const same = dropOperation(s, { kind: 'field', key: 'name' }, { at: { slot: { parent: null }, index: 1 } });
    expect(same).toBe(s);
    s = dropOperation(s, { kind: 'field', key: 'age' }, { at: { slot: { parent: 'g1', column: 1 }, index: 0 } });
    expect(keys(current(s))).toEqual(['name', 'g1']);
    expect(findField(current(s), 'g1')!.columns![1]!.children.map((c) => c.key)).toEqual(['age']);
    // A container never moves into itself.
    const inside = dropOperation(s, { kind: 'field', key: 'g1' }, { at: { slot: { parent: 'g1', column: 0 }, index: 0 } });
    expect(current(inside)).toBe(current(s));
    expect(dropOperation(s, undefined, { at: { slot: { parent: null }, index: 0 } })).toBe(s);
  });

  it('adds after the selected control, shifts it up and down, and rebinds it to a column', () => {
    let s = select(startSession(form(), 1), 'name');
    s = addControlHere(s, 'select');
    expect(keys(current(s))).toEqual(['name', 'select', 'age', 'g1']);
    s = shift(s, 'select', 1);
    expect(keys(current(s))).toEqual(['name', 'age', 'select', 'g1']);
    s = shift(s, 'select', -1);
    s = shift(s, 'select', -1);
    expect(keys(current(s))).toEqual(['select', 'name', 'age', 'g1']);
    s = apply(s, { op: 'rekey', key: 'select', to: 'level' });
    expect(s.selected).toBe('level');
    expect(keys(current(s))[0]).toBe('level');
    // A key another control has, or no field name, is refused and changes nothing.
    expect(apply(s, { op: 'rekey', key: 'level', to: 'age' })).toBe(s);
    expect(() => rekeyField(current(s), 'level', 'not a name')).toThrow();
  });

  it('merges a stale design: the user\'s edits applied again to the version saved meanwhile', () => {
    let mine = startSession(form(), 3);
    mine = apply(mine, { op: 'update', key: 'name', patch: { title: 'Customer name' } });
    mine = apply(mine, { op: 'remove', key: 'age' });
    const theirs: Form = { ...form(), fields: [newField('input', 'name'), newField('textarea', 'note')] };
    const { session, skipped } = merge(mine, theirs, 4);
    expect(session.version).toBe(4);
    expect(current(session).fields.map((f) => [f.key, f.title])).toEqual([['name', 'Customer name'], ['note', '多行文本']]);
    expect(skipped.map((s) => s.operation.op)).toEqual(['remove']);
    // The merge is one undo step back to theirs.
    expect(keys(current(undoSession(session)))).toEqual(['name', 'note']);
    expect(isDirty(saved(session, 5))).toBe(false);
  });
});
