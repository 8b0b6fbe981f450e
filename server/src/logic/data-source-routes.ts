// The data source screen's routes (System › Data sources): list, add, edit with its version, delete and a connection
// test; what they store is read and sealed by DataSourceStore (data-sources.ts).
import { Type } from '@sinclair/typebox';
import { CONFIG_MESSAGES, connectionSettings, DataSourceSchema, OPERATOR_RULES, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import { badRequest, conflict, notFound, ok } from '../wire/envelope.ts';
import { Nothing, Page, replies } from '../wire/responses.ts';
import { byCode, version } from '../wire/requests.ts';
import { pageQuery } from '../eform/http.ts';
import type { DataSourceStore } from './data-sources.ts';
import type { ExternalDatabases } from './store/external.ts';
import { deleteSource, insertSource, sourceByKey, sourcePage, sourcePassword, sourceUsers, updateSource } from './store/data-sources.ts';

const DataSourceRow = Type.Object({
  id: Type.String(), datasourceKey: Type.String(), datasourceName: Type.String(), datasourceType: Type.Union([Type.String(), Type.Null()]),
  dbType: Type.String(), url: Type.String(), username: Type.Union([Type.String(), Type.Null()]),
  attributesJson: Type.Union([Type.String(), Type.Null()]), driverClassName: Type.Union([Type.String(), Type.Null()]),
  hasPassword: Type.Boolean(), version: Type.Integer(),
});


export async function dataSourceRoutes(app: Api, store: DataSourceStore, external: ExternalDatabases) {
  const tags = ['logic'];
  const base = '/api/eform/manage/dataSource';
  const p = PERMISSIONS.system.dataSource;
  // The cause of a failed connection is the operator's to read, never the caller's.
  external.log = (detail, text) => app.log.warn(detail, text);

  app.get(`${base}/list`, {
    config: { access: { permission: p.list } },
    schema: { tags, summary: 'Data sources, paged (passwords are never returned)', querystring: pageQuery, response: replies(Page(DataSourceRow)) },
  }, async (request) => {
    const { pageNo, pageSize, keyword } = request.query;
    const like = keyword ? OPERATOR_RULES.like.pattern!(keyword) : undefined;
    const result = await request.tx((em) => sourcePage(em, like, pageNo, pageSize));
    return ok(result);
  });

  app.get(`${base}/queryByCode`, {
    config: { access: { permission: p.list } },
    schema: { tags, summary: 'One data source by its key', querystring: byCode, response: replies(DataSourceRow) },
  }, async (request) => {
    const row = await request.tx((em) => sourceByKey(em, request.query.code));
    if (!row) throw notFound();
    return ok(row);
  });

  app.post(`${base}/add`, {
    config: { access: { permission: p.add } },
    schema: { tags, summary: 'Add a data source (URL and options checked; the password sealed)', body: DataSourceSchema, response: replies(DataSourceRow) },
  }, async (request) => {
    const s = request.body;
    await external.guard.check(connectionSettings(s));
    const row = await request.tx(async (em) => {
      const inserted = await insertSource(em, s, store.seal(s.password));
      if (!inserted) throw badRequest(platformMessage('codeRepeated'));
      return inserted;
    });
    return ok(row);
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: p.edit } },
    schema: {
      tags, summary: 'Edit a data source over the version it was read at (no password: the stored one stays); its connections are closed',
      body: Type.Object({ ...DataSourceSchema.properties, version }), response: replies(DataSourceRow),
    },
  }, async (request) => {
    const s = request.body;
    await external.guard.check(connectionSettings(s));
    const { row, id } = await request.tx(async (em) => {
      const current = await sourcePassword(em, s.datasourceKey);
      if (!current) throw notFound();
      const passwordEnc = s.password ? store.seal(s.password) : current.password_enc;
      store.settingsOf({ db_type: s.dbType, url: s.url, username: s.username ?? null, password_enc: passwordEnc, attributes_json: s.attributesJson ?? null });
      const updated = await updateSource(em, s, passwordEnc, request.body.version);
      if (!updated) throw conflict();
      return { row: updated, id: current.id };
    });
    await external.forget(request.caller().tenantId, id);
    return ok(row);
  });

  app.delete(`${base}/delete`, {
    config: { access: { permission: p.delete } },
    schema: { tags, summary: 'Delete a data source no SQL config or table model uses', querystring: byCode, response: replies(Nothing) },
  }, async (request) => {
    const key = request.query.code;
    const id = await request.tx(async (em) => {
      const users = await sourceUsers(em, key);
      if (users.length) throw badRequest(CONFIG_MESSAGES.dsInUse(users.map((u) => `${u.kind} ${u.code}`).join(', ')));
      const removed = await deleteSource(em, key);
      if (!removed) throw notFound();
      return removed;
    });
    await external.forget(request.caller().tenantId, id);
    return ok(null);
  });

  app.post(`${base}/testConnection`, {
    config: { access: { permission: p.test } },
    schema: {
      tags, summary: 'Connect once: a saved source by { datasourceKey } alone, or unsaved fields (without a password, the saved one of that key)',
      body: Type.Object({ ...Type.Partial(DataSourceSchema).properties, datasourceKey: DataSourceSchema.properties.datasourceKey }),
      response: replies(Type.Object({ connected: Type.Boolean() })),
    },
  }, async (request) => {
    const s = request.body;
    const settings = await request.tx(async (em) => {
      const saved = await store.stored(em, s.datasourceKey ?? '');
      if (!s.url) {
        if (!saved) throw badRequest(CONFIG_MESSAGES.dsUnknown(s.datasourceKey ?? ''));
        return store.settingsOf(saved);
      }
      if (!s.dbType) throw badRequest(CONFIG_MESSAGES.dsUrlInvalid);
      return connectionSettings({
        dbType: s.dbType, url: s.url, username: s.username, attributesJson: s.attributesJson,
        password: s.password || (saved?.password_enc ? store.settingsOf(saved).password : undefined),
      });
    });
    await external.test(settings);
    return ok({ connected: true });
  });
}
