// Layout links at run time on the server: a widget block's data filtered by the record chosen in its source block
// (filter[<dimension>]=value on the widget's data call: bound, a dimension of its dataset only, cached per value),
// and a tree block's roots filtered by it (the topmost records matching the link).
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { setUpSales } from './report-fixtures.ts';

const suite = apiSuite({}, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', {
    datasetName: 'Quantity by region and product', datasetCode: 'qty_by_product', tableName: 'sale', dimension: ['region', 'product'],
    measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }], cacheTime: 600,
  }));
  expectOk(await s.admin.post('/api/eform/manage/widget/add', {
    widgetName: 'Quantity by product', widgetCode: 'qty_products', widgetType: 'Column', datasetCode: 'qty_by_product',
    options: { xField: 'product', measures: ['total_qty'] },
  }));
  // A tree page of departments, each in a region.
  expectOk(await s.admin.post('/api/eform/manage/tableModel/add', {
    tableName: 'dept', tableDesc: 'Department', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
    columns: [
      { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isRequired: true },
      { colCode: 'parent_id', colName: 'Parent', colType: 'varchar', colLength: 36 },
      { colCode: 'region', colName: 'Region', colType: 'varchar', colLength: 20 },
    ],
  }));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'dept' }));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/generate', { tableName: 'dept' }));
  const view = expectOk<any>(await s.admin.get('/api/eform/manage/view/queryByCode?code=dept_list'));
  expectOk(await s.admin.put('/api/eform/manage/view/edit', { ...view, viewType: 'tree', treeConfig: { parentField: 'parent_id', labelField: 'name' } }));
});

const data = (query: string) => suite.admin.get(`/api/eform/engine/widget/qty_products/data?${query}`);
const rows = (list: any[]) => list.map((r) => `${r.region}/${r.product}:${r.total_qty}`).sort();

describe('a widget block filtered by a link', () => {
  it('draws the rows of the chosen dimension value only, each value its own cached result', async () => {
    expect(rows(expectOk<any[]>(await data('')))).toEqual(['east/tea:3', 'north/rice:1', 'north/tea:6', 'south/rice:null', 'south/tea:6']);
    expect(rows(expectOk<any[]>(await data('filter%5Bregion%5D=north')))).toEqual(['north/rice:1', 'north/tea:6']);
    expect(rows(expectOk<any[]>(await data('filter%5Bregion%5D=south')))).toEqual(['south/rice:null', 'south/tea:6']);
    expect(rows(expectOk<any[]>(await data('filter%5Bregion%5D=north&filter%5Bproduct%5D=tea')))).toEqual(['north/tea:6']);
    // Served again from the cache, per value.
    expect(rows(expectOk<any[]>(await data('filter%5Bregion%5D=north')))).toEqual(['north/rice:1', 'north/tea:6']);
  });

  it('binds the value: quotes in it match nothing', async () => {
    expect(expectOk<any[]>(await data(`filter%5Bregion%5D=${encodeURIComponent("north' or '1'='1")}`))).toEqual([]);
  });

  it('refuses a column that is not a dimension of the dataset, naming it', async () => {
    for (const column of ['qty', 'price', 'no_such', 'region"; drop table sale; --']) {
      const res = await data(`filter%5B${encodeURIComponent(column)}%5D=1`);
      expect([res.status, res.body.message]).toEqual([400, `The widget cannot be filtered by ${column}: it is not a dimension of its dataset`]);
    }
  });

  it('is read only by a caller allowed the widget, as without a filter', async () => {
    const user = await suite.server.login('user');
    expect((await user.get('/api/eform/engine/widget/qty_products/data?filter%5Bregion%5D=north')).status).toBe(403);
  });
});

describe('a tree block filtered by a link', () => {
  const page = '/api/eform/engine/view/dept_list';
  const ids: Record<string, string> = {};
  const add = async (name: string, region: string, parent?: string) => {
    ids[name] = expectOk<any>(await suite.admin.post(`${page}/data`, { name, region, ...(parent ? { parent_id: ids[parent] } : {}) })).id;
  };
  const children = (body: Record<string, unknown>) => suite.admin.post(`${page}/tree/children`, body);
  const names = (list: any[]) => list.map((r) => `${r.name}${r.hasChildren ? '+' : ''}`);

  it('makes the topmost records matching the link its roots, their children loading as before', async () => {
    await add('Head office', 'south');
    await add('Sales', 'north', 'Head office');
    await add('North desk', 'north', 'Sales');
    await add('R&D', 'south', 'Head office');
    await add('Depot', 'north');
    expect(names(expectOk<any[]>(await children({})))).toEqual(['Depot', 'Head office+']);
    expect(names(expectOk<any[]>(await children({ filter: { region: 'north' } })))).toEqual(['Depot', 'Sales+']);
    expect(names(expectOk<any[]>(await children({ filter: { region: 'south' } })))).toEqual(['Head office+']);
    expect(names(expectOk<any[]>(await children({ filter: { name: 'Sales' } })))).toEqual(['Sales+']);
    expect(names(expectOk<any[]>(await children({ filter: { region: 'west' } })))).toEqual([]);
    // A node's children are its children, whatever the filter.
    expect(names(expectOk<any[]>(await children({ parentId: ids.Sales, filter: { region: 'south' } })))).toEqual(['North desk']);
  });

  it('binds the value and refuses a field the page does not have, naming it', async () => {
    expect(expectOk<any[]>(await children({ filter: { region: "north' or '1'='1" } }))).toEqual([]);
    for (const column of ['secret', 'region"; drop table dept; --']) {
      const res = await children({ filter: { [column]: 'north' } });
      expect([res.status, res.body.message]).toEqual([400, `The tree cannot be filtered by ${column}: the page has no such field`]);
    }
  });
});
