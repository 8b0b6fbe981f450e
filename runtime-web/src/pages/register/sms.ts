// The SMS code send call (POST /api/system/sms, smsmode: SMS_MODES of the engine) and the registration calls.
import type { EnterpriseRegistration, GeneralRegistration, SmsMode } from '../../engine.ts';
import { api, narrowed } from '../../request/api.ts';

export type { EnterpriseRegistration };

export const sendSmsCode = (mobile: string, smsmode: SmsMode): Promise<unknown> => api.post('/api/system/sms', { body: { mobile, smsmode } }, { silent: true });

export const registerEnterprise = (form: EnterpriseRegistration): Promise<{ enterpriseCode: string; enterpriseName: string; username: string }> =>
  api.post('/api/enterpriseRegister/add', { body: form }, { silent: true });

/** GET /api/enterpriseRegister/config: the registration mode and the platform version. */
export const registrationMode = () =>
  narrowed<{ mode: 'open' | 'invite' | 'off'; version: string }>(api.get('/api/enterpriseRegister/config', {}, { silent: true }));

/** POST /api/system/user/register: joins the enterprise; `pending` while its administrator has not approved the account. */
export const joinEnterprise = (form: GeneralRegistration): Promise<{ username: string; pending: boolean }> =>
  api.post('/api/system/user/register', { body: form }, { silent: true });
