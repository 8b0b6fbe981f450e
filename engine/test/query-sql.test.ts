// The SQL building blocks every domain's statements share: one placeholder list, one numbering of `?` into `$n`.
import { describe, expect, it } from 'vitest';
import { numbered, Params, placeholders } from '../src/query/sql.ts';

describe('placeholders', () => {
  it('gives one `?` for each value', () => {
    expect(placeholders(['a'])).toBe('?');
    expect(placeholders([1, 2, 3])).toBe('?, ?, ?');
  });

  it('refuses an empty list, which would be `in ()`', () => {
    expect(() => placeholders([])).toThrow('placeholders for an empty list');
  });
});

describe('numbered', () => {
  it('numbers the `?` placeholders $1, $2, … in order, with the values in that order', () => {
    expect(numbered({ text: `select * from t where a = ? and b in (${placeholders([2, 3])})`, values: [1, 2, 3] })).toEqual({
      text: 'select * from t where a = $1 and b in ($2, $3)',
      values: [1, 2, 3],
    });
  });

  it('refuses placeholders and values that differ in number', () => {
    expect(() => numbered({ text: 'select ? , ?', values: [1] })).toThrow('differ in number');
    expect(() => numbered({ text: 'select ?', values: [1, 2] })).toThrow('differ in number');
  });

  it('binds a fragment after earlier values, in parentheses', () => {
    const params = new Params('dollar');
    const first = params.add('x');
    expect(`${first} ${params.fragment({ text: 'a = ? or b = ?', values: [1, 2] })}`).toBe('$1 (a = $2 or b = $3)');
    expect(params.values).toEqual(['x', 1, 2]);
  });
});
