// Request layer (spec §7, §8): headers and parameters, the envelope, and what the user is told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { ApiError, buildUrl, http, isDictItemLookup } = await import('../src/request/http.ts');
const { noticeForStatus } = await import('../src/request/notices.ts');
const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

const envelope = (result: unknown, code = '200', success = true, message = 'ok') =>
  JSON.stringify({ success, code, message, result, timestamp: 1 });

function answer(status: number, body: string) {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentRequest = (fetchMock: ReturnType<typeof answer>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url: new URL(url, 'http://x'), headers: new Headers(init.headers), init };
};

const user = { id: '1', username: 'admin', realname: 'Admin', backRoleFlg: '1' };

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  await setLanguage('zh_CN');
  ui.showNotification.mockReset();
  ui.showLoginExpired.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('what a request carries', () => {
  it('sends X-Access-Token when a token exists, `_t` in seconds on GET and `lang`', async () => {
    session.signIn('tok-1', user);
    const fetchMock = answer(200, envelope({ a: 1 }));
    const before = Math.floor(Date.now() / 1000);
    await expect(http.get('/api/user/info', { x: 'y' })).resolves.toEqual({ a: 1 });
    const { url, headers } = sentRequest(fetchMock);
    expect(headers.get('X-Access-Token')).toBe('tok-1');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    expect(Number(url.searchParams.get('_t'))).toBeLessThan(before + 5);
    expect(url.searchParams.get('lang')).toBe('zh_CN');
    expect(url.searchParams.get('x')).toBe('y');
  });

  it('sends no token header without a session, and no `_t` on POST', async () => {
    const fetchMock = answer(200, envelope(true));
    await http.post('/api/system/login', { username: 'a' });
    const { url, headers, init } = sentRequest(fetchMock);
    expect(headers.has('X-Access-Token')).toBe(false);
    expect(url.searchParams.has('_t')).toBe(false);
    expect(init.body).toBe('{"username":"a"}');
  });

  it.each([
    ['/api/system/dict/getDictItems/sex', true],
    ['/api/system/dict/getDictItemMap/sex', true],
    ['/api/system/dict/list', false],
  ])('dictionary item lookup %s → no _t: %s', (url, lookup) => {
    expect(isDictItemLookup(url)).toBe(lookup);
    expect(new URL(buildUrl(url, 'GET', undefined), 'http://x').searchParams.has('_t')).toBe(!lookup);
  });

  it('follows the interface language in `lang`', async () => {
    await setLanguage('en_US');
    expect(new URL(buildUrl('/a', 'GET', {}), 'http://x').searchParams.get('lang')).toBe('en_US');
  });
});

describe('answers', () => {
  it('a success envelope with another code than 200 is a failure with the server message', async () => {
    answer(200, envelope(null, '400', false, 'Incorrect username or password'));
    const error = await http.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe('Incorrect username or password');
    await flush();
    expect(ui.showNotification).toHaveBeenCalledWith('error', '系统提示', 'Incorrect username or password', 0);
  });

  it('a silent call tells nobody', async () => {
    answer(403, envelope(null, '403', false, 'access denied'));
    await expect(http.get('/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await flush();
    expect(ui.showNotification).not.toHaveBeenCalled();
  });

  it('401 with a token opens the login-expired modal after 0.5 s, once', async () => {
    session.signIn('tok', user);
    answer(401, envelope(null, '401', false, 'Unauthorized, please log in again'));
    vi.useFakeTimers();
    await http.get('/a').catch(() => undefined);
    await http.get('/b').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(499);
    expect(ui.showLoginExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await flush();
    expect(ui.showLoginExpired).toHaveBeenCalledTimes(1);
    expect(ui.showLoginExpired.mock.calls[0]?.[0]).toMatchObject({
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
    });
  });

  it('a call that never answers is a network time-out (status 0)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await http.get('/x').catch((e: unknown) => e);
    expect((error as InstanceType<typeof ApiError>).status).toBe(0);
    await flush();
    expect(ui.showNotification).toHaveBeenCalledWith('error', '系统提示', '网络超时', 0);
  });
});

describe('noticeForStatus (spec §8)', () => {
  it.each([
    { status: 403, token: true, expected: { kind: 'notify', level: 'error', titleKey: 'request.systemHint', textKey: 'msg.accessDenied' } },
    { status: 404, token: true, expected: { kind: 'notify', level: 'error', titleKey: 'request.systemHint', textKey: 'msg.notFound' } },
    { status: 504, token: true, expected: { kind: 'notify', level: 'error', titleKey: 'request.systemHint', textKey: 'msg.networkTimeout' } },
    { status: 500, token: true, expected: { kind: 'none' } },
    { status: 401, token: true, expected: { kind: 'loginExpired' } },
    { status: 401, token: false, expected: { kind: 'notify', level: 'error', textKey: 'msg.unauthorized' } },
    { status: 409, token: true, message: 'stale', expected: { kind: 'notify', level: 'error', titleKey: 'request.systemHint', text: 'stale' } },
  ])('$status (token: $token)', ({ status, token, message, expected }) => {
    expect(noticeForStatus(status, message, token)).toEqual(expected);
  });
});

describe('files', () => {
  it('an empty download is a failed download (warning, 3 s)', async () => {
    const { downloadFile } = await import('../src/request/files.ts');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Blob([]), { status: 200 })));
    await expect(downloadFile('/api/x/export', 'x.xlsx')).resolves.toBe(false);
    await flush();
    expect(ui.showNotification).toHaveBeenCalledWith('warning', undefined, '文件下载失败', 3);
  });

  it('an upload is multipart with the file and its fields, without a JSON content type', async () => {
    const { uploadFile } = await import('../src/request/files.ts');
    const fetchMock = answer(200, envelope({ url: '/f/1' }));
    await expect(uploadFile('/api/sys/upload', new Blob(['hi']), 'a.txt', { biz: 'temp' })).resolves.toEqual({ url: '/f/1' });
    const { init, headers } = sentRequest(fetchMock);
    const body = init.body as FormData;
    expect(body.get('biz')).toBe('temp');
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(headers.has('Content-Type')).toBe(false);
  });
});
