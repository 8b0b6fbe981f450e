// A dataset's cache time and its data rules in the engine: Given a dataset, When its cache time is validated and its
// aggregate compiled with the caller's conditions, Then whole seconds up to a day are taken (0: off) and the conditions
// are ANDed after the dataset's own filters.
import { describe, expect, it } from 'vitest';
import { compileAggregate, planDataset, validateMetadata, type Dataset, type ValueType } from '../src/index.ts';

const dataset = (extra: Record<string, unknown> = {}): Dataset => ({
  datasetName: 'Sales', datasetCode: 'sales', tableName: 'sale', dimension: ['region'],
  measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }], ...extra,
} as Dataset);

describe('dataset cache time', () => {
  it.each([0, 1, 300, 86_400])('Given a cache time of %s seconds, Then the dataset is valid', (cacheTime) => {
    expect(validateMetadata('dataset', dataset({ cacheTime }))).toMatchObject({ ok: true });
  });

  it('Given no cache time, Then the dataset is valid (off)', () => {
    expect(validateMetadata('dataset', dataset())).toMatchObject({ ok: true });
  });

  it.each([-1, 1.5, 86_401, '60'])('Given a cache time of %j, Then the dataset is refused', (cacheTime) => {
    expect(validateMetadata('dataset', dataset({ cacheTime }))).toMatchObject({ ok: false });
  });
});

describe('aggregate with the caller\'s conditions', () => {
  it('Given data rule conditions, When compiled, Then they are ANDed after the filters, each in parentheses', () => {
    const columns = new Map<string, ValueType>([['region', 'varchar'], ['qty', 'number']]);
    const plan = planDataset(dataset({ filters: [{ colCode: 'qty', op: 'gt', value: 1 }] }), { columns });
    const values: unknown[] = [];
    const bind = (v: unknown) => (values.push(v), '?');
    const text = compileAggregate(plan, { from: { table: 'sale' }, bind, where: ['"region" = ? or "region" = ?'] });
    expect(text).toContain('where "qty" > ? and ("region" = ? or "region" = ?) group by "region"');
  });
});
