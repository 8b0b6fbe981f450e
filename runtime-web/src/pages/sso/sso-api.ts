// The single sign-on calls of the console (issue #36, spec §7): which sign-on the login page offers, the start of an
// OAuth2 / OIDC sign-in, and the two ways back (the code, the CAS ticket). All are the caller's to report (silent).
import type { LoginResult } from '../../api/types.ts';
import { api, readAs } from '../../request/api.ts';

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
  options: (tenant?: string) =>
    readAs<SsoOptions>()(api.get('/api/system/sso/options', { params: { query: withTenant(tenant) } }, { silent: true })),
  authorize: (redirectUri: string, tenant?: string) =>
    api.get('/api/system/oauth2/authorize', { params: { query: { redirectUri, ...withTenant(tenant) } } }, { silent: true }),
  oauth2Login: (back: { code: string; state: string; iss?: string }): Promise<SsoLoginResult> =>
    api.post('/api/system/oauth2/login', { body: back }, { silent: true }),
  casLogin: (ticket: string, service: string, tenant?: string): Promise<SsoLoginResult> =>
    api.get('/api/system/cas/client/validateLogin', { params: { query: { ticket, service, ...withTenant(tenant) } } }, { silent: true }),
  /** Third-party login: the signed-in user's bindings, the start and end of binding one, unbinding. */
  bindAuthorize: (redirectUri: string) => api.get('/api/system/thirdLogin/authorize', { params: { query: { redirectUri } } }, { silent: true }),
  bind: (back: { code: string; state: string; iss?: string }) => readAs<Binding>()(api.post('/api/system/thirdLogin/bind', { body: back }, { silent: true })),
  bindings: () => readAs<Binding[]>()(api.get('/api/system/thirdLogin/bindings')),
  unbind: (id: string) => api.delete('/api/system/thirdLogin/bindings/{id}', { params: { path: { id } } }),
};
