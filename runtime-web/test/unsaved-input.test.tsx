// Unsaved input (#42 item 3): the one dirty-form registry every form uses — Back with a form dialog open closes it
// (asking first when something was typed), closing the tab asks, a page left by the router asks — and the values kept
// across a re-login; the login-expired notice is shown once per expired session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useEffect } from 'react';
import { button, click, flush as settle, mount } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn(), askToLeave: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { http } = await import('../src/request/http.ts');
const { setLoginExpiredHandler } = await import('../src/request/report.ts');
const { session } = await import('../src/store/session.ts');
const forms = await import('../src/renderers/form/dirty-form.ts');
const { LeaveGuard } = await import('../src/router/leave-guard.tsx');
const { setItem, STORAGE_KEYS } = await import('../src/store/storage.ts');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const user = { id: '1', username: 'lena', realname: 'Lena', backRoleFlg: '0' };
const identity = { route: '/eform/visits', formCode: 'visit_form', viewCode: 'visit_list', recordId: 'new' };
const open: { close(): void }[] = [];

function register(options: { onBack?: () => void; values?: Record<string, unknown> } = {}) {
  const form = forms.registerForm({ identity, values: () => options.values ?? {}, ...(options.onBack ? { onBack: options.onBack } : {}) });
  open.push(form);
  return form;
}

/** Browser Back (happy-dom moves the history and sends popstate as a browser does). */
async function pressBack() {
  window.history.back();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await flush();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  ui.askToLeave.mockReset();
  ui.showLoginExpired.mockReset();
  ui.showNotification.mockReset();
});

afterEach(() => {
  for (const form of open.splice(0)) form.close();
  vi.unstubAllGlobals();
});

describe('the dirty-form registry', () => {
  it('a form dialog pushes a history entry; Back closes an untouched dialog without asking', async () => {
    const onBack = vi.fn();
    const length = window.history.length;
    register({ onBack });
    expect(window.history.length).toBe(length + 1);
    expect(forms.hasDirtyForm()).toBe(false);
    await pressBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(ui.askToLeave).not.toHaveBeenCalled();
  });

  it('Back with typed input asks: Stay keeps the dialog (and its history entry), Leave closes it', async () => {
    const onBack = vi.fn();
    const form = register({ onBack });
    form.touch();
    ui.askToLeave.mockResolvedValueOnce(false);
    await pressBack();
    expect(ui.askToLeave).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    expect(forms.hasDirtyForm()).toBe(true);

    ui.askToLeave.mockResolvedValueOnce(true);
    await pressBack();
    expect(ui.askToLeave).toHaveBeenCalledTimes(2);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(forms.hasDirtyForm()).toBe(false);
  });

  it('closing the tab asks only while something typed is unsaved', () => {
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    register().touch();
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
  });

  it('"Close others" asks once about the tabs with unsaved input: Stay keeps those, Leave lets them all go', async () => {
    const at = (route: string) => {
      const form = forms.registerForm({ identity: { ...identity, route }, values: () => ({}) });
      open.push(form);
      return form;
    };
    at('/kept/a').touch();
    at('/kept/b');
    at('/kept/c').touch();
    ui.askToLeave.mockResolvedValueOnce(false);
    expect(await forms.leavableRoutes(['/kept/a', '/kept/b'])).toEqual(['/kept/b']);
    expect(ui.askToLeave).toHaveBeenCalledTimes(1);
    expect(forms.hasDirtyForm('/kept/a')).toBe(true);
    ui.askToLeave.mockResolvedValueOnce(true);
    expect(await forms.leavableRoutes(['/kept/a', '/kept/b'])).toEqual(['/kept/a', '/kept/b']);
    expect(forms.hasDirtyForm('/kept/a')).toBe(false);
    // The tab that stays open keeps its unsaved input; tabs without any are closed without a question.
    expect(forms.hasDirtyForm('/kept/c')).toBe(true);
    expect(await forms.leavableRoutes(['/kept/b'])).toEqual(['/kept/b']);
    expect(ui.askToLeave).toHaveBeenCalledTimes(2);
  });

  it('a save in progress asks nothing when it moves on (its own navigation)', () => {
    const form = register();
    form.touch();
    const done = form.busy();
    expect(forms.hasDirtyForm()).toBe(false);
    done();
    expect(forms.hasDirtyForm()).toBe(true);
  });

  it('keeps a dirty form values for the same form and user, once', () => {
    setItem(STORAGE_KEYS.lastUser, 'lena');
    register({ values: { name: 'Visit at ACME', amount: 2600.5 } }).touch();
    forms.stashDirtyForms();
    expect(forms.hasDirtyForm()).toBe(false);
    expect(forms.pendingDraft('/eform/visits', 'visit_list')).toMatchObject({ recordId: 'new', formCode: 'visit_form' });
    expect(forms.takeDraft({ ...identity, recordId: 'r1' })).toBeUndefined();
    expect(forms.takeDraft(identity)).toEqual({ name: 'Visit at ACME', amount: 2600.5 });
    expect(forms.takeDraft(identity)).toBeUndefined();
  });
});

function Page({ name, go }: { name: string; go?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (name !== 'visits') return;
    const form = forms.registerForm({ identity: { ...identity, route: '/visits' }, values: () => ({}) });
    form.touch();
    return () => form.close();
  }, [name]);
  return (
    <div>
      <span data-testid="page">{name}</span>
      {go && <button onClick={() => navigate(go)}>go</button>}
    </div>
  );
}

describe('leaving a page with a dirty form (the router guard)', () => {
  const app = () =>
    mount().render(
      <MemoryRouter initialEntries={['/visits']}>
        <LeaveGuard>
          <Routes>
            <Route path="/visits" element={<Page name="visits" go="/tasks" />} />
            <Route path="/tasks" element={<Page name="tasks" />} />
          </Routes>
        </LeaveGuard>
      </MemoryRouter>,
    );

  it('Stay keeps the page and its form; Leave goes on', async () => {
    app();
    const page = () => document.querySelector('[data-testid="page"]')?.textContent;
    ui.askToLeave.mockResolvedValueOnce(false);
    await click(button('go'));
    await settle();
    expect(ui.askToLeave).toHaveBeenCalledTimes(1);
    expect(page()).toBe('visits');

    ui.askToLeave.mockResolvedValueOnce(true);
    await click(button('go'));
    await settle();
    expect(ui.askToLeave).toHaveBeenCalledTimes(2);
    expect(page()).toBe('tasks');
  });
});

describe('the login-expired notice', () => {
  it('is shown once for an expired session, even after its button, and nothing stacks behind it', async () => {
    session.signIn('tok-42', user);
    const handler = vi.fn();
    setLoginExpiredHandler(handler);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, code: '401', message: 'expired' }), { status: 401 })));
    const form = register({ values: { name: 'typed' } });
    form.touch();
    await http.post('/api/save', { name: 'typed' }).catch(() => undefined);
    await http.get('/api/list').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ui.showLoginExpired).toHaveBeenCalledTimes(1);
    // The user presses Login: the calls that still fail with the dead token tell nothing more.
    await ui.showLoginExpired.mock.calls[0]![0].onOk();
    expect(handler).toHaveBeenCalledTimes(1);
    await http.get('/api/list').catch(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, code: '403', message: 'no' }), { status: 403 })));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ui.showLoginExpired).toHaveBeenCalledTimes(1);
    // The typed values were kept for after the sign-in.
    expect(forms.pendingDraft(identity.route)?.values).toEqual({ name: 'typed' });
  });
});
