// What oidc-provider keeps (authorization codes, tokens, grants, sessions, interactions) in sys_oauth_store, one row per
// model and id until it expires, so every instance of the platform sees the same; clients come from client
// registration (sys_oauth_client), and the signing keys from sys_oauth_key, sealed, rotated by a job.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Adapter, AdapterPayload, ClientAuthMethod } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import type { Secrets } from '../../logic/secrets.ts';
import { OIDC_SCOPES } from './clients.ts';
import type { StoredClient } from '../store/oauth.ts';

/** Keys retired longer ago than this sign nothing still valid (ID tokens live an hour): they leave the key set. */
const RETIRED_KEYS_KEPT = `interval '1 day'`;

export class StoreAdapter implements Adapter {
  constructor(private readonly db: Database, private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.asSystem((em) => em.execute(
      `insert into sys_oauth_store (model, id, payload, grant_id, uid, expires_at) values (?, ?, ?::jsonb, ?, ?, ?)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
         expires_at = excluded.expires_at`,
      [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, expiresAt]));
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (this.model === 'Client') return clientMetadata(this.db, id);
    return this.findWhere('id = ?', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = ?', uid);
  }

  findByUserCode(): Promise<AdapterPayload | undefined> {
    return Promise.resolve(undefined);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.systemQuery<{ payload: AdapterPayload }>(
      `select payload from sys_oauth_store where model = ? and ${condition} and (expires_at is null or expires_at > now())`, [this.model, value]);
    return row?.payload;
  }

  async consume(id: string): Promise<void> {
    await this.db.asSystem((em) => em.execute(
      `update sys_oauth_store set payload = payload || jsonb_build_object('consumed', extract(epoch from now())::int) where model = ? and id = ?`,
      [this.model, id]));
  }

  async destroy(id: string): Promise<void> {
    await this.db.asSystem((em) => em.execute(`delete from sys_oauth_store where model = ? and id = ?`, [this.model, id]));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.asSystem((em) => em.execute(`delete from sys_oauth_store where grant_id = ?`, [grantId]));
  }
}

/**
 * A registered client as oidc-provider reads it. The "secret" it holds is the SHA-256 the platform keeps; the
 * provider's secret comparison is replaced to hash what the client presents (provider.ts).
 */
async function clientMetadata(db: Database, clientId: string): Promise<AdapterPayload | undefined> {
  const [c] = await db.systemQuery<StoredClient>(`select * from sys_oauth_client where client_id = ?`, [clientId]);
  if (!c) return undefined;
  const isPublic = c.client_secret_type === 'public';
  return {
    client_id: c.client_id,
    ...(isPublic ? {} : { client_secret: c.client_secret_hash ?? randomBytes(32).toString('hex') }),
    client_name: c.client_name,
    redirect_uris: c.redirect_uris,
    post_logout_redirect_uris: c.redirect_uris,
    grant_types: c.authorization_grant_types,
    response_types: c.authorization_grant_types.includes('authorization_code') ? ['code'] : [],
    token_endpoint_auth_method: isPublic ? 'none' : (c.client_authentication_methods.find((m) => m !== 'none') ?? 'client_secret_basic') as ClientAuthMethod,
    // Only the OIDC scopes: the provider knows no permission codes (the client's service role grants those).
    scope: c.scopes.filter((s) => (OIDC_SCOPES as readonly string[]).includes(s)).join(' ') || 'openid',
  };
}

export interface SigningKey {
  kid: string;
  jwk: Record<string, unknown>;
}

/** A new RS256 signing key, sealed; the keys before it retire (they stay published a day for what they signed). */
export async function rotateKeys(db: Database, secrets: Secrets): Promise<{ kid: string; removed: number }> {
  const kid = randomUUID();
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return db.asSystem(async (em) => {
    await em.execute(`update sys_oauth_key set retired_at = now() where retired_at is null`);
    await em.execute(`insert into sys_oauth_key (kid, private_jwk_enc) values (?, ?)`, [kid, secrets.seal(JSON.stringify(jwk))]);
    const gone = await em.execute<{ kid: string }[]>(`delete from sys_oauth_key where retired_at < now() - ${RETIRED_KEYS_KEPT} returning kid`);
    return { kid, removed: gone.length };
  });
}

/** The key set's identity (newest first): a provider made with another one is out of date. */
export async function keySetId(db: Database): Promise<string> {
  const [row] = await db.systemQuery<{ kids: string | null }>(
    `select string_agg(kid, ',' order by created_at desc) as kids from sys_oauth_key
      where retired_at is null or retired_at >= now() - ${RETIRED_KEYS_KEPT}`);
  return row?.kids ?? '';
}

/** The published keys, the one that signs first; a first key is made when there is none. */
export async function signingKeys(db: Database, secrets: Secrets): Promise<SigningKey[]> {
  if (!(await keySetId(db))) await rotateKeys(db, secrets);
  const rows = await db.systemQuery<{ kid: string; private_jwk_enc: string }>(
    `select kid, private_jwk_enc from sys_oauth_key where retired_at is null or retired_at >= now() - ${RETIRED_KEYS_KEPT}
      order by created_at desc`);
  return rows.map((r) => ({ kid: r.kid, jwk: { ...JSON.parse(secrets.open(r.private_jwk_enc)), kid: r.kid, alg: 'RS256', use: 'sig' } }));
}

/** The key that signs the provider's cookies, made once per installation and shared by its instances. */
export async function cookieKey(db: Database): Promise<string> {
  return db.asSystem(async (em) => {
    await em.execute(`insert into sys_installation (key, value) values ('oidc_cookie_key', ?) on conflict (key) do nothing`, [randomBytes(32).toString('base64url')]);
    const [row] = await em.execute<{ value: string }[]>(`select value from sys_installation where key = 'oidc_cookie_key'`);
    return row!.value;
  });
}

/** Every code, token and grant a client holds: gone (its secret was reset). */
export async function revokeClientTokens(db: Database, clientId: string): Promise<void> {
  await db.asSystem((em) => em.execute(`delete from sys_oauth_store where payload->>'clientId' = ?`, [clientId]));
}

/** Expired rows of the store are of no use: purged with the rest of housekeeping's kind. */
export async function purgeExpired(db: Database): Promise<void> {
  await db.asSystem((em) => em.execute(`delete from sys_oauth_store where expires_at < now()`));
}
