// Sign-in, captcha, sign-out, user info and password change (spec §7 "Login").
import { isStrongPassword, LOG_TYPES, platformMessage, renderMessage, type Message } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { SysUserEntity } from '../db/entities/system.ts';
import { ApiError, badRequest, ok, requestLanguage } from '../wire/envelope.ts';
import { consumeCaptcha, createCaptcha } from './captcha.ts';
import { LoginGuard } from './login-guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeToken } from './session.ts';
import { loadUserInfo, UserInfoSchema } from './users.ts';
import { Type } from '@sinclair/typebox';
import { enterpriseRoutes } from '../enterprise/routes.ts';
import { phoneLoginRoutes } from './phone-login.ts';
import { passwordResetRoutes } from './reset.ts';
import { Nothing, replies } from '../wire/responses.ts';
import { optionalExcept, str } from '../wire/requests.ts';
import { writeLog } from '../identity/audit.ts';
import { signInRefusal } from '../enterprise/admission.ts';
import { userDeparts } from '../identity/store/orgs.ts';
import { accountsNamed, revokeOtherTokens, setCurrentOrg } from './store/sign-in.ts';

// Where every sign-in ends (password, phone code, single sign-on); kept here under its old name for the SSO routes.
export { LoginResultSchema, signIn, type SigningIn } from './sign-in.ts';
import { LoginResultSchema, signIn } from './sign-in.ts';

export async function authRoutes(app: Api, { db, config }: PluginOptions) {
  const guard = new LoginGuard(db, config.loginLimits);

  app.get('/api/system/loginConfig', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'What the login page needs to know',
      response: replies(Type.Object({
        captchaEnabled: Type.Boolean(), demoMode: Type.Boolean(),
        demoAccounts: Type.Array(Type.Object({ username: Type.String(), password: Type.String(), label: Type.String() })),
      })),
    },
  }, async (request) => {
    const demoAccounts = config.demoMode && config.userPassword
      ? [{ username: 'user', password: config.userPassword, label: renderMessage(platformMessage('demoGeneralAccount'), requestLanguage(request)) }]
      : [];
    return ok({ captchaEnabled: config.loginCaptcha, demoMode: config.demoMode, demoAccounts });
  });

  app.get('/api/system/randomImage/:checkKey', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Captcha image (data URL) for a client-chosen check key', response: replies(Type.String()),
      params: Type.Object({ checkKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }),
    },
  }, async (request) => ok(await createCaptcha(db, request.params.checkKey, request.ip)));

  app.post('/api/system/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'], summary: 'Sign in with account and password',
      response: replies(LoginResultSchema),
      body: Type.Object(optionalExcept({ username: str(100), password: str(200), captcha: str(20), checkKey: str(64) }, ['username', 'password'])),
    },
  }, async (request) => {
    const { username, password, captcha, checkKey } = request.body;
    if (config.loginCaptcha) {
      if (!captcha || !checkKey) throw badRequest(platformMessage('captchaRequired'));
      if (!(await consumeCaptcha(db, checkKey, captcha))) throw badRequest(platformMessage('captchaInvalid'));
    }
    const refusal = await guard.check(username, request.ip);
    if (refusal === 'address') throw new ApiError(429, platformMessage('tooManyAttempts'));
    if (refusal === 'account') throw new ApiError(429, platformMessage('accountLocked'));

    const rows = await db.asSystem((em) => accountsNamed(em, username.trim()));
    const user = rows[0];
    const started = Date.now();
    const logLogin = (status: number, content: string | Message) => user && writeLog(app, db, user.tenant_id, {
      logType: LOG_TYPES.login, userId: user.id, username: user.username, method: request.method, path: '/api/system/login',
      requestUrl: '/api/system/login', ip: request.ip, status, durationMs: Date.now() - started, content,
    });
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await guard.recordFailure(username, request.ip);
      await logLogin(400, platformMessage('badCredentials'));
      throw badRequest(platformMessage('badCredentials'));
    }
    const refused = await signInRefusal(db, user);
    if (refused) {
      await logLogin(400, refused);
      throw badRequest(refused);
    }
    await guard.clearAccount(username, request.ip);
    return ok(await signIn(app, db, user, request.ip, logLogin));
  });

  await phoneLoginRoutes(app, { db, config, guard });
  await passwordResetRoutes(app, { db, config, guard });
  await enterpriseRoutes(app, { db, config });

  app.post('/api/system/logout', {
    config: { access: 'authenticated', audit: false, beforePasswordChange: true },
    schema: { tags: ['auth'], summary: 'Sign out: the token stops working at once', response: replies(Nothing) },
  }, async (request) => {
    const session = request.caller();
    await revokeToken(db, session.jti);
    await writeLog(app, db, session.tenantId, {
      logType: LOG_TYPES.logout, userId: session.userId, username: session.username, method: request.method, path: '/api/system/logout',
      requestUrl: '/api/system/logout', ip: request.ip, status: 200, durationMs: null, content: 'Logout',
    });
    return ok(null);
  });

  // Choosing the department belongs to signing in (the login page asks before anything else), so it stays open to a
  // session whose password must change first.
  app.put('/api/system/selectDepart', {
    config: { access: 'authenticated', beforePasswordChange: true },
    schema: {
      tags: ['auth'], summary: 'Choose the department to work in (one of the user\'s departments); returns the user info',
      response: replies(Type.Object({ userInfo: UserInfoSchema })),
      body: Type.Object({ orgId: str(36) }),
    },
  }, async (request) => {
    const { userId } = request.caller();
    const userInfo = await request.tx(async (em) => {
      const departs = await userDeparts(em, userId);
      if (!departs.some((d) => d.id === request.body.orgId)) throw badRequest(platformMessage('notDepartMember'));
      await setCurrentOrg(em, userId, request.body.orgId);
      return loadUserInfo(em, userId);
    });
    return ok({ userInfo });
  });

  app.get('/api/user/info', {
    config: { access: 'authenticated', beforePasswordChange: true },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: replies(UserInfoSchema) },
  }, async (request) => ok(await request.tx((em) => loadUserInfo(em, request.caller().userId))));

  app.put('/api/system/user/changePassword', {
    config: { access: 'authenticated', beforePasswordChange: true },
    schema: {
      tags: ['auth'], summary: 'Change one\'s own password: the caller\'s other sessions end', response: replies(Nothing),
      body: Type.Object({ oldpassword: str(), password: str(), confirmpassword: str() }),
    },
  }, async (request) => {
    const { oldpassword, password, confirmpassword } = request.body;
    if (password !== confirmpassword) throw badRequest(platformMessage('passwordsInconsistent'));
    if (!isStrongPassword(password)) throw badRequest(platformMessage('passwordWeak'));
    const session = request.caller();
    await request.tx(async (em) => {
      const user = await em.findOneOrFail(SysUserEntity, { id: session.userId }, { populate: ['passwordHash'] });
      if (!(await verifyPassword(user.passwordHash, oldpassword))) throw badRequest(platformMessage('oldPasswordWrong'));
      user.passwordHash = await hashPassword(password);
      user.pwdInitial = false;
      user.pwdReset = false;
      await em.flush();
      await revokeOtherTokens(em, session.userId, session.jti);
    });
    return ok(null);
  });
}
