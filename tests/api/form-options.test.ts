// Options of form controls from SQL and HTTP configs (issue 16) through the page's optionItems call and the record
// save: parameters from other fields (else their defaults), one batch per form load with the same config asked once,
// a province → city cascade, an injection attempt that stays a bound value, a caller who may not open the page refused,
// and a saved value that is not among its config's options refused with the notOption message. PostgreSQL and PGlite.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { editSiteForm, regionsUnder, setUpRegions, type Region } from './form-options-fixtures.ts';

const stub = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stub');
  const q = url.searchParams.get('q') ?? '';
  const all = [{ code: 'road', name: 'Road works' }, { code: 'bridge', name: 'Bridge' }, { code: 'rail', name: 'Railway' }];
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: all.filter((t) => t.code.startsWith(q)) }));
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
const port = (stub.address() as AddressInfo).port;
afterAll(() => void stub.close());

const suite = apiSuite({ env: { HTTP_CONFIG_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
const PAGE = '/api/eform/engine/view/site_list';
const REGIONS: Region[] = [
  ['11', 'Beijing', null], ['31', 'Shanghai', null], ['1101', 'Dongcheng', '11'], ['1102', 'Xicheng', '11'], ['3101', 'Huangpu', '31'],
];

let admin: ApiClient;

beforeAll(async () => {
  admin = suite.admin;
  const varchar = (colCode: string, colName: string) => ({ colCode, colName, colType: 'varchar', colLength: 20 });
  await setUpRegions(admin, suite.server, REGIONS, [varchar('title', 'Title'), varchar('province', 'Province'), varchar('city', 'City'), varchar('kind', 'Kind')]);
  expectOk(await admin.post('/api/eform/manage/httpConfig/add', {
    httpName: 'Project types', httpCode: 'project_types', httpUrl: `http://127.0.0.1:${port}/types`, httpMethod: 'GET', resultPath: 'data',
    inParameter: [{ parameterKey: 'q' }],
  }));
  await editSiteForm(admin, (f) => (
    f.key === 'province' ? { ...f, type: 'select', showConfig: { sqlConfig: { sqlCode: 'provinces' } } }
      : f.key === 'city' ? { ...f, type: 'select', showConfig: regionsUnder('province', '11') }
        : f.key === 'kind' ? { ...f, type: 'radio', showConfig: { httpConfig: { httpCode: 'project_types', httpParameterConfig: [{ parameterKey: 'q', outKey: 'title' }] } } }
          : f));
});

type FieldOptions = { key: string; options: { value: unknown; label: string }[]; error?: string };
const optionItems = async (body: unknown, client = admin) => expectOk<FieldOptions[]>(await client.post(`${PAGE}/optionItems`, body));
const values = (answer: FieldOptions[], key: string) => answer.find((f) => f.key === key)?.options.map((o) => o.value);

describe('options of a form load', () => {
  it('answers every SQL and HTTP control in one call, parameters from the other fields or their defaults', async () => {
    const answer = await optionItems({ values: {} });
    expect(answer.map((f) => f.key)).toEqual(['province', 'city', 'kind']);
    expect(answer.find((f) => f.key === 'province')?.options).toEqual([{ value: '11', label: 'Beijing' }, { value: '31', label: 'Shanghai' }]);
    expect(values(answer, 'city')).toEqual(['1101', '1102']);
    expect(values(answer, 'kind')).toEqual(['road', 'bridge', 'rail']);
  });

  it('asks again only the controls named, with the values now in the form (the cascade)', async () => {
    const answer = await optionItems({ values: { province: '31', title: 'r' }, keys: ['city', 'kind'] });
    expect(answer.map((f) => [f.key, f.options.map((o) => o.value)])).toEqual([['city', ['3101']], ['kind', ['road', 'rail']]]);
  });

  it('binds an injection attempt as a value: it matches nothing and changes nothing', async () => {
    const answer = await optionItems({ values: { province: "11' or '1'='1" }, keys: ['city'] });
    expect(values(answer, 'city')).toEqual([]);
    const stacked = await optionItems({ values: { province: "11'; delete from region; --" }, keys: ['city'] });
    expect(values(stacked, 'city')).toEqual([]);
    expect((await suite.server.tenantSql('select count(*)::int as n from region'))[0].n).toBe(REGIONS.length);
  });

  it('answers a config that cannot run with its reason, for that control only', async () => {
    const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=site_form'));
    const broken = form.fields.map((f: any) => (f.key === 'province' ? { ...f, showConfig: { sqlConfig: { sqlCode: 'no_such_config' } } } : f));
    expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields: broken }));
    try {
      const answer = await optionItems({ values: {} });
      expect(answer.find((f) => f.key === 'province')).toEqual({ key: 'province', options: [], error: 'There is no SQL config no_such_config' });
      expect(values(answer, 'city')).toEqual(['1101', '1102']);
    } finally {
      const now = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=site_form'));
      expectOk(await admin.put('/api/eform/manage/form/edit', { ...now, fields: form.fields }));
    }
  });

  it('refuses a caller who may not open the page, and an unknown page', async () => {
    const user = await suite.server.login('user');
    expect((await user.post(`${PAGE}/optionItems`, { values: {} })).status).toBe(403);
    expect((await admin.post('/api/eform/engine/view/no_such_page/optionItems', { values: {} })).status).toBe(404);
    expect((await suite.server.anonymous().post(`${PAGE}/optionItems`, { values: {} })).status).toBe(401);
  });
});

describe('saving checks the options of the config', () => {
  it('accepts a city of the chosen province and refuses one of another province with the notOption message', async () => {
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'r', province: '31', city: '3101', kind: 'rail' }));
    expect(saved).toMatchObject({ province: '31', city: '3101', kind: 'rail' });
    const wrong = await admin.post(`${PAGE}/data`, { title: 'Office', province: '31', city: '1101' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('City must be one of its options');
    const kind = await admin.post(`${PAGE}/data`, { title: 'bridge', kind: 'road' });
    expect(JSON.stringify(kind.body)).toContain('Kind must be one of its options');
    const injected = await admin.post(`${PAGE}/data`, { title: 'x', province: "11' or '1'='1", city: '1101' });
    expect(injected.status).toBe(400);
    expect(expectOk<any>(await admin.post(`${PAGE}/list`, {})).total).toBe(1);
  });

  it('checks an edit with the values after it, the record written once', async () => {
    const saved = expectOk<any>(await admin.post(`${PAGE}/data`, { title: 'Depot', province: '11', city: '1102' }));
    const refused = await admin.put(`${PAGE}/data/${saved.id}`, { province: '31', data_version: saved.data_version });
    expect(refused.status).toBe(400);
    const edited = expectOk<any>(await admin.put(`${PAGE}/data/${saved.id}`, { province: '31', city: '3101', data_version: saved.data_version }));
    expect(edited).toMatchObject({ province: '31', city: '3101' });
  });
});
