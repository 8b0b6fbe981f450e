// Portals (/api/eform/manage/portal/…): stored and versioned like the other metadata kinds; a save checks that the
// widgets, pages, menus and roles it names exist. Portal settings (the default portal and the portal type the console
// reads from getUserPermissionByToken) live in sys_config. At run time (/api/eform/engine/portal) a signed-in user
// gets their portal — the first of their roles' portals by priority, else the default — with each widget's card, and
// only the shortcuts to menus they are granted; a widget's rows are read through the portal item, for a user whose
// portal it is (or who may list portals: designers previewing one), under the data rules the caller has on the menu
// items showing the widget (portalWidgetScope); a list item's rows are read through its page's records API.
// A widget item's plan (the access check, widget, dataset, data scope) is read in a transaction and kept; its rows are
// read after it, an aggregate of the platform's database on the tenant's read connection (DatasetRunner.read).
import { Type } from '@sinclair/typebox';
import {
  choosePortal, issue, isMessageResult, PERMISSIONS, PORTAL_MESSAGES, PORTAL_SETTING_CODES, PORTAL_TYPES, portalItemType, portalReferences,
  REPORT_MESSAGES, widgetFields, widgetRows, type Language, type MetadataOf, type PortalType, type ValidationIssue,
} from '@yc/engine';
import { hasPermission } from '../../auth/access.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { cacheOn } from '../../db/cache.ts';
import { today } from '../../today.ts';
import type { Api } from '../../plugin-types.ts';
import { ApiError, badRequest, forbidden, notFound, ok, requestLanguage } from '../../wire/envelope.ts';
import { Nullable, Open, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import type { DatasetPlan, DatasetRunner } from '../reports/dataset-runner.ts';
import { registerMetadataRoutes } from '../metadata/metadata-routes.ts';
import { loadItem } from '../store/metadata.ts';
import {
  findGrantedMenus, findMenuIds, findPortals, findPortalSettingRows, findRoleCodes, findUserRoleCodes, writeConfigSetting,
} from '../store/pages.ts';
import { portalWidgetScope, present as widgetCard } from './widget-data.ts';

type Portal = MetadataOf<'portal'>;


/** Codes of `values` that are not among those `find` (asked only for some) finds. */
async function missing(em: EntityManager, find: (em: EntityManager, values: readonly string[]) => Promise<string[]>, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const found = new Set(await find(em, values));
  return new Set(values.filter((v) => !found.has(v)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The widgets, pages, menus and roles a portal names exist. */
async function referenceIssues(em: EntityManager, portal: Portal): Promise<ValidationIssue[]> {
  const refs = portalReferences(portal);
  const issues: ValidationIssue[] = [];
  for (const ref of refs.widget) if (!(await loadItem(em, 'widget', ref.code))) issues.push(issue(ref.path, PORTAL_MESSAGES.widgetUnknown(ref.code)));
  for (const ref of refs.view) if (!(await loadItem(em, 'view', ref.code))) issues.push(issue(ref.path, PORTAL_MESSAGES.viewUnknown(ref.code)));
  const menuIds = refs.menu.map((r) => r.code).filter((id) => UUID.test(id));
  const menusMissing = await missing(em, findMenuIds, menuIds);
  for (const ref of refs.menu) if (!UUID.test(ref.code) || menusMissing.has(ref.code)) issues.push(issue(ref.path, PORTAL_MESSAGES.menuUnknown(ref.code)));
  const rolesMissing = await missing(em, findRoleCodes, refs.role.map((r) => r.code));
  for (const ref of refs.role) if (rolesMissing.has(ref.code)) issues.push(issue(ref.path, PORTAL_MESSAGES.roleUnknown(ref.code)));
  return issues;
}

export interface PortalSettings {
  portalType: PortalType;
  defaultPortal: string | null;
}

async function readSettings(em: EntityManager): Promise<PortalSettings> {
  const rows = await findPortalSettingRows(em);
  const value = (code: string) => rows.find((r) => r.config_code === code)?.config_value;
  return { portalType: value(PORTAL_SETTING_CODES.portalType) === '2' ? 2 : 1, defaultPortal: value(PORTAL_SETTING_CODES.defaultPortal) || null };
}

/** The portal the user gets, or null when none is assigned to their roles and there is no default. */
async function portalOf(em: EntityManager, userId: string): Promise<Portal | null> {
  const roles = await findUserRoleCodes(em, userId);
  const portals = await findPortals(em);
  const settings = await readSettings(em);
  return choosePortal(portals, roles, settings.defaultPortal) ?? null;
}

/** The menus among `ids` the user is granted (in the order given), as shortcuts draw them. */
async function grantedMenus(em: EntityManager, userId: string, ids: readonly string[]) {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await findGrantedMenus(em, userId, valid);
  return valid.flatMap((id) => rows.filter((r) => r.id === id));
}

/** The portal as its user sees it: widget cards (labels in `lang`) and their granted shortcuts resolved. */
async function portalView(em: EntityManager, userId: string, portal: Portal, lang: Language) {
  const items = [];
  for (const item of portal.items) {
    const type = portalItemType(item);
    const base = { ...item, itemType: type };
    if (type === 'widget' && item.widgetCode) {
      const widget = await loadItem(em, 'widget', item.widgetCode);
      const dataset = widget && (await loadItem(em, 'dataset', widget.content.datasetCode));
      items.push({ ...base, card: widget ? await widgetCard(em, widget.content, dataset?.content, lang) : null });
    } else if (type === 'shortcut') {
      items.push({ ...base, menus: await grantedMenus(em, userId, item.menuIds ?? []) });
    } else items.push(base);
  }
  return { portalCode: portal.portalCode, portalName: portal.portalName, allowOverlap: portal.allowOverlap ?? false, items };
}

const SettingsSchema = Type.Object({ portalType: Type.Union(PORTAL_TYPES.map((t) => Type.Literal(t))), defaultPortal: Nullable(codeParam) });
const ItemParams = Type.Object({ portalCode: codeParam, i: Type.String({ minLength: 1, maxLength: 64 }) });
const ParamQuery = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 1000 }), { maxProperties: 50 });

/** What a widget item's read needs before its rows: its widget, and its dataset's read under the caller's data scope. */
interface ItemPlan {
  i: string;
  widget: MetadataOf<'widget'>;
  read: DatasetPlan;
}

export function portalRoutes(app: Api, runner: DatasetRunner, db: Database): void {
  const { changes } = db;
  const perms = PERMISSIONS.eform.portal;
  /**
   * The plans of a portal's widget items per caller, portal, item (or all of them) and day (data rules may name today's
   * date): the portal's access check and a widget's metadata and data rules are read once, not on every chart's read.
   * Dropped on any metadata, settings (the default portal) or grant change, and on a change of the user.
   */
  const plans = cacheOn<ItemPlan[]>(changes, 'portal-item-plans', (change, cache) => {
    if (change.topic === 'grants' || change.topic === 'metadata') cache.clear();
    if (change.topic === 'user') cache.deleteWhere((key) => key.startsWith(`${change.key}|`));
  });
  const planKey = (userId: string, portalCode: string, item: string) => `${userId}|${portalCode}|${item}|${today()}`;
  registerMetadataRoutes(app, {
    kind: 'portal', permissions: perms, check: referenceIssues,
    beforeDelete: async (em, code) => {
      if ((await readSettings(em)).defaultPortal === code) await writeConfigSetting(em, PORTAL_SETTING_CODES.defaultPortal, '');
    },
  });

  app.get('/api/eform/manage/portal/settings', {
    config: { access: { permission: perms.list } },
    schema: { tags: ['eform'], response: replies(SettingsSchema), summary: 'Portal settings: the portal type of front users (1, or 2 for the alternative layout) and the default portal' },
  }, async (request) => ok(await request.tx((em) => readSettings(em))));

  app.put('/api/eform/manage/portal/settings', {
    config: { access: { permission: perms.settings } },
    schema: { tags: ['eform'], body: SettingsSchema, response: replies(SettingsSchema), summary: 'Change the portal settings (the default portal must exist)' },
  }, async (request) => {
    const { portalType, defaultPortal } = request.body;
    const saved = await request.tx(async (em) => {
      if (defaultPortal && !(await loadItem(em, 'portal', defaultPortal))) throw badRequest(PORTAL_MESSAGES.defaultUnknown(defaultPortal));
      await writeConfigSetting(em, PORTAL_SETTING_CODES.portalType, String(portalType));
      await writeConfigSetting(em, PORTAL_SETTING_CODES.defaultPortal, defaultPortal ?? '');
      return readSettings(em);
    });
    return ok(saved);
  });

  // `?with=data` adds every widget item's rows (#42 item 8): a page load onto the portal asks it from a script in the
  // HTML, before any of the console's code has arrived, so on a slow network the portal and its data take one round trip.
  app.get('/api/eform/engine/portal', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], querystring: Type.Object({ with: Type.Optional(Type.Literal('data')) }),
      response: replies(Type.Object({ portalType: Type.Integer(), portal: Nullable(Open), data: Type.Optional(Type.Record(Type.String(), Type.Array(Open))) })),
      summary: 'The signed-in user\'s portal (the first of their roles\' portals by priority, else the default): items with widget cards and granted shortcuts; with `with=data`, also every widget item\'s rows by item',
    },
  }, async (request) => {
    const { userId, tenantId } = request.caller();
    const { mine, reads } = await request.tx(async (em) => {
      const portal = await portalOf(em, userId);
      const mine = { portalType: (await readSettings(em)).portalType, portal: portal ? await portalView(em, userId, portal, requestLanguage(request)) : null };
      if (!portal || request.query.with !== 'data') return { mine, reads: undefined };
      return { mine, reads: await plans.get(planKey(userId, portal.portalCode, '*'), () => planItems(em, userId, portal)) };
    });
    return ok(reads ? { ...mine, data: await readItems(tenantId, reads, {}) } : mine);
  });

  /** The portal `portalCode` if the caller may read its items' rows: their own portal, or any for a designer. */
  const readablePortal = async (em: EntityManager, userId: string, portalCode: string): Promise<Portal> => {
    const stored = await loadItem(em, 'portal', portalCode);
    if (!stored) throw notFound();
    if ((await portalOf(em, userId))?.portalCode !== portalCode && !(await hasPermission(em, userId, perms.list))) throw forbidden();
    return stored.content;
  };

  /** A widget item's plan, read in the caller's transaction. */
  const planItem = async (em: EntityManager, userId: string, item: Portal['items'][number]): Promise<ItemPlan> => {
    if (portalItemType(item) !== 'widget' || !item.widgetCode) throw badRequest(PORTAL_MESSAGES.itemUnknown(item.i));
    const widget = await loadItem(em, 'widget', item.widgetCode);
    if (!widget) throw badRequest(PORTAL_MESSAGES.widgetUnknown(item.widgetCode));
    const dataset = await loadItem(em, 'dataset', widget.content.datasetCode);
    const fields = dataset ? widgetFields(widget.content, dataset.content) : null;
    if (!dataset || !fields || isMessageResult(fields)) throw badRequest(fields && isMessageResult(fields) ? fields : REPORT_MESSAGES.datasetEmpty);
    // The caller's data rules on the widget's rows, as through a menu showing it (the scope keys the cached result).
    const scope = await portalWidgetScope(em, userId, item.widgetCode, dataset.content);
    return { i: item.i, widget: widget.content, read: await runner.plan(em, dataset.content, scope) };
  };

  /** Every widget item's plan; an item whose widget or dataset cannot be read is left out (its own call tells why). */
  const planItems = async (em: EntityManager, userId: string, portal: Portal): Promise<ItemPlan[]> => {
    const planned: ItemPlan[] = [];
    for (const item of portal.items) {
      if (portalItemType(item) !== 'widget' || !item.widgetCode) continue;
      const plan = await planItem(em, userId, item).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) return undefined;
        throw error;
      });
      if (plan) planned.push(plan);
    }
    return planned;
  };

  /** A planned item's rows under its data rules (or from the result cache), read after any transaction. */
  const readItem = async (tenantId: number, { widget, read }: ItemPlan, query: Record<string, string>) =>
    widgetRows(widget, read.dataset, await runner.read(db, tenantId, read, query));
  /** The planned items' rows, by item. */
  const readItems = async (tenantId: number, planned: readonly ItemPlan[], query: Record<string, string>) =>
    Object.fromEntries(await Promise.all(planned.map(async (plan) => [plan.i, await readItem(tenantId, plan, query)] as const)));

  app.get('/api/eform/engine/portal/:portalCode/item/:i/data', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: ItemParams, querystring: ParamQuery, response: replies(Type.Array(Open)),
      summary: 'The aggregated rows a widget item of the user\'s portal draws (designers may read any portal\'s)',
    },
  }, async (request) => {
    const { portalCode, i } = request.params;
    const { userId, tenantId } = request.caller();
    // A cached plan needs no transaction: the read is the aggregate alone.
    const [planned] = await plans.get(planKey(userId, portalCode, i), () => request.tx(async (em) => {
      const portal = await readablePortal(em, userId, portalCode);
      const item = portal.items.find((it) => it.i === i);
      if (!item) throw badRequest(PORTAL_MESSAGES.itemUnknown(i));
      return [await planItem(em, userId, item)];
    }));
    return ok(await readItem(tenantId, planned!, request.query ?? {}));
  });

  // Every widget item's rows in one answer (#42 item 8): on a slow network the portal's data arrives after one round
  // trip instead of one per chart. The same permission, data rules and cache as the single item's call; an item
  // whose widget or dataset cannot be read is left out (its own call tells why).
  app.post('/api/eform/engine/portal/:portalCode/data', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: Type.Object({ portalCode: codeParam }), querystring: ParamQuery,
      response: replies(Type.Record(Type.String(), Type.Array(Open))),
      summary: 'The rows of every widget item of the user\'s portal, by item (designers may read any portal\'s)',
    },
  }, async (request) => {
    const { userId, tenantId } = request.caller();
    const { portalCode } = request.params;
    const planned = await plans.get(planKey(userId, portalCode, '*'),
      () => request.tx(async (em) => planItems(em, userId, await readablePortal(em, userId, portalCode))));
    return ok(await readItems(tenantId, planned, request.query ?? {}));
  });
}
