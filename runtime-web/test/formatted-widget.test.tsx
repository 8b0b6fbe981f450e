// @vitest-environment happy-dom
// The read-only form's formatted widget (issue 16) shows option labels as the engine's optionLabelText joins them: the
// same text as the list's cell of that control, for a list of values and for comma-separated stored text alike.
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../src/i18n/language.ts';
import { mount, type Mounted } from './dom-helpers.tsx';
import { FormattedWidget } from '../src/renderers/form/widgets/formatted-widget.tsx';
import { cellFormatters } from '../src/renderers/view/format.ts';
import { optionLabelText, type Form, type ListColumn, type Option } from '../src/renderers/engine.ts';

const OPTIONS: Option[] = [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }];
const form: Form = { formName: 'F', formCode: 'f', fields: [{ type: 'checkbox', key: 'tags', title: 'Tags', showConfig: { options: OPTIONS, formatExpr: '{value} ({key})' } }] };
const column: ListColumn = { key: 'tags', dataIndex: 'tags', title: 'Tags', sorter: false };

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function shown(value: unknown, options: Option[] | null = OPTIONS, formatExpr = '{value} ({key})'): string {
  mounted = mount();
  const props = { id: 'root_tags', name: 'tags', value, options: { options: options ?? undefined, formatExpr } } as unknown as WidgetProps;
  mounted.render(<FormattedWidget {...props} />);
  const text = mounted.container.querySelector('[data-formatted="tags"]')?.textContent ?? '';
  mounted.unmount();
  mounted = undefined;
  return text;
}

describe('the formatted widget of a read-only form', () => {
  it.each<[string, unknown, string]>([
    ['a list of values', ['a', 'b'], 'Alpha, Beta (a,b)'],
    ['comma-separated stored text', 'a,b', 'Alpha, Beta (a,b)'],
    ['a value no option has', ['a', 'zz'], 'Alpha, zz (a,zz)'],
    ['one value', 'b', 'Beta (b)'],
  ])('Given %s, when it is shown, then its labels are joined as optionLabelText joins them', (_name, value, text) => {
    expect(shown(value)).toBe(text);
    expect(shown(value, OPTIONS, '{value}')).toBe(optionLabelText(value, (v) => OPTIONS.find((o) => o.value === v)?.label));
  });

  it('Given the same value, when it is shown in the form and in the list cell, then the texts are the same', () => {
    const cell = cellFormatters([column], form, {}).get('tags')!;
    for (const value of [['a', 'b'], 'a,b', 'b']) expect(shown(value)).toBe(cell(value));
  });

  it('Given an empty value or a control without options, when it is shown, then a dash or the value as it is', () => {
    expect(shown(null)).toBe('-');
    expect(shown([])).toBe('-');
    expect(shown('a,b', null, '{value}!')).toBe('a,b!');
  });
});
