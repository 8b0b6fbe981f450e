// The account of a signed-in identity (OIDC claims or CAS attributes): the enterprise's user whose configured field
// (account name, mailbox or phone) equals the configured claim, or, when provisioning is on, a new user of the
// configured department and role. Runs inside the enterprise's transaction: the account is only ever one of its own.
import { randomBytes, randomUUID } from 'node:crypto';
import { ssoMessage } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { badRequest } from '../../wire/envelope.ts';
import { hashPassword } from '../passwords.ts';
import type { StoredSso } from './settings.ts';
import { accountsMatching, boundAccount, insertProvisioned, usernameTaken, type SsoAccount } from '../store/sso.ts';

const claimText = (claims: Record<string, unknown>, name: string): string | undefined => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;
};

export async function accountOf(em: EntityManager, s: StoredSso, claims: Record<string, unknown>): Promise<SsoAccount> {
  // An identity a user bound to their account (third-party.ts) signs in as that account, whatever its claims say.
  const subject = claimText(claims, 'sub');
  if (s.sso_mode === 'oauth2' && s.issuer && subject) {
    const bound = await boundAccount(em, s.issuer, subject);
    if (bound) return bound;
  }
  const value = claimText(claims, s.match_claim);
  if (!value) throw badRequest(ssoMessage('claimMissing', { claim: s.match_claim }));
  const found = await accountsMatching(em, s.match_field, value);
  if (found.length > 1) throw badRequest(ssoMessage('ambiguousUser'));
  if (found[0]) return found[0];
  if (!s.provision || !s.provision_org_id || !s.provision_role_code) throw badRequest(ssoMessage('unknownUser'));
  return provision(em, s, claims, value);
}

/** A new user from the identity: no password of its own (an unguessable one), the configured department and role. */
async function provision(em: EntityManager, s: StoredSso, claims: Record<string, unknown>, value: string): Promise<SsoAccount> {
  const username = s.match_field === 'username' ? value : (claimText(claims, 'preferred_username') ?? value);
  // Account names are unique across enterprises (one signs in before the enterprise is known).
  if (await usernameTaken(em, username)) throw badRequest(ssoMessage('usernameTaken', { username }));
  const id = randomUUID();
  const email = s.match_field === 'email' ? value : (claimText(claims, 'email') ?? null);
  const phone = s.match_field === 'phone' ? value : (claimText(claims, 'phone_number') ?? null);
  const realname = claimText(claims, 'name') ?? username;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return insertProvisioned(em, { id, username, realname, passwordHash, email, phone }, s.provision_org_id!, s.provision_role_code!);
}
