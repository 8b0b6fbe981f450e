// Login and session calls (spec §7).
import { http } from '../request/http.ts';
import { LOGOUT_TIMEOUT_MS } from '../config.ts';
import type { LoginConfig, LoginResult, UserInfo } from './types.ts';

export interface LoginForm {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
}

export const authApi = {
  loginConfig: () => http.get<LoginConfig>('/api/system/loginConfig', undefined, { silent: true }),
  /** The captcha image (a data URL) for a client-chosen check key. */
  captchaImage: (checkKey: string) =>
    http.get<string>(`/api/system/randomImage/${encodeURIComponent(checkKey)}`, undefined, { silent: true }),
  login: (form: LoginForm) => http.post<LoginResult>('/api/system/login', form, { silent: true }),
  phoneLogin: (mobile: string, captcha: string) =>
    http.post<LoginResult>('/api/system/phoneLogin', { mobile, captcha }, { silent: true }),
  selectDepart: (orgId: string, token: string) =>
    http.put<unknown>('/api/system/selectDepart', { orgId }, { silent: true, token }),
  logout: () => http.post<unknown>('/api/system/logout', undefined, { silent: true, timeoutMs: LOGOUT_TIMEOUT_MS }),
  userInfo: () => http.get<UserInfo>('/api/user/info'),
  changePassword: (oldpassword: string, password: string, confirmpassword: string) =>
    http.put<unknown>('/api/system/user/changePassword', { oldpassword, password, confirmpassword }, { silent: true }),
};

/** A random check key for the captcha endpoint. */
export function newCheckKey(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
