// A list page's statement with columns of its own besides the page's (a row's approval status): values bound in the
// order the text names them, in either placeholder style; a page's plan the same however often it is made.
import { describe, expect, it } from 'vitest';
import type { TableModel, View } from '../src/metadata/index.ts';
import { calendarDateIn, compileListPage, planListQuery } from '../src/query/index.ts';

const model: TableModel = {
  tableName: 'orders', tableDesc: 'Orders', objStructure: 'main', persistenceType: 'db',
  columns: [{ colCode: 'amount', colName: 'Amount', colType: 'number', colLength: 10 }],
};
const view: View = {
  viewName: 'Orders', viewCode: 'orders', viewType: 'table', tableName: 'orders', pageNum: 20,
  columns: [{ colCode: 'amount', colName: 'Amount', isQuery: true, isSort: true }],
};
const extraColumns = [{ alias: '__flag', sql: { text: '? || "orders"."id"', values: ['x'] } }];
const extraWhere = [{ text: '"create_by" = ?', values: ['u'] }];

describe('list page with columns of its own', () => {
  it('binds the count, the extra column and the page in text order ($n)', () => {
    const plan = planListQuery(view, model, { filters: [{ colCode: 'amount', op: 'ge', value: 5 }] });
    const { text, values } = compileListPage(plan, { extraWhere, extraColumns });
    expect(text).toBe(
      'select "id", "amount", (select count(*)::int from "orders" where "amount" >= $1 and ("create_by" = $2)) as "__total",' +
        ' ($3 || "orders"."id") as "__flag" from "orders" where "amount" >= $4 and ("create_by" = $5)' +
        ' order by "create_time" desc, "id" asc limit 20 offset 0',
    );
    expect(values).toEqual([5, 'u', 'x', 5, 'u']);
  });

  it('binds them in text order with ? placeholders too', () => {
    const plan = planListQuery(view, model, { filters: [{ colCode: 'amount', op: 'ge', value: 5 }] });
    const { text, values } = compileListPage(plan, { placeholder: 'question', extraWhere, extraColumns });
    expect(text.match(/\?/g)).toHaveLength(5);
    expect(values).toEqual([5, 'u', 'x', 5, 'u']);
  });

  it('plans a page alike each time, and a changed page (another object) by its own columns', () => {
    const first = planListQuery(view, model, { pageNo: 2 });
    expect(planListQuery(view, model, { pageNo: 2 })).toEqual(first);
    const changed: View = { ...view, columns: [...view.columns, { colCode: 'create_by', colName: 'By' }] };
    expect(planListQuery(changed, model).columns.map((c) => c.name)).toEqual(['id', 'amount', 'create_by']);
    expect(planListQuery(view, model).columns.map((c) => c.name)).toEqual(['id', 'amount']);
  });

  it('says the day in each zone however often it is asked', () => {
    const at = new Date('2026-01-01T20:00:00Z');
    expect([calendarDateIn('Asia/Shanghai', at), calendarDateIn('UTC', at), calendarDateIn('Asia/Shanghai', at)]).toEqual(['2026-01-02', '2026-01-01', '2026-01-02']);
    expect(() => calendarDateIn('Not/AZone', at)).toThrow();
  });
});
