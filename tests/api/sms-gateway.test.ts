// The real SMS gateway adapter (issue #34 item 3): with SMS_PROVIDER=twilio the code goes out through Twilio's Messages
// API — here a gateway in the test process that speaks it — signed with the account's SID and token, to the phone in
// E.164; the code it carries signs the user in. A gateway that refuses leaves no code behind and says so (503).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';

interface Received { path: string; authorization: string | undefined; form: URLSearchParams }
const received: Received[] = [];
let refuse = false;
const gateway = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, form: new URLSearchParams(body) });
    response.writeHead(refuse ? 400 : 201, { 'content-type': 'application/json' }).end(JSON.stringify(refuse ? { code: 21211, message: 'bad To' } : { sid: 'SM1', status: 'queued' }));
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;

const suite = apiSuite({
  env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'secret-token', SMS_FROM: '+15550001111', SMS_API_URL: gatewayUrl },
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

let phone: string;
beforeAll(async () => {
  phone = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
  await suite.server.sql(`update sys_user set phone = $1 where username = 'user'`, [phone]);
});

describe('an SMS gateway speaking Twilio\'s Messages API', () => {
  it('is sent the code, signed with the account, to the phone in E.164; the code signs the user in', async () => {
    const sent = await suite.server.anonymous().post('/api/system/sms', { mobile: phone, smsmode: '0' });
    expect(sent.status).toBe(200);
    const message = received.at(-1)!;
    expect(message.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(message.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect([message.form.get('To'), message.form.get('From')]).toEqual([`+86${phone}`, '+15550001111']);
    const code = /\d{6}/.exec(message.form.get('Body') ?? '')?.[0];
    expect(code).toBeDefined();
    const login = await suite.server.anonymous().post('/api/system/phoneLogin', { mobile: phone, captcha: code });
    expect(login.status).toBe(200);
  });

  it('refusing, it leaves no code behind and the caller is told to try again later', async () => {
    refuse = true;
    try {
      const before = await suite.server.sql(`select count(*)::int as n from sys_sms_code where phone = $1`, [phone]);
      const sent = await suite.server.anonymous().post('/api/system/sms', { mobile: phone, smsmode: '0' });
      expect([sent.status, sent.body.message]).toEqual([503, 'The text message could not be sent; please try again later']);
      expect(await suite.server.sql(`select count(*)::int as n from sys_sms_code where phone = $1`, [phone])).toEqual(before);
    } finally {
      refuse = false;
    }
  });
});
