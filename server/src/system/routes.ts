// Session-level system calls of the console: permissions, script flag, system config, custom settings, locales.
import type { Api, PluginOptions } from '../plugin-types.ts';
import { scriptEditingAllowed } from '../config.ts';
import { SysConfigEntity, SysCustomEntity } from '../db/entities/system.ts';
import { PERMISSIONS, platformMessage } from '@yc/engine';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { SERVER_LOCALES } from './locales.ts';
import { BRANDING_CODES, logoUrlProblem } from './branding.ts';
import { loadUserPermissions, userPermissionsCache, UserPermissionsSchema } from './menu.ts';
import { withOperatorMenu } from '../enterprise/operator-menu.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, Nullable, replies } from '../wire/responses.ts';
import { str } from '../wire/requests.ts';
import { staticVersionRoutes } from './static-version.ts';
import { readPortalSettings, saveCustom } from './store/settings.ts';

export async function systemRoutes(app: Api, { db, config }: PluginOptions) {
  staticVersionRoutes(app, db.changes);
  app.get('/api/system/permission/getUserPermissionByToken', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'Menu tree and button permissions of the signed-in user',
      response: replies(Type.Composite([UserPermissionsSchema, Type.Object({ portalType: Type.Integer(), formOpenType: Type.String() })])),
    },
  }, async (request) => {
    const { userId, tenantId } = request.caller();
    const perms = await userPermissionsCache(db).get(userId, () => request.tx((em) => loadUserPermissions(db, em, tenantId, userId)));
    // Two settings rows, read on every call outside any transaction.
    const settings = await db.readInTenant(tenantId, readPortalSettings);
    const value = (code: string) => settings.find((s) => s.config_code === code)?.config_value;
    const result = { ...perms, portalType: Number(value('portal-type') ?? 1), formOpenType: value('form-open-type') ?? 'dialog' };
    return ok(await withOperatorMenu(db, config, request.caller(), result));
  });

  app.get('/api/system/permission/allowEditScript', {
    config: { access: 'authenticated' },
    schema: { tags: ['system'], summary: 'Whether script editing is allowed in this environment', response: replies(Type.Boolean()) },
  }, async () => ok(scriptEditingAllowed(config)));

  app.get('/api/system/sysconfig/querySysConfigByCodeList', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'System config values by code',
      response: replies(Type.Array(Type.Object({ configCode: Type.String(), configValue: Nullable(Type.String()) }))),
      querystring: Type.Object({ codes: str(2000) }),
    },
  }, async (request) => {
    const codes = request.query.codes.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 100);
    const rows = await request.tx((em) => em.find(SysConfigEntity, { configCode: { $in: codes } }, { orderBy: { configCode: 'asc' } }));
    return ok(rows.map(({ configCode, configValue }) => ({ configCode, configValue })));
  });

  app.get('/api/system/sysconfig/list', {
    config: { access: { permission: PERMISSIONS.system.config.list } },
    schema: {
      tags: ['system'], summary: 'All system config entries',
      response: replies(Type.Array(Type.Object({
        id: Type.String(), configCode: Type.String(), configValue: Nullable(Type.String()), description: Nullable(Type.String()),
        descriptionEn: Type.Optional(Type.String()), version: Type.Integer(),
      }))),
    },
  }, async (request) => {
    const rows = await request.tx((em) => em.find(SysConfigEntity, {}, { orderBy: { configCode: 'asc' } }));
    return ok(rows.map(({ id, configCode, configValue, description, descriptionEn, version }) => ({
      id, configCode, configValue, description: description ?? null, descriptionEn: descriptionEn ?? undefined, version,
    })));
  });

  app.put('/api/system/sysconfig/edit', {
    config: { access: { permission: PERMISSIONS.system.config.edit } },
    schema: {
      tags: ['system'], summary: 'Change a system config value (optimistic lock on version)',
      response: replies(Type.Object({ configCode: Type.String(), configValue: Type.String(), version: Type.Integer() })),
      body: Type.Object({ configCode: str(100), configValue: str(4000), version: Type.Optional(Type.Integer()) }),
    },
  }, async (request) => {
    const { configCode, configValue, version } = request.body;
    const saved = await request.tx(async (em) => {
      const row = await em.findOne(SysConfigEntity, { configCode });
      if (!row) throw notFound();
      if (version === undefined) throw badRequest(platformMessage('versionRequired'));
      if (version !== row.version) throw conflict();
      const logoProblem = configCode === BRANDING_CODES.logoUrl ? logoUrlProblem(configValue) : undefined;
      if (logoProblem) throw badRequest(logoProblem);
      row.configValue = configValue;
      await em.flush();
      return { configCode, configValue, version: row.version };
    });
    return ok(saved);
  });

  app.get('/api/system/sysCustom/getCustomVaueByTypeAndDataId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'A custom setting of the signed-in user (e.g. table columns)',
      response: replies(Nullable(Type.Object({ type: Type.String(), dataId: Type.String(), content: Nullable(Type.String()) }))),
      querystring: Type.Object({ type: str(100), dataId: str(200) }),
    },
  }, async (request) => {
    const { type, dataId } = request.query;
    const row = await request.tx((em) => em.findOne(SysCustomEntity, { userId: request.caller().userId, type, dataId }));
    return ok(row ? { type: row.type, dataId: row.dataId, content: row.content } : null);
  });

  app.post('/api/system/sysCustom/saveCustomWithDataId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['system'], summary: 'Save a custom setting of the signed-in user', response: replies(Nothing),
      body: Type.Object({ type: str(100), dataId: str(200), content: Type.Unknown() }),
    },
  }, async (request) => {
    const { type, dataId } = request.body;
    const content = typeof request.body.content === 'string' ? request.body.content : JSON.stringify(request.body.content);
    // One statement: two saves of the same setting at once (two tabs) both succeed, the last one wins.
    await request.tx(async (em) => {
      await saveCustom(em, request.caller().userId, type, dataId, content);
    });
    return ok(null);
  });

  app.get('/api/eform/manage/localeProvider/getLocales', {
    config: { access: 'public' },
    schema: {
      tags: ['system'], summary: 'Translation maps (zh_CN, en_US) of server-provided texts',
      response: replies(Type.Object({ zh_CN: Type.Record(Type.String(), Type.String()), en_US: Type.Record(Type.String(), Type.String()) })),
    },
  }, async () => ok(SERVER_LOCALES));
}
