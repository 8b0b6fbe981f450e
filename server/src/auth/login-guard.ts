// Failed-login throttling, kept in the database so that every instance sees it. Failures count per address and per
// (account, address) pair, never per account alone: nobody can lock an account out from an address of their own,
// and a correct password from an address that has not failed still signs in (the captcha guards the rest).
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { clearFailures, recentFailures, recordFailures } from './store/sign-in.ts';

export type Refusal = 'address' | 'account' | null;

export class LoginGuard {
  constructor(
    private readonly db: Database,
    private readonly limits: ServerConfig['loginLimits'],
  ) {}

  async check(username: string, ip: string): Promise<Refusal> {
    // A read on every login attempt: one statement, no transaction around it.
    const rows = await recentFailures(this.db, [pairKey(username, ip), addressKey(ip)], this.limits.windowMinutes);
    const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
    if (count(addressKey(ip)) >= this.limits.perAddress) return 'address';
    if (count(pairKey(username, ip)) >= this.limits.perAccount) return 'account';
    return null;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    // Old failures are purged by housekeeping.
    await recordFailures(this.db, [pairKey(username, ip), addressKey(ip)]);
  }

  async clearAccount(username: string, ip: string): Promise<void> {
    await this.db.asSystem((em) => clearFailures(em, pairKey(username, ip)));
  }
}

const pairKey = (username: string, ip: string) => `account:${username.trim().toLowerCase()}@${ip}`;
const addressKey = (ip: string) => `address:${ip}`;
