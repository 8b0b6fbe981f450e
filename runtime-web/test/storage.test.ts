// Browser storage: the yuncheng__ namespace, the 7-day expiry, broken values.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS } from '../src/config.ts';
import { clearAll, getItem, setItem, storageKey } from '../src/store/storage.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('storage', () => {
  it('keeps every key under the yuncheng__ namespace', () => {
    setItem('ACCESS_TOKEN', 't');
    expect(Object.keys(localStorage)).toEqual(['yuncheng__ACCESS_TOKEN']);
    expect(storageKey('X')).toBe('yuncheng__X');
  });

  it('returns a value until it expires, then forgets it', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    setItem('ACCESS_TOKEN', 'token', SESSION_TTL_MS);
    vi.setSystemTime(1_000_000 + SESSION_TTL_MS - 1);
    expect(getItem('ACCESS_TOKEN')).toBe('token');
    vi.setSystemTime(1_000_000 + SESSION_TTL_MS);
    expect(getItem('ACCESS_TOKEN')).toBeUndefined();
    expect(localStorage.getItem('yuncheng__ACCESS_TOKEN')).toBeNull();
  });

  it('the session lives 7 days (604800000 ms)', () => {
    expect(SESSION_TTL_MS).toBe(604_800_000);
  });

  it('drops a value that is not its JSON', () => {
    localStorage.setItem('yuncheng__BROKEN', '{not json');
    expect(getItem('BROKEN')).toBeUndefined();
    expect(localStorage.getItem('yuncheng__BROKEN')).toBeNull();
  });

  it('clearAll empties local and session storage', () => {
    setItem('A', 1);
    sessionStorage.setItem('b', '2');
    clearAll();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
