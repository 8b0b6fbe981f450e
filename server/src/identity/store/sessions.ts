// Ending a user's sessions at once (freezing, deleting, resetting the password): their tokens are revoked in the
// transaction that makes the change, so the two happen together or not at all.
import type { EntityManager } from '../../db/database.ts';
import { placeholders } from '../sql.ts';

export async function revokeUserTokens(em: EntityManager, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await em.execute(`update sys_token set revoked_at = now() where user_id in (${placeholders(userIds)}) and revoked_at is null`, [...userIds]);
}
