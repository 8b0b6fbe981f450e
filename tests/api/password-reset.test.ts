// Password reset through a verified channel (issue #34 item 4): by the phone's SMS code or by a mailed link whose token
// works once and expires; never by an account name alone; the same answer whether or not an account exists; a wrong
// code counts like a wrong password; the reset ends the account's sessions. Mail is received in the test process.
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import { openMailbox } from '../support/mailbox.ts';
import { uniquePhone } from '../support/enterprises.ts';
import { apiSuite } from '../support/server.ts';

const mailbox = await openMailbox();
afterAll(() => mailbox.close());
const suite = apiSuite({
  env: { MAIL_SMTP_URL: mailbox.url, PUBLIC_URL: 'http://console.example', SMS_MAX_PER_ADDRESS: '200', LOGIN_MAX_FAILURES: '3' },
});
const NEW_PASSWORD = 'Reset#Passw0rd';
const anonymous = () => suite.server.anonymous();

async function personWithPhone(email?: string): Promise<{ phone: string; username: string }> {
  const phone = uniquePhone('135');
  const username = `reset_${phone}`;
  const res = await suite.admin.post('/api/system/user/add', {
    username, realname: 'Forgetful', password: 'First#Passw0rd', confirmPassword: 'First#Passw0rd', phone, ...(email ? { email } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await suite.server.sql(`update sys_user set pwd_initial = false where username = $1`, [username]);
  return { phone, username };
}

async function resetCode(phone: string): Promise<string> {
  expect((await anonymous().post('/api/system/sms', { mobile: phone, smsmode: '3' })).status).toBe(200);
  return smsOutbox(suite.server.platform.db).lastCode(phone)!;
}

const reset = (body: Record<string, unknown>) =>
  anonymous().post('/api/system/passwordReset', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });

describe('password reset by phone code', () => {
  it('sets the new password, ends the account\'s sessions and spends the code', async () => {
    const { phone, username } = await personWithPhone();
    const before = await suite.server.login(username, 'First#Passw0rd');
    const smsCode = await resetCode(phone);
    expect((await reset({ mobile: phone, smsCode })).status).toBe(200);
    expect((await before.get('/api/user/info')).status).toBe(401);
    const after = await anonymous().post('/api/system/login', { username, password: NEW_PASSWORD });
    expect(after.status).toBe(200);
    expect(after.body.result).toMatchObject({ isFist: false, isChange: false });
    expect((await reset({ mobile: phone, smsCode, password: 'Again#Passw0rd', confirmPassword: 'Again#Passw0rd' })).body.message)
      .toBe('The SMS verification code is wrong or has expired');
  });

  it('answers the same for a phone no account has, and changes nothing', async () => {
    const phone = uniquePhone('134');
    const res = await reset({ mobile: phone, smsCode: await resetCode(phone) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Operation is successful');
  });

  it('refuses a code sent for something else, a weak password and a missing channel', async () => {
    const { phone } = await personWithPhone();
    await anonymous().post('/api/system/sms', { mobile: phone, smsmode: '0' });
    const loginCode = smsOutbox(suite.server.platform.db).lastCode(phone);
    expect((await reset({ mobile: phone, smsCode: loginCode })).body.message).toBe('The SMS verification code is wrong or has expired');
    expect((await reset({ mobile: phone, smsCode: await resetCode(phone), password: 'weak', confirmPassword: 'weak' })).body.message)
      .toBe('Insufficient password strength');
    expect((await reset({ username: 'admin' })).status).toBe(400);
    expect((await reset({})).body.message).toBe('phone number is incorrect');
  });

  it('locks the phone after too many wrong codes, like a password', async () => {
    const { phone } = await personWithPhone();
    const smsCode = await resetCode(phone);
    for (let i = 0; i < 3; i++) expect((await reset({ mobile: phone, smsCode: '000000' })).status).toBe(400);
    const locked = await reset({ mobile: phone, smsCode });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed logins, the account is locked, please try again later');
  });
});

describe('password reset by mail', () => {
  const mailTo = async (email: string) => {
    const res = await anonymous().post('/api/system/passwordReset/mail', { email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If an account has this address, a message with a reset link has been sent to it');
  };
  const linkFor = async (email: string) => {
    await expect.poll(() => mailbox.received.some((m) => m.to.includes(email)), { timeout: 10_000 }).toBe(true);
    const mail = mailbox.received.findLast((m) => m.to.includes(email))!;
    return /http:\/\/console\.example\/index\/alteration\?token=([\w-]+)/.exec(mail.text)![1]!;
  };

  it('says the channels it offers', async () => {
    expect((await anonymous().get('/api/system/passwordReset/config')).body.result).toEqual({ phone: true, mail: true });
  });

  it('mails a link whose token sets the password once', async () => {
    const email = `forgot${Date.now()}@example.com`;
    const { username } = await personWithPhone(email);
    await mailTo(email.toUpperCase());
    const token = await linkFor(email);
    expect((await reset({ token })).status).toBe(200);
    expect((await anonymous().post('/api/system/login', { username, password: NEW_PASSWORD })).status).toBe(200);
    expect((await reset({ token, password: 'Again#Passw0rd', confirmPassword: 'Again#Passw0rd' })).body.message)
      .toBe('The reset link is invalid or has expired');
  });

  it('answers the same for an address no account has, and mails nothing to it', async () => {
    const nobody = `nobody${Date.now()}@example.com`;
    await mailTo(nobody);
    const email = `someone${Date.now()}@example.com`;
    await personWithPhone(email);
    await mailTo(email);
    await linkFor(email);
    expect(mailbox.received.some((m) => m.to.includes(nobody))).toBe(false);
    expect((await anonymous().post('/api/system/passwordReset/mail', { email: 'not a mail' })).body.message).toBe('The e-mail address is incorrect');
  });

  it('refuses an expired or made-up token', async () => {
    const email = `late${Date.now()}@example.com`;
    await personWithPhone(email);
    await mailTo(email);
    const token = await linkFor(email);
    await suite.server.sql(`update sys_password_reset set expires_at = now() - interval '1 second'`);
    expect((await reset({ token })).body.message).toBe('The reset link is invalid or has expired');
    expect((await reset({ token: 'made-up' })).body.message).toBe('The reset link is invalid or has expired');
  });
});

describe('the per-address limit', () => {
  const limited = apiSuite({ env: { SMS_MAX_PER_ADDRESS: '3' } });
  it('refuses reset calls over the address\'s limit', async () => {
    let status = 200;
    for (let i = 0; i < 6 && status !== 429; i++) {
      status = (await limited.server.anonymous().post('/api/system/passwordReset', { token: 'x', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status;
    }
    expect(status).toBe(429);
  });
});
