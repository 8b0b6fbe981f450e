// A stale save merged: the user's operations, recorded as data, applied again to the version someone else saved first;
// what no longer fits is skipped and reported, the rest lands on top of the other person's changes.
import { describe, expect, it } from 'vitest';
import type { Form } from '@yc/engine';
import { allFields, applyOperation, findField, replayOperations, type FormOperation } from '../src/index.ts';

const top = (index: number) => ({ slot: { parent: null }, index }) as const;
const base: Form = {
  formName: 'Order', formCode: 'order_form',
  fields: [{ type: 'input', key: 'name', title: 'Name', span: 12 }, { type: 'number', key: 'qty', title: 'Qty', span: 12 }],
};

describe('form operations', () => {
  it('apply one at a time, and refuse what does not fit', () => {
    const form = applyOperation(base, { op: 'update', key: 'qty', patch: { title: 'Quantity' } });
    expect(findField(form, 'qty')!.title).toBe('Quantity');
    expect(() => applyOperation(base, { op: 'remove', key: 'gone' })).toThrow('there is no control gone');
    expect(applyOperation(base, { op: 'form', patch: { formName: 'Purchase order' } }).formName).toBe('Purchase order');
  });

  it('merge a stale edit onto the version saved meanwhile, reporting the operations that no longer fit', () => {
    const mine: FormOperation[] = [
      { op: 'drop', type: 'date', at: top(2) },
      { op: 'update', key: 'name', patch: { required: 'Y' } },
      { op: 'update', key: 'qty', patch: { title: 'Quantity' } },
    ];
    // Meanwhile someone removed qty and added a remark.
    const theirs: Form = { ...base, fields: [base.fields[0]!, { type: 'textarea', key: 'remark', title: 'Remark', span: 24 }] };
    const { form, skipped } = replayOperations(theirs, mine);
    expect(allFields(form.fields).map((f) => f.key)).toEqual(['name', 'remark', 'date']);
    expect(findField(form, 'name')!.required).toBe('Y');
    expect(skipped).toEqual([{ operation: mine[2], reason: 'there is no control qty' }]);
  });
});
