// Report widgets: Given datasets over known rows, When widgets of several types are saved and their data read, Then the
// rows are the aggregated numbers keyed by dimension codes and measure aliases (a ranking keeps the ten largest);
// a widget whose dataset lacks what it draws is refused with the spec's message; a dataset in use is not deleted;
// the data is read by whoever is granted a menu showing the widget, or the widgets' list right — nobody else.
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import { createRole, createUser, signedInWith, STRONG_PASSWORD } from '../support/identity.ts';
import { expectOk } from './eform-fixtures.ts';
import { salesByRegion, setUpSales } from './report-fixtures.ts';

const suite = apiSuite({}, async (s) => {
  await setUpSales(s);
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', salesByRegion()));
  expectOk(await s.admin.post('/api/eform/manage/dataset/add', {
    datasetName: 'Totals', datasetCode: 'totals', tableName: 'sale', dimension: [], measure: [{ colCode: 'qty', agg: 'sum', alias: 'total_qty' }],
  }));
});
const base = '/api/eform/manage/widget';
const data = (code: string, client = suite.admin) => client.get(`/api/eform/engine/widget/${code}/data`);
const widget = (extra: Record<string, unknown> = {}) => ({
  widgetName: 'Quantity by region', widgetCode: 'qty_pie', widgetType: 'Pie', datasetCode: 'sales_by_region', options: { measures: ['total_qty'] }, ...extra,
});

describe('report widgets', () => {
  it('Given widgets of three types, When their data is read, Then the aggregated rows keyed by dimensions and aliases', async () => {
    expectOk(await suite.admin.post(`${base}/add`, widget()));
    expectOk(await suite.admin.post(`${base}/add`, widget({ widgetCode: 'qty_rank', widgetType: 'TopRanking', options: { measures: ['revenue'] } })));
    expectOk(await suite.admin.post(`${base}/add`, widget({ widgetCode: 'qty_card', widgetType: 'NumberCard', datasetCode: 'totals', options: undefined })));
    const pie = expectOk<any[]>(await data('qty_pie'));
    expect(pie.map((r) => [r.region, r.total_qty, r.sales])).toEqual([['east', 3, 1], ['north', 7, 3], ['south', 6, 2]]);
    // The ranking: largest revenue first.
    expect(expectOk<any[]>(await data('qty_rank')).map((r) => [r.region, r.revenue])).toEqual([['north', 43], ['east', 12], ['south', 12]]);
    expect(expectOk<any[]>(await data('qty_card'))).toEqual([{ total_qty: 16 }]);
    const card = expectOk<any>(await suite.admin.get('/api/eform/engine/widget/qty_card'));
    expect(card).toEqual({ widget: expect.objectContaining({ widgetCode: 'qty_card', widgetType: 'NumberCard' }), dimension: [], measure: [{ alias: 'total_qty', agg: 'sum', colCode: 'qty' }], labels: {} });
    expect((await data('nothing_here')).status).toBe(404);
  });

  it('Given widgets over one dataset read at once (a dashboard), When one aggregate answers several, Then each gets its own rows', async () => {
    const codes = ['qty_pie', 'qty_rank', 'qty_pie', 'qty_card', 'qty_pie', 'qty_rank', 'qty_pie', 'qty_pie'];
    const alone = new Map<string, unknown>();
    for (const code of new Set(codes)) alone.set(code, expectOk(await data(code)));
    const together = await Promise.all(codes.map((code) => data(code)));
    expect(together.map((res) => expectOk(res))).toEqual(codes.map((code) => alone.get(code)));
  });

  it.each([
    ['a pie over a dataset without dimensions', { widgetCode: 'w1', datasetCode: 'totals', options: undefined }, 'dataset, control, groups, keys or values empty'],
    ['a series that is no dimension', { widgetCode: 'w2', widgetType: 'StackedColumn', options: { seriesField: 'product' } }, 'product is neither a dimension nor a measure of the dataset'],
    ['a measure the dataset lacks', { widgetCode: 'w3', options: { measures: ['profit'] } }, 'profit is neither a dimension nor a measure of the dataset'],
    ['an unknown dataset', { widgetCode: 'w4', datasetCode: 'missing' }, 'Dataset missing does not exist'],
    ['no dataset', { widgetCode: 'w5', datasetCode: '' }, 'A report widget needs a dataset'],
    ['a code in Chinese', { widgetCode: '饼图' }, 'Widget code cannot contain Chinese characters'],
  ])('refuses %s and writes nothing', async (_name, extra, message) => {
    const res = await suite.admin.post(`${base}/add`, widget(extra));
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect((await suite.admin.get(`${base}/queryByCode?code=${encodeURIComponent(String(extra.widgetCode))}`)).status).toBe(404);
  });

  it('Given a widget whose dataset was later emptied of dimensions, When its data is read, Then the spec\'s message', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/dataset/add', { ...salesByRegion(), datasetCode: 'shrinking' }));
    expectOk(await suite.admin.post(`${base}/add`, widget({ widgetCode: 'shrinking_pie', datasetCode: 'shrinking' })));
    const dataset = expectOk<any>(await suite.admin.get('/api/eform/manage/dataset/queryByCode?code=shrinking'));
    expectOk(await suite.admin.put('/api/eform/manage/dataset/edit', { ...dataset, dimension: [] }));
    const res = await data('shrinking_pie');
    expect([res.status, res.body.message]).toEqual([400, 'dataset, control, groups, keys or values empty']);
  });

  it('refuses to delete a dataset a widget uses, until the widget is gone', async () => {
    const refused = await suite.admin.delete('/api/eform/manage/dataset/delete?code=totals');
    expect([refused.status, refused.body.message]).toEqual([400, 'The dataset is used by widget qty_card; change or delete the widget first']);
    expect((await suite.admin.get('/api/eform/manage/dataset/queryByCode?code=totals')).status).toBe(200);
    expectOk(await suite.admin.delete(`${base}/delete?code=qty_card`));
    expectOk(await suite.admin.delete('/api/eform/manage/dataset/delete?code=totals'));
  });

  it('are edited at their version; a stale edit is refused', async () => {
    const read = expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=qty_pie`));
    expectOk(await suite.admin.put(`${base}/edit`, { ...read, widgetType: 'Donut' }));
    expect((await suite.admin.put(`${base}/edit`, { ...read, widgetType: 'Bar' })).status).toBe(409);
    expect(expectOk<any>(await suite.admin.get(`${base}/list?widgetType=Donut`)).records.map((r: any) => r.widgetCode)).toEqual(['qty_pie']);
  });

  it('Given a menu item showing the widget, When a user granted it reads the data, Then 200; without it or the list right, 403', async () => {
    const menu = await suite.admin.post('/api/system/permission/add', {
      name: 'Quantity card', menuType: 0, back: '0', url: '/report/widget/qty_pie', component: 'report/widget',
    });
    expect(menu.status, menu.body.message).toBe(200);
    const roleId = await createRole(suite.admin, [], { back: '0' });
    expectOk(await suite.admin.post('/api/system/permission/saveRolePermission', { roleId, permissionIds: [menu.body.result.id] }));
    const viewer = await createUser(suite.admin, { selectedRole: [roleId] });
    const client = await suite.server.login(viewer.username, STRONG_PASSWORD);
    expect(expectOk<any[]>(await data('qty_pie', client))).toHaveLength(3);
    expect((await client.get('/api/eform/engine/widget/qty_pie')).status).toBe(200);
    // The menu shows this widget only; the widget admin screens stay closed.
    expect((await data('qty_rank', client)).status).toBe(403);
    expect((await client.get(`${base}/list`)).status).toBe(403);
    const designer = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.widget.list]);
    expect((await data('qty_rank', designer.client)).status).toBe(200);
    expect((await designer.client.post(`${base}/add`, widget({ widgetCode: 'nope' }))).status).toBe(403);
    const nobody = await signedInWith(suite.server, suite.admin, []);
    expect((await data('qty_pie', nobody.client)).status).toBe(403);
    expect((await suite.server.anonymous().get('/api/eform/engine/widget/qty_pie/data')).status).toBe(401);
  });
});
