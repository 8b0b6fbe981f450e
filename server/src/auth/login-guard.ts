// Failed-login throttling, kept in the database so that every instance sees it. Failures count per address and per
// (account, address) pair, never per account alone: nobody can lock an account out from an address of their own,
// and a correct password from an address that has not failed still signs in (the captcha guards the rest).
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

export type Refusal = 'address' | 'account' | null;

export class LoginGuard {
  constructor(
    private readonly db: Database,
    private readonly limits: ServerConfig['loginLimits'],
  ) {}

  async check(username: string, ip: string): Promise<Refusal> {
    // A read on every login attempt: one statement, no transaction around it.
    const rows = await this.db.systemQuery<{ key: string; n: string }>(
      `select key, count(*) as n from sys_login_failure
        where key in (?, ?) and created_at > now() - make_interval(mins => ?) group by key`,
      [pairKey(username, ip), addressKey(ip), this.limits.windowMinutes],
    );
    const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
    if (count(addressKey(ip)) >= this.limits.perAddress) return 'address';
    if (count(pairKey(username, ip)) >= this.limits.perAccount) return 'account';
    return null;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    // Old failures are purged by housekeeping.
    await this.db.systemQuery(`insert into sys_login_failure (key) values (?), (?)`, [pairKey(username, ip), addressKey(ip)]);
  }

  async clearAccount(username: string, ip: string): Promise<void> {
    await this.db.asSystem((em) => em.execute(`delete from sys_login_failure where key = ?`, [pairKey(username, ip)]));
  }
}

const pairKey = (username: string, ip: string) => `account:${username.trim().toLowerCase()}@${ip}`;
const addressKey = (ip: string) => `address:${ip}`;
