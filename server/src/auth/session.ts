// Sessions: JWTs carrying a recorded id, so that logout, freezing and expiry are decided by the database.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { cacheOn, type ChangeCache } from '../db/cache.ts';
import { liveSession, recordToken, revokeTokenRow } from './store/sign-in.ts';

export const TOKEN_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export interface Session {
  userId: string;
  tenantId: number;
  username: string;
  jti: string;
  /**
   * The password an administrator gave must change first — a new user's (isFist) or a reset one (isChange): until it
   * is changed the session may only change it, sign out and read who it is (routes marked `beforePasswordChange`).
   */
  mustChangePassword: boolean;
  /**
   * An access token a person gave an OAuth2 client acts within the client's scopes: the user id of the client's service
   * account, whose role grants exactly them (auth/oauth/bearer.ts); a permission needs the grants of both.
   */
  limitedTo?: string;
}

interface Claims {
  sub: string;
  tid: number;
  username: string;
  jti: string;
}

export async function issueToken(app: FastifyInstance, db: Database, user: Omit<Session, 'jti' | 'mustChangePassword'>, ip: string): Promise<string> {
  const jti = randomUUID();
  await db.asSystem((em) => recordToken(em, jti, user.tenantId, user.userId, ip, new Date(Date.now() + TOKEN_LIFETIME_MS)));
  const claims: Claims = { sub: user.userId, tid: user.tenantId, username: user.username, jti };
  return app.jwt.sign(claims, { expiresIn: Math.floor(TOKEN_LIFETIME_MS / 1000) });
}

interface CachedSession {
  session: Session | null;
  expiresAt: number;
}

/**
 * Sessions by token id, without a database round trip once known: a revoked or expired token (`token:<jti>`) and a
 * frozen, deleted, renamed or reset user (`user:<id>`) are pushed out by the change bus before the next request.
 */
const sessionCache = (db: Database): ChangeCache<CachedSession> =>
  cacheOn<CachedSession>(db.changes, 'sessions', (change, cache) => {
    if (change.topic === 'token') cache.delete(change.key);
    if (change.topic === 'user') cache.deleteWhere((_jti, entry) => entry.session?.userId === change.key);
  });

/** The session of a token that is well signed, unexpired, not revoked, of a user who may still sign in. */
const verifiedTokens = new WeakMap<FastifyInstance, Map<string, Claims & { exp?: number }>>();
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The claims of a token whose signature this server checked before (the same string, so the same signature), else
 * checked now; expiry is checked every time. Revocation is the session cache's business.
 */
function verifiedClaims(app: FastifyInstance, token: string): Claims | null {
  let verified = verifiedTokens.get(app);
  if (!verified) verifiedTokens.set(app, (verified = new Map()));
  let claims = verified.get(token);
  if (!claims) {
    try {
      claims = app.jwt.verify<Claims & { exp?: number }>(token);
    } catch {
      return null;
    }
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  return claims.exp !== undefined && claims.exp * 1000 <= Date.now() ? null : claims;
}

export async function resolveSession(app: FastifyInstance, db: Database, token: string): Promise<Session | null> {
  const claims = verifiedClaims(app, token);
  if (!claims) return null;
  if (typeof claims.jti !== 'string' || !/^[0-9a-f-]{36}$/.test(claims.jti)) return null;
  const jti = claims.jti;
  const cached = await sessionCache(db).get(jti, () => lookUpSession(db, jti));
  if (!cached.session || cached.expiresAt <= Date.now()) return null;
  if (cached.session.userId !== claims.sub || cached.session.tenantId !== claims.tid) return null;
  return cached.session;
}

async function lookUpSession(db: Database, jti: string): Promise<CachedSession> {
  const rows = await liveSession(db, jti);
  const row = rows[0];
  if (!row) return { session: null, expiresAt: Number.POSITIVE_INFINITY };
  return {
    session: { userId: row.user_id, tenantId: row.tenant_id, username: row.username, jti, mustChangePassword: row.must_change },
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

export async function revokeToken(db: Database, jti: string): Promise<void> {
  await db.asSystem((em) => revokeTokenRow(em, jti));
}
