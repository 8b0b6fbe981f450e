// View + user query → plan → parameterised PostgreSQL: every operator, and everything a request may not name.
import { describe, expect, it } from 'vitest';
import type { TableModel, View } from '../src/metadata/index.ts';
import { calendarDateIn, coerceValue, compileCount, compileListPage, compileSelect, isCalendarDate, isTimeZone, planListQuery, QUERY_DIALECTS, QueryRejected, type UserQuery } from '../src/query/index.ts';

const model: TableModel = {
  tableName: 'customer',
  tableDesc: 'Customer',
  objStructure: 'main',
  persistenceType: 'db',
  columns: [
    { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50 },
    { colCode: 'age', colName: 'Age', colType: 'number', colLength: 3 },
    { colCode: 'birthday', colName: 'Birthday', colType: 'date' },
    { colCode: 'phone', colName: 'Phone', colType: 'varchar', colLength: 11 },
    { colCode: 'photo', colName: 'Photo', colType: 'blob' },
    { colCode: '_temp_x', colName: 'Virtual', colType: 'varchar', colLength: 5, isVirtual: true },
  ],
};

const view: View = {
  viewName: 'Customers',
  viewCode: 'customer_list',
  viewType: 'table',
  tableName: 'customer',
  pageNum: 20,
  columns: [
    { colCode: 'name', colName: 'Name', isQuery: true, isDefaultQuery: true, isSort: true },
    { colCode: 'age', colName: 'Age', isQuery: true, isSort: true },
    { colCode: 'birthday', colName: 'Birthday', isQuery: true },
    { colCode: 'phone', colName: 'Phone', isQuery: true, queryOp: 'rightLike' },
    { colCode: 'create_time', colName: 'Created', isSort: true },
    { colCode: 'gone', colName: 'Not in the model', isQuery: true, isSort: true },
  ],
};

const FROM = 'select "id", "name", "age", "birthday"::text as "birthday", "phone", "create_time" from "customer"';
const ORDER = 'order by "create_time" desc, "id" asc limit';

const where = (query: UserQuery) => {
  const { text, values } = compileSelect(planListQuery(view, model, query));
  return { where: text.slice(FROM.length, text.indexOf(' order by')), values };
};

describe('operators', () => {
  it.each<[string, string, unknown, string, unknown[]]>([
    ['eq', 'name', 'Ann', ' where "name" = $1', ['Ann']],
    ['eqIgnoreCase', 'name', 'ann', ' where lower("name"::text) = lower($1::text)', ['ann']],
    ['lt', 'age', 30, ' where "age" < $1', [30]],
    ['gt', 'age', '30', ' where "age" > $1', ['30']],
    ['le', 'age', 30, ' where "age" <= $1', [30]],
    ['ge', 'birthday', '2000-01-31', ' where "birthday" >= $1', ['2000-01-31']],
    ['ne', 'name', 'Bob', ' where "name" is distinct from $1', ['Bob']],
    ['like', 'name', 'an', ' where "name"::text ilike $1::text', ['%an%']],
    ['like', 'name', '50%_off\\', ' where "name"::text ilike $1::text', ['%50\\%\\_off\\\\%']],
    ['leftLike', 'name', 'nn', ' where "name"::text ilike $1::text', ['%nn']],
    ['rightLike', 'phone', '138', ' where "phone"::text ilike $1::text', ['138%']],
    ['in', 'age', [1, '2', 3], ' where "age" in ($1, $2, $3)', [1, '2', 3]],
    ['notIn', 'name', ['a', 'b'], ' where "name" not in ($1, $2)', ['a', 'b']],
    ['between', 'birthday', ['2000-01-01', '2000-12-31'], ' where "birthday" between $1 and $2', ['2000-01-01', '2000-12-31']],
    ['custom', 'name', 'A*n?', ' where "name"::text ilike $1::text', ['A%n_']],
    ['isNull', 'age', undefined, ' where "age" is null', []],
    ['notNull', 'age', 'ignored', ' where "age" is not null', []],
  ])('%s on %s', (op, colCode, value, sql, values) => {
    expect(where({ filters: [{ colCode, op, value }] })).toEqual({ where: sql, values });
  });

  it('uses the column operator when the request names none, else eq', () => {
    expect(where({ filters: [{ colCode: 'phone', value: '139' }, { colCode: 'name', value: 'x' }] })).toEqual({
      where: ' where "phone"::text ilike $1::text and "name" = $2',
      values: ['139%', 'x'],
    });
  });
});

describe('the whole statement', () => {
  it('selects the view columns of the model, orders, pages and counts', () => {
    const plan = planListQuery(view, model, { filters: [{ colCode: 'age', op: 'ge', value: 18 }], sort: { colCode: 'age', order: 'desc' }, pageNo: 3 });
    expect(compileSelect(plan)).toEqual({
      text: `${FROM} where "age" >= $1 order by "age" desc, "id" asc limit 20 offset 40`,
      values: [18],
    });
    expect(compileCount(plan)).toEqual({ text: 'select count(*)::int as total from "customer" where "age" >= $1', values: [18] });
  });

  it('puts the page and the total in one statement, data rules in both', () => {
    const plan = planListQuery(view, model, { filters: [{ colCode: 'age', op: 'ge', value: 18 }], sort: { colCode: 'age', order: 'desc' }, pageNo: 3 });
    const { text, values } = compileListPage(plan, { extraWhere: [{ text: '"create_by" = ?', values: ['u'] }] });
    const [select, from] = FROM.split(' from ');
    expect(text).toBe(
      `${select}, (select count(*)::int from "customer" where "age" >= $1 and ("create_by" = $2)) as "__total"` +
        ` from ${from} where "age" >= $3 and ("create_by" = $4) order by "age" desc, "id" asc limit 20 offset 40`,
    );
    expect(values).toEqual([18, 'u', 18, 'u']);
  });

  it('spells the same page in MySQL: backticks, text casts, case folded on both sides, null-safe inequality', () => {
    const plan = planListQuery(view, model, {
      filters: [{ colCode: 'phone', value: '139' }, { colCode: 'name', op: 'ne', value: 'x' }, { colCode: 'name', op: 'eqIgnoreCase', value: 'Ann' }],
      pageNo: 2,
    });
    const { text, values } = compileListPage(plan, { dialect: QUERY_DIALECTS.mysql, placeholder: 'question' });
    const where = " where lower(cast(`phone` as char)) like lower(cast(? as char)) and not (`name` <=> ?) and lower(cast(`name` as char)) = lower(cast(? as char))";
    expect(text).toBe(
      "select `id`, `name`, `age`, date_format(`birthday`, '%Y-%m-%d') as `birthday`, `phone`, `create_time`," +
        ` (select count(*) from \`customer\`${where}) as \`__total\` from \`customer\`${where} order by \`create_time\` desc, \`id\` asc limit 20 offset 20`,
    );
    expect(values).toEqual(['139%', 'x', 'Ann', '139%', 'x', 'Ann']);
  });

  it('sorts by creation time by default, with the id as tie-break', () => {
    expect(compileSelect(planListQuery(view, model)).text).toBe(`${FROM} ${ORDER} 20 offset 0`);
  });

  it('numbers placeholders for knex when asked and ANDs extra conditions (data rules) in', () => {
    const plan = planListQuery(view, model, { filters: [{ colCode: 'name', value: 'a' }] });
    const extraWhere = [{ text: '"create_by" = ? or "sys_org_code" in (?, ?)', values: ['u', 'A01', 'A02'] }];
    expect(compileSelect(plan, { extraWhere }).text).toBe(
      `${FROM} where "name" = $1 and ("create_by" = $2 or "sys_org_code" in ($3, $4)) ${ORDER} 20 offset 0`,
    );
    expect(compileCount(plan, { extraWhere, placeholder: 'question' })).toEqual({
      text: 'select count(*)::int as total from "customer" where "name" = ? and ("create_by" = ? or "sys_org_code" in (?, ?))',
      values: ['a', 'u', 'A01', 'A02'],
    });
  });

  it.each<[string, Partial<View>, UserQuery, number, number]>([
    ['the page size of the view', {}, {}, 20, 0],
    ['the requested page', {}, { pageNo: 2, pageSize: 50 }, 50, 50],
    ['a view without paging: the first 1000 rows', { isPage: false }, { pageNo: 9, pageSize: 5 }, 1000, 0],
  ])('pages by %s', (_name, overrides, query, limit, offset) => {
    const plan = planListQuery({ ...view, ...overrides }, model, query);
    expect([plan.limit, plan.offset]).toEqual([limit, offset]);
  });
});

describe('refused queries', () => {
  it.each<[string, UserQuery, string]>([
    ['a filter on a column that is not a query column', { filters: [{ colCode: 'create_time', value: 'x' }] }, 'Column create_time cannot be queried on this page'],
    ['a filter naming SQL', { filters: [{ colCode: 'name" or 1=1 --', value: 'x' }] }, 'Column name" or 1=1 -- cannot be queried on this page'],
    ['a filter on a view column missing from the model', { filters: [{ colCode: 'gone', value: 'x' }] }, 'Column gone cannot be queried on this page'],
    ['an operator outside the vocabulary', { filters: [{ colCode: 'name', op: '= 1 or 1=1; --', value: 'x' }] }, 'Unknown query operator = 1 or 1=1; --'],
    ['an inherited property as operator', { filters: [{ colCode: 'name', op: 'constructor', value: 'x' }] }, 'Unknown query operator constructor'],
    ['another operator than the column allows', { filters: [{ colCode: 'phone', op: 'eq', value: '1' }] }, 'Operator eq is not allowed for column phone'],
    ['a sort on a column that is not sortable', { sort: { colCode: 'birthday' } }, 'Column birthday cannot be sorted on this page'],
    ['a sort naming SQL', { sort: { colCode: '(select 1)' } }, 'Column (select 1) cannot be sorted on this page'],
    ['a sort order naming SQL', { sort: { colCode: 'name', order: 'asc; drop table customer' } }, 'Sort order must be asc or desc, not asc; drop table customer'],
    ['text for a number', { filters: [{ colCode: 'age', op: 'eq', value: '1 or 1=1' }] }, 'Invalid query value for column age'],
    ['an object for a number', { filters: [{ colCode: 'age', op: 'eq', value: { $gt: 1 } }] }, 'Invalid query value for column age'],
    ['a bad date', { filters: [{ colCode: 'birthday', op: 'eq', value: '2000-13-45' }] }, 'Invalid query value for column birthday'],
    ['an object as text', { filters: [{ colCode: 'name', op: 'eq', value: { a: 1 } }] }, 'Invalid query value for column name'],
    ['an empty value', { filters: [{ colCode: 'name', op: 'like', value: '' }] }, 'Invalid query value for column name'],
    ['a single value for between', { filters: [{ colCode: 'age', op: 'between', value: 3 }] }, 'Invalid query value for column age'],
    ['an empty list for in', { filters: [{ colCode: 'age', op: 'in', value: [] }] }, 'Invalid query value for column age'],
    ['a page size above 1000', { pageSize: 1001 }, 'Page number and page size must be positive integers, the page size at most 1000'],
    ['page 0', { pageNo: 0 }, 'Page number and page size must be positive integers, the page size at most 1000'],
    ['a page given as text', { pageNo: '1; select' as unknown as number }, 'Page number and page size must be positive integers, the page size at most 1000'],
  ])('%s', (_name, query, message) => {
    expect(() => planListQuery(view, model, query)).toThrow(new QueryRejected(message));
  });

  it('refuses more than 1000 values in a list and more than 50 conditions', () => {
    const many = Array.from({ length: 1001 }, (_, i) => i);
    expect(() => planListQuery(view, model, { filters: [{ colCode: 'age', op: 'in', value: many }] })).toThrow('at most 1000 values');
    const filters = Array.from({ length: 51 }, () => ({ colCode: 'name', value: 'x' }));
    expect(() => planListQuery(view, model, { filters })).toThrow('at most 50 conditions');
  });
});

describe('values of date columns', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
  ])('%s is a calendar date: %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
    expect(coerceValue('date', text)).toBe(valid ? text : undefined);
  });

  it('checks the day of a timestamp too', () => {
    expect(coerceValue('timestamp', '2024-02-29 10:00:00')).toBe('2024-02-29 10:00:00');
    expect(coerceValue('timestamp', '2024-02-30T10:00:00Z')).toBeUndefined();
  });
});

describe('the calendar day in a time zone', () => {
  it('turns over at the zone\'s midnight, not UTC\'s', () => {
    const at = new Date('2026-11-24T17:30:00Z');
    expect(calendarDateIn('Asia/Shanghai', at)).toBe('2026-11-25');
    expect(calendarDateIn('UTC', at)).toBe('2026-11-24');
    expect(calendarDateIn('America/New_York', new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });

  it('knows time zones by their IANA names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
