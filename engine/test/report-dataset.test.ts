// Datasets in the engine: Given a dataset and its source's columns, When it is planned, compiled to SQL or run over
// records in memory, Then names come only from the metadata (checked), values are bound, and both paths agree.
import { describe, expect, it } from 'vitest';
import {
  aggregateRows, compileAggregate, DATASET_MAX_ROWS, parseExp, planDataset, validateDataset, validateWidget, widgetFields, type Dataset, type ValueType,
} from '../src/index.ts';

const columns = new Map<string, ValueType>([['region', 'varchar'], ['product', 'varchar'], ['qty', 'number'], ['price', 'number'], ['sold', 'date']]);
const dataset = (extra: Partial<Dataset> = {}): Dataset => ({
  datasetName: 'Sales', datasetCode: 'sales', tableName: 'sale', dimension: ['region'],
  measure: [
    { colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: 'qty', agg: 'avg', alias: 'avg_qty' },
    { colCode: '*', agg: 'count', alias: 'n' }, { colCode: 'qty', agg: 'min', alias: 'least' }, { colCode: 'qty', agg: 'max', alias: 'most' },
    { colCode: 'qty', agg: 'sum', alias: 'revenue', exp: 'qty * price' },
  ],
  ...extra,
});
const records = [
  { region: 'north', qty: 2, price: 10 }, { region: 'north', qty: '4', price: 5 }, { region: 'south', qty: 1, price: 3 },
  { region: 'south', qty: null, price: 1 }, { region: null, qty: 7, price: 1 },
];

describe('dataset plans', () => {
  it('Given a table model dataset, When compiled, Then the statement groups by quoted dimensions and binds filter values', () => {
    const plan = planDataset(dataset({ filters: [{ colCode: 'product', op: 'like', value: "x'; drop" }] }), { columns });
    const values: unknown[] = [];
    const text = compileAggregate(plan, { from: { table: 'sale' }, bind: (v) => (values.push(v), '?') });
    expect(text).toBe(
      'select "region", cast(sum(cast("qty" as double precision)) as double precision) as "total_qty", cast(avg(cast("qty" as double precision)) as double precision) as "avg_qty", '
      + 'cast(count(*) as double precision) as "n", min("qty") as "least", max("qty") as "most", '
      + 'cast(sum((cast("qty" as double precision) * cast("price" as double precision))) as double precision) as "revenue" '
      + 'from "sale" where "product"::text ilike ?::text group by "region" order by "region" limit 1000',
    );
    expect(values).toEqual(["%x'; drop%"]);
  });

  it.each([
    ['an unknown dimension', { dimension: ['nope'] }, 'Column nope is not a column of the dataset\'s source'],
    ['a hostile dimension', { dimension: ['region"; drop table x; --'] }, 'Column code region"; drop table x; -- must start with a letter or underscore and hold only letters, digits and underscores'],
    ['a hostile alias', { measure: [{ colCode: 'qty', agg: 'sum' as const, alias: 'a" from x; --' }] }, 'Alias a" from x; -- must start with a letter and hold only letters, digits and underscores (at most 63)'],
    ['SQL in an expression', { measure: [{ colCode: 'qty', agg: 'sum' as const, alias: 'a', exp: 'qty); drop table x; --' }] }, 'Expression qty); drop table x; -- is invalid: only numbers, column codes, + - * / and parentheses are allowed'],
    ['a function in an expression', { measure: [{ colCode: 'qty', agg: 'sum' as const, alias: 'a', exp: 'pg_sleep(10)' }] }, 'Expression pg_sleep(10) is invalid: only numbers, column codes, + - * / and parentheses are allowed'],
    ['a text column summed', { measure: [{ colCode: 'region', agg: 'sum' as const, alias: 'a' }] }, 'Column region holds no numbers and cannot be summed or averaged'],
    ['* summed', { measure: [{ colCode: '*', agg: 'sum' as const, alias: 'a' }] }, 'Only count can take * (all rows)'],
    ['nothing to show', { dimension: [], measure: [] }, 'dataset, control, groups, keys or values empty'],
    ['a bad filter value', { filters: [{ colCode: 'qty', op: 'gt' as const, value: '1 or 1=1' }] }, 'Invalid query value for column qty'],
  ])('refuses %s', (_name, extra, message) => {
    expect(() => planDataset(dataset(extra), { columns })).toThrow(message);
  });

  it('Given a parameter filter, When no value and no default is given, Then the condition is left out; a value is bound', () => {
    const withParam = dataset({ parameters: [{ parameterKey: 'from' }], filters: [{ colCode: 'qty', op: 'ge', param: 'from' }] });
    expect(planDataset(withParam, { columns }).where).toEqual([]);
    expect(planDataset(withParam, { columns, params: { from: 3 } }).where).toEqual([{ column: 'qty', type: 'number', op: 'ge', values: [3] }]);
    expect(planDataset(withParam, { columns, limit: 10_000 }).limit).toBe(DATASET_MAX_ROWS);
  });

  it('Given records, When aggregated in memory, Then the numbers are those SQL gives (nulls skipped, null groups last)', () => {
    const rows = aggregateRows(planDataset(dataset(), { columns: null }), records);
    expect(rows).toEqual([
      { region: 'north', total_qty: 6, avg_qty: 3, n: 2, least: 2, most: '4', revenue: 40 },
      { region: 'south', total_qty: 1, avg_qty: 1, n: 2, least: 1, most: 1, revenue: 3 },
      { region: null, total_qty: 7, avg_qty: 7, n: 1, least: 7, most: 7, revenue: 7 },
    ]);
    const filtered = aggregateRows(planDataset(dataset({ filters: [{ colCode: 'region', op: 'in', value: ['south'] }, { colCode: 'qty', op: 'notNull' }] }), { columns: null }), records);
    expect(filtered.map((r) => [r.region, r.n])).toEqual([['south', 1]]);
    const like = aggregateRows(planDataset(dataset({ filters: [{ colCode: 'region', op: 'rightLike', value: 'NO' }] }), { columns: null }), records);
    expect(like.map((r) => r.region)).toEqual(['north']);
  });

  it('parses expressions into trees and nothing else', () => {
    expect(parseExp('-(a + 2) / b')).toEqual({ kind: 'bin', op: '/', left: { kind: 'neg', arg: { kind: 'bin', op: '+', left: { kind: 'col', name: 'a' }, right: { kind: 'num', value: 2 } } }, right: { kind: 'col', name: 'b' } });
    for (const bad of ['a +', '(a', 'a b', "a + 'x'", 'a; b', '1e5']) expect(() => parseExp(bad)).toThrow('is invalid');
  });
});

describe('dataset and widget rules', () => {
  it('Given a dataset, When validated, Then sources, aliases, expressions and parameters are checked', () => {
    const issues = validateDataset(dataset({
      sqlCode: 'also', measure: [{ colCode: 'qty', agg: 'sum', alias: '1bad' }, { colCode: 'qty', agg: 'sum', alias: 'e', exp: 'qty +' }],
      filters: [{ colCode: 'qty', op: 'eq', param: 'missing' }],
    }));
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['/tableName', 'rule.datasetSourceMissing'], ['/measure/0/alias', 'report.aliasInvalid'], ['/measure/1/exp', 'report.expInvalid'], ['/filters/0/param', 'report.paramUnknown'],
    ]);
    expect(validateDataset(dataset({ dimension: [], measure: [] })).map((i) => i.message)).toEqual(['dataset, control, groups, keys or values empty']);
    expect(validateWidget({ widgetName: 'W', widgetCode: 'w', widgetType: 'NumberCard', datasetCode: 'sales' })).toEqual([]);
  });

  it('Given a widget type, When its dataset lacks what it needs, Then the spec\'s message; else the fields drawn', () => {
    expect(widgetFields({ widgetType: 'Pie' }, { dimension: [], measure: dataset().measure })).toEqual({ code: 'report.datasetEmpty' });
    expect(widgetFields({ widgetType: 'NumberCard' }, { dimension: [], measure: [] })).toEqual({ code: 'report.datasetEmpty' });
    expect(widgetFields({ widgetType: 'Gauge' }, { dimension: [], measure: dataset().measure })).toEqual({ measures: ['total_qty'] });
    expect(widgetFields({ widgetType: 'StackedColumn' }, { dimension: ['region', 'product'], measure: dataset().measure }))
      .toEqual({ x: 'region', series: 'product', measures: ['total_qty'] });
    expect(widgetFields({ widgetType: 'Line', options: { xField: 'nope' } }, dataset())).toEqual({ code: 'report.fieldUnknown', params: { field: 'nope' } });
  });
});
