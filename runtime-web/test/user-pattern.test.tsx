// User patterns in the console run on the engine's linear-time matcher (issue #30, item 2): a form's catastrophic field
// rule checks an attack value at once and shows the field's message; the check rule editor refuses a pattern the
// engine cannot run with the server's message, naming the rule, before any call.
import { act, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '../src/renderers/engine.ts';
import type { FormHandle } from '../src/renderers/form/FormRenderer.tsx';
import { bodyText, button, click, fakeServer, flush, mount, type, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { FormRenderer } = await import('../src/renderers/form/FormRenderer.tsx');
const { default: CheckRulesPage } = await import('../src/pages/system/logic/CheckRulesPage.tsx');
const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

const ATTACK = `${'a'.repeat(40)}!`;
/** Generous: the backtracking engine needs hours for this value; the linear one milliseconds. */
const BOUND_MS = 5000;

let mounted: Mounted;
let calls: Call[];

beforeEach(async () => {
  await setLanguage('en_US');
  session.signIn('tok', { id: 'me', username: 'me', realname: 'Me', backRoleFlg: '1' });
  const auth = ['list', 'add', 'edit'].map((a) => ({ action: `system:checkRule:${a}`, type: '1' as const, status: '1' as const }));
  session.setPermissions({ menu: [], auth, allAuth: auth, portalType: 1, formOpenType: 'dialog' });
  calls = fakeServer({
    'GET /api/system/checkRule/list': () => ({ records: [], total: 0, current: 1, size: 10 }),
    'POST /api/system/checkRule/add': (call) => ({ ...(call.body as object), version: 1 }),
  });
  mounted = mount();
});

afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

const byId = (id: string) => document.querySelector(`#${id}`);

describe('a form field rule', () => {
  const form: Form = { formName: 'F', formCode: 'f', fields: [{ type: 'input', key: 'code', title: 'Code', rules: [{ pattern: '^(a|a)+$' }] }] };

  it('checks an attack value at once and shows the field\'s message; a matching value is handed on', async () => {
    const handle = createRef<FormHandle>();
    const onSubmit = vi.fn();
    mounted.render(<FormRenderer form={form} onSubmit={onSubmit} handle={handle} />);
    await waitFor(() => Boolean(byId('root_code')), 'the form');
    await type(byId('root_code'), ATTACK);
    const started = performance.now();
    await act(async () => handle.current?.submit());
    await waitFor(() => bodyText().includes('Code is not in the expected format'), 'the message');
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(onSubmit).not.toHaveBeenCalled();
    await type(byId('root_code'), 'aaaa');
    await act(async () => handle.current?.submit());
    await waitFor(() => onSubmit.mock.calls.length > 0, 'the submit');
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ code: 'aaaa' });
  });
});

describe('the check rule editor', () => {
  async function fill(pattern: string) {
    mounted.render(<CheckRulesPage />);
    await waitFor(() => Boolean(button('Add')), 'the add button');
    await click(button('Add'));
    await waitFor(() => Boolean(byId('pattern')), 'the editor');
    await type(byId('ruleName'), 'Twice');
    await type(byId('ruleCode'), 'twice');
    await type(byId('pattern'), pattern);
    await type(byId('message'), 'No');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await flush();
  }

  it('refuses a backreference with the engine\'s message naming the rule, and sends nothing', async () => {
    await fill('(\\w)\\1');
    await waitFor(() => bodyText().includes('The pattern of twice cannot run on the linear-time pattern engine'), 'the refusal');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves a pattern the engine runs, however it would backtrack', async () => {
    await fill('^(a|a)+$');
    await waitFor(() => calls.some((c) => c.method === 'POST'), 'the add call');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ ruleCode: 'twice', pattern: '^(a|a)+$' });
  });
});
