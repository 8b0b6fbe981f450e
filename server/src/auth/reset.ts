// Password reset through a verified channel (issue #34 item 4): never by an account name alone.
// - Phone: the SMS code (smsmode 3) is the single-use, 5-minute token; a wrong code counts against the phone like a
//   wrong password (login-guard.ts). A right code for a phone no account has answers like a reset (nothing changes).
// - Mail: POST .../mail sends a link with a random token (kept as its SHA-256; PASSWORD_RESET_TTL_MINUTES; one use)
//   to the account with that address, after answering: the answer and its time are the same whether or not one has it.
// A reset sets the password the person chose (no forced change after), spends every open token of the account and
// ends its sessions.
import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { findRulePattern, platformMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import { ApiError, badRequest, ok, requestLanguage } from '../wire/envelope.ts';
import { Nothing, replies } from '../wire/responses.ts';
import { optionalExcept, str } from '../wire/requests.ts';
import { checkPasswordPair } from '../identity/users/rules.ts';
import { consumeSmsCode } from '../enterprise/sms.ts';
import { mailConfigured, sendMail } from '../enterprise/mail.ts';
import { rateLimiter } from './rate-limit.ts';
import { hashPassword } from './passwords.ts';
import { checkPhone } from './phone-login.ts';
import type { LoginGuard } from './login-guard.ts';
import { activeAccountsWithEmail, activeAccountsWithPhone, keepResetLink, linksInLastHour, openLinkAccount, setPasswordHash } from './store/reset.ts';

const EMAIL = new RegExp(findRulePattern('email')!.source);
/** Reset links one account is sent per hour at the most. */
const LINKS_PER_HOUR = 3;
const guardName = (phone: string) => `reset:${phone}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function setPassword(em: EntityManager, userId: string, password: string): Promise<void> {
  await setPasswordHash(em, userId, await hashPassword(password));
}

/** Makes a link for the active account with the address (none: nothing) and mails it; errors go to the log only. */
async function mailResetLink(app: Api, db: Database, config: ServerConfig, email: string): Promise<void> {
  const settings = config.enterprise;
  const token = randomBytes(32).toString('base64url');
  const sent = await db.asSystem(async (em) => {
    const users = await activeAccountsWithEmail(em, email);
    if (users.length !== 1) return null;
    if ((await linksInLastHour(em, users[0]!.id)) >= LINKS_PER_HOUR) return null;
    await keepResetLink(em, users[0]!.id, hashToken(token), settings.resetTtlMinutes);
    return users[0]!.email;
  });
  if (!sent) return;
  const base = settings.publicUrl ?? `http://${config.host}:${config.port}`;
  const link = `${base}/index/alteration?token=${token}`;
  await sendMail(settings, sent, 'Password reset / 重置密码', [
    `Open this link to choose a new password (valid for ${settings.resetTtlMinutes} minutes, once): ${link}`,
    `打开此链接设置新密码（${settings.resetTtlMinutes} 分钟内有效，仅可使用一次）：${link}`,
    'If you did not ask for it, ignore this message. / 如果不是您本人操作，请忽略此邮件。',
  ].join('\n\n'));
}

export async function passwordResetRoutes(app: Api, { db, config, guard }: { db: Database; config: ServerConfig; guard: LoginGuard }) {
  const limited = (ip: string) => {
    if (!rateLimiter(db, 'password-reset', { perWindow: config.sms.perAddressPerMinute, windowMs: 60_000 }).take(ip)) {
      throw new ApiError(429, platformMessage('tooManyRequests'));
    }
  };

  app.get('/api/system/passwordReset/config', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'The channels a password can be reset through', response: replies(Type.Object({ phone: Type.Boolean(), mail: Type.Boolean() })) },
  }, async () => ok({ phone: true, mail: mailConfigured(config.enterprise) }));

  app.post('/api/system/passwordReset/mail', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Mail a reset link to the account with this address (the same answer whether or not there is one)',
      response: replies(Nothing), body: Type.Object({ email: str(100) }),
    },
  }, async (request) => {
    limited(request.ip);
    const email = request.body.email.trim();
    if (!EMAIL.test(email)) throw badRequest(platformMessage('mailInvalid'));
    if (mailConfigured(config.enterprise)) {
      void mailResetLink(app, db, config, email).catch((error: unknown) => app.log.error({ err: error }, 'password reset mail failed'));
    }
    return ok(null, platformMessage('resetSent'), requestLanguage(request));
  });

  app.post('/api/system/passwordReset', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Set a new password with a reset link\'s token, or with the phone and its SMS code (smsmode 3)',
      response: replies(Nothing),
      body: Type.Object(optionalExcept({ token: str(100), mobile: str(20), smsCode: str(20), password: str(200), confirmPassword: str(200) }, ['password', 'confirmPassword'])),
    },
  }, async (request) => {
    limited(request.ip);
    const { token, mobile, smsCode, password, confirmPassword } = request.body;
    checkPasswordPair(password, confirmPassword);
    if (token) {
      const done = await db.asSystem(async (em) => {
        const userId = await openLinkAccount(em, hashToken(token));
        if (userId) await setPassword(em, userId, password);
        return Boolean(userId);
      });
      if (!done) throw badRequest(platformMessage('resetTokenInvalid'));
      return ok(null);
    }
    const phone = checkPhone(mobile ?? '');
    const refusal = await guard.check(guardName(phone), request.ip);
    if (refusal === 'address') throw new ApiError(429, platformMessage('tooManyAttempts'));
    if (refusal === 'account') throw new ApiError(429, platformMessage('accountLocked'));
    const outcome = await db.asSystem(async (em) => {
      if (!(await consumeSmsCode(em, phone, 'reset', smsCode ?? ''))) return 'wrong';
      const users = await activeAccountsWithPhone(em, phone);
      if (users.length > 1) return 'ambiguous';
      if (users[0]) await setPassword(em, users[0].id, password);
      return 'done';
    });
    if (outcome === 'wrong') {
      await guard.recordFailure(guardName(phone), request.ip);
      throw badRequest(platformMessage('smsCodeInvalid'));
    }
    if (outcome === 'ambiguous') throw badRequest(platformMessage('phoneAmbiguous'));
    await guard.clearAccount(guardName(phone), request.ip);
    return ok(null);
  });
}
