// Registers an enterprise through the API as a visitor does (SMS code from the logging provider): its administrator's client.
import { smsOutbox } from '../../server/src/enterprise/sms.ts';
import type { ApiClient, TestServer } from './server.ts';

export const ENTERPRISE_PASSWORD = 'Ent#Passw0rd';
let seq = 0;

/** A phone number of its own for each call. */
export const uniquePhone = (prefix = '158') => `${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;

/** Needs ENTERPRISE_REGISTRATION=open on the server. */
export async function registerEnterprise(server: TestServer, code: string): Promise<ApiClient> {
  const visitor = server.anonymous();
  const phone = uniquePhone();
  const sent = await visitor.post('/api/system/sms', { mobile: phone, smsmode: '1' });
  if (sent.status !== 200) throw new Error(`sms: ${sent.body.message}`);
  const res = await visitor.post('/api/enterpriseRegister/add', {
    enterpriseName: `Enterprise ${code}`, enterpriseCode: code, username: `${code}_admin`, realname: `${code} admin`, phone,
    password: ENTERPRISE_PASSWORD, confirmPassword: ENTERPRISE_PASSWORD, smsCode: smsOutbox(server.platform.db).lastCode(phone),
  });
  if (res.status !== 200) throw new Error(`register ${code}: ${res.body.message}`);
  return server.login(`${code}_admin`, ENTERPRISE_PASSWORD);
}
