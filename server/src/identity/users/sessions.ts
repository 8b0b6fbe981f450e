// Ending a user's sessions at once (freezing, deleting, resetting the password): their tokens are revoked.
import type { Database } from '../../db/database.ts';
import { placeholders } from '../sql.ts';

export async function revokeUserTokens(db: Database, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.asSystem((em) =>
    em.execute(`update sys_token set revoked_at = now() where user_id in (${placeholders(userIds)}) and revoked_at is null`, [...userIds]),
  );
}
