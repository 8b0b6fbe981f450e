// Client registration (issue #36 item 4, spec §7 "client registration"): an enterprise's OAuth2 clients of the
// platform's provider — clientId, clientSecret (shown once, at creation, then kept only as its SHA-256), clientName,
// clientSecretType (confidential: has a secret; public: none, authorization code with PKCE only),
// clientAuthenticationMethods, authorizationGrantTypes, redirectUris (matched exactly) and scopes (OIDC scopes and the
// platform's permission codes). Each client has a service account of its enterprise whose one role grants exactly the
// permission codes among its scopes: a client-credentials token acts as that account, so every check the API makes
// of a user (routes, menus, data rules) limits the client to its scopes.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { oauthClientMessage, PERMISSIONS } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import type { EntityManager } from '../../db/database.ts';
import { badRequest, conflict, notFound, ok } from '../../wire/envelope.ts';
import { Nothing, replies } from '../../wire/responses.ts';
import { str, uuid, version } from '../../wire/requests.ts';
import {
  accountNameTaken, addServiceAccount, clientExists, deleteClient, dropClientSecret, grantScopes, insertClient, knownPermissionCodes,
  listClients, lockedClient, setClientSecret, updateClient, type StoredClient,
} from '../store/oauth.ts';

export const GRANT_TYPES = ['authorization_code', 'client_credentials', 'refresh_token'] as const;
export const AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'none'] as const;
/** The OIDC scopes a client may ask besides permission codes. */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** The refusals of a client's registration (worded in the engine, in both languages). */
export const OAUTH_MESSAGES = {
  redirectUriInvalid: oauthClientMessage('redirectUriInvalid'),
  redirectUriRequired: oauthClientMessage('redirectUriRequired'),
  grantTypeInvalid: oauthClientMessage('grantTypeInvalid'),
  methodInvalid: oauthClientMessage('methodInvalid'),
  scopeInvalid: (scope: string) => oauthClientMessage('scopeInvalid', { scope }),
  clientIdTaken: oauthClientMessage('clientIdTaken'),
  publicHasNoSecret: oauthClientMessage('publicHasNoSecret'),
} as const;

/**
 * A client's service account has this password hash, which no password matches: it signs in no way but by its client's
 * tokens, and it is no person, so System › Users neither lists, counts nor changes it.
 */
export const SERVICE_ACCOUNT_HASH = '!';

export const clientSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a presented secret is the one whose hash is kept (in constant time). */
export function secretMatches(hash: string | null, presented: string): boolean {
  if (!hash) return false;
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(clientSecretHash(presented), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}


const Strings = (max: number) => Type.Array(str(500), { maxItems: max });
const Editable = {
  clientName: Type.String({ minLength: 1, maxLength: 100 }),
  clientSecretType: Type.Union([Type.Literal('confidential'), Type.Literal('public')]),
  clientAuthenticationMethods: Type.Array(Type.Union(AUTH_METHODS.map((m) => Type.Literal(m))), { minItems: 1, maxItems: 3, uniqueItems: true }),
  authorizationGrantTypes: Type.Array(Type.Union(GRANT_TYPES.map((g) => Type.Literal(g))), { minItems: 1, maxItems: 3, uniqueItems: true }),
  redirectUris: Strings(20),
  scopes: Strings(200),
};
const ClientSchema = Type.Object({ id: Type.String(), clientId: Type.String(), ...Editable, createdAt: Type.String(), version: Type.Integer() });
const AddBody = Type.Object({ clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{3,64}$' })), ...Editable });
const EditBody = Type.Object({ id: uuid, version, ...Editable });
type ClientBody = Static<typeof AddBody>;

function toScreen(row: StoredClient & { created_at: Date | string }): Static<typeof ClientSchema> {
  return {
    id: row.id, clientId: row.client_id, clientName: row.client_name, clientSecretType: row.client_secret_type,
    clientAuthenticationMethods: row.client_authentication_methods as Static<typeof ClientSchema>['clientAuthenticationMethods'],
    authorizationGrantTypes: row.authorization_grant_types as Static<typeof ClientSchema>['authorizationGrantTypes'],
    redirectUris: row.redirect_uris, scopes: row.scopes, createdAt: new Date(row.created_at).toISOString(), version: row.version,
  };
}

function isRedirectUri(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return ['http:', 'https:'].includes(url.protocol) && !value.includes('#');
}

/** Refuses a registration that cannot work, with what is wrong; answers the clean scopes. */
async function check(em: EntityManager, body: ClientBody): Promise<string[]> {
  const uris = body.redirectUris.map((u) => u.trim());
  if (uris.some((u) => !isRedirectUri(u))) throw badRequest(OAUTH_MESSAGES.redirectUriInvalid);
  if (body.authorizationGrantTypes.includes('authorization_code') && uris.length === 0) throw badRequest(OAUTH_MESSAGES.redirectUriRequired);
  const isPublic = body.clientSecretType === 'public';
  if (isPublic && body.authorizationGrantTypes.includes('client_credentials')) throw badRequest(OAUTH_MESSAGES.grantTypeInvalid);
  const methods = body.clientAuthenticationMethods;
  if (isPublic ? methods.some((m) => m !== 'none') : methods.includes('none')) throw badRequest(OAUTH_MESSAGES.methodInvalid);
  const scopes = [...new Set(body.scopes.map((s) => s.trim()).filter(Boolean))];
  const codes = scopes.filter((s) => !(OIDC_SCOPES as readonly string[]).includes(s));
  if (codes.length) {
    const known = await knownPermissionCodes(em, codes);
    const missing = codes.find((c) => !known.some((k) => k.perms === c));
    if (missing) throw badRequest(OAUTH_MESSAGES.scopeInvalid(missing));
  }
  return scopes;
}

export function clientRoutes(app: Api, revokeClientTokens: (clientId: string) => Promise<void>) {
  const tags = ['auth'];
  const p = PERMISSIONS.system.oauthClient;

  app.get('/api/system/oauthClient/list', {
    config: { access: { permission: p.list } },
    schema: { tags, summary: 'The enterprise\'s registered OAuth2 clients (never their secrets)', response: replies(Type.Array(ClientSchema)) },
  }, async (request) => ok((await request.tx(listClients)).map(toScreen)));

  app.post('/api/system/oauthClient/add', {
    config: { access: { permission: p.add } },
    schema: {
      tags, summary: 'Register a client: its secret (confidential clients) is in this answer and nowhere else, ever',
      body: AddBody, response: replies(Type.Object({ ...ClientSchema.properties, clientSecret: Type.Union([Type.String(), Type.Null()]) })),
    },
  }, async (request) => {
    const body = request.body;
    const clientId = body.clientId ?? `yc-${randomBytes(12).toString('base64url')}`;
    const secret = body.clientSecretType === 'confidential' ? randomBytes(32).toString('base64url') : null;
    const row = await request.tx(async (em) => {
      const scopes = await check(em, body);
      if (await accountNameTaken(em, `oauth-client:${clientId}`)) throw badRequest(OAUTH_MESSAGES.clientIdTaken);
      const userId = randomUUID();
      const roleId = randomUUID();
      await addServiceAccount(em, { userId, roleId }, `oauth-client:${clientId}`, body.clientName, SERVICE_ACCOUNT_HASH);
      await grantScopes(em, roleId, scopes);
      const inserted = await insertClient(em,
        [randomUUID(), clientId, secret && clientSecretHash(secret), body.clientName.trim(), body.clientSecretType,
          JSON.stringify(body.clientAuthenticationMethods), JSON.stringify(body.authorizationGrantTypes),
          JSON.stringify(body.redirectUris.map((u) => u.trim())), JSON.stringify(scopes), userId, roleId]);
      if (!inserted) throw badRequest(OAUTH_MESSAGES.clientIdTaken);
      return inserted;
    });
    return ok({ ...toScreen(row), clientSecret: secret });
  });

  app.put('/api/system/oauthClient/edit', {
    config: { access: { permission: p.edit } },
    schema: { tags, summary: 'Change a client over the version read (its id and secret stay)', body: EditBody, response: replies(ClientSchema) },
  }, async (request) => {
    const body = request.body;
    const row = await request.tx(async (em) => {
      const scopes = await check(em, body);
      const updated = await updateClient(em,
        [body.clientName.trim(), body.clientSecretType, JSON.stringify(body.clientAuthenticationMethods), JSON.stringify(body.authorizationGrantTypes),
          JSON.stringify(body.redirectUris.map((u) => u.trim())), JSON.stringify(scopes), body.id, body.version]);
      if (!updated) {
        throw (await clientExists(em, body.id)) ? conflict() : notFound();
      }
      // A public client has no secret; one made confidential gets none here (it would be shown nowhere): reset its secret.
      if (body.clientSecretType === 'public') await dropClientSecret(em, body.id);
      await grantScopes(em, updated.service_role_id, scopes);
      return updated;
    });
    return ok(toScreen(row));
  });

  app.post('/api/system/oauthClient/resetSecret', {
    config: { access: { permission: p.edit } },
    schema: {
      tags, summary: 'A new secret for a confidential client, in this answer only: the old one and every token the client holds stop working at once',
      body: Type.Object({ id: uuid }), response: replies(Type.Object({ clientSecret: Type.String() })),
    },
  }, async (request) => {
    const secret = randomBytes(32).toString('base64url');
    const clientId = await request.tx(async (em) => {
      const client = await lockedClient(em, request.body.id);
      if (!client) throw notFound();
      if (client.client_secret_type === 'public') throw badRequest(OAUTH_MESSAGES.publicHasNoSecret);
      await setClientSecret(em, request.body.id, clientSecretHash(secret));
      return client.client_id;
    });
    // A secret is reset when it may have leaked: what was obtained with it goes with it.
    await revokeClientTokens(clientId);
    return ok({ clientSecret: secret });
  });

  app.delete('/api/system/oauthClient/delete', {
    config: { access: { permission: p.delete } },
    schema: { tags, summary: 'Delete a client: its tokens stop working at once', querystring: Type.Object({ id: uuid }), response: replies(Nothing) },
  }, async (request) => {
    await request.tx(async (em) => {
      if (!(await deleteClient(em, request.query.id))) throw notFound();
    });
    return ok(null);
  });
}
