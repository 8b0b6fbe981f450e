// Enterprise registration's route (spec §7: POST /api/enterpriseRegister/add) and what the visitor pages need to know
// (the registration mode, the platform version the licence page shows).
import { Type } from '@sinclair/typebox';
import type { Api } from '../plugin-types.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { optionalExcept, str } from '../wire/requests.ts';
import { PLATFORM_VERSION } from '../market/planning.ts';
import { registerEnterprise } from './register.ts';
import { joinRoutes } from './join-routes.ts';
import { operatorRoutes } from './operator-routes.ts';

export async function enterpriseRoutes(app: Api, { db, config }: { db: Database; config: ServerConfig }) {
  app.get('/api/enterpriseRegister/config', {
    config: { access: 'public' },
    schema: {
      tags: ['enterprise'], summary: 'What the visitor pages show: whether enterprise registration is open, by invitation or off; the platform version (lic)',
      response: replies(Type.Object({ mode: Type.String(), version: Type.String() })),
    },
  }, async () => ok({ mode: config.enterpriseRegistration.mode, version: PLATFORM_VERSION }));

  app.post('/api/enterpriseRegister/add', {
    config: { access: 'public' },
    schema: {
      tags: ['enterprise'], summary: 'Register an enterprise and its first administrator (verified by an SMS code)',
      response: replies(Type.Object({ enterpriseCode: Type.String(), enterpriseName: Type.String(), username: Type.String() })),
      body: Type.Object(optionalExcept({
        enterpriseName: str(100), enterpriseCode: str(32), username: str(100), realname: str(100), phone: str(20), email: str(100),
        password: str(200), confirmPassword: str(200), smsCode: str(20), captcha: str(20), checkKey: str(64), inviteCode: str(200),
      }, ['enterpriseName', 'enterpriseCode', 'username', 'realname', 'phone', 'password', 'confirmPassword', 'smsCode'])),
    },
  }, async (request) => ok(await registerEnterprise(db, config, request.body, request.ip)));

  await joinRoutes(app, { db, config });
  await operatorRoutes(app, { db, config });
}
