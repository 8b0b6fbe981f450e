// User administration: list, look-up, add and edit (plain and with encrypted passwords), account checks.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../../plugin-types.ts';
import type { Database } from '../../db/database.ts';
import { hasPermission } from '../../auth/access.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { forbidden, ok, requestLanguage } from '../../wire/envelope.ts';
import { keepingConsoleRole } from '../self-guard.ts';
import { SysUserEntity } from '../../db/entities/system.ts';
import { updateVersioned } from '../rows.ts';
import { decryptField, transportKey } from '../transport-key.ts';
import { assertMayChangeUsers, assertStillInScope, UserDetailSchema, UserRecordSchema } from './model.ts';
import { Type } from '@sinclair/typebox';
import { Page, replies, Saved } from '../../wire/responses.ts';
import { getUser, listUsers, USER_QUERY_SCHEMA } from './queries.ts';
import { checkGrantableRoles, checkPasswordPair, checkRelations, checkUserFields, type UserFields } from './rules.ts';
import { writeRelations } from '../store/users.ts';
import { relationsOf, translateUniqueViolation, USER_BODY_PROPERTIES, USER_EDIT_PROPERTIES, type UserBody } from './body.ts';
import { revokeUserTokens } from '../store/sessions.ts';
import { byId } from '../wire.ts';
import { optionalExcept, str, uuid } from '../../wire/requests.ts';

/** The fields of a user that add and edit write (passwords and relations have their own handling). */
const USER_FIELDS: readonly (keyof UserFields)[] = [
  'username', 'realname', 'email', 'phone', 'telephone', 'workNo', 'userNum', 'userSecret', 'userOrder', 'isRealUser', 'birthday',
  'sex', 'avatar', 'status',
];

const fieldsOf = (body: UserBody, editing: boolean): UserFields => {
  const fields: UserFields = {};
  for (const key of USER_FIELDS) {
    // The account name is the sign-in identity and freezing has its own call: neither changes through edit.
    if (editing && (key === 'username' || key === 'status')) continue;
    const value = body[key];
    if (value !== undefined) (fields as Record<string, unknown>)[key] = value === '' ? null : value;
  }
  return fields;
};

type Decode = (db: Database, value: string) => Promise<string>;
const plain: Decode = async (_db, value) => value;

export async function userRoutes(app: Api, { db }: PluginOptions) {
  const base = '/api/system/user';
  const tags = ['user'];

  app.get(`${base}/list`, {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags, summary: 'Users within the caller\'s data scope, paged', querystring: USER_QUERY_SCHEMA, response: replies(Page(UserRecordSchema)) },
  }, async (request) => ok(await request.tx((em) => listUsers(em, request.caller(), request.query, false))));

  app.get(`${base}/queryById`, {
    config: { access: { permission: PERMISSIONS.system.user.list } },
    schema: { tags, summary: 'One user with the ids of their roles, jobs and departments', querystring: byId, response: replies(UserDetailSchema) },
  }, async (request) => ok(await request.tx((em) => getUser(em, request.caller(), request.query.id))));

  app.get(`${base}/transportKey`, {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Public key (RSA-OAEP, SHA-256) for the passwords of addJM and editJM',
      response: replies(Type.Object({ publicKey: Type.String(), algorithm: Type.String(), hash: Type.String() })),
    },
  }, async () => ok(await transportKey(db)));

  const add = async (request: FastifyRequest, body: UserBody, decode: Decode) => {
    const password = await decode(db, body.password ?? '');
    checkPasswordPair(password, await decode(db, body.confirmPassword ?? ''));
    const fields = fieldsOf(body, false);
    const relations = relationsOf(body);
    const passwordHash = await hashPassword(password);
    const id = randomUUID();
    await translateUniqueViolation(() => request.tx(async (em) => {
      await checkUserFields(em, fields);
      await checkRelations(em, relations);
      await checkGrantableRoles(em, request.caller().userId, undefined, relations.roleIds);
      await em.insert(SysUserEntity, { ...fields, username: fields.username!, id, passwordHash, pwdInitial: true });
      await writeRelations(em, id, relations);
      await assertStillInScope(em, request.caller(), id);
    }));
    return ok({ id });
  };

  const edit = async (request: FastifyRequest, body: UserBody & { id: string }, decode: Decode) => {
    const { id, version } = body;
    const session = request.caller();
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      // A new password through edit is a password reset: it needs that right too.
      if (!(await hasPermission(db, session.userId, PERMISSIONS.system.user.password))) throw forbidden();
      const password = await decode(db, body.password);
      checkPasswordPair(password, await decode(db, body.confirmPassword ?? ''));
      passwordHash = await hashPassword(password);
    }
    const fields = fieldsOf(body, true);
    const relations = relationsOf(body);
    const saved = await translateUniqueViolation(() => request.tx(async (em) => {
      const newVersion = await keepingConsoleRole(em, session.userId, async () => {
        await assertMayChangeUsers(em, session, [id]);
        await checkUserFields(em, fields, id);
        await checkRelations(em, relations);
        await checkGrantableRoles(em, session.userId, id, relations.roleIds);
        // A seeded account's English name describes its seeded name only: renamed, it has none.
        const stored = fields.realname === undefined ? undefined : await em.findOne(SysUserEntity, { id }, { fields: ['realname'] });
        const renamed = stored && stored.realname !== fields.realname ? { realnameEn: null } : {};
        const password = passwordHash ? { passwordHash, pwdReset: true } : {};
        const updated = await updateVersioned(em, SysUserEntity, id, { ...fields, ...renamed, ...password, updatedAt: new Date() }, version);
        await writeRelations(em, id, relations);
        return updated;
      });
      await assertStillInScope(em, session, id);
      if (passwordHash) await revokeUserTokens(em, [id]);
      return newVersion;
    }));
    return ok({ id, version: saved });
  };

  const addSchema = (summary: string) => ({
    tags, summary,
    body: Type.Object(optionalExcept(USER_BODY_PROPERTIES, ['username', 'realname', 'password', 'confirmPassword'])),
    response: replies(Saved),
  });
  const editSchema = (summary: string) => ({ tags, summary, body: Type.Object({ ...USER_EDIT_PROPERTIES, id: uuid }), response: replies(Saved) });

  app.post(`${base}/add`, {
    config: { access: { permission: PERMISSIONS.system.user.add } }, schema: addSchema('Add a user (first login must change the password)'),
  }, (request) => add(request, request.body, plain));
  app.post(`${base}/addJM`, {
    config: { access: { permission: PERMISSIONS.system.user.add } },
    schema: addSchema('Add a user; password and confirmPassword encrypted with the transport key (base64)'),
  }, (request) => add(request, request.body, decryptField));
  app.put(`${base}/edit`, {
    config: { access: { permission: PERMISSIONS.system.user.edit } }, schema: editSchema('Edit a user within the caller\'s data scope'),
  }, (request) => edit(request, request.body, plain));
  app.put(`${base}/editJM`, {
    config: { access: { permission: PERMISSIONS.system.user.edit } },
    schema: editSchema('Edit a user; an optional new password pair encrypted with the transport key (base64)'),
  }, (request) => edit(request, request.body, decryptField));

  app.get(`${base}/checkOnlyUser`, {
    config: { access: { permission: [PERMISSIONS.system.user.add, PERMISSIONS.system.user.edit] } },
    schema: {
      tags, summary: 'Whether an account name, mailbox, phone or work number is still free (id: the user being edited)',
      querystring: Type.Object(optionalExcept({ id: uuid, username: str(100), email: str(200), phone: str(20), workNo: str(50) })),
      response: replies(Type.Boolean()),
    },
  }, async (request) => {
    const { id, ...fields } = request.query;
    await request.tx((em) => checkUserFields(em, fields, id));
    return ok(true, platformMessage('valueAvailable'), requestLanguage(request));
  });
}
