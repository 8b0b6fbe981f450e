// A user's life cycle: freeze and unfreeze, delete to the recycle bin, restore or delete for good, password reset.
// Each acts only on users within the caller's data scope, and never on the caller's own account where that would
// lock them out.
import { Type } from '@sinclair/typebox';
import { OneOf, USER_STATUS, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { ok } from '../../wire/envelope.ts';
import { refuseSelf } from '../self-guard.ts';
import { raw, type EntityData } from '@mikro-orm/core';
import type { EntityManager } from '../../db/database.ts';
import { SysUserEntity, type SysUser } from '../../db/entities/system.ts';
import { byId, byIds, parseIds } from '../wire.ts';
import { idList, str, uuid } from '../../wire/requests.ts';
import { assertMayChangeUsers, UserRecordSchema } from './model.ts';
import { Nothing, Page, replies } from '../../wire/responses.ts';
import { listUsers, USER_QUERY_SCHEMA } from './queries.ts';
import { checkPasswordPair } from './rules.ts';
import { revokeUserTokens } from '../store/sessions.ts';

/** Changes users in place (not an edit of what a client read): each gets a new version, so that a pending edit is stale. */
function changeUsers(em: EntityManager, ids: string[], values: EntityData<SysUser>): Promise<number> {
  return em.nativeUpdate(SysUserEntity, { id: { $in: ids } }, { ...values, updatedAt: new Date(), version: raw('version + 1') });
}

export async function userLifecycleRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/system/user';
  const tags = ['user'];

  app.put(`${base}/frozenBatch`, {
    config: { access: { permission: PERMISSIONS.system.user.frozen } },
    schema: {
      tags, response: replies(Nothing), summary: 'Freeze (status 2) or unfreeze (status 1) users: a frozen user\'s sessions end at once',
      body: Type.Object({ ids: idList, status: OneOf([USER_STATUS.normal, USER_STATUS.frozen]) }),
    },
  }, async (request) => {
    const ids = parseIds(request.body.ids);
    const { status } = request.body;
    const session = request.caller();
    if (status === USER_STATUS.frozen) refuseSelf(session.userId, ids, platformMessage('cannotFreezeSelf'));
    await request.tx(async (em) => {
      await assertMayChangeUsers(em, session, ids);
      await changeUsers(em, ids, { status });
      if (status === USER_STATUS.frozen) await revokeUserTokens(em, ids);
    });
    return ok(null);
  });

  for (const [path, query] of [['delete', byId], ['deleteBatch', byIds]] as const) {
    app.delete(`${base}/${path}`, {
      config: { access: { permission: PERMISSIONS.system.user.delete } },
      schema: {
        tags, response: replies(Nothing), summary: path === 'delete' ? 'Move a user to the recycle bin' : 'Move users to the recycle bin (ids comma-separated)',
        querystring: query,
      },
    }, async (request) => {
      const ids = parseIds('id' in request.query ? request.query.id : request.query.ids);
      const session = request.caller();
      refuseSelf(session.userId, ids, platformMessage('cannotDeleteSelf'));
      await request.tx(async (em) => {
        await assertMayChangeUsers(em, session, ids);
        await changeUsers(em, ids, { delFlag: 1 });
        await revokeUserTokens(em, ids);
      });
      return ok(null);
    });
  }

  app.get(`${base}/recycleBin`, {
    config: { access: { permission: PERMISSIONS.system.user.recycle } },
    schema: { tags, response: replies(Page(UserRecordSchema)), summary: 'Users in the recycle bin, paged', querystring: USER_QUERY_SCHEMA },
  }, async (request) => ok(await request.tx((em) => listUsers(em, request.caller(), request.query, true))));

  app.put(`${base}/putRecycleBin`, {
    config: { access: { permission: PERMISSIONS.system.user.recycle } },
    schema: { tags, response: replies(Nothing), summary: 'Restore users from the recycle bin', body: Type.Object({ userIds: idList }) },
  }, async (request) => {
    const ids = parseIds(request.body.userIds);
    await request.tx(async (em) => {
      await assertMayChangeUsers(em, request.caller(), ids, true);
      await changeUsers(em, ids, { delFlag: 0 });
    });
    return ok(null);
  });

  app.delete(`${base}/deleteRecycleBin`, {
    config: { access: { permission: PERMISSIONS.system.user.purge } },
    schema: { tags, response: replies(Nothing), summary: 'Delete users in the recycle bin for good', querystring: Type.Object({ userIds: str(40_000) }) },
  }, async (request) => {
    const ids = parseIds(request.query.userIds);
    await request.tx(async (em) => {
      await assertMayChangeUsers(em, request.caller(), ids, true);
      await em.nativeDelete(SysUserEntity, { id: { $in: ids } });
    });
    return ok(null);
  });

  app.put(`${base}/resetPassword`, {
    config: { access: { permission: PERMISSIONS.system.user.password } },
    schema: {
      tags, response: replies(Nothing), summary: 'Set another user\'s password: they must change it at their next login (isChange) and are signed out',
      body: Type.Object({ id: uuid, password: str(), confirmpassword: str() }),
    },
  }, async (request) => {
    const { id, password, confirmpassword } = request.body;
    checkPasswordPair(password, confirmpassword);
    const hash = await hashPassword(password);
    await request.tx(async (em) => {
      await assertMayChangeUsers(em, request.caller(), [id]);
      await changeUsers(em, [id], { passwordHash: hash, pwdReset: true });
      if (id !== request.caller().userId) await revokeUserTokens(em, [id]);
    });
    return ok(null);
  });
}
