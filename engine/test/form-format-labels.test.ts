// formatExpr of a control with options (issue 16): {value} reads the labels of the stored values (found among static
// options, a dictionary, or a SQL/HTTP config's rows by value), joined by ', '; {key} the stored value; a value with no
// label shows as stored. The label is applied before the format.
import { describe, expect, it } from 'vitest';
import { formatDisplay, optionLabelText } from '../src/form/index.ts';

const CUSTOMERS: Record<string, string> = { c1: 'Acme Trading', c2: 'Zenith' };
const labelOf = (v: string) => CUSTOMERS[v];

describe('formatExpr over option labels', () => {
  it('Given stored values, when their label text is built, then each value shows its label, an unknown one as stored', () => {
    expect(optionLabelText('c1', labelOf)).toBe('Acme Trading');
    expect(optionLabelText('c1,c9,c2', labelOf)).toBe('Acme Trading, c9, Zenith');
    expect(optionLabelText(['c2', 'c1'], labelOf)).toBe('Zenith, Acme Trading');
    expect(optionLabelText(['c2', null, ''], labelOf)).toBe('Zenith');
    expect(optionLabelText('', labelOf)).toBe('');
    expect(optionLabelText(undefined, labelOf)).toBe('');
  });

  it('Given a formatExpr, when the label is given, then {value} shows the label and {key} the stored value', () => {
    const value = 'c1,c2';
    const label = optionLabelText(value, labelOf);
    expect(formatDisplay('{value} ({key})', { value, label })).toBe('Acme Trading, Zenith (c1,c2)');
    expect(formatDisplay('Customer: {value}', { value: 'c9', label: optionLabelText('c9', labelOf) })).toBe('Customer: c9');
    // Without its label (not known yet), the stored value.
    expect(formatDisplay('Customer: {value}', { value: 'c1' })).toBe('Customer: c1');
    // A pattern reads the label: a label that is not a number is shown as it is.
    expect(formatDisplay('{value:#,##0.00}', { value: '1200', label: 'Twelve hundred' })).toBe('Twelve hundred');
    expect(formatDisplay('{key:#,##0.00} = {value}', { value: '1200', label: 'Twelve hundred' })).toBe('1,200.00 = Twelve hundred');
    expect(formatDisplay('{value}', { value: '', label: '' })).toBe('');
  });
});
