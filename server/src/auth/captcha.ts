// Image captcha: an SVG with a short code, kept in the database under the client's check key, single use.
//
// The image is asked for before signing in, so anyone may ask: each address gets at most CAPTCHA_RATE.perWindow images
// per window (rate-limit.ts: a fixed-window counter in this instance's memory). Beyond it the
// answer is 429 'Too many requests, please try again later'. A row is keyed by its check key (asking again for a key
// replaces its code), and expired rows are removed by housekeeping.
import { platformMessage } from '@yc/engine';
import type { Database } from '../db/database.ts';
import { ApiError } from '../wire/envelope.ts';
import { rateLimiter } from './rate-limit.ts';
import { keepCaptcha, spendCaptcha } from './store/sign-in.ts';

const TTL_MS = 5 * 60_000;

/** How many captcha images one address may ask for per window. */
export const CAPTCHA_RATE = { perWindow: 20, windowMs: 60_000 } as const;

export async function createCaptcha(db: Database, checkKey: string, address: string): Promise<string> {
  if (!rateLimiter(db, 'captcha', CAPTCHA_RATE).take(address)) throw new ApiError(429, platformMessage('tooManyRequests'));
  // Loaded by the first image asked for: it parses its font (opentype.js, ~10 MB resident) as it loads.
  const { default: svgCaptcha } = await import('svg-captcha');
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1lIi', color: true, background: '#f4f6fb' });
  await db.asSystem(async (em) => {
    await keepCaptcha(em, checkKey, text.toLowerCase(), new Date(Date.now() + TTL_MS));
  });
  return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
}

/** True when the code matches the one issued for the key; the key is spent either way. */
export async function consumeCaptcha(db: Database, checkKey: string, code: string): Promise<boolean> {
  const rows = await db.asSystem((em) => spendCaptcha(em, checkKey));
  return rows.length === 1 && rows[0]!.code === code.trim().toLowerCase();
}
