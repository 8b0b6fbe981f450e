// Whether an account may sign in (password, phone code): active, not waiting for approval, in an active enterprise.
// A frozen enterprise's users are refused (its data stays); its sessions were revoked when it was frozen.
import { USER_STATUS, platformMessage, type Message } from '@yc/engine';
import type { Database } from '../db/database.ts';
import { tenantStatus } from './store/tenants.ts';

/** The refusal's message, or null when the account may sign in. */
export async function signInRefusal(db: Database, user: { status: number; tenant_id: number }): Promise<Message | null> {
  if (user.status === USER_STATUS.pending) return platformMessage('registrationPending');
  if (user.status !== USER_STATUS.normal) return platformMessage('accountFrozen');
  return (await tenantStatus(db, user.tenant_id)) === 1 ? null : platformMessage('enterpriseFrozen');
}
