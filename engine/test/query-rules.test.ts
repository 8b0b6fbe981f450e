// A data rule becomes a parameterised condition: columns only from the allow-list, values always bound.
import { describe, expect, it } from 'vitest';
import { QUERY_DIALECTS, ruleCondition, type DataRule, type ScopeColumns } from '../src/query/index.ts';

const columns: ScopeColumns = {
  name: 't.name',
  age: { sql: 't.age', type: 'number' },
  born: { sql: 't.born', type: 'date' },
  org: 't.org_code',
};
const vars = { sys_user_code: 'alice', sys_org_code: 'A01', sys_org_children: ['A01', 'A01B'], sys_user_name: null };
const rule = (ruleColumn: string, ruleConditions: string, ruleValue = ''): DataRule => ({ ruleColumn, ruleConditions, ruleValue });

describe('ruleCondition', () => {
  it.each([
    [rule('name', 'eq', '#{sys_user_code}'), 't.name = ?', ['alice']],
    [rule('name', 'ne', 'bob'), 't.name is distinct from ?', ['bob']],
    [rule('age', 'ge', '18'), 't.age >= ?::numeric', ['18']],
    [rule('born', 'between', '2000-01-01,2000-12-31'), 't.born between ?::timestamptz and ?::timestamptz', ['2000-01-01', '2000-12-31']],
    [rule('name', 'eqIgnoreCase', 'Alice'), 'lower((t.name)::text) = lower(?::text)', ['Alice']],
    [rule('name', 'like', '50%_off'), '(t.name)::text ilike ?::text', ['%50\\%\\_off%']],
    [rule('name', 'leftLike', 'son'), '(t.name)::text ilike ?::text', ['%son']],
    [rule('name', 'rightLike', 'Al'), '(t.name)::text ilike ?::text', ['Al%']],
    [rule('name', 'custom', 'A*c?'), '(t.name)::text ilike ?::text', ['A%c_']],
    [rule('org', 'in', '#{sys_org_children}'), 't.org_code in (?, ?)', ['A01', 'A01B']],
    [rule('org', 'eq', '#{sys_org_children}'), 't.org_code in (?, ?)', ['A01', 'A01B']],
    [rule('org', 'notIn', 'X, Y'), 't.org_code not in (?, ?)', ['X', 'Y']],
    [rule('org', 'in', ''), 'false', []],
    [rule('org', 'notIn', ''), 'true', []],
    [rule('org', 'isNull'), 't.org_code is null', []],
    [rule('org', 'notNull'), 't.org_code is not null', []],
    [rule('name', 'eq', 'user-#{sys_user_code}'), 't.name = ?', ['user-alice']],
    [rule('name', 'eq', '#{sys_user_name}'), 't.name = ?', [null]],
  ])('%j → %s', (r, text, values) => {
    expect(ruleCondition(r, columns, vars)).toEqual({ text, values });
  });

  it.each([
    ['a field outside the allow-list', rule('password_hash', 'eq', 'x')],
    ['an inherited property name', rule('constructor', 'eq', 'x')],
    ['an unknown operator', rule('name', 'regex', '.*')],
    ['an unknown variable', rule('name', 'eq', '#{sys_secret}')],
    ['a non-number for a number column', rule('age', 'gt', "1 or 1=1")],
    ['a non-date for a date column', rule('born', 'lt', 'yesterday')],
    ['between with one value', rule('age', 'between', '1')],
    ['a list variable in an ordering', rule('org', 'lt', '#{sys_org_children}')],
  ])('matches nothing for %s', (_why, r) => {
    expect(ruleCondition(r, columns, vars)).toEqual({ text: 'false', values: [] });
  });

  it.each([
    [rule('name', 'ne', 'bob'), 'not (t.name <=> ?)'],
    [rule('age', 'ge', '18'), 't.age >= cast(? as decimal(65,30))'],
    [rule('born', 'between', '2000-01-01,2000-12-31'), 't.born between cast(? as datetime(6)) and cast(? as datetime(6))'],
    [rule('name', 'like', 'an'), 'lower(cast((t.name) as char)) like lower(cast(? as char))'],
    [rule('org', 'in', '#{sys_org_children}'), 't.org_code in (?, ?)'],
  ])('spells %j for MySQL as %s', (r, text) => {
    expect(ruleCondition(r, columns, vars, QUERY_DIALECTS.mysql).text).toBe(text);
  });
});
