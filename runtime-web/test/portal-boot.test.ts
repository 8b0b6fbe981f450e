// The portal's first call from the HTML (#42 item 8): the script the build inlines into index.html runs on its own (no
// module around it), asks for the portal with its data only on the portal's path with a stored session whose password
// need not change, with the token and language the console would use; the console takes that answer once, for the
// same token and language only. Its settings are the console's own constants.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, SYS_CONFIG_CODES } from '../src/config.ts';
import { PORTAL_HOME } from '../src/engine.ts';
import { PORTAL_BOOT_SETTINGS, portalBootScript } from '../src/session/portal-boot-script.ts';
import { takeBooted } from '../src/session/portal-boot.ts';
import { setItem, STORAGE_KEYS, storageKey } from '../src/store/storage.ts';
import { CHANGE_REQUIRED_KEY } from '../src/store/session.ts';

const fetched: { url: string; headers: Record<string, string> }[] = [];

/** Runs the inlined script as index.html would: its text alone, in the page's global scope. */
function runScript(apiBase = ''): void {
  new Function(portalBootScript(apiBase))();
}

beforeEach(() => {
  localStorage.clear();
  window.__ycPortalBoot = undefined;
  fetched.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url, headers: init.headers });
    return new Response(JSON.stringify({ success: true, code: '200', message: '', result: { portalType: 1, portal: null, data: {} }, timestamp: 0 }));
  }));
  window.history.replaceState(null, '', PORTAL_HOME.path);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the portal\'s first call from the HTML', () => {
  it('has the console\'s own storage keys, path and call', () => {
    expect(PORTAL_BOOT_SETTINGS).toEqual({
      path: PORTAL_HOME.path,
      tokenKey: storageKey(STORAGE_KEYS.token),
      changeKey: storageKey(CHANGE_REQUIRED_KEY),
      languageKey: storageKey(STORAGE_KEYS.language),
      url: `${API_BASE}/api/eform/engine/portal`,
      permissionsUrl: `${API_BASE}/api/system/permission/getUserPermissionByToken`,
      permissionsKey: storageKey('STATIC__permissions'),
      extras: {
        sysConfig: `${API_BASE}/api/system/sysconfig/querySysConfigByCodeList?codes=${SYS_CONFIG_CODES.join(',')}`,
        locales: `${API_BASE}/api/eform/manage/localeProvider/getLocales`,
        loginConfig: `${API_BASE}/api/system/loginConfig`,
      },
      staticPrefix: storageKey('STATIC__'),
    });
  });

  it('Given a stored session on the portal\'s path, When the script runs, Then it asks for the portal with its data in the stored language with the token', async () => {
    setItem(STORAGE_KEYS.token, 'tok-1', 60_000);
    setItem(STORAGE_KEYS.language, 'en_US');
    runScript('/base');
    const headers = { Accept: 'application/json', 'X-Access-Token': 'tok-1' };
    expect(fetched).toEqual([
      { url: '/base/api/eform/engine/portal?with=data&lang=en_US', headers },
      { url: '/base/api/system/permission/getUserPermissionByToken?lang=en_US', headers },
      { url: `/base/api/system/sysconfig/querySysConfigByCodeList?codes=${SYS_CONFIG_CODES.join(',')}&lang=en_US`, headers },
      { url: '/base/api/eform/manage/localeProvider/getLocales?lang=en_US', headers },
      { url: '/base/api/system/loginConfig?lang=en_US', headers },
    ]);
    expect(window.__ycPortalBoot).toMatchObject({ token: 'tok-1', lang: 'en_US' });
    await expect(takeBooted('answer', 'tok-1', 'en_US')).resolves.toEqual({ portalType: 1, portal: null, data: {} });
    // Taken once.
    expect(takeBooted('answer', 'tok-1', 'en_US')).toBeUndefined();
  });

  it('asks nothing with no session, an expired token, a password to change first, or on another path', () => {
    runScript();
    setItem(STORAGE_KEYS.token, 'tok-old', -1);
    runScript();
    setItem(STORAGE_KEYS.token, 'tok-2', 60_000);
    setItem(CHANGE_REQUIRED_KEY, true, 60_000);
    runScript();
    localStorage.removeItem(storageKey(CHANGE_REQUIRED_KEY));
    window.history.replaceState(null, '', '/index/login');
    runScript();
    expect(fetched).toEqual([]);
    expect(window.__ycPortalBoot).toBeUndefined();
  });

  it('hands its answer only to the token and language that asked, and not a refusal', async () => {
    setItem(STORAGE_KEYS.token, 'tok-3', 60_000);
    runScript();
    expect(fetched[0]?.url).toBe('/api/eform/engine/portal?with=data&lang=zh_CN');
    expect(takeBooted('answer', 'another-token', 'zh_CN')).toBeUndefined();
    expect(takeBooted('permissions', 'another-token', 'zh_CN')).toBeUndefined();
    runScript();
    expect(takeBooted('answer', 'tok-3', 'en_US')).toBeUndefined();
    expect(takeBooted('permissions', 'tok-3', 'en_US')).toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, code: '401', message: 'expired', result: null, timestamp: 0 }), { status: 401 })));
    runScript();
    await expect(takeBooted('answer', 'tok-3', 'zh_CN')).rejects.toThrow();
    await expect(takeBooted('permissions', 'tok-3', 'zh_CN')).rejects.toThrow();
  });

  it('asks the permission list only when the session has not cached it in this language, and hands it over once', async () => {
    setItem(STORAGE_KEYS.token, 'tok-4', 60_000);
    for (const name of ['permissions', 'sysConfig', 'locales', 'loginConfig']) {
      setItem(`STATIC__${name}`, { token: 'tok-4', language: 'zh_CN', version: 'v1', value: {} }, 60_000);
    }
    runScript();
    expect(fetched.map((f) => f.url)).toEqual(['/api/eform/engine/portal?with=data&lang=zh_CN']);
    expect(takeBooted('permissions', 'tok-4', 'zh_CN')).toBeUndefined();
    // Cached for another session: asked.
    setItem('STATIC__permissions', { token: 'tok-old', language: 'zh_CN', version: 'v1', value: { menu: [] } }, 60_000);
    runScript();
    expect(fetched.map((f) => f.url).at(-1)).toBe('/api/system/permission/getUserPermissionByToken?lang=zh_CN');
    // Each answer is taken once, in either order.
    await expect(takeBooted('permissions', 'tok-4', 'zh_CN')).resolves.toEqual({ portalType: 1, portal: null, data: {} });
    expect(takeBooted('permissions', 'tok-4', 'zh_CN')).toBeUndefined();
    expect(window.__ycPortalBoot).toBeDefined();
    await expect(takeBooted('answer', 'tok-4', 'zh_CN')).resolves.toEqual({ portalType: 1, portal: null, data: {} });
    expect(window.__ycPortalBoot).toBeUndefined();
  });

  it('asks each of the session\'s extras the session has not cached, and hands each over once, to its token and language', async () => {
    setItem(STORAGE_KEYS.token, 'tok-5', 60_000);
    setItem('STATIC__permissions', { token: 'tok-5', language: 'zh_CN', version: 'v1', value: { menu: [] } }, 60_000);
    setItem('STATIC__locales', { token: 'tok-5', language: 'zh_CN', version: 'v1', value: {} }, 60_000);
    runScript();
    expect(fetched.map((f) => f.url)).toEqual([
      '/api/eform/engine/portal?with=data&lang=zh_CN',
      `/api/system/sysconfig/querySysConfigByCodeList?codes=${SYS_CONFIG_CODES.join(',')}&lang=zh_CN`,
      '/api/system/loginConfig?lang=zh_CN',
    ]);
    expect(takeBooted('locales', 'tok-5', 'zh_CN')).toBeUndefined();
    expect(takeBooted('sysConfig', 'tok-5', 'en_US')).toBeUndefined();
    await expect(takeBooted('loginConfig', 'tok-5', 'zh_CN')).resolves.toEqual({ portalType: 1, portal: null, data: {} });
    expect(takeBooted('loginConfig', 'tok-5', 'zh_CN')).toBeUndefined();
    expect(window.__ycPortalBoot).toBeDefined();
    await expect(takeBooted('answer', 'tok-5', 'zh_CN')).resolves.toBeDefined();
    expect(window.__ycPortalBoot).toBeUndefined();
  });
});
