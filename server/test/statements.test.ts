// Several statements or one: what decides whether the embedded database runs a text as a script.
import { describe, expect, it } from 'vitest';
import { hasSeveralStatements } from '../src/db/statements.ts';

describe('hasSeveralStatements', () => {
  it.each([
    ['select 1', false],
    ['select 1;', false],
    ['select 1;  \n', false],
    ["select 'a;b'", false],
    ["select 'it''s; fine'", false],
    ["select E'a\\';b'", false],
    ['select "odd;name" from t', false],
    ['select 1 -- a; comment\n', false],
    ['select /* a; b */ 1', false],
    ['do $$ begin perform 1; perform 2; end $$', false],
    ['create function f() returns int language sql as $body$ select 1; $body$', false],
    ['select $1::text', false],
    ['select 1; select 2', true],
    ["insert into t values ('x;'); select 2", true],
    ['do $$ begin perform 1; end $$; select 1', true],
  ])('%j → %s', (sql, several) => {
    expect(hasSeveralStatements(sql)).toBe(several);
  });
});
