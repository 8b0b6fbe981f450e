// Spec §2 navigation guard: token, permission list, allowed anonymous paths, redirect after login.
import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  isLoginPath,
  loginRedirect,
  permissionLoadFailed,
  postLoginTarget,
  safeRedirect,
} from '../src/routes/index.ts';

interface GuardCase {
  rule: string;
  path: string;
  fullPath?: string;
  hasToken: boolean;
  loaded: boolean;
  expected: { action: string; to?: string };
}

describe('decideNavigation', () => {
  it.each<GuardCase>([
    { rule: 'token and target login → /', path: '/index/login', hasToken: true, loaded: true, expected: { action: 'redirect', to: '/' } },
    { rule: 'token, login, permissions not loaded → still /', path: '/index/login', hasToken: true, loaded: false, expected: { action: 'redirect', to: '/' } },
    { rule: 'token and empty permission list → load it', path: '/system/user', hasToken: true, loaded: false, expected: { action: 'loadPermissions' } },
    { rule: 'token and permissions loaded → allow', path: '/system/user', hasToken: true, loaded: true, expected: { action: 'allow' } },
    { rule: 'token and unknown path → allow (the not-found page answers)', path: '/nope', hasToken: true, loaded: true, expected: { action: 'allow' } },
    ...['/index/login', '/index/register', '/index/register-result', '/index/alteration', '/index/enterpriseRegister', '/index/NewRegister'].map(
      (path) => ({ rule: `no token: ${path} allowed`, path, hasToken: false, loaded: false, expected: { action: 'allow' } }),
    ),
    { rule: 'no token: /index forwards to login itself', path: '/index', hasToken: false, loaded: false, expected: { action: 'allow' } },
    { rule: 'no token: trailing slash ignored', path: '/index/register/', hasToken: false, loaded: false, expected: { action: 'allow' } },
    {
      rule: 'no token: anything else → login with a redirect query',
      path: '/system/user',
      fullPath: '/system/user?id=7',
      hasToken: false,
      loaded: false,
      expected: { action: 'redirect', to: '/index/login?redirect=%2Fsystem%2Fuser%3Fid%3D7' },
    },
    { rule: 'no token: lic is not in the list', path: '/index/lic', hasToken: false, loaded: false, expected: { action: 'redirect', to: '/index/login?redirect=%2Findex%2Flic' } },
    { rule: 'no token: / → plain login', path: '/', hasToken: false, loaded: false, expected: { action: 'redirect', to: '/index/login' } },
    { rule: 'no token: process page → login', path: '/flow/view/1', hasToken: false, loaded: false, expected: { action: 'redirect', to: '/index/login?redirect=%2Fflow%2Fview%2F1' } },
  ])('$rule', ({ path, fullPath, hasToken, loaded, expected }) => {
    expect(decideNavigation({ path, fullPath: fullPath ?? path, hasToken, permissionsLoaded: loaded })).toEqual(expected);
  });
});

describe('isLoginPath', () => {
  it('is the login page with or without trailing slashes, and nothing else', () => {
    expect(['/index/login', '/index/login/', '/index/login//'].map(isLoginPath)).toEqual([true, true, true]);
    expect(['/index', '/index/login/x', '/index/loginx', '/', ''].map(isLoginPath)).toEqual([false, false, false, false, false]);
  });
});

describe('after login', () => {
  it.each([
    { rule: 'same user as last time → stored redirect', redirect: '/system/user', last: 'admin', user: 'admin', expected: '/system/user' },
    { rule: 'no previous user known → stored redirect', redirect: '/system/user', last: undefined, user: 'admin', expected: '/system/user' },
    { rule: 'another user → the target', redirect: '/system/user', last: 'admin', user: 'user', expected: '/' },
    { rule: 'no redirect → the target', redirect: undefined, last: 'admin', user: 'admin', expected: '/' },
    { rule: 'an absolute URL is never followed', redirect: 'https://evil.example/', last: undefined, user: 'admin', expected: '/' },
    { rule: 'a protocol-relative URL is never followed', redirect: '//evil.example/', last: undefined, user: 'admin', expected: '/' },
    { rule: 'the login page is never a redirect', redirect: '/index/login', last: undefined, user: 'admin', expected: '/' },
    { rule: 'the query of the redirect is kept', redirect: '/a?b=1', last: 'admin', user: 'admin', expected: '/a?b=1' },
  ])('$rule', ({ redirect, last, user, expected }) => {
    expect(postLoginTarget({ target: '/', redirect, username: user, lastUsername: last })).toBe(expected);
  });

  it('loading permissions fails → login with the redirect query', () => {
    expect(permissionLoadFailed('/app/group')).toEqual({ action: 'redirect', to: '/index/login?redirect=%2Fapp%2Fgroup' });
  });

  it.each([
    ['/', '/index/login'],
    ['/index/login?redirect=%2Fx', '/index/login'],
    ['/a', '/index/login?redirect=%2Fa'],
  ])('loginRedirect(%s) = %s', (from, to) => {
    expect(loginRedirect(from)).toBe(to);
  });

  it.each([
    ['/ok', '/ok'],
    ['/a\\b', undefined],
    ['javascript:alert(1)', undefined],
  ])('safeRedirect(%s)', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
