// What the console keeps of a single sign-on (issue #36, spec §4): the path to return to lasts 10 s, the provider's
// logout belongs to the session that began there only, and a refused CAS ticket goes back to the CAS login once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../src/store/session.ts';
import {
  mayReturnToCas, rememberProviderLogout, rememberReturnPath, RETURN_PATH_TTL_MS, takeProviderLogout, takeReturnPath,
} from '../src/pages/sso/sso-session.ts';

const user = { id: '1', username: 'admin', realname: 'Admin', backRoleFlg: '1' };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  session.clear();
});
afterEach(() => vi.useRealTimers());

describe('the path to return to', () => {
  it('is given back once, within 10 s', () => {
    rememberReturnPath('/system/user');
    vi.advanceTimersByTime(RETURN_PATH_TTL_MS - 1);
    expect(takeReturnPath()).toBe('/system/user');
    expect(takeReturnPath()).toBeUndefined();
  });

  it('is forgotten after 10 s, and when there is none to remember', () => {
    rememberReturnPath('/system/user');
    vi.advanceTimersByTime(RETURN_PATH_TTL_MS + 1);
    expect(takeReturnPath()).toBeUndefined();
    rememberReturnPath('/system/role');
    rememberReturnPath(undefined);
    expect(takeReturnPath()).toBeUndefined();
  });
});

describe('the provider\'s logout', () => {
  it('is the session\'s that began at the provider, taken once', () => {
    session.signIn('tok-sso', user);
    rememberProviderLogout('tok-sso', 'https://idp.example/session/end?id_token_hint=x');
    expect(takeProviderLogout()).toBe('https://idp.example/session/end?id_token_hint=x');
    expect(takeProviderLogout()).toBeUndefined();
  });

  it('is not another session\'s, nor an address that is not a web one', () => {
    rememberProviderLogout('tok-sso', 'https://idp.example/logout');
    session.signIn('tok-password', user);
    expect(takeProviderLogout()).toBeUndefined();
    rememberProviderLogout('tok-password', 'javascript:alert(1)');
    expect(takeProviderLogout()).toBeUndefined();
    rememberProviderLogout('tok-password', null);
    expect(takeProviderLogout()).toBeUndefined();
  });
});

it('sends a refused CAS ticket back to the CAS login once in half a minute', () => {
  expect(mayReturnToCas()).toBe(true);
  expect(mayReturnToCas()).toBe(false);
  vi.advanceTimersByTime(30_001);
  expect(mayReturnToCas()).toBe(true);
});
