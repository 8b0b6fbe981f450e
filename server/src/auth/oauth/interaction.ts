// The provider's interaction (issue #36 item 4): the person signs in on the provider's page — account and password
// (with the console's captcha and lockout rules), or as the account already signed in on the console — then consents
// to what the client asks: its OIDC scopes and the API permissions of its registration. Pages in pages.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { inLanguage, LOG_TYPES, platformMessage, type Message } from '@yc/engine';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { resolveSession } from '../session.ts';
import { LoginGuard } from '../login-guard.ts';
import { verifyPassword } from '../passwords.ts';
import { consumeCaptcha, createCaptcha } from '../captcha.ts';
import { signInRefusal } from '../../enterprise/admission.ts';
import { writeLog } from '../../identity/audit.ts';
import { OIDC_SCOPES } from './clients.ts';
import { accountNames, accountToSignIn, clientShown, permissionNames, type StoredClient } from '../store/oauth.ts';
import { brandOf, escapeHtml, LANGUAGE_COOKIE, message, page, PAGE_CSS, PAGE_SCRIPT, pageLanguage, text, type PageLanguage } from './pages.ts';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
type Client = Pick<StoredClient, 'tenant_id' | 'client_name' | 'scopes'>;
type Form = Record<string, string | undefined>;

/** The provider's pages and endpoints are documented by its discovery, not in the API's document. */
const HIDDEN = { schema: { hide: true } };
const PREFIX = '/oidc';

/** Who signs in: the account, or what to say instead (a catalogue message or a page text) with its status. */
type Outcome = { userId: string; tenantId: number; mustChange: boolean } | { status: number; error: string };

export async function interactionRoutes(app: Api, { db, config }: Pick<PluginOptions, 'db' | 'config'>, providerFor: (request: FastifyRequest) => Promise<Provider>) {
  const guard = new LoginGuard(db, config.loginLimits);

  const htmlReply = (reply: FastifyReply, status: number, html: string) => reply.code(status)
    // After the form, the browser follows the provider to the client's redirect URI, on another site.
    .header('content-security-policy', "default-src 'self'; img-src 'self' data: http: https:; script-src 'self'; style-src 'self'; "
      + "form-action 'self' http: https:; frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8').send(html);

  async function clientOf(details: Details): Promise<Client | undefined> {
    return clientShown(db, String(details.params.client_id));
  }

  async function expired(request: FastifyRequest, reply: FastifyReply) {
    const { lang, chosen } = pageLanguage(request);
    return htmlReply(reply, 400, page({ lang, chosen, brand: await brandOf(db, undefined, lang), title: text(lang, 'expiredTitle'),
      body: `<p class="yc-lead">${escapeHtml(text(lang, 'expired'))}</p>` }));
  }

  async function loginPage(request: FastifyRequest, reply: FastifyReply, details: Details, client: Client | undefined, status = 200, error?: string) {
    const { lang, chosen } = pageLanguage(request);
    const action = escapeHtml(`${PREFIX}/interaction/${details.uid}/login`);
    const checkKey = randomBytes(16).toString('base64url');
    const captcha = config.loginCaptcha
      ? `<label class="yc-field"><span>${escapeHtml(text(lang, 'captcha'))}</span><span class="yc-captcha"><input name="captcha" required autocomplete="off">`
        + `<img alt="" src="${escapeHtml(await createCaptcha(db, checkKey, request.ip))}"></span></label><input type="hidden" name="checkKey" value="${checkKey}">`
      : '';
    const body = `<p class="yc-lead">${escapeHtml(text(lang, 'signInLead', { client: client?.client_name ?? String(details.params.client_id) }))}</p>`
      + (error ? `<p class="yc-error" role="alert">${escapeHtml(error)}</p>` : '')
      + `<form method="post" action="${action}" id="login">`
      + `<label class="yc-field"><span>${escapeHtml(text(lang, 'username'))}</span><input name="username" autocomplete="username" required></label>`
      + `<label class="yc-field"><span>${escapeHtml(text(lang, 'password'))}</span><input type="password" name="password" autocomplete="current-password" required></label>`
      + `${captcha}<button class="yc-btn-primary" type="submit">${escapeHtml(text(lang, 'signIn'))}</button></form>`
      + `<form method="post" action="${action}" id="session" hidden><input type="hidden" name="token">`
      + `<button class="yc-btn" type="submit">${escapeHtml(text(lang, 'continueAs'))}</button></form>`;
    return htmlReply(reply, status, page({ lang, chosen, brand: await brandOf(db, client?.tenant_id, lang), title: text(lang, 'signInTitle'), body,
      self: `${PREFIX}/interaction/${details.uid}` }));
  }

  async function consentPage(request: FastifyRequest, reply: FastifyReply, details: Details, client: Client | undefined) {
    const { lang, chosen } = pageLanguage(request);
    const requested = String(details.params.scope ?? '').split(' ').filter((s) => (OIDC_SCOPES as readonly string[]).includes(s));
    const codes = (client?.scopes ?? []).filter((s) => !(OIDC_SCOPES as readonly string[]).includes(s));
    const names = client && codes.length ? await db.inTenant(client.tenant_id, (em) => permissionNames(em, codes)) : [];
    const item = (label: string, scope: string) => `<li>${escapeHtml(label)}<code>${escapeHtml(scope)}</code></li>`;
    const items = [
      ...requested.map((s) => item(text(lang, s as (typeof OIDC_SCOPES)[number]), s)),
      ...codes.map((code) => {
        const found = names.find((n) => n.perms === code);
        return item(text(lang, 'permissionScope', { name: found ? inLanguage(found.name, found.name_en, lang) : code }), code);
      }),
    ];
    const account = await accountNames(db, details.session?.accountId);
    const base = `${PREFIX}/interaction/${details.uid}`;
    const body = `<p class="yc-lead">${escapeHtml(text(lang, 'consentLead', { client: client?.client_name ?? String(details.params.client_id) }))}</p>`
      + `<ul class="yc-scopes" data-testid="consent-scopes">${items.join('')}</ul>`
      + `<form method="post" action="${escapeHtml(`${base}/confirm`)}"><button class="yc-btn-primary" type="submit">${escapeHtml(text(lang, 'allow'))}</button></form>`
      + `<form method="post" action="${escapeHtml(`${base}/abort`)}"><button class="yc-btn" type="submit">${escapeHtml(text(lang, 'deny'))}</button></form>`
      + (account ? `<p class="yc-muted">${escapeHtml(text(lang, 'signedInAs', { user: `${account.realname || account.username} (${account.username})` }))}</p>` : '');
    return htmlReply(reply, 200, page({ lang, chosen, brand: await brandOf(db, client?.tenant_id, lang), title: text(lang, 'consentTitle'), body, self: base }));
  }

  /** Account and password, as the console's login checks them: captcha, lockout, frozen accounts and enterprises. */
  async function passwordSignIn(request: FastifyRequest, form: Form, lang: PageLanguage): Promise<Outcome> {
    const username = form.username?.trim() ?? '';
    const password = form.password ?? '';
    if (!username || !password) return { status: 400, error: text(lang, 'signInRequired') };
    if (config.loginCaptcha && !(form.checkKey && form.captcha && (await consumeCaptcha(db, form.checkKey, form.captcha)))) {
      return { status: 400, error: message(lang, platformMessage('captchaInvalid')) };
    }
    const refusal = await guard.check(username, request.ip);
    if (refusal) return { status: 429, error: message(lang, platformMessage(refusal === 'address' ? 'tooManyAttempts' : 'accountLocked')) };
    const user = await accountToSignIn(db, username);
    const log = (status: number, content: string | Message) => user && writeLog(app, db, user.tenant_id, {
      logType: LOG_TYPES.login, userId: user.id, username: user.username, method: 'POST', path: `${PREFIX}/interaction/login`,
      requestUrl: `${PREFIX}/interaction/login`, ip: request.ip, status, durationMs: null, content,
    });
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await guard.recordFailure(username, request.ip);
      await log(400, platformMessage('badCredentials'));
      return { status: 401, error: message(lang, platformMessage('badCredentials')) };
    }
    const refused = await signInRefusal(db, user);
    if (refused) {
      await log(400, refused);
      return { status: 401, error: message(lang, refused) };
    }
    await guard.clearAccount(username, request.ip);
    await log(200, 'Login');
    return { userId: user.id, tenantId: user.tenant_id, mustChange: user.must_change };
  }

  /** The console's session token, from the "continue as" form. */
  async function consoleSignIn(token: string, lang: PageLanguage): Promise<Outcome> {
    const session = await resolveSession(app, db, token);
    if (!session) return { status: 401, error: message(lang, platformMessage('unauthorized')) };
    return { userId: session.userId, tenantId: session.tenantId, mustChange: session.mustChangePassword };
  }

  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

    scope.get(`${PREFIX}/interaction.js`, HIDDEN, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(PAGE_SCRIPT));
    scope.get(`${PREFIX}/interaction.css`, HIDDEN, async (_request, reply) => reply.type('text/css; charset=utf-8').send(PAGE_CSS));

    scope.get(`${PREFIX}/interaction/:uid`, HIDDEN, async (request, reply) => {
      const chosen = (request.query as { lang?: string }).lang;
      // The page's language switch: remembered for the provider's pages.
      if (chosen === 'zh_CN' || chosen === 'en_US') reply.header('set-cookie', `${LANGUAGE_COOKIE}=${chosen}; Path=${PREFIX}; Max-Age=31536000; SameSite=Lax; HttpOnly`);
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details) return expired(request, reply);
      const client = await clientOf(details);
      return details.prompt.name === 'login' ? loginPage(request, reply, details, client) : consentPage(request, reply, details, client);
    });

    scope.post(`${PREFIX}/interaction/:uid/login`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.prompt.name !== 'login') return expired(request, reply);
      const { lang } = pageLanguage(request);
      const form = (request.body ?? {}) as Form;
      const client = await clientOf(details);
      const outcome = form.username || !form.token ? await passwordSignIn(request, form, lang) : await consoleSignIn(form.token, lang);
      if ('error' in outcome) return loginPage(request, reply, details, client, outcome.status, outcome.error);
      // A client serves the people of its own enterprise; a password an administrator gave is changed on the console first.
      if (!client || client.tenant_id !== outcome.tenantId) return loginPage(request, reply, details, client, 403, text(lang, 'wrongEnterprise'));
      if (outcome.mustChange) return loginPage(request, reply, details, client, 403, text(lang, 'changePassword'));
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: outcome.userId } }, { mergeWithLastSubmission: false });
    });

    scope.post(`${PREFIX}/interaction/:uid/confirm`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.prompt.name !== 'consent' || !details.session) return expired(request, reply);
      const { prompt, params, session } = details;
      const grant = (details.grantId && (await provider.Grant.find(details.grantId)))
        || new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } }, { mergeWithLastSubmission: true });
    });

    scope.post(`${PREFIX}/interaction/:uid/abort`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw,
        { error: 'access_denied', error_description: 'The user refused' }, { mergeWithLastSubmission: false });
    });
  });
}
