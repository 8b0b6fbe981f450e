// @vitest-environment happy-dom
// The form button's action in the form designer (issue 16): its property form, generated from the palette, offers the
// action, the page, how it opens, the address and the custom button; an address that is not http(s) or a console path
// is flagged and not kept, a valid one is saved with the form.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newField, type Form } from '@yc/engine';
import { click, flush, mount, type, waitFor, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { FormDesigner, type FormDesignerProps, type SaveResult } from '../../src/form/ui/form-designer.ts';

const FORM: Form = { formName: 'Order', formCode: 'order_form', fields: [newField('input', 'title'), newField('button', 'go')] };
const Preview: FormDesignerProps['Preview'] = () => <div />;

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const urlInput = () => [...document.querySelectorAll('[data-testid="prop-control"] input')].find((i) => i.id.endsWith('url')) as HTMLInputElement | undefined;

describe('a form button in the designer', () => {
  it('edits what a click does; a script address is flagged and not kept', async () => {
    ui = mount();
    const save = vi.fn(async (_form: Form, _version: number): Promise<SaveResult> => ({ ok: true, version: 2 }));
    ui.render(<FormDesigner form={FORM} version={1} lang="en_US" Preview={Preview} save={save} draftDelayMs={0} />);
    await flush();
    await click($('block-go'));
    await waitFor(() => $('prop-control') !== null, 'the control properties');
    const labels = $('prop-control')!.textContent!;
    for (const name of ['action', 'linkView', 'openType', 'url', 'buttonName']) expect(labels).toContain(name);

    await type(urlInput()!, 'javascript:alert(1)');
    await flush();
    await waitFor(() => $('prop-control')!.querySelector('.ant-alert') !== null, 'the invalid properties notice');
    // Not kept: the form is unchanged, nothing to save.
    expect(($('designer-save') as HTMLButtonElement).disabled).toBe(true);
    await type(urlInput()!, 'https://example.com/credit');
    await flush();
    await waitFor(() => $('prop-control')!.querySelector('.ant-alert') === null, 'the notice gone');
    await click($('designer-save'));
    await waitFor(() => save.mock.calls.length > 0, 'the save');
    const saved = save.mock.calls.at(-1)![0].fields.find((f) => f.key === 'go')!;
    expect(saved.props).toMatchObject({ url: 'https://example.com/credit', action: 'none' });
  });
});
