// Login and session calls (spec §7), through the typed request layer.
import { api } from '../request/api.ts';
import { LOGOUT_TIMEOUT_MS } from '../config.ts';
import type { LoginConfig, LoginResult, UserInfo } from './types.ts';

export interface LoginForm {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
}

export const authApi = {
  loginConfig: (): Promise<LoginConfig> => api.get('/api/system/loginConfig', {}, { silent: true }),
  /** The captcha image (a data URL) for a client-chosen check key. */
  captchaImage: (checkKey: string): Promise<string> =>
    api.get('/api/system/randomImage/{checkKey}', { params: { path: { checkKey } } }, { silent: true }),
  login: (form: LoginForm): Promise<LoginResult> => api.post('/api/system/login', { body: form }, { silent: true }),
  phoneLogin: (mobile: string, captcha: string): Promise<LoginResult> =>
    api.post('/api/system/phoneLogin', { body: { mobile, captcha } }, { silent: true }),
  selectDepart: (orgId: string, token: string): Promise<unknown> =>
    api.put('/api/system/selectDepart', { body: { orgId } }, { silent: true, token }),
  logout: (): Promise<unknown> => api.post('/api/system/logout', undefined, { silent: true, timeoutMs: LOGOUT_TIMEOUT_MS }),
  userInfo: (): Promise<UserInfo> => api.get('/api/user/info'),
  changePassword: (oldpassword: string, password: string, confirmpassword: string): Promise<unknown> =>
    api.put('/api/system/user/changePassword', { body: { oldpassword, password, confirmpassword } }, { silent: true }),
};

/** A random check key for the captcha endpoint. */
export function newCheckKey(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
