// General registration (issue #34 item 2): a person joins an enterprise by its invitation link or, when it allows it,
// by its code, verified by an SMS code; with approval on the account waits until the enterprise's administrator
// approves or refuses it. Each rule's message, nothing written on a refusal, and no enterprise reaches another's.
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { registerEnterprise, uniquePhone } from '../support/enterprises.ts';
import { apiSuite, type ApiClient } from '../support/server.ts';

const suite = apiSuite({ env: { ENTERPRISE_REGISTRATION: 'open', ENTERPRISE_REGISTER_MAX_PER_ADDRESS: '100', SMS_MAX_PER_ADDRESS: '100' } });
const PASSWORD = 'Join#Passw0rd';
let east: ApiClient;
let west: ApiClient;
let seq = 0;

async function joinForm(extra: Record<string, unknown> = {}) {
  const phone = uniquePhone('136');
  expect((await suite.server.anonymous().post('/api/system/sms', { mobile: phone, smsmode: '2' })).status).toBe(200);
  const username = `joiner${seq++}`;
  return { username, realname: 'Joining person', phone, password: PASSWORD, confirmPassword: PASSWORD, smsCode: smsOutbox(suite.server.platform.db).lastCode(phone), ...extra };
}

const join = (body: unknown) => suite.server.anonymous().post('/api/system/user/register', body);
const settings = async (client: ApiClient, body: Record<string, unknown>) => {
  expect((await client.put('/api/system/enterprise/joinSettings', { joinByCode: false, joinApproval: false, ...body })).status).toBe(200);
  return (await client.get('/api/system/enterprise/joinSettings')).body.result as { inviteToken: string | null; enterpriseCode: string };
};
const userCount = async () => (await suite.server.sql<{ n: number }>(`select count(*)::int as n from sys_user`))[0]!.n;

beforeAll(async () => {
  east = await registerEnterprise(suite.server, 'east');
  west = await registerEnterprise(suite.server, 'west');
});

describe('general registration', () => {
  it('joins by the invitation link as a general user who signs in to the front', async () => {
    const { inviteToken } = await settings(east, { newInvitation: true });
    expect(inviteToken).toMatch(/^[\w-]{20,}$/);
    const form = await joinForm({ inviteToken });
    const res = await join(form);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ username: form.username, pending: false });
    const person = await suite.server.login(form.username, PASSWORD);
    expect((await person.get('/api/user/info')).body.result).toMatchObject({ username: form.username, backRoleFlg: '0' });
    const eastUsers = (await east.get('/api/system/user/list?pageNo=1&pageSize=50')).body.result.records.map((u: any) => u.username);
    expect(eastUsers).toContain(form.username);
    const westUsers = (await west.get('/api/system/user/list?pageNo=1&pageSize=50')).body.result.records.map((u: any) => u.username);
    expect(westUsers).not.toContain(form.username);
  });

  it('joins by the enterprise code only when the enterprise allows it', async () => {
    await settings(west, { joinByCode: false });
    const before = await userCount();
    expect((await join(await joinForm({ enterpriseCode: 'west' }))).body.message)
      .toBe('The enterprise does not exist, does not accept registration, or the invitation link is invalid');
    expect((await join(await joinForm({ enterpriseCode: 'nowhere' }))).body.message)
      .toBe('The enterprise does not exist, does not accept registration, or the invitation link is invalid');
    expect((await join(await joinForm({ inviteToken: 'not-a-token' }))).status).toBe(400);
    expect(await userCount()).toBe(before);
    await settings(west, { joinByCode: true });
    expect((await join(await joinForm({ enterpriseCode: 'WEST' }))).status).toBe(200);
  });

  it('stops accepting the old link once a new one is made', async () => {
    const { inviteToken: old } = await settings(east, { newInvitation: true });
    await settings(east, { newInvitation: true });
    expect((await join(await joinForm({ inviteToken: old }))).status).toBe(400);
  });

  it('refuses each rule with its message and writes nothing', async () => {
    const { inviteToken } = await settings(east, { newInvitation: true });
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'admin' }, 'Account already exists'],
      [{ phone: '1234' }, 'phone number is incorrect'],
      [{ password: 'weak', confirmPassword: 'weak' }, 'Insufficient password strength'],
      [{ confirmPassword: 'Other#Passw0rd' }, 'The two passwords are inconsistent'],
      [{ smsCode: '000000x' }, 'The SMS verification code is wrong or has expired'],
    ];
    for (const [extra, message] of cases) {
      const res = await join(await joinForm({ inviteToken, ...extra }));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('a code sent to sign in does not register', async () => {
    const { inviteToken } = await settings(east, { newInvitation: true });
    const phone = uniquePhone('137');
    await suite.server.anonymous().post('/api/system/sms', { mobile: phone, smsmode: '0' });
    const res = await join({ ...(await joinForm({ inviteToken })), phone, smsCode: smsOutbox(suite.server.platform.db).lastCode(phone) });
    expect(res.body.message).toBe('The SMS verification code is wrong or has expired');
  });
});

describe('approval', () => {
  it('keeps a registration waiting until the administrator approves it', async () => {
    const { inviteToken } = await settings(east, { joinApproval: true, newInvitation: true });
    const form = await joinForm({ inviteToken });
    expect((await join(form)).body.result).toEqual({ username: form.username, pending: true });
    const refused = await suite.server.anonymous().post('/api/system/login', { username: form.username, password: PASSWORD });
    expect(refused.body.message).toBe('Your registration is waiting for the administrator\'s approval');
    const pending = (await east.get('/api/system/user/pendingList')).body.result as { id: string; username: string }[];
    expect(pending.map((u) => u.username)).toEqual([form.username]);
    expect((await west.get('/api/system/user/pendingList')).body.result).toEqual([]);
    // Another enterprise's administrator cannot approve it.
    expect((await west.put('/api/system/user/approve', { ids: [pending[0]!.id], approve: true })).body.message).toBe('The user is not waiting for approval');
    expect((await east.put('/api/system/user/approve', { ids: [pending[0]!.id], approve: true })).status).toBe(200);
    await suite.server.login(form.username, PASSWORD);
    expect((await east.get('/api/system/user/pendingList')).body.result).toEqual([]);
    expect((await east.put('/api/system/user/approve', { ids: [pending[0]!.id], approve: false })).body.message).toBe('The user is not waiting for approval');
  });

  it('removes a refused registration', async () => {
    const { inviteToken } = await settings(east, { joinApproval: true, newInvitation: true });
    const form = await joinForm({ inviteToken });
    await join(form);
    const [waiting] = (await east.get('/api/system/user/pendingList')).body.result as { id: string }[];
    expect((await east.put('/api/system/user/approve', { ids: [waiting!.id], approve: false })).status).toBe(200);
    expect(await suite.server.sql(`select 1 from sys_user where username = $1`, [form.username])).toHaveLength(0);
  });

  it('lets only those with the user and configuration permissions decide', async () => {
    const { inviteToken } = await settings(east, { newInvitation: true });
    const form = await joinForm({ inviteToken });
    await join(form);
    const person = await suite.server.login(form.username, PASSWORD);
    expect((await person.get('/api/system/user/pendingList')).status).toBe(403);
    expect((await person.put('/api/system/user/approve', { ids: [], approve: true })).status).toBe(403);
    expect((await person.put('/api/system/enterprise/joinSettings', { joinByCode: true, joinApproval: false })).status).toBe(403);
    expect((await suite.server.anonymous().get('/api/system/enterprise/joinSettings')).status).toBe(401);
  });
});
