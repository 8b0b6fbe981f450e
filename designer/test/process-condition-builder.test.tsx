// @vitest-environment happy-dom
// The process designer's condition builder in happy-dom: rows compiled by the engine to JUEL (a rule it cannot make
// refused with the engine's message, nothing applied), a condition it made read back into rows, and any other
// expression edited as text.
import { afterEach, expect, it, vi } from 'vitest';
import { bodyText, click, flush, mount, type, type Mounted } from '../../runtime-web/test/dom-helpers.tsx';
import { ConditionBuilder } from '../src/process/ui/ConditionBuilder.tsx';

let ui: Mounted | undefined;
afterEach(() => {
  ui?.unmount();
  ui = undefined;
});

const $ = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
const input = (testId: string) => ($(testId)?.matches('input') ? $(testId) : $(testId)?.querySelector('input')) ?? null;

function open(expression?: string) {
  const onChange = vi.fn();
  ui = mount();
  ui.render(<ConditionBuilder lang="en_US" expression={expression} fields={[{ value: 'days', label: 'Days' }]} onChange={onChange} />);
  return onChange;
}

it('Given an empty row, When it is applied, Then the engine\'s message names the field and nothing is applied', async () => {
  const onChange = open();
  await click($('condition-apply'));
  expect($('condition-problem')?.textContent).toContain('The condition field  is not a variable name');
  expect(onChange).not.toHaveBeenCalled();
});

it('Given a field and a value, When applied, Then the condition is the compiled JUEL expression (numbers stay numbers)', async () => {
  const onChange = open();
  await type(input('condition-field-0'), 'days');
  await type(input('condition-value-0'), '3');
  await click($('condition-apply'));
  expect(onChange).toHaveBeenCalledWith('${days == 3}');
});

it('Given a condition the builder made, When shown, Then its rows and combinator come back', async () => {
  open('${days > 3 || type == "annual"}');
  await flush();
  expect((input('condition-field-0') as HTMLInputElement).value).toBe('days');
  expect((input('condition-value-0') as HTMLInputElement).value).toBe('3');
  expect((input('condition-field-1') as HTMLInputElement).value).toBe('type');
  expect((input('condition-value-1') as HTMLInputElement).value).toBe('annual');
  expect($('condition-combinator')?.querySelector('input:checked')?.getAttribute('value')).toBe('or');
  expect($('condition-compiled')?.textContent).toBe('${days > 3 || type == "annual"}');
});

it('Given an expression the builder does not make, When shown, Then it is edited as text and cleared on request', async () => {
  const onChange = open('${amount > limit * 2}');
  await flush();
  expect(($('condition-expression') as HTMLTextAreaElement).value).toBe('${amount > limit * 2}');
  await click($('condition-clear'));
  expect(onChange).toHaveBeenCalledWith(undefined);
  expect(($('condition-expression') as HTMLTextAreaElement).value).toBe('');
  expect(bodyText()).toContain('Visual');
});
