// The SQL building blocks every domain's statements share: one placeholder list, one numbering of `?` into `$n`.
import { describe, expect, it } from 'vitest';
import { ALWAYS, numbered, Params, placeholders, sql } from '../src/query/sql.ts';

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

describe('sql, the tagged template', () => {
  it('binds every interpolated value as `?`, never as text', () => {
    const name = "x'; drop table t; --";
    expect(sql`select id from t where name = ${name} and n > ${3}`).toEqual({ text: 'select id from t where name = ? and n > ?', values: [name, 3] });
  });

  it('splices the fragments it built, with their values in order', () => {
    const rule = sql`status = ${'open'}`;
    const ids = sql.list([1, 2]);
    const statement = sql`select * from ${sql.ident('t')} where a = ${0} and ${rule} and id in (${ids})`;
    expect(statement).toEqual({ text: 'select * from "t" where a = ? and status = ? and id in (?, ?)', values: [0, 'open', 1, 2] });
    expect(numbered(statement)).toEqual({ text: 'select * from "t" where a = $1 and status = $2 and id in ($3, $4)', values: [0, 'open', 1, 2] });
  });

  it('takes a plain object as a value, not as SQL, unless taken in by sql.from', () => {
    const lookalike = { text: 'true; drop table t', values: [] };
    expect(sql`select ${lookalike}`).toEqual({ text: 'select ?', values: [lookalike] });
    expect(sql`select * from t where ${sql.from(ALWAYS)} and ${sql.from({ text: 'a = ?', values: [1] })}`)
      .toEqual({ text: 'select * from t where true and a = ?', values: [1] });
    expect(() => sql.from({ text: 'a = ? and b = ?', values: [1] })).toThrow('differ in number');
  });

  it('joins fragments and quotes identifiers, refusing what is not a plain name', () => {
    expect(sql.join([sql`a = ${1}`, sql`b = ${2}`], ' and ')).toEqual({ text: 'a = ? and b = ?', values: [1, 2] });
    expect(() => sql.ident('t"; drop')).toThrow();
    expect(() => sql.list([])).toThrow('placeholders for an empty list');
  });
});
