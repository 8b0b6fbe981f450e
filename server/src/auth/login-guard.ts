// Failed-login throttling per account and per address, kept in the database so that every instance sees it.
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
      [accountKey(username), addressKey(ip), this.limits.windowMinutes],
    );
    const count = (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
    if (count(addressKey(ip)) >= this.limits.perAddress) return 'address';
    if (count(accountKey(username)) >= this.limits.perAccount) return 'account';
    return null;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.db.asSystem(async (em) => {
      await em.execute(`insert into sys_login_failure (key) values (?), (?)`, [accountKey(username), addressKey(ip)]);
      await em.execute(`delete from sys_login_failure where created_at < now() - interval '1 day'`);
    });
  }

  async clearAccount(username: string): Promise<void> {
    await this.db.asSystem((em) => em.execute(`delete from sys_login_failure where key = ?`, [accountKey(username)]));
  }
}

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;
