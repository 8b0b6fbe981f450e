// The login page before the router (router/login-first.tsx, issue #40 item 3), in happy-dom: which visits get it, and
// that sending the form fetches the console, a session starts it, and a link hands the address over to it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { LoginFirst, loginFirstAddress } = await import('../src/router/login-first.tsx');
const { LoginPage } = await import('../src/router/pages.ts');
const { session } = await import('../src/store/session.ts');
const { pendingPostLoginTarget } = await import('../src/session/actions.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: '200', message: 'ok', result, timestamp: 1 }), { headers: { 'Content-Type': 'application/json' } });

const at = (address: string) => {
  const url = new URL(address, 'http://x');
  return { pathname: url.pathname, search: url.search };
};

describe('which visit gets the login page before the router', () => {
  it('the login page and the addresses the guard sends there, without a session', () => {
    expect(loginFirstAddress(at('/index/login'), false)).toBe('/index/login');
    expect(loginFirstAddress(at('/index/login/?redirect=%2Fsystem%2Fuser'), false)).toBe('/index/login?redirect=%2Fsystem%2Fuser');
    expect(loginFirstAddress(at('/'), false)).toBe('/index/login');
    expect(loginFirstAddress(at('/system/user?tab=2'), false)).toBe(`/index/login?redirect=${encodeURIComponent('/system/user?tab=2')}`);
  });

  it('not with a session, nor on the pages open to everyone', () => {
    expect(loginFirstAddress(at('/index/login'), true)).toBeUndefined();
    expect(loginFirstAddress(at('/system/user'), true)).toBeUndefined();
    expect(loginFirstAddress(at('/index/register'), false)).toBeUndefined();
    expect(loginFirstAddress(at('/index/alteration'), false)).toBeUndefined();
  });
});

describe('the login page before the router', () => {
  let container: HTMLElement;
  let root: Root;
  const loadRouter = vi.fn();
  const startRouter = vi.fn();

  beforeEach(async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const { pathname } = new URL(input, 'http://x');
        if (pathname === '/api/system/loginConfig') return envelope({ captchaEnabled: false, demoMode: false });
        if (pathname === '/api/system/login') {
          return envelope({ token: 'tok-7', userInfo: { id: '7', username: 'admin', realname: 'Admin' }, isFist: false, isChange: false, departs: [] });
        }
        return envelope(null);
      }),
    );
    localStorage.clear();
    session.clear();
    loadRouter.mockClear();
    startRouter.mockClear();
    await setLanguage('en_US');
    window.history.replaceState(null, '', '/index/login?redirect=%2Fsystem%2Fuser');
    await LoginPage.preload();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    await act(async () => root.render(<LoginFirst loadRouter={loadRouter} startRouter={startRouter} />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  function type(id: string, value: string) {
    const input = container.querySelector<HTMLInputElement>(`#${id}`);
    if (!input) throw new Error(`no #${id}`);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('shows at once; sending the form fetches the console, the session starts it, the redirect is kept', async () => {
    expect(container.querySelector('input[type=password]')).not.toBeNull();
    expect(loadRouter).not.toHaveBeenCalled();
    type('login-username', 'admin');
    type('login-password', 'Admin#Passw0rd');
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid=login-submit]')?.click());
    expect(loadRouter).toHaveBeenCalled();
    await vi.waitFor(() => expect(session.get().token).toBe('tok-7'));
    await vi.waitFor(() => expect(startRouter).toHaveBeenCalled());
    expect(pendingPostLoginTarget()).toBe('/system/user');
  });

  it('a link puts its address in the history and hands over to the console', async () => {
    const link = container.querySelector<HTMLAnchorElement>('[data-testid=forgot-password]');
    expect(link?.getAttribute('href')).toBe('/index/alteration');
    await act(async () => link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(window.location.pathname).toBe('/index/alteration');
    expect(startRouter).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBeUndefined();
  });
});
