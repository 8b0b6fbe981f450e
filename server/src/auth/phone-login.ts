// Phone-code login (spec §7: POST /api/system/phoneLogin and the SMS captcha send call, here POST /api/system/sms).
// The code is sent whether or not an account has the phone (the answer tells nobody which phones are known); a wrong
// code counts against the phone from that address like a wrong password (login-guard.ts), so it locks the same way.
import { Type } from '@sinclair/typebox';
import { findRulePattern, LOG_TYPES, SMS_MODES, platformMessage, type Message } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { Nothing, replies } from '../wire/responses.ts';
import { str } from '../wire/requests.ts';
import { writeLog } from '../identity/audit.ts';
import { signInRefusal } from '../enterprise/admission.ts';
import { consumeSmsCode, sendSmsCode } from '../enterprise/sms.ts';
import type { LoginGuard } from './login-guard.ts';
import { accountsWithPhone } from './store/sign-in.ts';
import { LoginResultSchema, signIn } from './sign-in.ts';

const PHONE = new RegExp(findRulePattern('phone')!.source);

export function checkPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!PHONE.test(trimmed)) throw badRequest(platformMessage('phoneInvalid'));
  return trimmed;
}

/** The login guard's name of a phone (never an account name: those have no colon-prefixed form). */
const guardName = (phone: string) => `sms:${phone}`;

export async function phoneLoginRoutes(app: Api, { db, config, guard }: { db: Database; config: ServerConfig; guard: LoginGuard }) {
  app.post('/api/system/sms', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Send an SMS verification code: smsmode 0 to sign in, 1 to register an enterprise, 2 to join one, 3 to reset a password',
      response: replies(Nothing),
      body: Type.Object({ mobile: str(20), smsmode: Type.Union(Object.keys(SMS_MODES).map((mode) => Type.Literal(mode as keyof typeof SMS_MODES))) }),
    },
  }, async (request) => {
    const phone = checkPhone(request.body.mobile);
    const purpose = SMS_MODES[request.body.smsmode];
    if (purpose === 'register' && config.enterpriseRegistration.mode === 'off') throw badRequest(platformMessage('registrationClosed'));
    // The logging provider writes at 'warn': seen at the default LOG_LEVEL, where an operator without a gateway reads it.
    await sendSmsCode(db, config, phone, purpose, request.ip, (line) => app.log.warn(line));
    return ok(null);
  });

  app.post('/api/system/phoneLogin', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Sign in with a phone number and the SMS code sent to it', response: replies(LoginResultSchema),
      body: Type.Object({ mobile: str(20), captcha: str(20) }),
    },
  }, async (request) => {
    const phone = checkPhone(request.body.mobile);
    const refusal = await guard.check(guardName(phone), request.ip);
    if (refusal === 'address') throw new ApiError(429, platformMessage('tooManyAttempts'));
    if (refusal === 'account') throw new ApiError(429, platformMessage('accountLocked'));
    const users = await db.asSystem(async (em) => {
      if (!(await consumeSmsCode(em, phone, 'login', request.body.captcha))) return null;
      return accountsWithPhone(em, phone);
    });
    if (!users) {
      await guard.recordFailure(guardName(phone), request.ip);
      throw badRequest(platformMessage('smsCodeInvalid'));
    }
    // A spent code that names no account says no more than a wrong one.
    if (users.length === 0) throw badRequest(platformMessage('smsCodeInvalid'));
    if (users.length > 1) throw badRequest(platformMessage('phoneAmbiguous'));
    const user = users[0]!;
    const started = Date.now();
    const logLogin = (status: number, content: string | Message) => writeLog(app, db, user.tenant_id, {
      logType: LOG_TYPES.login, userId: user.id, username: user.username, method: request.method, path: '/api/system/phoneLogin',
      requestUrl: '/api/system/phoneLogin', ip: request.ip, status, durationMs: Date.now() - started, content,
    });
    const refused = await signInRefusal(db, user);
    if (refused) {
      await logLogin(400, refused);
      throw badRequest(refused);
    }
    await guard.clearAccount(guardName(phone), request.ip);
    return ok(await signIn(app, db, user, request.ip, logLogin));
  });
}
