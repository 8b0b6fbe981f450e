// @vitest-environment happy-dom
// The form designer's screen in happy-dom: the palette from the registry, adding and editing controls with undo, the
// control's property form from its schema, previews and JSON, a stale save merged, and the autosaved draft.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_PALETTE, newField, type Form } from '@yc/engine';
import { bodyText, click, flush, mount, type, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { FormDesigner, type FormDesignerProps, type SaveResult } from '../../src/form/ui/form-designer.ts';
import type { DraftStore } from '../../src/drafts.ts';

const FORM: Form = { formName: 'Customer', formCode: 'customer_form', fields: [newField('input', 'name'), newField('number', 'age')] };

function memoryStore(): DraftStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const previews: { form: Form; width: string }[] = [];
const Preview: FormDesignerProps['Preview'] = ({ form, width }) => {
  previews.push({ form, width });
  return <div data-testid="fake-preview">{form.fields.map((f) => f.key).join(',')}</div>;
};

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
  previews.length = 0;
});

function open(props: Partial<FormDesignerProps> = {}) {
  ui = mount();
  const save = vi.fn(async (_form: Form, _version: number): Promise<SaveResult> => ({ ok: true, version: 4 }));
  ui.render(<FormDesigner form={FORM} version={3} lang="en_US" Preview={Preview} save={save} draftDelayMs={0} {...props} />);
  return { save };
}

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const blocks = () => [...document.querySelectorAll('[data-testid^="block-"][aria-selected]')].map((b) => b.getAttribute('data-testid')!.slice(6));

async function retitle(title: string) {
  // The designer is in English: the English title is the one the canvas shows.
  const input = $('prop-titleEn');
  await type(input as HTMLInputElement, title);
  await flush(1);
  await act(async () => {
    (input as HTMLInputElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
  });
  await flush();
}

describe('form designer', () => {
  it('lists every control type of the registry in the palette, in its language', async () => {
    open();
    await flush();
    const items = document.querySelectorAll('[data-testid^="palette-"]');
    expect(items.length).toBe(Object.keys(CONTROL_PALETTE).length);
    expect($('palette-signature')!.textContent).toBe('Signature');
    expect(bodyText()).toContain('Layout');
  });

  it('adds a control from the palette after the selected one, edits its title, and undoes both', async () => {
    open();
    await flush();
    await click($('block-name'));
    await click($('palette-date'));
    expect(blocks()).toEqual(['name', 'date', 'age']);
    expect($('block-date')!.getAttribute('aria-selected')).toBe('true');
    await retitle('Birthday');
    await waitFor(() => $('block-date')!.textContent!.includes('Birthday'), 'the new title on the canvas');
    expect($('designer-dirty')).not.toBeNull();
    await click($('designer-undo'));
    expect($('block-date')!.textContent).not.toContain('Birthday');
    await click($('designer-undo'));
    expect(blocks()).toEqual(['name', 'age']);
    await click($('designer-redo'));
    expect(blocks()).toEqual(['name', 'date', 'age']);
  });

  it('edits the form\'s own properties while no control is selected, saves and undoes them', async () => {
    const { save } = open();
    await flush();
    expect($('form-properties')!.textContent).toContain('customer_form');
    const input = $('form-prop-formName') as HTMLInputElement;
    expect(input.value).toBe('Customer');
    await type(input, 'Customers');
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    });
    await flush();
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    expect(save.mock.calls[0]![0].formName).toBe('Customers');
    await click($('designer-undo'));
    expect(($('form-prop-formName') as HTMLInputElement).value).toBe('Customer');
  });

  it('moves, copies and deletes the selected control with its tools', async () => {
    open();
    await flush();
    await click($('block-age'));
    await click($('block-up'));
    expect(blocks()).toEqual(['age', 'name']);
    await click($('block-copy'));
    expect(blocks()).toEqual(['age', 'age_copy', 'name']);
    expect($('block-age_copy')!.getAttribute('aria-selected')).toBe('true');
    await click($('block-remove'));
    expect(blocks()).toEqual(['age', 'name']);
  });

  it('shows the control\'s own properties as a form generated from its schema', async () => {
    open();
    await flush();
    await click($('block-age'));
    await waitFor(() => $('prop-control') !== null, 'the control properties');
    const labels = $('prop-control')!.textContent!;
    for (const name of ['min', 'max', 'precision']) expect(labels).toContain(name);
    await click($('block-name'));
    expect($('prop-control')!.textContent).toContain('maxLength');
  });

  it('previews the current form at desktop and phone widths and shows its JSON', async () => {
    open();
    await flush();
    await click($('palette-switch'));
    const mode = (label: string) => [...document.querySelectorAll('[data-testid="designer-mode"] label')].find((l) => l.textContent?.includes(label));
    await click(mode('Phone'));
    await waitFor(() => $('fake-preview') !== null, 'the preview');
    expect(previews.at(-1)).toMatchObject({ width: 'phone' });
    expect(previews.at(-1)!.form.fields.map((f) => f.key)).toEqual(['name', 'age', 'switch']);
    await click(mode('Desktop'));
    expect(previews.at(-1)!.width).toBe('desktop');
    await click(mode('JSON'));
    expect(JSON.parse($('designer-json')!.textContent!)).toMatchObject({ formCode: 'customer_form', fields: [{ key: 'name' }, { key: 'age' }, { key: 'switch' }] });
  });

  it('saves at the version it started from; a stale save merges the user\'s edits into the version saved meanwhile', async () => {
    const theirs: Form = { ...FORM, fields: [...FORM.fields, newField('textarea', 'note')] };
    const save = vi.fn<(form: Form, version: number) => Promise<SaveResult>>()
      .mockResolvedValueOnce({ ok: false, stale: { form: theirs, version: 5 } })
      .mockResolvedValueOnce({ ok: true, version: 6 });
    open({ save });
    await flush();
    await click($('block-name'));
    await retitle('Full name');
    await click($('designer-save'));
    await waitFor(() => $('stale-text') !== null, 'the stale dialog');
    expect(save.mock.calls[0]![1]).toBe(3);
    expect($('stale-text')!.textContent).toContain('Version 5');
    await click($('stale-keep'));
    await flush();
    expect(blocks()).toEqual(['name', 'age', 'note']);
    expect($('block-name')!.textContent).toContain('Full name');
    expect($('designer-version')!.textContent).toBe('v5');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 2, 'the second save');
    expect(save.mock.calls[1]![1]).toBe(5);
    expect(save.mock.calls[1]![0].fields.find((f) => f.key === 'name')!.titleEn).toBe('Full name');
    await waitFor(() => $('designer-version')!.textContent === 'v6', 'the saved version');
    expect($('designer-dirty')).toBeNull();
  });

  it('publishes: the status becomes published and is saved with the design at once', async () => {
    const { save } = open();
    await flush();
    expect($('designer-status')!.textContent).toBe('Draft');
    await click($('palette-input'));
    await click($('designer-publish'));
    await waitFor(() => save.mock.calls.length === 1, 'the save');
    expect(save.mock.calls[0]![0]).toMatchObject({ formStatus: 'published', fields: [{ key: 'name' }, { key: 'age' }, { key: 'input' }] });
    await waitFor(() => $('designer-notice')?.textContent === 'Published (version 4)', 'the notice');
    expect($('designer-status')!.textContent).toBe('Published');
    expect(($('designer-publish') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the engine\'s rules at the control that breaks them and holds the save back', async () => {
    open({ form: { ...FORM, fields: [{ ...newField('input', 'name'), span: 30 }, newField('number', 'age')] } });
    await flush();
    expect($('block-name')!.getAttribute('aria-invalid')).toBe('true');
    expect($('block-age')!.getAttribute('aria-invalid')).toBe('false');
    expect($('designer-issues')!.textContent).toContain('1 issue(s)');
    await click($('block-name'));
    expect($('prop-issue')!.textContent).toContain('span');
    await click($('palette-input'));
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(true);
    expect(($('designer-publish') as HTMLButtonElement).disabled).toBe(true);
  });

  it('autosaves a draft and offers it when the designer opens again; a save clears it', async () => {
    const drafts = memoryStore();
    open({ drafts });
    await flush();
    await click($('palette-rate'));
    await waitFor(() => drafts.items.size === 1, 'the draft');
    ui!.unmount();
    const { save } = open({ drafts });
    await flush();
    expect(blocks()).toEqual(['name', 'age', 'rate']);
    expect($('designer-notice')!.textContent).toContain('Restored the draft');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length === 1 && drafts.items.size === 0, 'the draft cleared');
  });
});
