// Spec §5 page rules: one default query, column aliases, page SQL returning an id field.
import { describe, expect, it } from 'vitest';
import type { ViewColumn } from '../src/metadata/index.ts';
import { checkColumnAliases, checkDefaultQuery, checkPageSql, sqlReturnsId, type DeepPartial } from '../src/rules/index.ts';
import { plain } from './issues.ts';

const q = (isDefaultQuery?: boolean): DeepPartial<ViewColumn> => ({ colCode: 'c', colName: 'C', isQuery: true, isDefaultQuery });

describe('checkDefaultQuery', () => {
  it.each<[string, DeepPartial<ViewColumn>[], { path: string; message: string }[]]>([
    ['no query columns', [{ colCode: 'a', colName: 'A' }], []],
    ['exactly one default', [q(true), q(false), q()], []],
    ['query columns without a default', [q(), q(false)], [{ path: '/columns', message: 'Set at least one record as default query' }]],
    [
      'two defaults',
      [q(true), q(), q(true)],
      [{ path: '/columns/2/isDefaultQuery', message: 'only one default query allowed' }],
    ],
    [
      'three defaults',
      [q(true), q(true), q(true)],
      [
        { path: '/columns/1/isDefaultQuery', message: 'only one default query allowed' },
        { path: '/columns/2/isDefaultQuery', message: 'only one default query allowed' },
      ],
    ],
    [
      'a default on a column that is not queried does not count',
      [{ colCode: 'a', colName: 'A', isDefaultQuery: true }, q()],
      [{ path: '/columns', message: 'Set at least one record as default query' }],
    ],
  ])('%s', (_name, columns, issues) => {
    expect(plain(checkDefaultQuery(columns))).toEqual(issues);
  });
});

describe('checkColumnAliases', () => {
  it.each<[string, DeepPartial<ViewColumn>[], { path: string; message: string }[]]>([
    ['no aliases', [{ colCode: 'a' }, { colCode: 'b' }], []],
    ['distinct aliases', [{ colAlias: 'x' }, { colAlias: 'y' }], []],
    ['empty alias', [{ colAlias: '' }], [{ path: '/columns/0/colAlias', message: 'Alias cannot be empty' }]],
    ['repeated alias', [{ colAlias: 'x' }, {}, { colAlias: 'x' }], [{ path: '/columns/2/colAlias', message: 'Alias cannot be repeated' }]],
  ])('%s', (_name, columns, issues) => {
    expect(plain(checkColumnAliases(columns))).toEqual(issues);
  });
});

describe('page SQL returns an id field', () => {
  it.each([
    ['select id, name from t', true],
    ['SELECT t.ID AS id FROM t', true],
    ['select name as id from t', true],
    ['select * from t', true],
    ['select a.*, b.name from a join b on a.x = b.x', true],
    ['select "id" from t', true],
    ['select user_id, name from t', false],
    ['select name, idx from t', false],
    ['select count(*) from t', false],
    ['delete from t', false],
  ])('%s → %s', (sql, returnsId) => {
    expect(sqlReturnsId(sql)).toBe(returnsId);
  });

  it.each<[unknown, { path: string; message: string }[]]>([
    [undefined, []],
    ['', []],
    ['select id from t', []],
    ['select name from t', [{ path: '/sql', message: 'Page SQL must return an id field' }]],
  ])('checkPageSql(%j)', (sql, issues) => {
    expect(plain(checkPageSql(sql))).toEqual(issues);
  });
});
