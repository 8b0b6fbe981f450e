// The platform as an OAuth2 / OIDC provider (issue #36 item 4): oidc-provider under /oidc — discovery, authorize,
// token, userinfo, revocation, introspection, end-session — over the clients of client registration. Signing in at
// authorize is the platform's own sign-in on the provider's page — account and password, or the account signed in on
// the console — then consent (interaction.ts). Tokens are opaque and kept in the database; the API accepts them as
// `Authorization: Bearer` (bearer.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { loadSecrets, type Secrets } from '../../logic/secrets.ts';
import type { Database } from '../../db/database.ts';
import { clientRoutes, secretMatches } from './clients.ts';
import { activeAccount } from '../store/oauth.ts';
import { interactionRoutes } from './interaction.ts';
import { providerPages } from './pages.ts';
import { cookieKey, keySetId, purgeExpired, revokeClientTokens, rotateKeys, signingKeys, StoreAdapter } from './store.ts';

export const OIDC_PREFIX = '/oidc';
export const KEY_ROTATION_JOB = 'oauth-key-rotation';
/** Keys rotate every Sunday at 03:00; the ones before stay published a day. */
export const KEY_ROTATION_CRON = '0 3 * * 0';

interface Made {
  keys: string;
  provider: Provider;
}

async function makeProvider(db: Database, secrets: Secrets, issuer: string): Promise<Provider> {
  const pages = providerPages(db);
  // Loaded by the first request to the provider (~30 MB resident that a platform no client signs in to never needs).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    adapter: (name: string) => new StoreAdapter(db, name),
    jwks: { keys: (await signingKeys(db, secrets)).map((k) => k.jwk) } as never,
    cookies: { keys: [await cookieKey(db)] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // Its own pages (errors, the end-session question and answer) look and speak as the interaction's.
    renderError: pages.renderError,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: pages.logoutSource, postLogoutSuccessSource: pages.postLogoutSuccessSource },
    },
    // Every authorization code is bound to a PKCE challenge, public client or not.
    pkce: { required: () => true },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const user = await activeAccount(db, id);
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

/** The provider's endpoints are documented by its discovery, not in the API's document. */
const HIDDEN = { schema: { hide: true } };

export async function oauthProviderRoutes(app: Api, { db, config, jobs }: PluginOptions) {
  const secrets = await loadSecrets(db, config.dataKey);
  clientRoutes(app, (clientId) => revokeClientTokens(db, clientId));
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

  // The interaction: sign in, then consent (interaction.ts).
  await interactionRoutes(app, { db, config }, providerFor);
}
