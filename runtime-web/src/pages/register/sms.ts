// The SMS code send call (POST /api/system/sms, smsmode: SMS_MODES of the engine) and the registration calls.
import type { EnterpriseRegistration, GeneralRegistration, SmsMode } from '../../engine.ts';
import { http } from '../../request/http.ts';

export type { EnterpriseRegistration };

export const sendSmsCode = (mobile: string, smsmode: SmsMode) => http.post<unknown>('/api/system/sms', { mobile, smsmode }, { silent: true });

export const registerEnterprise = (form: EnterpriseRegistration) =>
  http.post<{ enterpriseCode: string; enterpriseName: string; username: string }>('/api/enterpriseRegister/add', form, { silent: true });

/** GET /api/enterpriseRegister/config: the registration mode and the platform version. */
export const registrationMode = () => http.get<{ mode: 'open' | 'invite' | 'off'; version: string }>('/api/enterpriseRegister/config', undefined, { silent: true });

/** POST /api/system/user/register: joins the enterprise; `pending` while its administrator has not approved the account. */
export const joinEnterprise = (form: GeneralRegistration) =>
  http.post<{ username: string; pending: boolean }>('/api/system/user/register', form, { silent: true });
