// Enterprise registration (issue #34): each rule and its message, the phone's SMS code, all or nothing, the operator's
// switch and invitation code, and the per-address limit (last: it spends the address's attempts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { HOUSEKEEPING_JOB } from '../../server/src/jobs/housekeeping.ts';
import { apiSuite, ApiClient } from '../support/server.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open', ENTERPRISE_REGISTER_MAX_PER_ADDRESS: '30', SMS_MAX_PER_ADDRESS: '100' } });
const PASSWORD = 'Reg#Passw0rd';
let phoneSeq = 0;
const newPhone = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(2, '0')}`;

async function codeFor(phone: string): Promise<string> {
  const sent = await suite.server.anonymous().post('/api/system/sms', { mobile: phone, smsmode: '1' });
  expect(sent.status).toBe(200);
  return smsOutbox(suite.server.platform.db).lastCode(phone)!;
}

async function form(code: string, extra: Record<string, unknown> = {}) {
  const phone = /^1\d{10}$/.test(String(extra.phone)) ? (extra.phone as string) : newPhone();
  return {
    enterpriseName: `Enterprise ${code}`, enterpriseCode: code, username: `${code}_admin`, realname: 'First admin', phone,
    password: PASSWORD, confirmPassword: PASSWORD, smsCode: await codeFor(phone), ...extra,
  };
}

const register = (body: unknown) => suite.server.anonymous().post('/api/enterpriseRegister/add', body);
const counts = async () => (await suite.server.sql<{ tenants: number; schemas: number; users: number; roles: number }>(
  `select (select count(*)::int from sys_tenant) as tenants, (select count(*)::int from pg_namespace where nspname like 'yc_t%') as schemas,
          (select count(*)::int from sys_user) as users, (select count(*)::int from sys_role) as roles`,
))[0]!;

describe('enterprise registration', () => {
  it('makes the enterprise, its schema, roles, menus and administrator, who signs in to an enterprise of their own', async () => {
    const res = await register(await form('acme'));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ enterpriseCode: 'acme', username: 'acme_admin' });
    const [tenant] = await suite.server.sql<{ id: number }>(`select id from sys_tenant where code = 'acme'`);
    expect(await suite.server.sql(`select 1 from pg_namespace where nspname = $1`, [`yc_t${tenant!.id}`])).toHaveLength(1);
    const roles = await suite.server.sql<{ role_code: string }>(`select role_code from sys_role where tenant_id = $1 order by 1`, [tenant!.id]);
    expect(roles.map((r) => r.role_code)).toEqual(expect.arrayContaining(['admin', 'general']));
    const acme = await suite.server.login('acme_admin', PASSWORD);
    const info = await acme.get('/api/user/info');
    expect(info.body.result).toMatchObject({ username: 'acme_admin', backRoleFlg: '1' });
    const users = await acme.get('/api/system/user/list?pageNo=1&pageSize=50');
    expect(users.body.result.records.map((u: any) => u.username)).toEqual(['acme_admin']);
  });

  it('refuses each rule with its message and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'admin' }, 'Account already exists'],
      [{ enterpriseCode: 'acme', username: 'other_admin' }, 'Enterprise code already exists'],
      [{ enterpriseCode: '中文' }, 'The enterprise code must be 2 to 32 letters, digits or underscores, starting with a letter'],
      [{ phone: '1234' }, 'phone number is incorrect'],
      [{ password: 'weak', confirmPassword: 'weak' }, 'Insufficient password strength'],
      [{ confirmPassword: 'Other#Passw0rd' }, 'The two passwords are inconsistent'],
      [{ smsCode: '000000x' }, 'The SMS verification code is wrong or has expired'],
      [{ email: 'not-a-mail' }, expect.any(String) as unknown as string],
    ];
    for (const [i, [extra, message]] of cases.entries()) {
      const res = await register(await form(`bad${i}`, extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toEqual(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('undoes everything when the administrator cannot be made after the enterprise was (a duplicate account)', async () => {
    const before = await counts();
    const res = await register(await form('halfway', { username: 'ACME_ADMIN' }));
    expect(res.body.message).toBe('Account already exists');
    expect(await counts()).toEqual(before);
    expect(await suite.server.sql(`select 1 from sys_tenant where code = 'halfway'`)).toHaveLength(0);
  });

  it('refuses a mailbox or phone another account has', async () => {
    await suite.server.sql(`update sys_user set email = 'taken@example.com' where username = 'acme_admin'`);
    expect((await register(await form('mailco', { email: 'Taken@example.com' }))).body.message).toBe('Mailbox already exists');
    const [{ phone }] = await suite.server.sql<{ phone: string }>(`select phone from sys_user where username = 'acme_admin'`) as [{ phone: string }];
    expect((await register(await form('phoneco', { phone }))).body.message).toBe('Phone number already exists');
  });

  it('spends the code: the same code does not register twice', async () => {
    const body = await form('once');
    expect((await register(body)).status).toBe(200);
    const again = await register({ ...body, enterpriseCode: 'twice', username: 'twice_admin' });
    expect(again.body.message).toBe('Phone number already exists');
  });

  it('limits registrations per address', async () => {
    let status = 200;
    for (let i = 0; i < 40 && status !== 429; i++) status = (await register({ ...(await form(`flood${i}`)), smsCode: 'x' })).status;
    expect(status).toBe(429);
  });
});

describe('housekeeping of SMS codes', () => {
  it('removes the codes that expired over an hour ago and keeps those that still count against their phone', async () => {
    const phone = newPhone();
    await suite.server.sql(
      `insert into sys_sms_code (phone, purpose, code_hash, expires_at, created_at) values
         ($1, 'login', 'old', now() - interval '2 hours', now() - interval '2 hours'),
         ($1, 'login', 'recent', now() - interval '1 minute', now() - interval '10 minutes'),
         ($1, 'login', 'live', now() + interval '4 minutes', now())`, [phone],
    );
    const purged = await suite.server.platform.jobs.runNow(HOUSEKEEPING_JOB);
    expect((purged as { smsCodes: number }).smsCodes).toBeGreaterThanOrEqual(1);
    const left = await suite.server.sql<{ code_hash: string }>(`select code_hash from sys_sms_code where phone = $1 order by created_at`, [phone]);
    expect(left.map((r) => r.code_hash)).toEqual(['recent', 'live']);
  });
});

describe('the operator\'s switch', () => {
  const off = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'off' } });
  const invite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'invite', ENTERPRISE_INVITE_CODE: 'let-me-in' } });

  it('refuses registration when it is off (the default)', async () => {
    // What the visitor pages read: the mode, and the platform version the licence page shows (the server's package).
    const { version } = JSON.parse(readFileSync(new URL('../../server/package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await off.server.anonymous().get('/api/enterpriseRegister/config')).body.result).toEqual({ mode: 'off', version });
    const res = await off.server.anonymous().post('/api/enterpriseRegister/add', { ...(await form('offco')), smsCode: '123456' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Enterprise registration is closed');
    expect((await off.server.anonymous().post('/api/system/sms', { mobile: newPhone(), smsmode: '1' })).body.message).toBe('Enterprise registration is closed');
  });

  it('asks for the invitation code when registration is by invitation', async () => {
    const visitor = new ApiClient(invite.server.url);
    const phone = newPhone();
    expect((await visitor.post('/api/system/sms', { mobile: phone, smsmode: '1' })).status).toBe(200);
    const body = { ...(await form('invited', { phone })), smsCode: smsOutbox(invite.server.platform.db).lastCode(phone) };
    expect((await visitor.post('/api/enterpriseRegister/add', { ...body, inviteCode: 'wrong' })).body.message).toBe('The invitation code is invalid');
    expect((await visitor.post('/api/enterpriseRegister/add', { ...body, inviteCode: 'let-me-in' })).status).toBe(200);
  });
});
