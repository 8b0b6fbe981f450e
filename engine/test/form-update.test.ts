// Bringing a generated form and page up to date with a changed model keeps the designer's edits.
import { describe, expect, it } from 'vitest';
import type { Form, TableModel, View } from '../src/metadata/index.ts';
import { generateDefaultForm, generateDefaultView } from '../src/form/generate.ts';
import { updateFormFromModel, updateViewFromModel } from '../src/form/update.ts';

const model = (codes: string[]): TableModel => ({
  tableName: 'customer', tableDesc: 'Customers', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
  columns: codes.map((colCode) => ({ colCode, colName: colCode.toUpperCase(), colType: 'varchar', colLength: 50 })),
});

describe('updating from the model', () => {
  const original = model(['name', 'phone', 'city']);
  // The designer renamed a title, widened a field, added a virtual field and a divider, and put phone in a card.
  const designed: Form = {
    ...generateDefaultForm(original),
    fields: [
      { ...generateDefaultForm(original).fields[0]!, title: 'Customer name', span: 24 },
      { type: 'card', key: 'contact', title: 'Contact', children: [generateDefaultForm(original).fields[1]!] } as Form['fields'][number],
      generateDefaultForm(original).fields[2]!,
      { type: 'input', key: '_temp_note', title: 'Note' },
      { type: 'divider', key: 'd1', title: '' },
    ],
  };

  it('adds fields for new columns, removes those of dropped ones at any depth, and keeps the rest', () => {
    const { item, added, removed } = updateFormFromModel(designed, model(['name', 'city', 'email']));
    expect(added).toEqual(['email']);
    expect(removed).toEqual(['phone']);
    expect(item.fields.map((f) => f.key)).toEqual(['name', 'contact', 'city', '_temp_note', 'd1', 'email']);
    expect(item.fields[0]).toMatchObject({ title: 'Customer name', span: 24 });
    expect((item.fields[1] as { children: unknown[] }).children).toEqual([]);
  });

  it('keeps a sub-table and a oneToOne section whole: their keys are columns of child tables, not of the model', () => {
    const withChildren: Form = {
      ...designed,
      fields: [
        ...designed.fields,
        { type: 'editableTable', key: 'lines', title: 'Lines', props: { tableName: 'customer_line', formCode: 'customer_line_form' } },
        { type: 'card', key: 'profile', title: 'Profile', props: { oneToOne: 'customer_profile' }, children: [{ type: 'input', key: 'bio', title: 'Bio' }] },
      ] as Form['fields'],
    };
    const { item, added, removed } = updateFormFromModel(withChildren, model(['name', 'phone', 'city', 'email']));
    expect([added, removed]).toEqual([['email'], []]);
    expect(item.fields.find((f) => f.key === 'lines')).toEqual(withChildren.fields.find((f) => f.key === 'lines'));
    expect(item.fields.find((f) => f.key === 'profile')).toEqual(withChildren.fields.find((f) => f.key === 'profile'));
  });

  it('changes nothing when the model did not change', () => {
    const { item, added, removed } = updateFormFromModel(designed, original);
    expect([added, removed]).toEqual([[], []]);
    expect(item).toEqual(designed);
  });

  it('lists new columns on the page (not in the query bar) and drops removed ones, keeping widths and order', () => {
    const view: View = generateDefaultView(original);
    const designedView = { ...view, columns: [...view.columns].reverse().map((c) => ({ ...c, colWidth: 120 })) };
    const { item, added, removed } = updateViewFromModel(designedView, model(['name', 'city', 'email']));
    expect([added, removed]).toEqual([['email'], ['phone']]);
    expect(item.columns.map((c) => c.colCode)).toEqual(['city', 'name', 'email']);
    expect(item.columns[0]).toMatchObject({ colWidth: 120 });
    expect(item.columns[2]!.isQuery).toBeUndefined();
    expect(item.buttons).toEqual(designedView.buttons);
  });
});
