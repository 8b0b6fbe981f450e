// The users page in happy-dom against a fake server: buttons by permission, the spec's form rules, the payload.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyText, button, click, fakeServer, flush, mount, type, waitFor, type Call, type Mounted } from './dom-helpers.tsx';

const ui = vi.hoisted(() => ({ showNotification: vi.fn(), showLoginExpired: vi.fn() }));
vi.mock('../src/request/notice-ui.tsx', () => ui);

const { default: UsersPage } = await import('../src/pages/system/users/UsersPage.tsx');
const { session } = await import('../src/store/session.ts');
const { setLanguage } = await import('../src/i18n/language.ts');

const user = (id: string, username: string, status = 1) => ({
  id, username, realname: username.toUpperCase(), status, version: 1, departNames: 'QA', sex: null, phone: null,
});
const ROLE_ID = '6f0c8c1e-2b1a-4c53-9a7e-000000000001';

// The server's transport key pair: the page must send passwords encrypted under its public half.
const transport = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = transport.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const decrypt = (cipher: string) =>
  privateDecrypt({ key: transport.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64')).toString();

let mounted: Mounted;
let calls: Call[];

beforeEach(async () => {
  await setLanguage('en_US');
  ui.showNotification.mockClear();
  session.signIn('tok', { id: 'me', username: 'me', realname: 'Me', backRoleFlg: '1' });
  session.setPermissions({
    menu: [],
    auth: [
      { action: 'system:user:add', type: '1', status: '1' },
      { action: 'system:user:password', type: '1', status: '1' },
      { action: 'system:user:recycle', type: '1', status: '1' },
    ],
    allAuth: [
      { action: 'system:user:add', type: '1', status: '1' },
      { action: 'system:user:delete', type: '1', status: '1' },
      { action: 'system:user:frozen', type: '2', status: '1' },
      { action: 'system:user:password', type: '1', status: '1' },
      { action: 'system:user:recycle', type: '1', status: '1' },
    ],
    portalType: 1,
    formOpenType: 'dialog',
  });
  calls = fakeServer({
    'GET /api/system/user/list': () => ({ records: [user('u1', 'alice'), user('u2', 'bob', 2)], total: 2, current: 1, size: 10 }),
    'GET /api/system/role/queryall': () => [{ id: ROLE_ID, roleName: 'Auditor', roleCode: 'auditor' }],
    'GET /api/org/sysOrg/queryTreeList': () => [],
    'GET /api/org/sysJob/queryall': () => [],
    'GET /api/system/user/checkOnlyUser': () => true,
    'GET /api/system/user/transportKey': () => ({ publicKey: publicPem, algorithm: 'RSA-OAEP', hash: 'SHA-256' }),
    'POST /api/system/user/addJM': () => ({ id: 'new' }),
    'PUT /api/system/user/resetPassword': () => null,
    'GET /api/system/user/recycleBin': () => ({ records: [user('u9', 'zed')], total: 1, current: 1, size: 10 }),
    'PUT /api/system/user/putRecycleBin': () => null,
  });
  mounted = mount();
  mounted.render(<UsersPage />);
  await waitFor(() => bodyText().includes('alice'), 'the list');
});

afterEach(() => {
  mounted.unmount();
  session.clear();
  vi.unstubAllGlobals();
});

const input = (id: string) => document.querySelector(`#${id}`);

describe('users page', () => {
  it('shows a granted button, hides an ungranted one and disables an ungranted type-2 one', () => {
    expect(document.querySelector('[data-testid=user-add]')).not.toBeNull();
    expect(document.querySelector('[data-testid=user-delete]')).toBeNull();
    expect(document.querySelector<HTMLButtonElement>('[data-testid=user-freeze]')?.disabled).toBe(true);
    expect(bodyText()).toContain('Frozen');
  });

  it("refuses a weak password, a different confirmation and a bad phone with the spec's messages", async () => {
    await click(document.querySelector('[data-testid=user-add]'));
    await waitFor(() => Boolean(input('user-password')), 'the form');
    await type(input('user-username'), 'carol');
    await type(input('user-realname'), 'Carol');
    await type(input('user-password'), 'weakpass');
    await type(input('user-confirm-password'), 'other');
    await type(input('user-phone'), '12345');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    for (const message of ['Insufficient password strength', 'The two passwords are inconsistent', 'phone number is incorrect']) {
      await waitFor(() => bodyText().includes(message), message);
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the new user with the default order, no birthday, empty relations and the passwords encrypted', async () => {
    await click(button('Add user'));
    await waitFor(() => Boolean(input('user-password')), 'the form');
    await type(input('user-username'), 'carol');
    await type(input('user-realname'), 'Carol');
    await type(input('user-password'), 'Str0ng#Pass');
    await type(input('user-confirm-password'), 'Str0ng#Pass');
    await type(input('user-phone'), '13912345678');
    await click(document.querySelector('[data-testid=form-modal-ok]'));
    await waitFor(() => calls.some((c) => c.method === 'POST'), 'the add call');
    await flush();
    const sent = calls.find((c) => c.path === '/api/system/user/addJM')!.body as Record<string, string>;
    expect(sent).toMatchObject({
      username: 'carol', realname: 'Carol', phone: '13912345678', birthday: null, userOrder: 0, selectedRole: [], selectedDeparts: [],
    });
    expect(JSON.stringify(sent)).not.toContain('Str0ng#Pass');
    expect(decrypt(sent.password!)).toBe('Str0ng#Pass');
    expect(decrypt(sent.confirmPassword!)).toBe('Str0ng#Pass');
    await waitFor(() => ui.showNotification.mock.calls.some((c) => c[2] === 'Operation is successful'), 'the success notice');
  });

  it('an administrator sets a password from the row menu: same rules, then the reset call', async () => {
    await click(document.querySelector('[data-testid=user-more]'));
    await waitFor(() => bodyText().includes('Change password'), 'the row menu');
    await click([...document.querySelectorAll('.ant-dropdown-menu-item')].find((i) => i.textContent === 'Change password'));
    await waitFor(() => Boolean(input('reset-password')), 'the password form');
    await type(input('reset-password'), 'Str0ng#Pass');
    await type(input('reset-confirm-password'), 'Str0ng#Pasz');
    await click(document.querySelector('[data-testid=reset-password-form] [data-testid=form-modal-ok]') ?? [...document.querySelectorAll('[data-testid=form-modal-ok]')].at(-1));
    await waitFor(() => bodyText().includes('The two passwords are inconsistent'), 'the mismatch');
    await type(input('reset-confirm-password'), 'Str0ng#Pass');
    await click([...document.querySelectorAll('[data-testid=form-modal-ok]')].at(-1));
    await waitFor(() => calls.some((c) => c.path === '/api/system/user/resetPassword'), 'the reset call');
    expect(calls.find((c) => c.path === '/api/system/user/resetPassword')!.body).toEqual({ id: 'u1', password: 'Str0ng#Pass', confirmpassword: 'Str0ng#Pass' });
  });

  it('the recycle bin lists deleted users and restores one', async () => {
    await click(document.querySelector('[data-testid=user-recycle-bin]'));
    await waitFor(() => bodyText().includes('zed'), 'the recycle bin');
    await click([...document.querySelectorAll('[data-testid=recycle-bin] button')].find((b) => b.textContent?.replace(/\s/g, '') === 'Restore' && b.closest('tr')));
    await waitFor(() => calls.some((c) => c.path === '/api/system/user/putRecycleBin'), 'the restore call');
    expect(calls.find((c) => c.path === '/api/system/user/putRecycleBin')!.body).toEqual({ userIds: 'u9' });
  });
});
