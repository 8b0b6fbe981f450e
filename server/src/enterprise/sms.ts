// SMS verification codes: sent through an SMS provider, kept hashed (SHA-256 of phone, purpose and code), single use,
// expiring after SMS_CODE_TTL_SECONDS (5 minutes). A phone is sent at most SMS_MAX_PER_PHONE codes an hour (counted in
// the database: every instance sees it) and an address asks for at most SMS_MAX_PER_ADDRESS a minute (rate-limit.ts).
// A code is compared in constant time; a wrong one counts against the phone like a wrong password (login-guard.ts).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, type SmsPurpose, platformMessage } from '@yc/engine';
import type { ServerConfig, SmsGateway } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { ApiError } from '../wire/envelope.ts';
import { rateLimiter } from '../auth/rate-limit.ts';
import { codesInLastHour, countCodeFailure, deleteCode, insertCode, liveCodes, markCodeUsed } from './store/sms-codes.ts';

export type { SmsPurpose };

/** Where a text message goes: a provider adapter (an SMS gateway) or the log. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

export interface SentSms {
  phone: string;
  text: string;
  code: string;
  at: Date;
}

/** The default provider: writes the message to the server log and keeps the last ones (tests read the code there). */
export class LoggingSmsProvider implements SmsProvider {
  readonly sent: SentSms[] = [];

  constructor(private readonly log: (line: string) => void) {}

  async send(phone: string, text: string): Promise<void> {
    this.log(`SMS to ${phone}: ${text}`);
    this.sent.push({ phone, text, code: new RegExp(`\\d{${SMS_CODE_LENGTH}}`).exec(text)?.[0] ?? '', at: new Date() });
    if (this.sent.length > 100) this.sent.shift();
  }

  /** The last code sent to the phone. */
  lastCode(phone: string): string | undefined {
    return this.sent.findLast((m) => m.phone === phone)?.code;
  }
}

/** A gateway refused or did not answer: the code was not sent. */
export class SmsNotSent extends Error {}

/**
 * Twilio's Messages API (or a gateway that speaks it): one form POST per message, signed with the account's SID and
 * token, to the phone in E.164 (the configured country code before a national number). Ten seconds at most.
 */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly settings: Extract<SmsGateway, { provider: 'twilio' }>['twilio']) {}

  async send(phone: string, text: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl, countryCode } = this.settings;
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, apiUrl);
    const to = phone.startsWith('+') ? phone : `${countryCode}${phone}`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: from, Body: text }),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new SmsNotSent(`the SMS gateway did not answer (${(error as Error).message})`);
    });
    await answer.arrayBuffer().catch(() => undefined);
    if (!answer.ok) throw new SmsNotSent(`the SMS gateway answered ${answer.status}`);
  }
}

/** The provider of each database (a server instance's platform): the configured gateway, or the logging one. */
const providers = new WeakMap<Database, SmsProvider>();

export function smsProvider(db: Database, gateway: SmsGateway = { provider: 'log' }, log: (line: string) => void = (line) => console.info(line)): SmsProvider {
  let provider = providers.get(db);
  if (!provider) providers.set(db, (provider = gateway.provider === 'twilio' ? new TwilioSmsProvider(gateway.twilio) : new LoggingSmsProvider(log)));
  return provider;
}

/** The logging provider's outbox of a server's database (tests: the code a visitor was sent). */
export function smsOutbox(db: Database): LoggingSmsProvider {
  const provider = smsProvider(db);
  if (!(provider instanceof LoggingSmsProvider)) throw new Error('the SMS provider is not the logging one');
  return provider;
}

const hashCode = (phone: string, purpose: SmsPurpose, code: string) => createHash('sha256').update(`${purpose}:${phone}:${code}`).digest();

/** Sends a new code to the phone (earlier unused ones stay valid until they expire or one is used). */
export async function sendSmsCode(db: Database, config: ServerConfig, phone: string, purpose: SmsPurpose, address: string, log?: (line: string) => void): Promise<void> {
  if (!rateLimiter(db, 'sms', { perWindow: config.sms.perAddressPerMinute, windowMs: 60_000 }).take(address)) {
    throw new ApiError(429, platformMessage('tooManyRequests'));
  }
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const sent = await db.asSystem(async (em) => {
    if ((await codesInLastHour(em, phone)) >= config.sms.perPhonePerHour) return false;
    await insertCode(em, phone, purpose, hashCode(phone, purpose, code).toString('hex'), config.sms.codeTtlSeconds);
    return true;
  });
  if (!sent) throw new ApiError(429, platformMessage('tooManyRequests'));
  try {
    await smsProvider(db, config.sms, log).send(phone, `Your verification code is ${code}; it is valid for ${Math.round(config.sms.codeTtlSeconds / 60)} minutes.`);
  } catch (error) {
    // Not sent: the code is taken back (it neither works nor counts against the phone), and the caller is told.
    await db.asSystem((em) => deleteCode(em, hashCode(phone, purpose, code).toString('hex')));
    if (!(error instanceof SmsNotSent)) throw error;
    (log ?? console.warn)(`SMS to ${phone} not sent: ${error.message}`);
    throw new ApiError(503, platformMessage('smsNotSent'));
  }
}

/**
 * Spends the phone's code on the caller's transaction when it matches one that is unused and unexpired (rolled back
 * with the transaction); a wrong code counts a failure on the phone's newest code. True when it matched.
 */
export async function consumeSmsCode(em: EntityManager, phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
  const rows = await liveCodes(em, phone, purpose);
  const given = hashCode(phone, purpose, code.trim());
  // Every candidate is compared (no early exit): the time does not tell which one matched.
  let matched: string | undefined;
  for (const row of rows) if (timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given) && !matched) matched = row.id;
  if (matched) {
    await markCodeUsed(em, matched);
    return true;
  }
  if (rows[0]) await countCodeFailure(em, rows[0].id);
  return false;
}
