// Record statements: identifiers from metadata, every value bound, binary as base64, data-rule conditions ANDed.
import { describe, expect, it } from 'vitest';
import { compileDelete, compileInsert, compileSelectByIds, compileTaken, compileUpdate, QUERY_DIALECTS, quoteIdent, QueryRejected } from '../src/query/index.ts';
import type { PhysicalColumn } from '../src/ddl/index.ts';

const id: PhysicalColumn = { name: 'id', type: 'varchar' };
const name: PhysicalColumn = { name: 'name', type: 'varchar' };
const photo: PhysicalColumn = { name: 'photo', type: 'blob' };
const born: PhysicalColumn = { name: 'born', type: 'date' };
const target = { table: 'customer', columns: [id, name, born] };

describe('record statements', () => {
  it('inserts with bound values, binary decoded from base64, returning the read columns', () => {
    expect(compileInsert(target, [{ column: name, value: "O'Hara" }, { column: photo, value: 'AAEC' }])).toEqual({
      text: `insert into "customer" ("name", "photo") values ($1, decode($2, 'base64')) returning "id", "name", "born"::text as "born"`,
      values: ["O'Hara", 'AAEC'],
    });
  });

  it('updates one record by id with extra conditions', () => {
    expect(compileUpdate(target, 'r1', [{ column: name, value: 'x' }], { extraWhere: [{ text: '"create_by" = ?', values: ['u'] }] })).toEqual({
      text: `update "customer" set "name" = $1 where "id" in ($2) and ("create_by" = $3) returning "id", "name", "born"::text as "born"`,
      values: ['x', 'r1', 'u'],
    });
  });

  it('reads and locks by ids, and deletes by ids', () => {
    expect(compileSelectByIds(target, ['a', 'b'], { lock: true, placeholder: 'question' })).toEqual({
      text: `select "id", "name", "born"::text as "born" from "customer" where "id" in (?, ?) for update`,
      values: ['a', 'b'],
    });
    expect(compileDelete({ table: 'customer', columns: [id] }, ['a'])).toEqual({ text: 'delete from "customer" where "id" in ($1) returning "id"', values: ['a'] });
  });

  it.each(['customer"; drop table x; --', 'a b', '1abc', '', 'x'.repeat(64)])('refuses the identifier %j', (bad) => {
    expect(() => quoteIdent(bad)).toThrow(QueryRejected);
  });

  it('refuses a fragment whose placeholders and values differ', () => {
    expect(() => compileDelete(target, ['a'], { extraWhere: [{ text: '"x" = ? and "y" = ?', values: [1] }] })).toThrow('differ in number');
  });
});

describe('record statements in MySQL', () => {
  const mysql = { dialect: QUERY_DIALECTS.mysql, placeholder: 'question' } as const;

  it('quote with backticks, read dates and binary with MySQL functions, and return nothing (rows are read back by id)', () => {
    expect(compileInsert(target, [{ column: id, value: 'r1' }, { column: photo, value: 'AAEC' }], mysql)).toEqual({
      text: 'insert into `customer` (`id`, `photo`) values (?, from_base64(?))',
      values: ['r1', 'AAEC'],
    });
    expect(compileSelectByIds({ table: 'customer', columns: [id, born, photo] }, ['r1'], { ...mysql, lock: true }).text).toBe(
      "select `id`, date_format(`born`, '%Y-%m-%d') as `born`, to_base64(`photo`) as `photo` from `customer` where `id` in (?) for update",
    );
    expect(compileUpdate(target, 'r1', [{ column: name, value: 'x' }], mysql).text).toBe('update `customer` set `name` = ? where `id` in (?)');
    expect(compileDelete(target, ['a', 'b'], mysql).text).toBe('delete from `customer` where `id` in (?, ?)');
  });

  it('asks whether another record has a value', () => {
    expect(compileTaken('customer', 'name', 'Ann', 'r1', mysql)).toEqual({
      text: 'select 1 as taken from `customer` where `name` = ? and `id` <> ? limit 1',
      values: ['Ann', 'r1'],
    });
    expect(compileTaken('customer', 'name', 'Ann', null).text).toBe('select 1 as taken from "customer" where "name" = $1 limit 1');
  });

  it.each(['customer`; drop table x; --', 'a b', ''])('refuses the identifier %j', (bad) => {
    expect(() => QUERY_DIALECTS.mysql.quote(bad)).toThrow(QueryRejected);
  });
});
