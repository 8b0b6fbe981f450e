// The platform as an OAuth2 / OIDC provider (issue #36 item 4): oidc-provider under /oidc — discovery, authorize,
// token, userinfo, revocation, introspection, end-session — over the clients of client registration. Signing in at
// authorize is the platform's own sign-in: the interaction page takes the console's session token (the person signs in
// on the console first), then asks consent. Tokens are opaque and kept in the database; the API accepts them as
// `Authorization: Bearer` (bearer.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { LOGIN_PATH } from '@yc/engine';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { loadSecrets, type Secrets } from '../../logic/secrets.ts';
import type { Database } from '../../db/database.ts';
import { resolveSession } from '../session.ts';
import { clientRoutes, secretMatches, type StoredClient } from './clients.ts';
import { cookieKey, keySetId, purgeExpired, rotateKeys, signingKeys, StoreAdapter } from './store.ts';

export const OIDC_PREFIX = '/oidc';
export const KEY_ROTATION_JOB = 'oauth-key-rotation';
/** Keys rotate every Sunday at 03:00; the ones before stay published a day. */
export const KEY_ROTATION_CRON = '0 3 * * 0';

interface Made {
  keys: string;
  provider: Provider;
}

async function makeProvider(db: Database, secrets: Secrets, issuer: string): Promise<Provider> {
  const provider = new Provider(issuer, {
    adapter: (name: string) => new StoreAdapter(db, name),
    jwks: { keys: (await signingKeys(db, secrets)).map((k) => k.jwk) } as never,
    cookies: { keys: [await cookieKey(db)] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    // Every authorization code is bound to a PKCE challenge, public client or not.
    pkce: { required: () => true },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const [user] = await db.systemQuery<{ id: string; username: string; realname: string; email: string | null }>(
        `select id, username, realname, email from sys_user where id = ? and status = 1 and del_flag = 0`, [id]);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({ sub: user.id, preferred_username: user.username, name: user.realname || user.username, email: user.email ?? undefined }),
      };
    },
    // A refresh token for every authorization code of a client allowed the grant (no offline_access needed).
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client) => client.grantTypeAllowed('refresh_token'),
  });
  // The registered "secret" is the SHA-256 the platform keeps: what a client presents is hashed to compare.
  provider.Client.prototype.compareClientSecret = function (this: { clientSecret: string | null }, actual: string) {
    return Promise.resolve(secretMatches(this.clientSecret, actual));
  } as never;
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('oidc-provider server_error', error));
  return provider;
}

/** The provider's pages and endpoints are documented by its discovery, not in the API's document. */
const HIDDEN = { schema: { hide: true } };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the interaction: the console's look is not needed, a plain form is. */
function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`
    + `<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export async function oauthProviderRoutes(app: Api, { db, config, jobs }: PluginOptions) {
  const secrets = await loadSecrets(db, config.dataKey);
  clientRoutes(app);
  await jobs.work(KEY_ROTATION_JOB, async () => {
    const rotated = await rotateKeys(db, secrets);
    await purgeExpired(db);
    return rotated;
  });
  await jobs.schedule(KEY_ROTATION_JOB, KEY_ROTATION_CRON);

  // One provider per issuer (the address clients reach the platform by), made again when the key set changed.
  const providers = new Map<string, Made>();
  async function providerFor(request: FastifyRequest): Promise<Provider> {
    const issuer = `${request.protocol}://${request.host}${OIDC_PREFIX}`;
    const keys = await keySetId(db);
    const made = providers.get(issuer);
    if (made && made.keys === keys && keys) return made.provider;
    const provider = await makeProvider(db, secrets, issuer);
    provider.proxy = config.trustProxy;
    // Made after the first key when there was none: the key set it was made with is read again.
    providers.set(issuer, { keys: await keySetId(db), provider });
    return provider;
  }

  /** Hands the request to oidc-provider as it came (its path without the prefix, its body unread). */
  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    const provider = await providerFor(request);
    reply.hijack();
    // As express mounts it: the path under the prefix, and the original URL from which it learns where it is mounted.
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(OIDC_PREFIX.length) || '/';
    provider.callback()(raw, reply.raw);
  }

  // The provider's own endpoints read their bodies themselves: here no parser consumes them.
  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${OIDC_PREFIX}/*`, HIDDEN, handOver);
    scope.all(OIDC_PREFIX, HIDDEN, handOver);
  });

  // The interaction: sign in (the console's session), then consent.
  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

    const htmlReply = (reply: FastifyReply, status: number, html: string) => reply.code(status)
      // After the form, the browser follows the provider to the client's redirect URI, on another site.
      .header('content-security-policy', "default-src 'self'; script-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'")
      .type('text/html; charset=utf-8').send(html);

    scope.get(`${OIDC_PREFIX}/interaction/:uid`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details) return htmlReply(reply, 400, page('Sign-in expired', '<p>Start again from the application.</p>'));
      const uid = escapeHtml(details.uid);
      const client = await provider.Client.find(String(details.params.client_id));
      const name = escapeHtml(client?.clientName ?? String(details.params.client_id));
      if (details.prompt.name === 'login') {
        const login = `${LOGIN_PATH}?redirect=${encodeURIComponent(`${OIDC_PREFIX}/interaction/${details.uid}`)}`;
        return htmlReply(reply, 200, page('Sign in', `<p>${name} asks you to sign in to the platform.</p>`
          + `<form method="post" action="${OIDC_PREFIX}/interaction/${uid}/login" id="login"><input type="hidden" name="token">`
          + `<button type="submit">Continue as the signed-in user</button></form>`
          + `<p><a href="${escapeHtml(login)}">Sign in on the console</a> first if you are not signed in.</p>`
          + `<script src="${OIDC_PREFIX}/interaction.js"></script>`));
      }
      const scopes = String(details.params.scope ?? '').split(' ').filter(Boolean);
      return htmlReply(reply, 200, page('Consent', `<p>${name} asks for: ${scopes.map(escapeHtml).join(', ')}</p>`
        + `<form method="post" action="${OIDC_PREFIX}/interaction/${uid}/confirm"><button type="submit">Allow</button></form>`
        + `<form method="post" action="${OIDC_PREFIX}/interaction/${uid}/abort"><button type="submit">Deny</button></form>`));
    });

    // The console keeps its session token in local storage: the login form takes it from there.
    scope.get(`${OIDC_PREFIX}/interaction.js`, HIDDEN, async (_request, reply) => reply.type('text/javascript').send(
      `(function(){var raw=localStorage.getItem('yuncheng__ACCESS_TOKEN');var f=document.getElementById('login');`
      + `if(!raw||!f)return;try{f.token.value=JSON.parse(raw).value;}catch(e){}})();`));

    scope.post(`${OIDC_PREFIX}/interaction/:uid/login`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.prompt.name !== 'login') return htmlReply(reply, 400, page('Sign-in expired', '<p>Start again from the application.</p>'));
      const token = (request.body as Record<string, string> | undefined)?.token ?? '';
      const session = token ? await resolveSession(app, db, token) : null;
      const [client] = await db.systemQuery<StoredClient>(`select tenant_id from sys_oauth_client where client_id = ?`, [String(details.params.client_id)]);
      // A client serves the people of its own enterprise.
      if (!session || session.mustChangePassword || !client || client.tenant_id !== session.tenantId) {
        return htmlReply(reply, 401, page('Sign in', '<p>Sign in on the console first, with an account of the application\'s enterprise.</p>'));
      }
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: session.userId } }, { mergeWithLastSubmission: false });
    });

    scope.post(`${OIDC_PREFIX}/interaction/:uid/confirm`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
      if (!details || details.prompt.name !== 'consent' || !details.session) {
        return htmlReply(reply, 400, page('Sign-in expired', '<p>Start again from the application.</p>'));
      }
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

    scope.post(`${OIDC_PREFIX}/interaction/:uid/abort`, HIDDEN, async (request, reply) => {
      const provider = await providerFor(request);
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw,
        { error: 'access_denied', error_description: 'The user refused' }, { mergeWithLastSubmission: false });
    });
  });
}
