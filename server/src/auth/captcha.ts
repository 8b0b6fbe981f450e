// Image captcha: an SVG with a short code, kept in the database under the client's check key, single use.
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/database.ts';

const TTL_MS = 5 * 60_000;

export async function createCaptcha(db: Database, checkKey: string): Promise<string> {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', color: true, background: '#f4f6fb' });
  await db.asSystem(async (em) => {
    await em.execute(
      `insert into sys_captcha (check_key, code, expires_at) values (?, ?, ?)
       on conflict (check_key) do update set code = excluded.code, expires_at = excluded.expires_at`,
      [checkKey, text.toLowerCase(), new Date(Date.now() + TTL_MS)],
    );
  });
  return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
}

/** True when the code matches the one issued for the key; the key is spent either way. */
export async function consumeCaptcha(db: Database, checkKey: string, code: string): Promise<boolean> {
  const rows = await db.asSystem((em) =>
    em.execute<{ code: string }[]>(`delete from sys_captcha where check_key = ? and expires_at > now() returning code`, [checkKey]),
  );
  return rows.length === 1 && rows[0]!.code === code.trim().toLowerCase();
}
