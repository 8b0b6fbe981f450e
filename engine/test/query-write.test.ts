// Record statements: identifiers from metadata, every value bound, binary as base64, data-rule conditions ANDed.
import { describe, expect, it } from 'vitest';
import { compileDelete, compileInsert, compileSelectByIds, compileUpdate, quoteIdent, QueryRejected } from '../src/query/index.ts';
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
