// The single sign-on calls of the console (issue #36, spec §7): which sign-on the login page offers, the start of an
// OAuth2 / OIDC sign-in, and the two ways back (the code, the CAS ticket). All are the caller's to report (silent).
import type { LoginResult } from '../../api/types.ts';
import { http } from '../../request/http.ts';

export interface SsoOptions {
  /** 'oauth2' or 'cas'; null: the enterprise offers no single sign-on. */
  ssoMode: 'oauth2' | 'cas' | null;
  casServerUrl: string | null;
  /** What the button calls the provider. */
  providerName: string | null;
}

export type SsoLoginResult = LoginResult & { logoutUrl: string | null };

/** A third-party identity bound to the signed-in user's account (issue #36 item 3). */
export interface Binding {
  id: string;
  issuer: string;
  subject: string;
  createdAt: string;
}

/** The enterprise code a login page names with `?tenant=` (else the server's default enterprise). */
const withTenant = (tenant: string | undefined) => (tenant ? { tenant } : {});

export const ssoApi = {
  options: (tenant?: string) => http.get<SsoOptions>('/api/system/sso/options', withTenant(tenant), { silent: true }),
  authorize: (redirectUri: string, tenant?: string) =>
    http.get<{ url: string }>('/api/system/oauth2/authorize', { redirectUri, ...withTenant(tenant) }, { silent: true }),
  oauth2Login: (back: { code: string; state: string; iss?: string }) =>
    http.post<SsoLoginResult>('/api/system/oauth2/login', back, { silent: true }),
  casLogin: (ticket: string, service: string, tenant?: string) =>
    http.get<SsoLoginResult>('/api/system/cas/client/validateLogin', { ticket, service, ...withTenant(tenant) }, { silent: true }),
  /** Third-party login: the signed-in user's bindings, the start and end of binding one, unbinding. */
  bindAuthorize: (redirectUri: string) => http.get<{ url: string }>('/api/system/thirdLogin/authorize', { redirectUri }, { silent: true }),
  bind: (back: { code: string; state: string; iss?: string }) => http.post<Binding>('/api/system/thirdLogin/bind', back, { silent: true }),
  bindings: () => http.get<Binding[]>('/api/system/thirdLogin/bindings'),
  unbind: (id: string) => http.delete<null>(`/api/system/thirdLogin/bindings/${encodeURIComponent(id)}`),
};
