// General registration's routes (issue #34 item 2): the public register call, the enterprise's joining settings and
// the approval of waiting registrations (its administrator's: the user permissions; the tenant from the session).
import { Type } from '@sinclair/typebox';
import { PERMISSIONS, USER_STATUS, platformMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { rateLimiter } from '../auth/rate-limit.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { Nothing, Nullable, replies } from '../wire/responses.ts';
import { idList, optionalExcept, str } from '../wire/requests.ts';
import { parseIds } from '../identity/wire.ts';
import { joinEnterprise, joinSettings, saveJoinSettings } from './join.ts';
import { changeUserStatus, deleteUsersWithStatus, usersWithStatus } from './store/accounts.ts';

const PendingUser = Type.Object({
  id: Type.String(), username: Type.String(), realname: Type.String(), phone: Nullable(Type.String()), email: Nullable(Type.String()),
  createTime: Type.String(),
});

export async function joinRoutes(app: Api, { db, config }: { db: Database; config: ServerConfig }) {
  app.post('/api/system/user/register', {
    config: { access: 'public' },
    schema: {
      tags: ['enterprise'], summary: 'Join an enterprise as a general user, by its invitation token or its code (verified by an SMS code)',
      response: replies(Type.Object({ username: Type.String(), pending: Type.Boolean() })),
      body: Type.Object(optionalExcept({
        enterpriseCode: str(32), inviteToken: str(64), username: str(100), realname: str(100), phone: str(20), email: str(100),
        password: str(200), confirmPassword: str(200), smsCode: str(20),
      }, ['username', 'realname', 'phone', 'password', 'confirmPassword', 'smsCode'])),
    },
  }, async (request) => {
    const limit = { perWindow: config.enterpriseRegistration.perAddressPerHour, windowMs: 3_600_000 };
    if (!rateLimiter(db, 'join', limit).take(request.ip)) throw new ApiError(429, platformMessage('tooManyRequests'));
    return ok(await joinEnterprise(db, config, request.body));
  });

  const Settings = Type.Object({ joinByCode: Type.Boolean(), joinApproval: Type.Boolean() });
  app.get('/api/system/enterprise/joinSettings', {
    config: { access: { permission: PERMISSIONS.system.config.list } },
    schema: {
      tags: ['enterprise'], summary: 'The enterprise\'s joining settings: by code, approval, the invitation token and the code',
      response: replies(Type.Object({ ...Settings.properties, inviteToken: Nullable(Type.String()), enterpriseCode: Type.String() })),
    },
  }, async (request) => ok(await joinSettings(db, request.caller().tenantId)));

  app.put('/api/system/enterprise/joinSettings', {
    config: { access: { permission: PERMISSIONS.system.config.edit } },
    schema: {
      tags: ['enterprise'], summary: 'Save the joining settings; newInvitation true makes a new invitation link, false removes it',
      response: replies(Nothing), body: Type.Object({ ...Settings.properties, newInvitation: Type.Optional(Type.Boolean()) }),
    },
  }, async (request) => {
    await saveJoinSettings(db, request.caller().tenantId, request.body);
    return ok(null);
  });

  app.get('/api/system/user/pendingList', {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags: ['user'], summary: 'Registrations waiting for approval, oldest first', response: replies(Type.Array(PendingUser)) },
  }, async (request) => ok(await request.tx((em) => usersWithStatus<typeof PendingUser.static>(em, USER_STATUS.pending))));

  app.put('/api/system/user/approve', {
    config: { access: { permission: PERMISSIONS.system.user.add } },
    schema: {
      tags: ['user'], summary: 'Approve (the account becomes active) or refuse (the registration is removed) waiting registrations',
      response: replies(Nothing), body: Type.Object({ ids: idList, approve: Type.Boolean() }),
    },
  }, async (request) => {
    const ids = parseIds(request.body.ids);
    await request.tx(async (em) => {
      const changed = request.body.approve
        ? await changeUserStatus(em, ids, USER_STATUS.pending, USER_STATUS.normal)
        : await deleteUsersWithStatus(em, ids, USER_STATUS.pending);
      // Someone not waiting (or of another enterprise: not visible here) undoes the whole call.
      if (changed.length !== new Set(ids).size) throw badRequest(platformMessage('notPending'));
    });
    return ok(null);
  });
}
