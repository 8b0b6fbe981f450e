// Shared data of the report API tests: a 'sale' table model with known rows, and dataset bodies over it.
import type { ApiSuite } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

export const SALE_MODEL = {
  tableName: 'sale', tableDesc: 'Sales', groupCode: 'crm', objStructure: 'main', persistenceType: 'db',
  columns: [
    { colCode: 'region', colName: 'Region', colType: 'varchar', colLength: 20 },
    { colCode: 'product', colName: 'Product', colType: 'varchar', colLength: 20 },
    { colCode: 'qty', colName: 'Quantity', colType: 'number', colLength: 10 },
    { colCode: 'price', colName: 'Price', colType: 'number', colLength: 10, colPointLength: 2 },
  ],
};

/** region, product, qty, price: north 3 rows, south 2 (one without a quantity), east 1. */
export const SALES: [string, string, number | null, number][] = [
  ['north', 'tea', 2, 10], ['north', 'tea', 4, 5], ['north', 'rice', 1, 3],
  ['south', 'tea', 6, 2], ['south', 'rice', null, 1], ['east', 'tea', 3, 4],
];

/** The app group, the sale model, its table and rows (written beside the API: they are the data being reported). */
export async function setUpSales(s: ApiSuite): Promise<void> {
  expectOk(await s.admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/add', SALE_MODEL));
  expectOk(await s.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'sale' }));
  for (const [region, product, qty, price] of SALES) {
    await s.server.tenantSql('insert into sale (id, region, product, qty, price) values (gen_random_uuid(), $1, $2, $3, $4)', [region, product, qty, price]);
  }
}

export const salesByRegion = (extra: Record<string, unknown> = {}) => ({
  datasetName: 'Sales by region', datasetCode: 'sales_by_region', tableName: 'sale', dimension: ['region'],
  measure: [
    { colCode: 'qty', agg: 'sum', alias: 'total_qty' }, { colCode: 'qty', agg: 'avg', alias: 'avg_qty' },
    { colCode: '*', agg: 'count', alias: 'sales' }, { colCode: 'qty', agg: 'min', alias: 'least_qty' },
    { colCode: 'qty', agg: 'max', alias: 'most_qty' }, { colCode: 'qty', agg: 'sum', alias: 'revenue', exp: 'qty * price' },
  ],
  ...extra,
});
