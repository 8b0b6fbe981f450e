// Access tokens of the platform's OAuth2 provider at the API (issue #36 item 4): `Authorization: Bearer <token>`.
// An authorization-code token acts as the person who signed in and consented, within the client's scopes (what both
// the person and the client's service account are granted); a client-credentials token as its client's service
// account, whose role grants exactly the client's scopes. Either stops working when it expires, is
// revoked, its client is deleted or its account frozen.
import type { Database } from '../../db/database.ts';
import type { Session } from '../session.ts';

interface TokenRow {
  model: 'AccessToken' | 'ClientCredentials';
  account_id: string | null;
  client_id: string;
}

/** The session a provider's access token stands for, or null. */
export async function bearerSession(db: Database, authorization: string | undefined): Promise<Session | null> {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{20,200})$/i.exec(authorization ?? '');
  if (!match) return null;
  const token = match[1]!;
  const [found] = await db.systemQuery<TokenRow>(
    `select model, payload->>'accountId' as account_id, payload->>'clientId' as client_id from sys_oauth_store
      where model in ('AccessToken', 'ClientCredentials') and id = ? and expires_at > now()`, [token]);
  if (!found) return null;
  const [row] = await db.systemQuery<{ id: string; tenant_id: number; username: string; must_change: boolean; service_user_id: string }>(
    `select u.id, u.tenant_id, u.username, u.pwd_initial or u.pwd_reset as must_change, c.service_user_id
       from sys_oauth_client c join sys_user u on u.id = ${found.model === 'AccessToken' ? '?' : 'c.service_user_id'} and u.tenant_id = c.tenant_id
      where c.client_id = ? and u.status = 1 and u.del_flag = 0`,
    found.model === 'AccessToken' ? [found.account_id, found.client_id] : [found.client_id]);
  if (!row) return null;
  const session = { userId: row.id, tenantId: row.tenant_id, username: row.username, jti: token, mustChangePassword: row.must_change };
  // A person's token acts within the client's scopes: the grants of its service account, which are exactly them.
  return found.model === 'AccessToken' ? { ...session, limitedTo: row.service_user_id } : session;
}
