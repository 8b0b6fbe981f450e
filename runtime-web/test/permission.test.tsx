// Has-permission component and the demo-mode directive (spec §6) rendered in happy-dom.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { HasPermission } = await import('../src/permission/HasPermission.tsx');
const { DemoDisabled } = await import('../src/permission/DemoDisabled.tsx');
const { ensureScriptEditAllowed, setDemoMode } = await import('../src/permission/guards.ts');
const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(async () => {
  await setLanguage('en_US');
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  session.signIn('tok', { id: '1', username: 'u', realname: 'U', backRoleFlg: '0' });
  session.setPermissions({
    menu: [],
    auth: [{ action: 'user:add', type: '1', status: '1' }],
    allAuth: [
      { action: 'user:add', type: '1', status: '1' },
      { action: 'user:delete', type: '1', status: '1' },
      { action: 'user:edit', type: '2', status: '1' },
      { action: 'user:open', type: '1', status: '0' },
    ],
    portalType: 1,
    formOpenType: 'dialog',
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  setDemoMode(false);
  session.clear();
});

const render = (node: React.ReactNode) => act(() => root.render(node));

describe('HasPermission', () => {
  it.each([
    { action: 'user:add', expected: 'enabled' },
    { action: 'user:open', expected: 'enabled' },
    { action: 'user:edit', expected: 'disabled' },
    { action: 'user:delete', expected: 'removed' },
  ])('$action → $expected', ({ action, expected }) => {
    render(
      <HasPermission action={action}>
        <button type="button">go</button>
      </HasPermission>,
    );
    const button = container.querySelector('button');
    if (expected === 'removed') expect(button).toBeNull();
    else expect(button?.disabled).toBe(expected === 'disabled');
  });

  it("the form's own permission list lets an action through", () => {
    render(
      <HasPermission action="user:delete" formPermissionList={[{ action: 'user:delete', type: '1', status: '1' }]}>
        <button type="button">go</button>
      </HasPermission>,
    );
    expect(container.querySelector('button')).not.toBeNull();
  });
});

describe('DemoDisabled', () => {
  it('in the experience environment a click only says it is disabled', async () => {
    const onClick = vi.fn();
    setDemoMode(true);
    render(
      <DemoDisabled>
        <button type="button" onClick={onClick}>
          save
        </button>
      </DemoDisabled>,
    );
    act(() => container.querySelector('button')?.click());
    expect(onClick).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(ui.showNotification).toHaveBeenCalledWith('warning', undefined, 'Disabled in the experience environment', 3),
    );
  });

  it('outside it the click goes through', () => {
    const onClick = vi.fn();
    render(
      <DemoDisabled>
        <button type="button" onClick={onClick}>
          save
        </button>
      </DemoDisabled>,
    );
    act(() => container.querySelector('button')?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('allowEditScript check', () => {
  const answer = (allowed: boolean) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, code: '200', message: '', result: allowed, timestamp: 1 }))),
    );

  it.each([true, false])('allowed = %s', async (allowed) => {
    ui.showNotification.mockReset();
    answer(allowed);
    await expect(ensureScriptEditAllowed()).resolves.toBe(allowed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (allowed) expect(ui.showNotification).not.toHaveBeenCalled();
    else expect(ui.showNotification).toHaveBeenCalledWith('warning', undefined, 'The current environment prohibits this operation', 3);
    vi.unstubAllGlobals();
  });
});
