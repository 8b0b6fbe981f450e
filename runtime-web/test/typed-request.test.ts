// The typed request layer (#33 item 3): a call names the document's path, fills its `{name}` segments, sends its query
// and body through the request layer, and answers the envelope's result. Its types come from schemas/api.ts: a body
// the document refuses does not compile (checked by `tsc -p runtime-web`, which includes this file).
import { afterEach, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { api, fillPath, narrowed, opened, readAs } = await import('../src/request/api.ts');

function answer(result: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, code: '200', message: 'ok', result, timestamp: 1 }), {
    status: 200, headers: { 'Content-Type': 'application/json' },
  }));
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return { url: new URL(url, 'http://x'), init };
  };
}

afterEach(() => vi.unstubAllGlobals());

it('fills the path\'s parameters, encoded', () => {
  expect(fillPath('/api/eform/engine/view/{viewCode}/data/{id}', { viewCode: 'a b', id: 7 })).toBe('/api/eform/engine/view/a%20b/data/7');
});

it('sends a typed body and answers the result', async () => {
  const sent = answer({ id: 'r1' });
  await expect(api.post('/api/system/role/add', { body: { roleCode: 'clerk', roleName: 'Clerk', back: '0' } })).resolves.toEqual({ id: 'r1' });
  const { url, init } = sent();
  expect([init.method, url.pathname, JSON.parse(init.body as string)]).toEqual(['POST', '/api/system/role/add', { roleCode: 'clerk', roleName: 'Clerk', back: '0' }]);
});

it('sends path and query parameters', async () => {
  const sent = answer([]);
  await api.get('/api/eform/engine/view/{viewCode}/data/{id}/log', { params: { path: { viewCode: 'orders', id: 'o/1' } } });
  await expect(api.delete('/api/system/dictItem/delete', { params: { query: { id: 'i1' } } })).resolves.toEqual([]);
  expect(sent().url.pathname).toBe('/api/eform/engine/view/orders/data/o%2F1/log');
});

it('sends an object-valued query parameter as parameters of its own (form, exploded)', async () => {
  const sent = answer([]);
  await api.get('/api/eform/engine/widget/{widgetCode}/data', { params: { path: { widgetCode: 'sales' }, query: { params: { region: 'north', 'filter[month]': '3' } } } });
  const { url } = sent();
  expect([url.pathname, url.searchParams.get('region'), url.searchParams.get('filter[month]'), url.searchParams.has('params')])
    .toEqual(['/api/eform/engine/widget/sales/data', 'north', '3', false]);
});

it('does not compile a body or a query the document refuses', () => {
  // Type-level only: the calls are never made.
  const wrong = () => [
    // @ts-expect-error `back` is "0" or "1" in the document, not a number.
    api.post('/api/system/role/add', { body: { roleCode: 'clerk', roleName: 'Clerk', back: 0 } }),
    // @ts-expect-error the document has no `totally` in a role.
    api.post('/api/system/role/add', { body: { roleCode: 'clerk', roleName: 'Clerk', back: '0', totally: 'wrong' } }),
    // @ts-expect-error a path the document does not have.
    api.get('/api/system/role/nothing'),
  ];
  expect(typeof wrong).toBe('function');
});

it('reads a looser or open result as the console\'s type, checked against what the document says', async () => {
  answer([{ version: 2, action: 'edit', changedBy: null, changedAt: '2026-01-01T00:00:00Z' }]);
  type Entry = { version: number; action: 'add' | 'edit' | 'delete'; changedBy: string | null; changedAt: string };
  // The document's `action` is a string: it fits the console's union once widened.
  const entries: Entry[] = await narrowed<Entry[]>(api.get('/api/system/role/history', { params: { query: { code: 'clerk' } } }));
  expect(entries[0]?.action).toBe('edit');
  answer({ key: 'leave', name: 'Leave', bpmnXml: '<x/>' });
  const template = await opened<{ key: string; bpmnXml: string }>(api.get('/api/bpm/template/queryByKey', { params: { query: { key: 'leave' } } }));
  expect(template.bpmnXml).toBe('<x/>');
  const wrong = () => [
    // @ts-expect-error the document's history entry has no `author`: the console's type does not fit it.
    narrowed<(Entry & { author: string })[]>(api.get('/api/system/role/history', { params: { query: { code: 'clerk' } } })),
    // @ts-expect-error a list is not an open object.
    opened<{ key: string }>(api.get('/api/system/role/history', { params: { query: { code: 'clerk' } } })),
  ];
  expect(typeof wrong).toBe('function');
});

it('reads a result more narrowly than the document only where the document admits the console\'s type', async () => {
  answer({ todayVisitCount: 3, todayIp: 2, totalVisitCount: 9 });
  const info = await readAs<{ todayVisitCount: 3; todayIp: number; totalVisitCount: number }>()(api.get('/api/system/log/loginfo'));
  expect(info.todayVisitCount).toBe(3);
  const wrong = () => [
    // @ts-expect-error the document's counts are numbers, not strings.
    readAs<{ todayVisitCount: string; todayIp: number; totalVisitCount: number }>()(api.get('/api/system/log/loginfo')),
  ];
  expect(typeof wrong).toBe('function');
});

it('leaves no console call on the untyped helpers: every module calls the API through the typed layer', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const src = join(import.meta.dirname, '../src');
  const files = (await readdir(src, { recursive: true })).filter((f) => /\.tsx?$/.test(f) && !f.startsWith(join('request', 'http.ts')));
  const untyped: string[] = [];
  for (const file of files) {
    const lines = (await readFile(join(src, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (/\bhttp\.(get|post|put|delete)\b/.test(line) && !/^\s*(\/\/|\*)/.test(line)) untyped.push(`${file}:${i + 1}`);
    });
  }
  expect(untyped).toEqual([]);
});
