// The editable grid shows amounts as the list and the detail do (#42 item 9): 2600.50, not the form's 2600.5.
import { describe, expect, it } from 'vitest';
import { atScale, numberScales } from '../src/renderers/view/grid-cells.tsx';

describe('number scale of the editable grid', () => {
  it('takes each number column scale from the stored values', () => {
    const rows = [{ amount: '2600.50', qty: '3' }, { amount: '12.00', qty: '4' }, { amount: null }];
    expect(numberScales(rows, ['amount', 'qty'])).toEqual(new Map([['amount', 2]]));
  });

  it('shows a number at the scale, other values as they are', () => {
    expect(atScale(2600.5, 2)).toBe('2600.50');
    expect(atScale('7', 2)).toBe('7.00');
    expect(atScale(2600.5, undefined)).toBe(2600.5);
    expect(atScale('', 2)).toBe('');
    expect(atScale('n/a', 2)).toBe('n/a');
  });
});
