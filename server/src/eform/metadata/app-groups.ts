// App groups: the owners of metadata, listed on the console home (/app/group).
import { randomUUID } from 'node:crypto';
import { AppGroupSchema, type AppGroup, PERMISSIONS } from '@yc/engine';
import { Type } from '@sinclair/typebox';
import type { Api } from '../../plugin-types.ts';
import { Nothing, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import { EngineBody } from '../../wire/engine-body.ts';
import type { EntityManager } from '../../db/database.ts';
import { SysAppGroupEntity, type SysAppGroup } from '../../db/entities/system.ts';
import { badRequest, conflict, notFound, ok } from '../../wire/envelope.ts';
import { EFORM_MESSAGES, validated } from '../errors.ts';
import { groupHasItems } from '../store/metadata.ts';

const GROUP_ROW = Type.Composite([Type.Omit(AppGroupSchema, ['version']), Type.Object({ id: Type.String(), version: Type.Integer() })]);

const present = (g: SysAppGroup): AppGroup & { id: string; version: number } => ({
  id: g.id, groupCode: g.groupCode, groupName: g.groupName, version: g.version, orderNum: g.orderNum,
  isMobile: g.isMobile, isCommon: g.isCommon,
  ...(g.groupNameEn ? { groupNameEn: g.groupNameEn } : {}),
  ...(g.groupDesc ? { groupDesc: g.groupDesc } : {}),
  ...(g.groupDescEn ? { groupDescEn: g.groupDescEn } : {}),
  ...(g.parentCode ? { parentCode: g.parentCode } : {}),
  ...(g.icon ? { icon: g.icon } : {}),
  ...(g.backgroundColor ? { backgroundColor: g.backgroundColor } : {}),
});

/** A metadata item's app group must exist. */
export async function requireGroup(em: EntityManager, groupCode: string | undefined): Promise<void> {
  if (!groupCode) throw badRequest(EFORM_MESSAGES.groupMissing);
  if (!(await em.findOne(SysAppGroupEntity, { groupCode }))) throw badRequest(EFORM_MESSAGES.groupUnknown(groupCode));
}

function assign(row: SysAppGroup, g: AppGroup): void {
  Object.assign(row, {
    groupName: g.groupName, groupNameEn: g.groupNameEn || null, groupDesc: g.groupDesc ?? null, groupDescEn: g.groupDescEn || null, orderNum: g.orderNum ?? 0, parentCode: g.parentCode ?? null,
    icon: g.icon ?? null, backgroundColor: g.backgroundColor ?? null, isMobile: g.isMobile ?? false, isCommon: g.isCommon ?? false,
  });
}

export async function appGroupRoutes(app: Api) {
  app.get('/api/eform/manage/appGroup/list', {
    config: { access: 'authenticated' },
    schema: { tags: ['eform'], response: replies(Type.Array(GROUP_ROW)), summary: 'App groups, in order (the console home)' },
  }, async (request) => {
    const rows = await request.tx((em) => em.find(SysAppGroupEntity, {}, { orderBy: { orderNum: 'asc', groupCode: 'asc' } }));
    return ok(rows.map(present));
  });

  app.post('/api/eform/manage/appGroup/add', {
    config: { access: { permission: PERMISSIONS.eform.group.add } },
    schema: { tags: ['eform'], response: replies(GROUP_ROW), summary: 'Add an app group', body: EngineBody(AppGroupSchema) },
  }, async (request) => {
    const group = validated('appGroup', request.body);
    const saved = await request.tx(async (em) => {
      if (await em.findOne(SysAppGroupEntity, { groupCode: group.groupCode })) throw badRequest(EFORM_MESSAGES.codeRepeated);
      if (group.parentCode) await requireGroup(em, group.parentCode);
      const row = em.create(SysAppGroupEntity, { id: randomUUID(), groupCode: group.groupCode, version: 1 } as SysAppGroup);
      assign(row, group);
      await em.flush();
      return present(row);
    });
    return ok(saved);
  });

  app.put('/api/eform/manage/appGroup/edit', {
    config: { access: { permission: PERMISSIONS.eform.group.edit } },
    schema: { tags: ['eform'], response: replies(GROUP_ROW), summary: 'Edit an app group (optimistic lock on version)', body: EngineBody(AppGroupSchema, { edit: true }) },
  }, async (request) => {
    const group = validated('appGroup', request.body);
    if (group.version === undefined) throw badRequest(EFORM_MESSAGES.versionRequired);
    const saved = await request.tx(async (em) => {
      const row = await em.findOne(SysAppGroupEntity, { groupCode: group.groupCode });
      if (!row) throw notFound();
      if (row.version !== group.version) throw conflict();
      if (group.parentCode) await requireGroup(em, group.parentCode);
      assign(row, group);
      await em.flush();
      return present(row);
    });
    return ok(saved);
  });

  app.delete('/api/eform/manage/appGroup/delete', {
    config: { access: { permission: PERMISSIONS.eform.group.delete } },
    schema: {
      tags: ['eform'], response: replies(Nothing), summary: 'Delete an app group that owns no metadata',
      querystring: Type.Object({ groupCode: codeParam }),
    },
  }, async (request) => {
    const { groupCode } = request.query;
    await request.tx(async (em) => {
      const row = await em.findOne(SysAppGroupEntity, { groupCode });
      if (!row) throw notFound();
      if (await groupHasItems(em, groupCode)) throw badRequest(EFORM_MESSAGES.groupInUse);
      if (await em.findOne(SysAppGroupEntity, { parentCode: groupCode })) throw badRequest(EFORM_MESSAGES.groupHasChildren);
      await em.remove(row).flush();
    });
    return ok(null);
  });
}
