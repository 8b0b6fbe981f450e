// @vitest-environment happy-dom
// A read-only form (a list's detail dialog, a process page whose node edits nothing) shows values as text, not in grey
// disabled controls (issue #42): typed values as they are, line breaks kept, option controls by their labels; controls
// that show their value themselves (a switch here) stay as they are, locked.
import { afterEach, describe, expect, it } from 'vitest';
import '../src/i18n/language.ts';
import { mount, waitFor, type Mounted } from './dom-helpers.tsx';
import { FormRenderer } from '../src/renderers/form/FormRenderer.tsx';
import type { Form } from '../src/renderers/engine.ts';

const form: Form = {
  formName: 'Visit', formCode: 'visit_form',
  fields: [
    { type: 'input', key: 'name', title: 'Name' },
    { type: 'textarea', key: 'note', title: 'Note' },
    { type: 'select', key: 'level', title: 'Level', showConfig: { options: [{ value: 'vip', label: 'VIP' }, { value: 'std', label: 'Standard' }] } },
    { type: 'number', key: 'amount', title: 'Amount' },
    { type: 'date', key: 'day', title: 'Day' },
    { type: 'input', key: 'empty', title: 'Empty' },
    { type: 'switch', key: 'active', title: 'Active' },
  ],
};
const RECORD = { id: '1', name: 'Ann Lee', note: 'first line\nsecond line', level: 'vip', amount: 12, day: '2026-11-27', empty: null, active: true };

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function shown(readonly: boolean): Promise<HTMLElement> {
  mounted = mount();
  mounted.render(<FormRenderer form={form} record={RECORD} readonly={readonly} onSubmit={() => undefined} />);
  await waitFor(() => mounted!.container.querySelector('#root_name') !== null, 'the form');
  return mounted.container;
}

const text = (container: HTMLElement, key: string) => container.querySelector<HTMLElement>(`[data-formatted="${key}"]`)?.textContent;

describe('a read-only form', () => {
  it('shows each value as text, option controls by their labels, an empty value as a dash', async () => {
    const container = await shown(true);
    expect(container.querySelectorAll('input:disabled, textarea:disabled')).toHaveLength(0);
    expect(['name', 'note', 'level', 'amount', 'day', 'empty'].map((key) => text(container, key)))
      .toEqual(['Ann Lee', 'first line\nsecond line', 'VIP', '12', '2026-11-27', '-']);
    expect(container.querySelector<HTMLElement>('[data-formatted="note"]')!.style.whiteSpace).toBe('pre-wrap');
    const toggle = container.querySelector<HTMLButtonElement>('#root_active')!;
    expect(toggle.disabled).toBe(true);
  });

  it('is not what an editable form shows: there the controls are', async () => {
    const container = await shown(false);
    expect(container.querySelector('[data-formatted]')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input#root_name')!.value).toBe('Ann Lee');
  });
});
