// Phone-code login (issue #34): the SMS send call and POST /api/system/phoneLogin; codes single use, expiring after
// five minutes, hashed at rest, limited per phone and per address; wrong codes lock the phone like a password.
import { describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { apiSuite } from '../support/server.ts';

const suite = apiSuite({ env: { SMS_MAX_PER_ADDRESS: '40', LOGIN_MAX_FAILURES: '3' } });
let seq = 0;

/** A phone of its own for a test, given to the demo user's account. */
async function userPhone(): Promise<string> {
  const phone = `137${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++).padStart(2, '0')}`;
  await suite.server.sql(`update sys_user set phone = $1 where username = 'user'`, [phone]);
  return phone;
}

const send = (mobile: string, smsmode = '0') => suite.server.anonymous().post('/api/system/sms', { mobile, smsmode });
const login = (mobile: string, captcha: string) => suite.server.anonymous().post('/api/system/phoneLogin', { mobile, captcha });
const lastCode = (phone: string) => smsOutbox(suite.server.platform.db).lastCode(phone)!;

describe('phone-code login', () => {
  it('sends a code to the phone and signs its account in with it, once', async () => {
    const phone = await userPhone();
    expect((await send(phone)).status).toBe(200);
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await login(phone, code);
    expect(res.status).toBe(200);
    expect(res.body.result.userInfo.username).toBe('user');
    const me = await suite.server.anonymous().call('GET', '/api/user/info', undefined, { 'X-Access-Token': res.body.result.token });
    expect(me.body.result.username).toBe('user');
    const again = await login(phone, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The SMS verification code is wrong or has expired');
  });

  it('keeps only a hash of the code, valid for five minutes', async () => {
    const phone = await userPhone();
    await send(phone);
    const code = lastCode(phone);
    const [row] = await suite.server.sql<{ code_hash: string; ttl: number }>(
      `select code_hash, extract(epoch from expires_at - created_at)::int as ttl from sys_sms_code where phone = $1`, [phone],
    );
    expect(row!.code_hash).not.toContain(code);
    expect(row!.ttl).toBeGreaterThanOrEqual(299);
    expect(row!.ttl).toBeLessThanOrEqual(301);
    // Five minutes later (the row's clock moved back instead of waiting): refused.
    await suite.server.sql(`update sys_sms_code set expires_at = now() - interval '1 second' where phone = $1`, [phone]);
    expect((await login(phone, code)).body.message).toBe('The SMS verification code is wrong or has expired');
  });

  it('refuses a malformed phone with the spec\'s message', async () => {
    expect((await send('12345')).body.message).toBe('phone number is incorrect');
    expect((await login('12345', '123456')).body.message).toBe('phone number is incorrect');
  });

  it('answers a phone without an account like a wrong code (nobody learns which phones are known)', async () => {
    const phone = '13600000001';
    expect((await send(phone)).status).toBe(200);
    expect((await login(phone, lastCode(phone))).body.message).toBe('The SMS verification code is wrong or has expired');
  });

  it('sends one phone at most five codes an hour', async () => {
    const phone = await userPhone();
    for (let i = 0; i < 5; i++) expect((await send(phone)).status).toBe(200);
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many requests, please try again later');
  });

  it('locks the phone after too many wrong codes, even for the right one', async () => {
    const phone = await userPhone();
    await send(phone);
    const code = lastCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i++) expect((await login(phone, wrong)).status).toBe(400);
    const locked = await login(phone, code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed logins, the account is locked, please try again later');
    await suite.server.sql(`delete from sys_login_failure where key like $1`, [`%sms:${phone}%`]);
    expect((await login(phone, code)).status).toBe(200);
  });

  it('limits the codes one address asks for', async () => {
    let status = 200;
    for (let i = 0; i < 60 && status !== 429; i++) status = (await send(`135${String(i).padStart(8, '0')}`)).status;
    expect(status).toBe(429);
  });
});
