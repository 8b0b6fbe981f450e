// @vitest-environment happy-dom
// The cells of an editable table in happy-dom: each form control gets its editor (the console's form widgets), with
// the control's options (dictionary ones included), and hands back the value the form expects; other controls are
// read-only; a value shown in a cell is the stored one.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, type Mounted } from './dom-helpers.tsx';
import { valueFields, type Form, type Option } from '../src/renderers/engine.ts';
import { CellEditor, cellEditorKind, isLightEditor, storedValue, type CellEditorKind } from '../src/renderers/view/grid-cells.tsx';

const PRIORITIES: Option[] = [{ label: '低', labelEn: 'Low', value: 'L' }, { label: '高', labelEn: 'High', value: 'H' }];
const form: Pick<Form, 'fields'> = {
  fields: [
    { type: 'input', key: 'product' },
    { type: 'number', key: 'qty', props: { min: 0 } },
    { type: 'select', key: 'priority', showConfig: { dictOption: { dictCode: 'priority' } } },
    { type: 'select', key: 'tags', props: { mode: 'multiple' }, showConfig: { options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] } },
    { type: 'radio', key: 'size', showConfig: { options: [{ label: 'S', value: 's' }] } },
    { type: 'checkbox', key: 'colours', showConfig: { options: [{ label: 'Red', value: 'r' }, { label: 'Blue', value: 'b' }] } },
    { type: 'switch', key: 'urgent' },
    { type: 'date', key: 'ship_date' },
    { type: 'time', key: 'ship_time' },
    { type: 'textarea', key: 'note' },
    { type: 'rate', key: 'stars' },
    { type: 'uploadFile', key: 'files' },
  ],
};
const fields = new Map(valueFields(form, { dictOptions: (code) => (code === 'priority' ? PRIORITIES : undefined) }).map((vf) => [vf.field.key, vf]));
const field = (key: string) => fields.get(key)!;

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

/** The editor of a field drawn with a value; the values it hands back are collected. */
function draw(key: string, value: unknown): unknown[] {
  const changes: unknown[] = [];
  ui = mount();
  ui.render(<CellEditor vf={field(key)} kind={cellEditorKind(field(key))!} id={`cell-${key}`} value={value} onChange={(v) => changes.push(v)} />);
  return changes;
}

describe('the editor of a cell', () => {
  it.each<[string, CellEditorKind | undefined]>([
    ['product', 'text'], ['qty', 'number'], ['priority', 'select'], ['tags', 'multiple'], ['size', 'select'], ['colours', 'multiple'],
    ['urgent', 'switch'], ['ship_date', 'date'], ['ship_time', 'time'], ['note', 'textarea'], ['stars', undefined], ['files', undefined],
  ])('of %s is %s', (key, kind) => {
    expect(cellEditorKind(field(key))).toBe(kind);
  });

  it('is drawn in every cell only when light (a text input, a switch)', () => {
    expect((['text', 'switch', 'number', 'select', 'date'] as const).map(isLightEditor)).toEqual([true, true, false, false, false]);
  });

  it('of a number is an InputNumber handing back a number', async () => {
    const changes = draw('qty', 3);
    const input = ui!.container.querySelector<HTMLInputElement>('.ant-input-number input')!;
    expect(input.value).toBe('3');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '12');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(changes.at(-1)).toBe(12);
  });

  it("of a select shows the dictionary option's label for the value", () => {
    draw('priority', 'H');
    expect(ui!.container.querySelector('.ant-select')).not.toBeNull();
    expect(ui!.container.textContent).toContain('高');
  });

  it('of check boxes is a multiple select of its options', () => {
    draw('colours', ['r', 'b']);
    expect(ui!.container.querySelector('.ant-select-multiple')).not.toBeNull();
    expect(ui!.container.textContent).toContain('Red');
    expect(ui!.container.textContent).toContain('Blue');
  });

  it('of a switch hands back a boolean', async () => {
    const changes = draw('urgent', false);
    await act(async () => ui!.container.querySelector<HTMLElement>('.ant-switch')!.click());
    expect(changes).toEqual([true]);
  });

  it('of a date is a DatePicker showing the date in its format', () => {
    draw('ship_date', '2026-03-15');
    expect(ui!.container.querySelector<HTMLInputElement>('.ant-picker input')!.value).toBe('2026-03-15');
  });
});

describe('a value shown in a cell', () => {
  it('is the stored one (lists joined, switches as their stored values)', () => {
    expect(storedValue(field('colours'), ['r', 'b'])).toBe('r,b');
    expect(storedValue(field('urgent'), true)).toBe('Y');
    expect(storedValue(field('qty'), 12)).toBe(12);
    expect(storedValue(field('qty'), null)).toBeNull();
  });
});
