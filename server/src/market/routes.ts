// The app market's install side (spec §7): export an app as a zip, plan an install or update of an uploaded bundle,
// install, update, roll back, and list the installed apps. Each write is one transaction: refused, nothing changes.
import { Type } from '@sinclair/typebox';
import { BUNDLE_MESSAGES, bundleToFiles, INSTALL_STEPS, OneOf, PERMISSIONS, type AppBundle, type BundleManifest } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import { scriptEditingAllowed } from '../config.ts';
import { asApiErrors, EFORM_MESSAGES } from '../eform/errors.ts';
import { UNIQUE_INDEX_ERRORS } from '../eform/models/table-indexes.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { Nullable, Open, replies, Timestamp } from '../wire/responses.ts';
import { codeParam, Defaulted } from '../wire/requests.ts';
import { applyPlan, rollbackApp } from './apply.ts';
import { ARCHIVE_LIMITS, writeArchive } from './archive.ts';
import type { DownloadPurpose } from './catalogue.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { exportBundle } from './export.ts';
import { prepare, type Prepared } from './planning.ts';
import { InstallProgressBoard } from './progress.ts';
import { MarketSource, readBundleZip } from './source.ts';
import { installedApps, installedBundle } from './store/apps.ts';

const base = '/api/eform/manage/market';
const tags = ['market'];
const INSTALL = { permission: PERMISSIONS.eform.group.add };
/** The database's refusals of the bundle's DDL, as the table sync words them. */
const PG_DDL_ERRORS = { '23502': EFORM_MESSAGES.columnHasEmptyValues, ...UNIQUE_INDEX_ERRORS };

const BundleBody = Type.Object({
  archive: Type.Optional(Type.String({ description: 'The bundle as a zip archive, base64 (or `market`)' })),
  market: Type.Optional(Type.Object({ appCode: codeParam, appVersion: Type.String({ maxLength: 100 }) }, {
    description: 'A version of the market catalogue (MARKET_HOST, or this instance): downloaded and verified (size, checksum, schemas) first',
  })),
  force: Defaulted(Type.Boolean({ description: 'Allow table changes that lose data' }), false),
  replace: Defaulted(Type.Array(Type.String({ maxLength: 250 }), { maxItems: 1000, description: '`kind:code` of items the enterprise changed to replace anyway' }), []),
});

const AppRow = Type.Object({
  appCode: Type.String(), appName: Type.String(), appNameEn: Nullable(Type.String()), appVersion: Type.String(), state: Type.String(),
  previousVersion: Nullable(Type.String()), canRollBack: Type.Boolean(), installedAt: Timestamp, updatedAt: Timestamp,
});

const Progress = Type.Object({
  appCode: Type.String(), appVersion: Type.String(),
  steps: Type.Array(OneOf(INSTALL_STEPS), { description: 'The steps this install runs, in order' }),
  step: OneOf(INSTALL_STEPS, { description: 'The step running now' }),
  done: Type.Integer({ minimum: 0, description: 'Steps finished before it' }),
  startedAt: Type.String({ format: 'date-time' }),
});

/** The bundle of the request: its uploaded archive, or the market version it names (downloaded and verified). */
async function readUpload(
  body: { archive?: string; market?: { appCode: string; appVersion: string } }, source: MarketSource, purpose: DownloadPurpose,
): Promise<{ bundle: AppBundle; manifest: BundleManifest }> {
  if (body.market) return source.bundle(body.market.appCode, body.market.appVersion, purpose);
  if (body.archive === undefined) throw badRequest(BUNDLE_MESSAGES.archiveInvalid);
  return readBundleZip(Buffer.from(body.archive, 'base64'));
}

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

export async function marketRoutes(app: Api, plugin: PluginOptions) {
  const { config, db } = plugin;
  const source = new MarketSource(db, config);
  const progress = new InstallProgressBoard();
  await catalogueRoutes(app, plugin, source);
  const options = (body: { force: boolean; replace: string[] }) => ({ ...body, scriptsEditable: scriptEditingAllowed(config), appRole: config.appRole });
  // A body larger than any allowed archive is not read at all, and refused with the archive's message.
  const upload = {
    bodyLimit: Math.ceil(ARCHIVE_LIMITS.archiveBytes * 4 / 3) + 4096,
    errorHandler: (error: Error & { code?: string }) => {
      throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? badRequest(BUNDLE_MESSAGES.archiveTooLarge(ARCHIVE_LIMITS.archiveBytes)) : error;
    },
  };
  /** The plan as answered: its items, tables and DDL, and the seed records the bundle brings per table (rows already there stay). */
  const present = (p: Prepared, bundle: AppBundle) => ({
    ...p.plan, ddl: p.ddl.map((d) => ({ table: d.table, action: d.action, statements: d.statements })),
    records: (bundle.records ?? []).map((r) => ({ tableName: r.tableName, rows: r.rows.length })),
  });

  app.get(`${base}/export`, {
    config: { access: { permission: PERMISSIONS.eform.group.edit } },
    schema: { tags, summary: 'An installed app (or an app group) as a bundle zip: manifest.json and one file per item', querystring: Type.Object({ appCode: codeParam }),
      response: { 200: { description: 'The bundle', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } } },
    },
  }, async (request, reply) => {
    const bundle = await request.tx((em) => exportBundle(em, request.query.appCode));
    const zip = await writeArchive(bundleToFiles(bundle));
    return reply.header('content-type', 'application/zip').header('content-disposition', attachment(`${bundle.appCode}-${bundle.appVersion}.zip`)).send(zip as unknown as string);
  });

  app.post(`${base}/plan`, {
    config: { access: INSTALL, readOnly: true }, ...upload,
    schema: { tags, summary: 'What installing or updating the bundle would do: items added, changed (JSON pointers), removed, kept; table DDL', body: BundleBody, response: replies(Open) },
  }, async (request) => {
    const { bundle, manifest } = await readUpload(request.body, source, 'plan');
    const prepared = await asApiErrors(() => request.tx((em) => prepare(em, bundle, manifest, options(request.body))), PG_DDL_ERRORS);
    return ok(present(prepared, bundle));
  });

  for (const [method, path, update] of [['post', 'installation', false], ['put', 'update', true]] as const) {
    app[method](`${base}/${path}`, {
      config: { access: INSTALL }, ...upload,
      schema: {
        tags, body: BundleBody, response: replies(Open),
        summary: update ? 'Update an installed app to the bundle (after its plan); changed items are kept unless replaced' : 'Install the bundle as a new app (after its plan)',
      },
    }, async (request) => {
      const { tenantId } = request.caller();
      const { market } = request.body;
      let track = market ? progress.begin(tenantId, market.appCode, market.appVersion, ['download', 'plan']) : undefined;
      try {
        const { bundle, manifest } = await readUpload(request.body, source, 'install');
        track ??= progress.begin(tenantId, bundle.appCode, bundle.appVersion, ['plan']);
        track.step('plan');
        const opts = { ...options(request.body), track };
        const result = await asApiErrors(() => request.tx(async (em) => {
          const installed = await installedBundle(em, bundle.appCode);
          if (update && !installed) throw badRequest(BUNDLE_MESSAGES.notInstalled(bundle.appCode));
          if (!update && installed) throw badRequest(BUNDLE_MESSAGES.alreadyInstalled(bundle.appCode));
          const prepared = await prepare(em, bundle, manifest, opts);
          const { outcome, kept } = await applyPlan(em, bundle, prepared, opts);
          return { appCode: bundle.appCode, appVersion: bundle.appVersion, outcome, kept, plan: present(prepared, bundle) };
        }), PG_DDL_ERRORS);
        return ok(result);
      } finally {
        track?.end();
      }
    });
  }

  app.get(`${base}/installation/progress`, {
    config: { access: INSTALL, readOnly: true },
    schema: {
      tags, response: replies(Nullable(Progress)),
      summary: "The enterprise's install or update under way on this instance: its steps and the one running (null when none is)",
    },
  }, async (request) => ok(progress.of(request.caller().tenantId)));

  app.post(`${base}/rollback`, {
    config: { access: INSTALL },
    schema: { tags, summary: 'Roll the app back to what it was before its last install or update (tables keep their rows)', body: Type.Object({ appCode: codeParam }), response: replies(Open) },
  }, async (request) => {
    const result = await asApiErrors(() => request.tx((em) => rollbackApp(em, request.body.appCode, config.appRole)), PG_DDL_ERRORS);
    return ok({ appCode: request.body.appCode, ...result });
  });

  app.get(`${base}/queryAppList`, {
    config: { access: { permission: [PERMISSIONS.eform.group.add, PERMISSIONS.eform.group.edit] } },
    schema: { tags, summary: 'The installed apps with version and state', response: replies(Type.Array(AppRow)) },
  }, async (request) => {
    const rows = await request.tx((em) => installedApps(em));
    return ok(rows as never);
  });
}
