// Login page flow in happy-dom: department choice for users of several departments, then the redirect.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { default: LoginPage } = await import('../src/pages/login/LoginPage.tsx');
const { RouterLoginNavigation } = await import('../src/router/AppRoutes.tsx');
const { session } = await import('../src/store/session.ts');
const { pendingPostLoginTarget } = await import('../src/session/actions.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const envelope = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ success: status === 200, code: String(status), message: status === 200 ? 'ok' : 'Sorry, resource not found', result, timestamp: 1 }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const loginResult = (departs: { id: string; orgName: string; orgCode: string }[], flags: { isFist?: boolean } = {}) => ({
  token: 'tok-9',
  userInfo: { id: '9', username: 'admin', realname: 'Admin', backRoleFlg: '1' },
  isFist: false,
  isChange: false,
  departs,
  multiDepart: departs.length > 1,
  ...flags,
});

let container: HTMLElement;
let root: Root;
let calls: { method: string; url: URL; headers: Headers; body: unknown }[];

function serve(result: ReturnType<typeof loginResult>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://x');
      calls.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/system/loginConfig') return envelope({ captchaEnabled: false, demoMode: false });
      if (url.pathname === '/api/system/login') return envelope(result);
      return envelope(null, 404);
    }),
  );
}

function type(id: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!input) throw new Error(`no #${id}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submitLogin() {
  type('login-username', 'admin');
  type('login-password', 'Admin#Passw0rd');
  await act(async () => container.querySelector<HTMLButtonElement>('[data-testid=login-submit]')?.click());
}

beforeEach(async () => {
  serve(loginResult([]));
  localStorage.clear();
  session.clear();
  await setLanguage('en_US');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={['/index/login?redirect=%2Fsystem%2Fuser']}>
        <Routes>
          <Route
            path="/index/login"
            element={
              <RouterLoginNavigation>
                <LoginPage />
              </RouterLoginNavigation>
            }
          />
        </Routes>
      </MemoryRouter>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// Lazy chunks (antd) can take seconds to import on a loaded CI machine.
const SLOW = { timeout: 15_000 };

describe('login flow', () => {
  it('one department: signs in at once and heads for the redirect', async () => {
    serve(loginResult([{ id: 'd1', orgName: 'Head office', orgCode: 'A' }]));
    await submitLogin();
    await vi.waitFor(() => expect(session.get().token).toBe('tok-9'), SLOW);
    expect(pendingPostLoginTarget()).toBe('/system/user');
    expect(calls.find((c) => c.url.pathname === '/api/system/login')?.body).toMatchObject({ username: 'admin', captcha: '' });
  });

  it('several departments: asks which one, tells the server (a 404 is tolerated), then signs in', async () => {
    serve(loginResult([
      { id: 'd1', orgName: 'Head office', orgCode: 'A' },
      { id: 'd2', orgName: 'Branch', orgCode: 'B' },
    ]));
    await submitLogin();
    await vi.waitFor(() => expect(document.body.textContent).toContain('Choose the department to log in with'), SLOW);
    expect(session.get().token).toBeUndefined();
    const ok = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal button')].find((b) => b.textContent?.trim() === 'OK');
    await act(async () => ok?.click());
    await vi.waitFor(() => expect(session.get().token).toBe('tok-9'), SLOW);
    const select = calls.find((c) => c.url.pathname === '/api/system/selectDepart');
    expect(select).toMatchObject({ method: 'PUT', body: { orgId: 'd1' } });
    expect(select?.headers.get('X-Access-Token')).toBe('tok-9');
    expect(ui.showNotification).not.toHaveBeenCalled();
  });

  it('a first login goes to the change of password instead of the redirect', async () => {
    serve(loginResult([], { isFist: true }));
    await submitLogin();
    await vi.waitFor(() => expect(session.get().token).toBe('tok-9'), SLOW);
    expect(pendingPostLoginTarget()).toBe('/index/alteration');
    expect(session.get().passwordChangeRequired).toBe(true);
  });

  it('empty fields are refused without a call', async () => {
    serve(loginResult([]));
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid=login-submit]')?.click());
    expect(container.textContent).toContain('Username cannot be empty');
    expect(calls.some((c) => c.url.pathname === '/api/system/login')).toBe(false);
  });
});
