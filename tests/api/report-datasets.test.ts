// Datasets: Given a table model with known rows, When datasets aggregate it (directly, or through a SQL config wrapped
// as a sub-select), Then the numbers are the rows' sums, averages, counts, minima and maxima; names come only from
// stored metadata (hostile column codes, aliases and expressions refused with the engine's message), values are bound;
// datasets are versioned metadata behind their permissions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

// A service answering sales records, for datasets over an HTTP config (aggregated in memory).
const service = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
  data: [{ region: 'north', qty: 2 }, { region: 'north', qty: '5' }, { region: 'south', qty: 1 }, { region: 'south', qty: null }, { region: 'west' }],
})));
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
afterAll(() => service.close());

const suite = apiSuite({ env: { HTTP_CONFIG_ALLOWED_HOSTS: new URL(origin).host } }, setUpSales);
const base = '/api/eform/manage/dataset';

const preview = (dataset: Record<string, unknown>, extra: Record<string, unknown> = {}) => suite.admin.post(`${base}/preview`, { dataset, ...extra });
const refusal = async (res: { status: number; body: { message: string } }) => {
  expect(res.status).toBe(400);
  return res.body.message;
};

describe('datasets over a table model', () => {
  it('Given known rows, When previewed, Then sum, avg, count, min, max and exp per region, ordered by region', async () => {
    const { rows } = expectOk<any>(await preview(salesByRegion()));
    expect(rows).toEqual([
      { region: 'east', total_qty: 3, avg_qty: 3, sales: 1, least_qty: 3, most_qty: 3, revenue: 12 },
      { region: 'north', total_qty: 7, avg_qty: 7 / 3, sales: 3, least_qty: 1, most_qty: 4, revenue: 43 },
      { region: 'south', total_qty: 6, avg_qty: 6, sales: 2, least_qty: 6, most_qty: 6, revenue: 12 },
    ]);
    const limited = expectOk<any>(await preview(salesByRegion(), { limit: 2 }));
    expect(limited.rows).toHaveLength(2);
  });

  it('Given filters with query operators and a parameter, Then only matching rows are aggregated; values are bound, never spliced', async () => {
    const byParam = { colCode: 'product', op: 'eq', param: 'product' };
    const byProduct = salesByRegion({
      dimension: ['region', 'product'], measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }],
      parameters: [{ parameterKey: 'product' }], filters: [byParam, { colCode: 'qty', op: 'between', value: [2, 5] }],
    });
    expect(expectOk<any>(await preview(byProduct, { params: { product: 'tea' } })).rows).toEqual([
      { region: 'east', product: 'tea', total_qty: 3 }, { region: 'north', product: 'tea', total_qty: 6 },
    ]);
    // No value for the parameter: its condition is left out (the rice of the north has a quantity of 1: not between 2 and 5).
    expect(expectOk<any>(await preview(byProduct, { params: { product: 'rice' } })).rows).toEqual([]);
    expect(expectOk<any>(await preview({ ...byProduct, filters: [byParam] })).rows.map((r: any) => `${r.region}/${r.product}`))
      .toEqual(['east/tea', 'north/rice', 'north/tea', 'south/rice', 'south/tea']);
    expect(expectOk<any>(await preview(byProduct, { params: { product: "tea' or '1'='1" } })).rows).toEqual([]);
    const like = salesByRegion({ measure: [{ colCode: '*', agg: 'count', alias: 'n' }], filters: [{ colCode: 'product', op: 'like', value: "%' or 1=1 --" }] });
    expect(expectOk<any>(await preview(like)).rows).toEqual([]);
    expect(await refusal(await preview(salesByRegion({ filters: [{ colCode: 'qty', op: 'gt', value: '1 or 1=1' }] })))).toBe('Invalid query value for column qty');
    expect((await suite.server.tenantSql('select count(*)::int as n from sale'))[0].n).toBe(6);
  });

  it.each([
    ['a column the model lacks', { dimension: ['city'] }, 'Column city is not a column of the dataset\'s source'],
    ['a hostile column code', { dimension: ['region" from sale; drop table sale; --'] }, 'Column code region" from sale; drop table sale; -- must start with a letter or underscore and hold only letters, digits and underscores'],
    ['a hostile alias', { measure: [{ colCode: 'qty', agg: 'sum', alias: 'x" from sale; --' }] }, 'Alias x" from sale; -- must start with a letter and hold only letters, digits and underscores (at most 63)'],
    ['SQL in an expression', { measure: [{ colCode: 'qty', agg: 'sum', alias: 'x', exp: 'qty) from sale; drop table sale; --' }] }, 'Expression qty) from sale; drop table sale; -- is invalid: only numbers, column codes, + - * / and parentheses are allowed'],
    ['a function in an expression', { measure: [{ colCode: 'qty', agg: 'sum', alias: 'x', exp: 'pg_sleep(5)' }] }, 'Expression pg_sleep(5) is invalid: only numbers, column codes, + - * / and parentheses are allowed'],
    ['text summed', { measure: [{ colCode: 'product', agg: 'avg', alias: 'x' }] }, 'Column product holds no numbers and cannot be summed or averaged'],
    ['* summed', { measure: [{ colCode: '*', agg: 'sum', alias: 'x' }] }, 'Only count can take * (all rows)'],
    ['nothing to show', { dimension: [], measure: [] }, 'dataset, control, groups, keys or values empty'],
    ['an undeclared parameter', { filters: [{ colCode: 'qty', op: 'eq', param: 'nope' }] }, 'Parameter nope is not declared by the dataset'],
    ['two sources', { sqlCode: 'x' }, 'A dataset needs one source: a table model, a SQL config or an HTTP config'],
    ['a code in Chinese', { datasetCode: '销售' }, 'Dataset code cannot contain Chinese characters'],
    ['an unknown table model', { tableName: 'nothing_here' }, 'Table model nothing_here does not exist'],
  ])('refuses %s on save and writes nothing', async (_name, extra, message) => {
    expect(await refusal(await suite.admin.post(`${base}/add`, salesByRegion({ datasetCode: 'refused', ...extra })))).toBe(message);
    expect((await suite.admin.get(`${base}/queryByCode?code=refused`)).status).toBe(404);
  });

  it('Given a table model kept by an HTTP service, Then its dataset is refused with the way to go', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/httpConfig/add', { httpName: 'Remote', httpCode: 'remote_sales', httpUrl: 'https://example.com/sales', httpMethod: 'GET' }));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { tableName: 'remote_sale', tableDesc: 'Remote', groupCode: 'crm', objStructure: 'main', persistenceType: 'http', httpCode: 'remote_sales', columns: [{ colCode: 'qty', colName: 'Qty', colType: 'number', colLength: 5 }] }));
    expect(await refusal(await preview(salesByRegion({ tableName: 'remote_sale', dimension: [], measure: [{ colCode: 'qty', agg: 'sum', alias: 'q' }] }))))
      .toBe('The table model is kept by an HTTP service: base the dataset on its HTTP config instead');
  });
});

describe('datasets over a SQL config', () => {
  it('Given a SQL config, When a dataset aggregates it, Then its statement is a sub-select with its own parameters bound', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/sqlConfig/add', {
      sqlName: 'Sales of a product', sqlCode: 'product_sales', sqlQuery: 'select region, qty, price from sale where product = :product -- one product',
      parameters: [{ parameterKey: 'product', defaultValue: 'tea' }],
    }));
    const overSql = {
      datasetName: 'Tea by region', datasetCode: 'tea_by_region', sqlCode: 'product_sales', dimension: ['region'],
      measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: 'qty', agg: 'sum', alias: 'revenue', exp: 'qty * price' }],
      parameters: [{ parameterKey: 'product', defaultValue: 'tea' }], filters: [{ colCode: 'qty', op: 'gt', value: 2 }],
    };
    expectOk(await suite.admin.post(`${base}/add`, overSql));
    expect(expectOk<any>(await preview(overSql)).rows).toEqual([
      { region: 'east', total_qty: 3, revenue: 12 }, { region: 'north', total_qty: 4, revenue: 20 }, { region: 'south', total_qty: 6, revenue: 12 },
    ]);
    expect(expectOk<any>(await preview(overSql, { params: { product: "rice' or '1'='1" } })).rows).toEqual([]);
    expect(await refusal(await preview({ ...overSql, dimension: ['region"); drop table sale; --'] })))
      .toBe('Column code region"); drop table sale; -- must start with a letter or underscore and hold only letters, digits and underscores');
    expect(await refusal(await suite.admin.post(`${base}/add`, { ...overSql, datasetCode: 'no_config', sqlCode: 'missing' }))).toBe('There is no SQL config missing');
  });
});

describe('datasets over an HTTP config', () => {
  it('Given a service\'s records, When a dataset aggregates them, Then the same numbers as SQL would give', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/httpConfig/add', { httpName: 'Sales service', httpCode: 'sales_service', httpUrl: `${origin}/sales`, httpMethod: 'GET', resultPath: 'data' }));
    const overHttp = {
      datasetName: 'Service sales', datasetCode: 'service_sales', httpCode: 'sales_service', dimension: ['region'],
      measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: 'qty', agg: 'count', alias: 'counted' }, { colCode: '*', agg: 'count', alias: 'n' }],
      filters: [{ colCode: 'region', op: 'ne', value: 'west' }],
    };
    expectOk(await suite.admin.post(`${base}/add`, overHttp));
    expect(expectOk<any>(await preview(overHttp)).rows).toEqual([
      { region: 'north', total_qty: 7, counted: 2, n: 2 }, { region: 'south', total_qty: 1, counted: 1, n: 2 },
    ]);
    expect(await refusal(await suite.admin.post(`${base}/add`, { ...overHttp, datasetCode: 'no_service', httpCode: 'missing' }))).toBe('There is no HTTP config missing');
  });
});

describe('datasets as metadata', () => {
  it('are listed, read, edited at their version (a stale edit refused) and codes are unique', async () => {
    expectOk(await suite.admin.post(`${base}/add`, salesByRegion()));
    expect(await refusal(await suite.admin.post(`${base}/add`, salesByRegion()))).toBe('Code cannot be repeated');
    const read = expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=sales_by_region`));
    expect(read.version).toBe(1);
    const edited = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...read, datasetName: 'Regions' }));
    expect([edited.version, edited.datasetName]).toEqual([2, 'Regions']);
    expect((await suite.admin.put(`${base}/edit`, { ...read, datasetName: 'Stale' })).status).toBe(409);
    const list = expectOk<any>(await suite.admin.get(`${base}/list?keyword=Regions`));
    expect(list.records.map((r: any) => r.datasetCode)).toEqual(['sales_by_region']);
    const history = expectOk<any[]>(await suite.admin.get(`${base}/history?code=sales_by_region`));
    expect(history.map((h) => h.version)).toEqual([2, 1]);
  });

  it('need the datasets\' permissions', async () => {
    const reader = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.dataset.list]);
    expect((await reader.client.get(`${base}/list`)).status).toBe(200);
    expect((await reader.client.post(`${base}/add`, salesByRegion({ datasetCode: 'nope' }))).status).toBe(403);
    expect((await reader.client.post(`${base}/preview`, { dataset: salesByRegion() })).status).toBe(403);
    expect((await reader.client.delete(`${base}/delete?code=sales_by_region`)).status).toBe(403);
    const nobody = await signedInWith(suite.server, suite.admin, []);
    expect((await nobody.client.get(`${base}/queryByCode?code=sales_by_region`)).status).toBe(403);
    expect((await suite.server.anonymous().get(`${base}/list`)).status).toBe(401);
  });
});
