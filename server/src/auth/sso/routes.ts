// Single sign-on routes (issue #36, spec §7): OAuth2 / OIDC (start at the provider, POST /api/system/oauth2/login with
// the code) and CAS (GET /api/system/cas/client/validateLogin with ticket and service). Both end in the platform's
// normal session (signIn: the same 7-day token, revocation, lockout), so nothing after sign-in knows how it began.
// The enterprise is named by its code (the login page's `tenant`, else the default enterprise), as an account name
// names its enterprise at a password sign-in.
import { Type, type Static } from '@sinclair/typebox';
import { LOGIN_PATH, LOG_TYPES, ssoMessage, platformMessage, type Message } from '@yc/engine';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { loadSecrets } from '../../logic/secrets.ts';
import { DEFAULT_TENANT } from '../../install/bootstrap.ts';
import { writeLog } from '../../identity/audit.ts';
import { ApiError, badRequest, ok } from '../../wire/envelope.ts';
import { Nullable, replies } from '../../wire/responses.ts';
import { str } from '../../wire/requests.ts';
import { LoginGuard } from '../login-guard.ts';
import { LoginResultSchema, signIn } from '../routes.ts';
import { signInRefusal } from '../../enterprise/admission.ts';
import { accountOf } from './accounts.ts';
import { validateTicket } from './cas.ts';
import { casSingleLogoutRoute } from './cas-logout.ts';
import { OidcSignIn } from './oidc.ts';
import { ProviderAccess } from './provider-fetch.ts';
import { ssoSettingsRoutes, type StoredSso } from './settings.ts';
import { activeTenant, activeTenantByCode, keepSsoSession, logoutUrlOf, storedSso } from '../store/sso.ts';
import { thirdPartyRoutes } from './third-party.ts';

const SsoLoginResult = Type.Object({ ...LoginResultSchema.properties, logoutUrl: Nullable(Type.String()) });
const tenantCode = Type.Optional(str(64));
/** Failed single sign-ins count against the address, like wrong passwords (login-guard.ts). */
const GUARD_NAME = 'sso:';

const isWebUrl = (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value);
/** Where the provider's logout sends the browser back: the console's login page, beside the callback or service. */
const consoleLogin = (consoleUrl: string) => new URL(LOGIN_PATH, consoleUrl).href;
/** The name the login page's button gives the provider: its host (the settings name no other). */
const hostOf = (url: string | null) => (url && URL.canParse(url) ? new URL(url).host : null);

export async function ssoRoutes(app: Api, { db, config }: PluginOptions) {
  const secrets = await loadSecrets(db, config.dataKey);
  const access = new ProviderAccess(config.sso.allowedHosts);
  const oidc = new OidcSignIn(db, secrets, access, (detail, text) => app.log.warn(detail, text));
  const guard = new LoginGuard(db, config.loginLimits);
  ssoSettingsRoutes(app, secrets);
  thirdPartyRoutes(app, oidc);
  await casSingleLogoutRoute(app, db);

  /** The enterprise of a code and its settings; an unknown or inactive one has, to a visitor, no complete settings. */
  async function settingsOf(code: string | undefined): Promise<{ tenantId: number; settings: StoredSso }> {
    const [tenant] = await activeTenantByCode(db, code || DEFAULT_TENANT.code);
    const settings = tenant && (await db.inTenant(tenant.id, storedSso));
    if (!tenant || !settings?.enabled) throw badRequest(ssoMessage('incomplete'));
    return { tenantId: tenant.id, settings };
  }

  async function refuseThrottled(ip: string) {
    if ((await guard.check(GUARD_NAME, ip)) === 'address') throw new ApiError(429, platformMessage('tooManyAttempts'));
  }

  /** The end of a single sign-on: the account, the lockout and freeze checks, the platform's session. */
  async function finish(tenantId: number, s: StoredSso, claims: Record<string, unknown>, ip: string, path: string, method: string) {
    const account = await db.inTenant(tenantId, (em) => accountOf(em, s, claims));
    const started = Date.now();
    const logLogin = (status: number, content: string | Message) => writeLog(app, db, tenantId, {
      logType: LOG_TYPES.login, userId: account.id, username: account.username, method, path, requestUrl: path, ip, status,
      durationMs: Date.now() - started, content,
    });
    if ((await guard.check(account.username, ip)) === 'account') throw new ApiError(429, platformMessage('accountLocked'));
    // The password login's rules: a frozen account, one waiting for approval, a frozen enterprise.
    const refused = await signInRefusal(db, { status: account.status, tenant_id: tenantId });
    if (refused) {
      await logLogin(400, refused);
      throw badRequest(refused);
    }
    return signIn(app, db, account, ip, logLogin);
  }

  /** The session's provider logout address kept (the console asks for it when signing out), and given with the result. */
  async function withLogout(
    result: Static<typeof LoginResultSchema>, logoutUrl: string | null, casTicket: string | null = null,
  ): Promise<Static<typeof SsoLoginResult>> {
    if (logoutUrl) {
      const { jti } = app.jwt.decode<{ jti: string }>(result.token)!;
      await db.asSystem((em) => keepSsoSession(em, jti, logoutUrl, casTicket));
    }
    return { ...result, logoutUrl };
  }

  /** Runs a sign-in step; a refused one counts against the address. */
  async function counted<T>(ip: string, step: () => Promise<T>): Promise<T> {
    await refuseThrottled(ip);
    try {
      return await step();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) await guard.recordFailure(GUARD_NAME, ip);
      throw error;
    }
  }

  app.get('/api/system/sso/options', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Which single sign-on the login page offers for an enterprise (none when not enabled)',
      querystring: Type.Object({ tenant: tenantCode }),
      response: replies(Type.Object({
        ssoMode: Nullable(Type.String()), casServerUrl: Nullable(Type.String()), providerName: Nullable(Type.String()),
      })),
    },
  }, async (request) => {
    const found = await settingsOf(request.query.tenant).catch(() => null);
    const s = found?.settings;
    const casServerUrl = s?.sso_mode === 'cas' ? s.cas_server_url : null;
    return ok({ ssoMode: s?.sso_mode ?? null, casServerUrl, providerName: s ? (s.provider_name ?? hostOf(casServerUrl ?? s.issuer)) : null });
  });

  app.get('/api/system/oauth2/authorize', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Start an OAuth2 / OIDC sign-in: the provider\'s authorization address (state, nonce and PKCE kept here)',
      querystring: Type.Object({ tenant: tenantCode, redirectUri: str(1000) }),
      response: replies(Type.Object({ url: Type.String() })),
    },
  }, async (request) => {
    const { tenant, redirectUri } = request.query;
    if (!isWebUrl(redirectUri)) throw badRequest(ssoMessage('urlInvalid'));
    const { tenantId, settings } = await settingsOf(tenant);
    return ok({ url: await oidc.authorizationUrl(tenantId, settings, redirectUri) });
  });

  app.post('/api/system/oauth2/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Sign in with the code the OAuth2 / OIDC provider sent back (with its state, and its iss when it sent one)',
      body: Type.Object({ code: str(2000), state: str(200), iss: Type.Optional(str(500)) }), response: replies(SsoLoginResult),
    },
  }, async (request) => counted(request.ip, async () => {
    const taken = await oidc.takeState(request.body.state);
    // A binding's state (third-party.ts) finishes only as that binding, never as a sign-in.
    if (!taken || taken.bindUserId) throw badRequest(ssoMessage('stateInvalid'));
    const [tenant] = await activeTenant(db, taken.tenantId);
    const settings = tenant && (await db.inTenant(tenant.id, storedSso));
    if (!settings?.enabled) throw badRequest(ssoMessage('incomplete'));
    const identity = await oidc.exchange(settings, taken, request.body, consoleLogin(taken.redirectUri));
    const result = await finish(taken.tenantId, settings, identity.claims, request.ip, '/api/system/oauth2/login', request.method);
    return ok(await withLogout(result, identity.logoutUrl));
  }));

  app.get('/api/system/cas/client/validateLogin', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Sign in with a CAS ticket for the service it was issued to; a failure answers the CAS login address',
      querystring: Type.Object({ ticket: str(500), service: str(1000), tenant: tenantCode }),
      response: replies(SsoLoginResult),
    },
  }, async (request) => counted(request.ip, async () => {
    const { ticket, service, tenant } = request.query;
    // A ticket is only good for the service it was issued to, and only this console's address is a service of ours.
    if (!isWebUrl(service) || new URL(service).host !== request.host) throw badRequest(ssoMessage('serviceForeign'));
    const { tenantId, settings } = await settingsOf(tenant);
    if (settings.sso_mode !== 'cas' || !settings.cas_server_url) throw badRequest(ssoMessage('incomplete'));
    const claims = await validateTicket(access, settings.cas_server_url, ticket, service);
    const result = await finish(tenantId, settings, claims, request.ip, '/api/system/cas/client/validateLogin', request.method);
    const logout = new URL(`${settings.cas_server_url.replace(/\/+$/, '')}/logout`);
    logout.searchParams.set('service', consoleLogin(service));
    return ok(await withLogout(result, logout.href, ticket));
  }));

  app.get('/api/system/sso/logoutUrl', {
    config: { access: 'authenticated', beforePasswordChange: true },
    schema: {
      tags: ['auth'], summary: 'Where the browser goes after signing out of a session that began at an OIDC provider (else null)',
      response: replies(Type.Object({ logoutUrl: Nullable(Type.String()) })),
    },
  }, async (request) => {
    const [row] = await logoutUrlOf(db, request.caller().jti);
    return ok({ logoutUrl: row?.logout_url ?? null });
  });
}
