// Organisations: a tree of organisations (orgType 'org') and departments ('dept'), with the sysOrg name look-ups.
import { randomUUID } from 'node:crypto';
import { OneOf, ORG_TYPES, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { ApiError, badRequest, notFound, ok } from '../wire/envelope.ts';
import { SysOrgEntity, type SysOrg } from '../db/entities/identity.ts';
import { SysUserEntity } from '../db/entities/system.ts';
import { updateVersioned } from './rows.ts';
import { isActiveUser, isOrgOrBelow } from './store/orgs.ts';
import { containsPattern, refusingDuplicates } from './sql.ts';
import { keepingConsoleRole } from './self-guard.ts';
import { buildTree } from './tree.ts';
import { checkableField, isTaken } from './unique.ts';
import { byId, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, replies, Row, RowOf, Saved, Tree } from '../wire/responses.ts';
import { nullableStr, nullableUuid, optionalExcept, str, uuid, version } from '../wire/requests.ts';

const ORG_PROPERTIES = {
  parentId: nullableUuid,
  orgCode: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' }),
  orgName: Type.String({ minLength: 1, maxLength: 200 }),
  orgNameAbbr: nullableStr(100),
  orgType: OneOf(Object.values(ORG_TYPES)),
  orgOrder: Type.Integer(),
  description: nullableStr(1000),
  /** The department's head: the approval rule "the initiator's leader" finds them. */
  leaderId: nullableUuid,
};
const ORG_ROW = RowOf(ORG_PROPERTIES);
const ORG_ORDER = [{ orgOrder: 'asc' }, { orgCode: 'asc' }] as const;

/** Queries run on behalf of an org screen; any failure to find is reported as the catalogue's org message. */
const orgQueryFailed = () => new ApiError(404, platformMessage('orgQueryFailed'));

const findOrg = (em: EntityManager, id: string): Promise<SysOrg | null> => em.findOne(SysOrgEntity, { id });

/** An organisation may hang under an organisation only; anything may hang under an organisation; no cycles. */
async function checkParent(em: EntityManager, orgType: string, parentId: string | null | undefined, id?: string): Promise<void> {
  if (!parentId) return;
  const parent = await findOrg(em, parentId);
  if (!parent) throw badRequest(platformMessage('orgParentInvalid'));
  if (orgType === ORG_TYPES.org && parent.orgType === ORG_TYPES.dept) throw badRequest(platformMessage('orgParentInvalid'));
  if (id) {
    if (await isOrgOrBelow(em, id, parentId)) throw badRequest(platformMessage('orgParentInvalid'));
  }
}

/** A leader is an active user of the enterprise. */
async function checkLeader(em: EntityManager, leaderId: string | null | undefined): Promise<void> {
  if (!leaderId) return;
  if (!(await isActiveUser(em, leaderId))) throw badRequest(platformMessage('orgLeaderInvalid'));
}

export async function orgRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/org/sysOrg';
  const tags = ['org'];
  const pickers = [PERMISSIONS.system.org.list, PERMISSIONS.system.user.list, PERMISSIONS.system.user.add, PERMISSIONS.system.user.edit];
  const codeTaken = (em: EntityManager, code: string, id?: string) => isTaken(em, 'sys_org', checkableField('sys_org', 'orgCode')!, code, id);
  const saving = <T>(work: () => Promise<T>) => refusingDuplicates(work);

  app.get(`${base}/queryTreeList`, {
    config: { access: { permission: pickers } },
    schema: { tags, response: replies(Tree(Type.Composite([ORG_ROW, Type.Object({ title: Type.String(), value: Type.String() })]), 'OrgNode')), summary: 'The organisation tree: nodes {id, key, title, orgCode, orgName, orgType, …, leaf, children}' },
  }, async (request) => {
    const rows = await request.tx((em) => em.find(SysOrgEntity, {}, { orderBy: [...ORG_ORDER] }));
    return ok(buildTree(rows.map((r) => ({ ...r, parentId: r.parentId ?? null, title: r.orgName, value: r.id }))));
  });

  app.get(`${base}/searchBy`, {
    config: { access: { permission: pickers } },
    schema: { tags, response: replies(Type.Array(ORG_ROW)), summary: 'Organisations whose name or code contains the key word', querystring: Type.Object({ keyWord: str(100) }) },
  }, async (request) => {
    const pattern = containsPattern(request.query.keyWord.trim());
    return ok(await request.tx((em) => em.find(SysOrgEntity, { $or: [{ orgName: { $ilike: pattern } }, { orgCode: { $ilike: pattern } }] }, {
      orderBy: [...ORG_ORDER], limit: 500,
    })));
  });

  app.get(`${base}/queryById`, {
    config: { access: { permission: pickers } },
    schema: { tags, response: replies(ORG_ROW), summary: 'One organisation', querystring: byId },
  }, async (request) => {
    const row = await request.tx((em) => findOrg(em, request.query.id));
    if (!row) throw orgQueryFailed();
    return ok(row);
  });

  app.post(`${base}/add`, {
    config: { access: { permission: PERMISSIONS.system.org.add } },
    schema: { tags, response: replies(Saved), summary: 'Add an organisation or department', body: Type.Object(optionalExcept(ORG_PROPERTIES, ['orgCode', 'orgName', 'orgType'])) },
  }, async (request) => {
    const id = randomUUID();
    await saving(() => request.tx(async (em) => {
      await checkParent(em, request.body.orgType, request.body.parentId);
      await checkLeader(em, request.body.leaderId);
      if (await codeTaken(em, request.body.orgCode)) throw badRequest(platformMessage('codeRepeated'));
      await em.insert(SysOrgEntity, { ...request.body, id });
    }));
    return ok({ id });
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: PERMISSIONS.system.org.edit } },
    schema: {
      tags, response: replies(Saved), summary: 'Edit an organisation (optimistic lock on version)',
      body: Type.Object({ ...optionalExcept(ORG_PROPERTIES), id: uuid, version: Type.Optional(version) }),
    },
  }, async (request) => {
    const { id, version: expected, ...values } = request.body;
    const saved = await saving(() => request.tx(async (em) => {
      const current = await findOrg(em, id);
      if (!current) throw notFound();
      const parentId = values.parentId === undefined ? current.parentId : values.parentId;
      await checkParent(em, values.orgType ?? current.orgType, parentId, id);
      await checkLeader(em, values.leaderId);
      if (values.orgType === ORG_TYPES.dept && current.orgType === ORG_TYPES.org) {
        if (await em.count(SysOrgEntity, { parentId: id, orgType: ORG_TYPES.org })) throw badRequest(platformMessage('orgParentInvalid'));
      }
      if (values.orgCode && (await codeTaken(em, values.orgCode, id))) throw badRequest(platformMessage('codeRepeated'));
      return updateVersioned(em, SysOrgEntity, id, values, expected);
    }));
    return ok({ id, version: saved });
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: PERMISSIONS.system.org.delete } },
    schema: { tags, response: replies(Nothing), summary: 'Delete an organisation without children (never the last root node)', querystring: byId },
  }, async (request) => {
    const { id } = request.query;
    await request.tx(async (em) => {
      const org = await findOrg(em, id);
      if (!org) throw notFound();
      if (await em.count(SysOrgEntity, { parentId: id })) throw badRequest(platformMessage('nodeHasChildren'));
      if (!org.parentId) {
        if (!(await em.count(SysOrgEntity, { parentId: null, id: { $ne: id } }))) throw badRequest(platformMessage('lastRootNode'));
      }
      // Deleting a department drops its department roles: the caller must keep a console role.
      await keepingConsoleRole(em, request.caller().userId, () => em.nativeDelete(SysOrgEntity, { id }));
    });
    return ok(null);
  });

  app.get(`${base}/queryUserNameByUserIds`, {
    config: { access: 'authenticated' },
    schema: { tags, response: replies(Type.Array(Row({ id: Type.String(), username: Type.String(), realname: Type.String() }))), summary: 'Names of users by id (for user controls)', querystring: Type.Object({ userIds: str(40_000) }) },
  }, async (request) => {
    const ids = parseIds(request.query.userIds);
    if (ids.length === 0) return ok([]);
    return ok(await request.tx((em) => em.find(SysUserEntity, { id: { $in: ids }, delFlag: 0 }, { fields: ['username', 'realname'] })));
  });

  app.get(`${base}/queryDeptNameByDeptIds`, {
    config: { access: 'authenticated' },
    schema: { tags, response: replies(Type.Array(Row({ id: Type.String(), orgCode: Type.String(), orgName: Type.String() }))), summary: 'Names of departments by id (for department controls)', querystring: Type.Object({ deptIds: str(40_000) }) },
  }, async (request) => {
    const ids = parseIds(request.query.deptIds);
    if (ids.length === 0) return ok([]);
    return ok(await request.tx((em) => em.find(SysOrgEntity, { id: { $in: ids } }, { fields: ['orgCode', 'orgName'] })));
  });
}
