// The SMS codes sent to phones (sys_sms_code; platform rows, written in system transactions or the caller's).
import type { EntityManager } from '../../db/database.ts';

/** How many codes the phone got in the last hour. */
export async function codesInLastHour(em: EntityManager, phone: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from sys_sms_code where phone = ? and created_at > now() - interval '1 hour'`, [phone],
  );
  return row!.n;
}

export const insertCode = (em: EntityManager, phone: string, purpose: string, codeHash: string, ttlSeconds: number) => em.execute(
  `insert into sys_sms_code (phone, purpose, code_hash, expires_at) values (?, ?, ?, now() + make_interval(secs => ?))`,
  [phone, purpose, codeHash, ttlSeconds],
);

export const deleteCode = (em: EntityManager, codeHash: string) => em.execute(`delete from sys_sms_code where code_hash = ?`, [codeHash]);

/** The phone's newest unused, unexpired codes for the purpose, locked. */
export const liveCodes = (em: EntityManager, phone: string, purpose: string) => em.execute<{ id: string; code_hash: string }[]>(
  `select id, code_hash from sys_sms_code where phone = ? and purpose = ? and used_at is null and expires_at > now()
    order by created_at desc limit 5 for update`,
  [phone, purpose],
);

export const markCodeUsed = (em: EntityManager, id: string) => em.execute(`update sys_sms_code set used_at = now() where id = ?`, [id]);

export const countCodeFailure = (em: EntityManager, id: string) => em.execute(`update sys_sms_code set failures = failures + 1 where id = ?`, [id]);
