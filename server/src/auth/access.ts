// Route access: every API route declares who may call it; a hook enforces it before the handler runs.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type PermissionCode, platformMessage } from '@yc/engine';
import type { Database, EntityManager } from '../db/database.ts';
import { ApiError, badRequest, forbidden, unauthorized } from '../wire/envelope.ts';
import { resolveSession, type Session } from './session.ts';
import { cacheOn } from '../db/cache.ts';
import { bearerSession } from './oauth/bearer.ts';
import { grantedCodes } from './store/sign-in.ts';

/**
 * 'public': anyone; 'authenticated': any signed-in user; otherwise a permission code (sys_permission.perms),
 * or a list of codes of which any one suffices (a look-up shared by several screens).
 */
export type Access = 'public' | 'authenticated' | { permission: PermissionCode | readonly PermissionCode[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route stays open to a session whose password must change first (changing it, signing out, who am I). */
    beforePasswordChange?: true;
    /** A POST that only reads (a list query): its answer need not wait for change notifications. */
    readOnly?: true;
    /**
     * A write to none of the tables whose changes the caches follow (sessions, users, grants, metadata: the
     * ChangeNotify triggers), such as a step of an approval: its answer need not wait for change notifications either.
     */
    cachesUntouched?: true;
  }
  interface FastifyRequest {
    session: Session | null;
    /** The signed-in user's session; throws 401 when there is none. */
    caller(): Session;
    /** Runs `work` in the caller's tenant, the only way handlers reach tenant data. */
    tx<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  }
}

export const TOKEN_HEADER = 'x-access-token';

/** The permission codes of the valid items the user's roles grant (keyed by user id, so no tenant is needed). */
async function loadGrantedCodes(on: Database | EntityManager, userId: string): Promise<ReadonlySet<string>> {
  const rows = await grantedCodes(on, userId);
  return new Set(rows.map((r) => r.perms));
}

/** Granted codes per user, dropped on any grant change (`grants`) or change of the user (`user:<id>`). */
const grantCache = (db: Database) =>
  cacheOn<ReadonlySet<string>>(db.changes, 'granted-codes', (change, cache) => {
    if (change.topic === 'grants') cache.clear();
    if (change.topic === 'user') cache.delete(change.key);
  });

/**
 * Whether the user's roles grant a valid permission item with one of these codes: from the cache outside a
 * transaction, on the transaction's own connection inside one (it may have just changed the grants).
 */
export async function hasPermission(on: Database | EntityManager, userId: string, code: string | readonly string[]): Promise<boolean> {
  const granted = async (id: string) => 'changes' in on ? grantCache(on).get(id, () => loadGrantedCodes(on, id)) : loadGrantedCodes(on, id);
  const codes = [code].flat();
  const mine = await granted(userId);
  // Within a request by an OAuth2 client's token for this user, the client's scopes hold too (Session.limitedTo).
  const limit = requestLimit.getStore();
  const theirs = limit?.userId === userId && limit.limitedTo ? await granted(limit.limitedTo) : undefined;
  return codes.some((c) => mine.has(c) && (!theirs || theirs.has(c)));
}

/** The request's session when its token is limited to a client's scopes, for every permission check the request makes. */
const requestLimit = new AsyncLocalStorage<{ userId?: string; limitedTo?: string }>();

export function installAccessControl(app: FastifyInstance, db: Database): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
  });

  app.decorateRequest('session', null);
  app.decorateRequest('caller', function (this: FastifyRequest) {
    if (!this.session) throw unauthorized();
    return this.session;
  });
  app.decorateRequest('tx', function <T>(this: FastifyRequest, work: (em: EntityManager) => Promise<T>) {
    return db.inTenant(this.caller().tenantId, work, this.caller().username);
  });

  // A change is in force on the very next request: before a writing call answers, every change committed so far has
  // reached this instance's caches (other instances receive the same notifications at the same moment).
  // (A read answers at once: no promise of its own per request.)
  app.addHook('onSend', (request, _reply, payload, done) => {
    const config = request.routeOptions.config;
    const readOnly = request.method === 'GET' || request.method === 'HEAD' || config?.readOnly || config?.cachesUntouched;
    if (readOnly || !request.url.startsWith('/api/')) return done(null, payload);
    db.changes.fence().then(() => done(null, payload), (error: Error) => done(error));
  });

  // The rest of the request (hooks, handler) runs within its limit's store, which the next hook fills.
  app.addHook('onRequest', (_request, _reply, done) => requestLimit.run({}, done));
  app.addHook('onRequest', async (request) => {
    // A NUL can be neither a path nor a query value of ours (PostgreSQL text cannot hold it): refused up front.
    if (/%00/.test(request.url)) throw badRequest(platformMessage('badRequest'));
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const header = request.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    // The platform's own session token, else an access token of its OAuth2 provider (oauth/bearer.ts).
    const session = token ? await resolveSession(app, db, token) : await bearerSession(db, request.headers.authorization);
    if (!session) throw unauthorized();
    request.session = session;
    const limit = requestLimit.getStore();
    if (limit && session.limitedTo) Object.assign(limit, { userId: session.userId, limitedTo: session.limitedTo });
    if (session.mustChangePassword && !request.routeOptions.config?.beforePasswordChange) {
      throw new ApiError(403, platformMessage('passwordChangeRequired'));
    }
    if (access === 'authenticated') return;
    const allowed = await hasPermission(db, session.userId, access.permission);
    if (!allowed) throw forbidden();
  });
}
