// Enterprise registration (issue #34, spec §7 POST /api/enterpriseRegister/add): a visitor makes an enterprise and its
// first administrator. Everything is one transaction: the phone's code is spent, the tenant, its schema, its roles and
// menus (the one installer, install/enterprise.ts) and the administrator are written, or nothing is.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ENTERPRISE_CODE_PATTERN, findRulePattern, patternMessage, platformMessage, type EnterpriseRegistration } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AccountExistsError, installEnterpriseIn } from '../install/enterprise.ts';
import { checkPasswordPair } from '../identity/users/rules.ts';
import { rateLimiter } from '../auth/rate-limit.ts';
import { checkPhone } from '../auth/phone-login.ts';
import { consumeCaptcha } from '../auth/captcha.ts';
import { ApiError, badRequest } from '../wire/envelope.ts';
import { consumeSmsCode } from './sms.ts';
import { mailboxTaken, phoneTaken } from './store/accounts.ts';

export type Registration = EnterpriseRegistration;

/** What the first administrator gets: the seed administrator's roles (console and general). */
const ADMIN_ROLES = ['admin', 'general'] as const;
const EMAIL = findRulePattern('email')!;

const sameSecret = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Whether the operator lets this request register at all (mode, invitation code, the address's hourly limit). */
function checkAdmission(db: Database, config: ServerConfig, r: Registration, address: string): void {
  const { mode, inviteCode, perAddressPerHour } = config.enterpriseRegistration;
  if (mode === 'off') throw new ApiError(403, platformMessage('registrationClosed'));
  if (!rateLimiter(db, 'enterprise-register', { perWindow: perAddressPerHour, windowMs: 3_600_000 }).take(address)) {
    throw new ApiError(429, platformMessage('tooManyRequests'));
  }
  if (mode === 'invite' && !sameSecret(r.inviteCode ?? '', inviteCode ?? '')) throw badRequest(platformMessage('inviteCodeInvalid'));
}

function checkFields(r: Registration): { phone: string; email: string | undefined } {
  if (!r.enterpriseName.trim() || !r.username.trim() || !r.realname.trim()) throw badRequest(platformMessage('badRequest'));
  if (!ENTERPRISE_CODE_PATTERN.test(r.enterpriseCode)) throw badRequest(platformMessage('enterpriseCodeInvalid'));
  const phone = checkPhone(r.phone);
  const email = r.email?.trim() || undefined;
  if (email && !new RegExp(EMAIL.source).test(email)) throw badRequest(patternMessage('email'));
  checkPasswordPair(r.password, r.confirmPassword);
  return { phone, email };
}

export async function registerEnterprise(
  db: Database, config: ServerConfig, r: Registration, address: string,
): Promise<{ enterpriseCode: string; enterpriseName: string; username: string }> {
  checkAdmission(db, config, r, address);
  if (config.loginCaptcha) {
    if (!r.captcha || !r.checkKey) throw badRequest(platformMessage('captchaRequired'));
    if (!(await consumeCaptcha(db, r.checkKey, r.captcha))) throw badRequest(platformMessage('captchaInvalid'));
  }
  const { phone, email } = checkFields(r);
  const tenant = { code: r.enterpriseCode, name: r.enterpriseName.trim() };
  const admin = { username: r.username.trim(), realname: r.realname.trim(), roles: ADMIN_ROLES, password: r.password, phone, ...(email ? { email } : {}) };
  try {
    await db.asSystem(async (em) => {
      // Mailbox and phone are unique across enterprises for a registered administrator: phone-code login finds them.
      if (email && (await mailboxTaken(em, email))) throw badRequest(platformMessage('mailboxExists'));
      if (await phoneTaken(em, phone)) throw badRequest(platformMessage('phoneExists'));
      if (!(await consumeSmsCode(em, phone, 'register', r.smsCode))) throw badRequest(platformMessage('smsCodeInvalid'));
      const made = await installEnterpriseIn(em, config, tenant, [admin], { mustBeNew: true });
      if (!made) throw badRequest(platformMessage('enterpriseCodeExists'));
    });
  } catch (error) {
    if (error instanceof AccountExistsError) throw badRequest(platformMessage('accountExists'));
    throw error;
  }
  return { enterpriseCode: tenant.code, enterpriseName: tenant.name, username: admin.username };
}
