// The edit rule (#33 item 4): every edit names the version it read the item at. The sweep takes the edits from the API
// document itself (PUTs whose body declares `version`), so a route added later is covered without being listed here.
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const VERSION_REQUIRED = 'The version of the item you edited is required';
type Operation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } };

const suite = apiSuite();
let edits: string[];
let unversioned: string[];
beforeAll(async () => {
  const document = await (await fetch(`${suite.server.url}/api/docs`)).json() as { paths: Record<string, Record<string, Operation>> };
  const puts = Object.entries(document.paths).flatMap(([url, item]) => (item.put ? [{ url, body: item.put.requestBody?.content['application/json']?.schema }] : []));
  edits = puts.filter(({ body }) => body?.properties && 'version' in body.properties).map(({ url }) => url);
  unversioned = puts.filter(({ url, body }) => /\/edit$/.test(url) && !(body?.properties && 'version' in body.properties)).map(({ url }) => url);
});

it('finds the edits in the document, each declaring its version required', () => {
  expect(edits.length).toBeGreaterThan(25);
  expect(edits).toEqual(expect.arrayContaining(['/api/system/announcement/edit', '/api/bpm/template/edit', '/api/system/category/edit', '/api/eform/manage/tableModel/edit']));
  expect(edits).toContain('/api/system/dictItem/edit');
  expect(unversioned).toEqual([]);
});

it('refuses every edit that names no version, with the catalogue\'s message in the caller\'s language', async () => {
  const refusals = await Promise.all(edits.map(async (url) => {
    const path = url.replace(/\{[^}]+\}/g, 'x');
    const res = await suite.admin.put(path, { id: '00000000-0000-4000-8000-000000000000' });
    return `${url} ${res.status} ${res.body.message}`;
  }));
  expect(refusals).toEqual(edits.map((url) => `${url} 400 ${VERSION_REQUIRED}`));
  const chinese = await suite.admin.put('/api/system/announcement/edit?lang=zh_CN', { id: '00000000-0000-4000-8000-000000000000' });
  expect([chinese.status, chinese.body.message]).toEqual([400, '缺少所编辑条目的版本号，请刷新后重试']);
});

it('refuses an announcement edit without a version or at a stale one, and changes nothing', async () => {
  const draft = { titile: 'Versioned', msgType: 'ALL' };
  const added = expectOk<{ id: string; version: number }>(await suite.admin.post('/api/system/announcement/add', draft));
  const missing = await suite.admin.put('/api/system/announcement/edit', { ...draft, id: added.id, titile: 'No version' });
  expect([missing.status, missing.body.message]).toEqual([400, VERSION_REQUIRED]);
  expectOk(await suite.admin.put('/api/system/announcement/edit', { ...draft, id: added.id, version: added.version, titile: 'Read first' }));
  const stale = await suite.admin.put('/api/system/announcement/edit', { ...draft, id: added.id, version: added.version, titile: 'Stale' });
  expect(stale.status).toBe(409);
  expect(expectOk<{ titile: string; version: number }>(await suite.admin.get(`/api/system/announcement/queryById?id=${added.id}`)))
    .toMatchObject({ titile: 'Read first', version: added.version + 1 });
});

it('refuses a BPM template edit, a category edit and a dictionary item edit without a version', async () => {
  const item = { id: '00000000-0000-4000-8000-000000000000', itemText: 'Medium', itemValue: 'M' };
  for (const [url, body] of [
    ['/api/bpm/template/edit', { key: 'nothing' }], ['/api/system/category/edit', { id: '00000000-0000-4000-8000-000000000000', name: 'n', code: 'c' }],
    ['/api/system/dictItem/edit', item],
  ] as const) {
    const res = await suite.admin.put(url, body);
    expect([url, res.status, res.body.message]).toEqual([url, 400, VERSION_REQUIRED]);
  }
});

it('refuses a dictionary item edit at a stale version, and changes nothing', async () => {
  expectOk(await suite.admin.post('/api/system/dict/add', { dictCode: 'versioned', dictName: 'Versioned', category: 'app', items: [] }));
  const { id } = expectOk<{ id: string }>(await suite.admin.post('/api/system/dictItem/add', { dictCode: 'versioned', itemText: 'Low', itemValue: 'L' }));
  const item = { id, itemText: 'Lower', itemValue: 'L', version: 1 };
  expect(expectOk(await suite.admin.put('/api/system/dictItem/edit', item))).toEqual({ version: 2 });
  const stale = await suite.admin.put('/api/system/dictItem/edit', { ...item, itemText: 'Stale' });
  expect(stale.status).toBe(409);
  const tree = expectOk<{ dictCode: string; children: { itemText: string; version: number }[] }[]>(await suite.admin.get('/api/system/dict/treeList'));
  expect(tree.find((d) => d.dictCode === 'versioned')!.children).toEqual([expect.objectContaining({ itemText: 'Lower', version: 2 })]);
});
