// Portals (/api/eform/manage/portal/…): stored and versioned like the other metadata kinds; a save checks that the
// widgets, pages, menus and roles it names exist. Portal settings (the default portal and the portal type the console
// reads from getUserPermissionByToken) live in sys_config. At run time (/api/eform/engine/portal) a signed-in user
// gets their portal — the first of their roles' portals by priority, else the default — with each widget's card, and
// only the shortcuts to menus they are granted; a widget's rows are read through the portal item, for a user whose
// portal it is (or who may list portals: designers previewing one), under the data rules the caller has on the menu
// items showing the widget (portalWidgetScope); a list item's rows are read through its page's records API.
// A widget item's plan (the access check, widget, dataset, data scope) is read in a transaction and kept; its rows are
// read after it, an aggregate of the platform's database on the tenant's read connection (DatasetRunner.read).
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import {
  choosePortal, issue, isMessageResult, PERMISSIONS, placeholders, PORTAL_MESSAGES, PORTAL_SETTING_CODES, PORTAL_TYPES, portalItemType, portalReferences,
  REPORT_MESSAGES, widgetFields, widgetRows, type Language, type MetadataOf, type PortalType, type ValidationIssue,
} from '@yc/engine';
import { hasPermission } from '../../auth/access.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { cacheOn } from '../../db/cache.ts';
import { today } from '../../today.ts';
import { EFFECTIVE_GRANTS_SQL, EFFECTIVE_ROLES_SQL } from '../../identity/grants.ts';
import type { Api } from '../../plugin-types.ts';
import { ApiError, badRequest, forbidden, notFound, ok, requestLanguage } from '../../wire/envelope.ts';
import { Nullable, Open, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import type { DatasetPlan, DatasetRunner } from '../reports/dataset-runner.ts';
import { registerMetadataRoutes } from '../metadata/metadata-routes.ts';
import { loadItem } from '../store/metadata.ts';
import { portalWidgetScope, present as widgetCard } from './widget-data.ts';

type Portal = MetadataOf<'portal'>;


/** Codes of `values` that are not among the rows `sql` (with an `in (…)` over them) finds. */
async function missing(em: EntityManager, sql: (list: string) => string, values: readonly string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await em.execute<{ code: string }[]>(sql(placeholders(values)), [...values]);
  const found = new Set(rows.map((r) => r.code));
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
  const menusMissing = await missing(em, (list) => `select id::text as code from sys_permission where menu_type <> 2 and id in (${list})`, menuIds);
  for (const ref of refs.menu) if (!UUID.test(ref.code) || menusMissing.has(ref.code)) issues.push(issue(ref.path, PORTAL_MESSAGES.menuUnknown(ref.code)));
  const rolesMissing = await missing(em, (list) => `select role_code as code from sys_role where role_code in (${list})`, refs.role.map((r) => r.code));
  for (const ref of refs.role) if (rolesMissing.has(ref.code)) issues.push(issue(ref.path, PORTAL_MESSAGES.roleUnknown(ref.code)));
  return issues;
}

export interface PortalSettings {
  portalType: PortalType;
  defaultPortal: string | null;
}

async function readSettings(em: EntityManager): Promise<PortalSettings> {
  const rows = await em.execute<{ config_code: string; config_value: string }[]>(
    `select config_code, config_value from sys_config where config_code in (?, ?)`, [PORTAL_SETTING_CODES.portalType, PORTAL_SETTING_CODES.defaultPortal]);
  const value = (code: string) => rows.find((r) => r.config_code === code)?.config_value;
  return { portalType: value(PORTAL_SETTING_CODES.portalType) === '2' ? 2 : 1, defaultPortal: value(PORTAL_SETTING_CODES.defaultPortal) || null };
}

async function writeSetting(em: EntityManager, code: string, value: string): Promise<void> {
  const updated = await em.execute<{ id: string }[]>(
    `update sys_config set config_value = ?, version = version + 1 where config_code = ? returning id`, [value, code]);
  if (updated.length === 0) await em.execute(`insert into sys_config (id, config_code, config_value) values (?, ?, ?)`, [randomUUID(), code, value]);
}

/** The portal the user gets, or null when none is assigned to their roles and there is no default. */
async function portalOf(em: EntityManager, userId: string): Promise<Portal | null> {
  const roles = await em.execute<{ code: string }[]>(
    `select r.role_code as code from sys_role r where r.id in (select er.id from (${EFFECTIVE_ROLES_SQL}) er)`, [userId]);
  const portals = (await em.execute<{ content: Portal }[]>(`select content from ef_metadata where kind = 'portal'`)).map((r) => r.content);
  const settings = await readSettings(em);
  return choosePortal(portals, roles.map((r) => r.code), settings.defaultPortal) ?? null;
}

/** The menus among `ids` the user is granted (in the order given), as shortcuts draw them. */
async function grantedMenus(em: EntityManager, userId: string, ids: readonly string[]) {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const rows = await em.execute<{ id: string; name: string; nameEn: string | null; url: string | null; icon: string | null }[]>(
    `select p.id::text as id, p.name, p.name_en as "nameEn", p.url, p.icon from sys_permission p
      where p.id in (${placeholders(valid)}) and p.menu_type <> 2 and p.status = '0'
        and p.id in (select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g)`,
    [...valid, userId]);
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
      if ((await readSettings(em)).defaultPortal === code) await writeSetting(em, PORTAL_SETTING_CODES.defaultPortal, '');
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
      await writeSetting(em, PORTAL_SETTING_CODES.portalType, String(portalType));
      await writeSetting(em, PORTAL_SETTING_CODES.defaultPortal, defaultPortal ?? '');
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
