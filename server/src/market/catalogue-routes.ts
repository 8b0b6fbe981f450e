// The market host's routes (spec §7: GET {host}/api/saas/market/queryMarketList and queryMarketGroupList, and the
// download of a version's zip), open to any instance; publishing an app version into this catalogue (app-group
// permissions); and the app-market screen's view of the catalogue it installs from (MARKET_HOST, or this instance).
import { Type } from '@sinclair/typebox';
import { BUNDLE_VERSION_PATTERN, PERMISSIONS } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { notFound, ok } from '../wire/envelope.ts';
import { Nullable, replies, Timestamp } from '../wire/responses.ts';
import { codeParam, str } from '../wire/requests.ts';
import { catalogueApps, catalogueGroups, downloadVersion, publishedArchive, publishVersion } from './catalogue.ts';
import { runOn } from './store/catalogue.ts';
import { exportBundle } from './export.ts';
import { HOST_BASE, type MarketSource } from './source.ts';

const tags = ['market'];
const appVersion = Type.String({ pattern: BUNDLE_VERSION_PATTERN, maxLength: 100, description: 'semantic version, e.g. 1.0.0' });

const Version = Type.Object({ appVersion: Type.String(), description: Nullable(Type.String()), size: Type.Integer(), checksum: Type.String({ description: 'SHA-256 of the zip, hex' }), publishedAt: Timestamp });
const MarketApp = Type.Object({
  appCode: Type.String(), appName: Type.String(), appNameEn: Nullable(Type.String()), appVersion: Type.String({ description: 'The newest version' }),
  groupCode: Type.String(), groupName: Type.String(), description: Nullable(Type.String()), icon: Nullable(Type.String()),
  screenshots: Type.Array(Type.String()), downloadCount: Type.Integer(), publishedAt: Timestamp, versions: Type.Array(Version),
});
const MarketGroup = Type.Object({ groupCode: Type.String(), groupName: Type.String(), appCount: Type.Integer() });
const ListQuery = Type.Object({ groupCode: Type.Optional(str(100)), keyword: Type.Optional(str(100)), appCode: Type.Optional(codeParam) });

export async function catalogueRoutes(app: Api, { db }: PluginOptions, source: MarketSource) {
  app.get(`${HOST_BASE}/queryMarketGroupList`, {
    config: { access: 'public' },
    schema: { tags, summary: 'The market catalogue\'s groups, with how many apps each holds', response: replies(Type.Array(MarketGroup)) },
  }, async () => ok(await catalogueGroups(runOn(db))));

  app.get(`${HOST_BASE}/queryMarketList`, {
    config: { access: 'public' },
    schema: { tags, summary: 'The market catalogue\'s apps (appName, appCode, appVersion) with their versions and checksums', querystring: ListQuery, response: replies(Type.Array(MarketApp)) },
  }, async (request) => ok(await catalogueApps(runOn(db), request.query)));

  app.get(`${HOST_BASE}/download`, {
    config: { access: 'public' },
    schema: {
      tags, summary: 'A published version\'s bundle zip (its SHA-256 is in the catalogue); counted as a download unless purpose=plan',
      querystring: Type.Object({
        appCode: codeParam, appVersion,
        purpose: Type.Optional(Type.Union([Type.Literal('plan'), Type.Literal('install')], { description: 'plan: fetched to preview an install, not counted' })),
      }),
      response: { 200: { description: 'The bundle', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const found = await db.asSystem((em) => downloadVersion(em, request.query.appCode, request.query.appVersion, request.query.purpose));
    if (!found) throw notFound();
    return reply.header('content-type', 'application/zip').header('x-checksum-sha256', found.checksum).send(found.zip as unknown as string);
  });

  app.post('/api/eform/manage/market/publish', {
    config: { access: { permission: PERMISSIONS.eform.group.edit } },
    schema: {
      tags, summary: 'Publish a version of an app (installed, or an app group the enterprise built) into this instance\'s market catalogue',
      body: Type.Object({
        appCode: codeParam, appVersion,
        groupCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,50}$' })), groupName: Type.Optional(str(100)),
        description: Type.Optional(str(2000)), icon: Type.Optional(str(2000)), screenshots: Type.Optional(Type.Array(str(2000), { maxItems: 20 })),
      }),
      response: replies(Type.Object({ appCode: Type.String(), appVersion: Type.String(), groupCode: Type.String(), size: Type.Integer(), checksum: Type.String() })),
    },
  }, async (request) => {
    const { appCode, ...input } = request.body;
    const bundle = await request.tx((em) => exportBundle(em, appCode));
    const zip = await publishedArchive(bundle, input);
    const caller = request.caller();
    return ok(await publishVersion(db, caller.tenantId, caller.username, bundle, input, zip));
  });

  const BROWSE = { permission: [PERMISSIONS.eform.group.add, PERMISSIONS.eform.group.edit] };
  app.get('/api/eform/manage/market/catalogue/groups', {
    config: { access: BROWSE },
    schema: { tags, summary: 'The groups of the market this instance installs from (MARKET_HOST, or itself)', response: replies(Type.Object({ host: Nullable(Type.String()), groups: Type.Array(MarketGroup) })) },
  }, async () => ok({ host: source.host, groups: await source.groups() }));

  app.get('/api/eform/manage/market/catalogue/apps', {
    config: { access: BROWSE },
    schema: { tags, summary: 'The apps of the market this instance installs from, with their versions', querystring: ListQuery, response: replies(Type.Array(MarketApp)) },
  }, async (request) => ok(await source.apps(request.query)));
}
