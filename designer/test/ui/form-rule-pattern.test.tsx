// @vitest-environment happy-dom
// The form designer shows the engine's refusal of a rule pattern the linear-time engine cannot run (issue #30, item 2)
// at the control that carries it, naming the control, and holds the save back — as the server refuses it.
import { afterEach, expect, it, vi } from 'vitest';
import { newField, type Form } from '@yc/engine';
import { click, flush, mount, type Mounted } from '../../../runtime-web/test/dom-helpers.tsx';
import { FormDesigner, type FormDesignerProps, type SaveResult } from '../../src/form/ui/form-designer.ts';

const Preview: FormDesignerProps['Preview'] = () => <div />;
const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

function open(form: Form) {
  ui = mount();
  const save = vi.fn(async (): Promise<SaveResult> => ({ ok: true, version: 2 }));
  ui.render(<FormDesigner form={form} version={1} lang="en_US" Preview={Preview} save={save} draftDelayMs={0} />);
}

const withPattern = (pattern: string): Form => ({
  formName: 'Customer', formCode: 'customer_form',
  fields: [{ ...newField('input', 'code'), titleEn: 'Code', title: 'Code', rules: [{ pattern }] }, newField('number', 'age')],
});

it('shows a backreference pattern\'s refusal at its control and holds the save back', async () => {
  open(withPattern('^(\\w)\\1$'));
  await flush();
  expect($('block-code')!.getAttribute('aria-invalid')).toBe('true');
  expect($('block-age')!.getAttribute('aria-invalid')).toBe('false');
  await click($('block-code'));
  expect($('prop-issue')!.textContent).toContain(
    'The pattern of Code cannot run on the linear-time pattern engine: backreferences, lookahead, lookbehind, repeat counts over 1000 and very large patterns are not supported');
  expect(($('designer-publish') as HTMLButtonElement).disabled).toBe(true);
});

it('accepts a pattern that would backtrack catastrophically: the engine runs it in linear time', async () => {
  open(withPattern('^(a|a)+$'));
  await flush();
  expect($('block-code')!.getAttribute('aria-invalid')).toBe('false');
  expect($('designer-issues')).toBeNull();
});
