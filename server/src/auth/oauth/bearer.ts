// Access tokens of the platform's OAuth2 provider at the API (issue #36 item 4): `Authorization: Bearer <token>`.
// An authorization-code token acts as the person who signed in and consented, within the client's scopes (what both
// the person and the client's service account are granted); a client-credentials token as its client's service
// account, whose role grants exactly the client's scopes. Either stops working when it expires, is
// revoked, its client is deleted or its account frozen.
import type { Database } from '../../db/database.ts';
import type { Session } from '../session.ts';
import { liveAccessToken, tokenAccount } from '../store/oauth.ts';

/** The session a provider's access token stands for, or null. */
export async function bearerSession(db: Database, authorization: string | undefined): Promise<Session | null> {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{20,200})$/i.exec(authorization ?? '');
  if (!match) return null;
  const token = match[1]!;
  const found = await liveAccessToken(db, token);
  if (!found) return null;
  const row = await tokenAccount(db, found);
  if (!row) return null;
  const session = { userId: row.id, tenantId: row.tenant_id, username: row.username, jti: token, mustChangePassword: row.must_change };
  // A person's token acts within the client's scopes: the grants of its service account, which are exactly them.
  return found.model === 'AccessToken' ? { ...session, limitedTo: row.service_user_id } : session;
}
