// Dictionary options cached in local storage by dictionary code: read from the cache while the server's version
// is the same, reloaded when it moved or when the console changed the dictionary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type Call } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { cachedDictOptions, dictCacheKey, invalidateDict, loadDictOptions } = await import('../src/store/dict-cache.ts');

let version = 1;
let calls: Call[];
const itemCalls = () => calls.filter((c) => c.path.startsWith('/api/system/dict/getDictItems/')).length;

beforeEach(() => {
  localStorage.clear();
  version = 1;
  invalidateDict('sex');
  calls = fakeServer({
    'GET /api/system/dict/versions': () => ({ sex: version }),
    'GET /api/system/dict/getDictItems/sex': () => [{ value: '1', text: '男', textEn: 'Male' }, { value: `v${version}`, text: `第${version}版` }],
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the dictionary cache', () => {
  it('keeps options under the yuncheng__ namespace with their version', async () => {
    const options = await loadDictOptions(['sex']);
    expect(options.get('sex')).toEqual([{ label: '男', labelEn: 'Male', value: '1' }, { label: '第1版', value: 'v1' }]);
    const stored = JSON.parse(localStorage.getItem(`yuncheng__${dictCacheKey('sex')}`)!);
    expect(stored.value.version).toBe(1);
    expect(cachedDictOptions('sex')).toEqual(options.get('sex'));
  });

  it('reads the cache while the version is the same, and item look-ups carry no _t', async () => {
    await loadDictOptions(['sex']);
    await loadDictOptions(['sex']);
    expect(itemCalls()).toBe(1);
    expect(calls.find((c) => c.path.startsWith('/api/system/dict/getDictItems/'))!.query.has('_t')).toBe(false);
  });

  it('reloads when the console changed the dictionary', async () => {
    await loadDictOptions(['sex']);
    version = 2;
    invalidateDict('sex');
    expect(cachedDictOptions('sex')).toBeUndefined();
    expect((await loadDictOptions(['sex'])).get('sex')?.[1]?.value).toBe('v2');
  });

  it('reloads when the version moved on the server (asked again after 30 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loadDictOptions(['sex']);
    version = 3;
    expect((await loadDictOptions(['sex'])).get('sex')?.[1]?.value).toBe('v1');
    vi.setSystemTime(Date.now() + 31_000);
    expect((await loadDictOptions(['sex'])).get('sex')?.[1]?.value).toBe('v3');
    expect(itemCalls()).toBe(2);
  });
});
