// A widget at run time (/api/eform/engine/widget/{widgetCode} and …/data): its definition and the aggregated rows it
// draws. Who may read them: a signed-in user granted a menu item that shows the widget (component report/widget, its
// path ending in the widgetCode, as the console's routes read it), or anyone with the widgets' list permission
// (designers trying a widget out). Anyone else gets 403; an unknown widget is a 404. A menu user's rows of a dataset over
// a table model are those the data rules of the menu items showing the widget let them read (like a page's records);
// designers see every row.
import { Type } from '@sinclair/typebox';
import {
  isMessageResult, lastPathSegment, PERMISSIONS, readableColumns, REPORT_MESSAGES, widgetFields, widgetLinkFilters, widgetRows, type Language, type MetadataOf, type SqlFragment,
} from '@yc/engine';
import { hasPermission } from '../../auth/access.ts';
import type { Database, EntityManager } from '../../db/database.ts';
import { dataScope } from '../../identity/data-scope.ts';
import { ALWAYS, or } from '../../identity/sql.ts';
import type { Api } from '../../plugin-types.ts';
import { badRequest, forbidden, notFound, ok, requestLanguage } from '../../wire/envelope.ts';
import { Open, replies } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import { datasetLabels } from '../reports/dataset-labels.ts';
import type { DatasetRunner } from '../reports/dataset-runner.ts';
import { loadItem } from '../store/metadata.ts';
import { scopeColumns } from '../records/records-scope.ts';
import { findGrantedMenusOf } from '../store/pages.ts';

/** The menu component kind of a widget card (spec §2: report widget card (widgetCode)). */
export const WIDGET_CARD_COMPONENT = 'report/widget';

/** The codes of the valid menu items showing the widget that the user is granted. */
async function menusShowing(em: EntityManager, userId: string, widgetCode: string): Promise<string[]> {
  const rows = await findGrantedMenusOf(em, userId, WIDGET_CARD_COMPONENT);
  return rows.filter((r) => lastPathSegment(r.url || `/${r.code}`) === widgetCode).map((r) => r.code);
}

/** The widget and its dataset, once the caller may see the widget; `menus`: the menu items it sees it through (null: a designer). */
async function visibleWidget(em: EntityManager, userId: string, widgetCode: string) {
  const widget = await loadItem(em, 'widget', widgetCode);
  if (!widget) throw notFound();
  const menus = (await hasPermission(em, userId, PERMISSIONS.eform.widget.list)) ? null : await menusShowing(em, userId, widgetCode);
  if (menus?.length === 0) throw forbidden();
  const dataset = await loadItem(em, 'dataset', widget.content.datasetCode);
  return { widget: widget.content, dataset: dataset?.content, menus };
}

/** The rows of the dataset's table model a menu user may read: the OR over the menu items showing the widget. */
async function widgetScope(em: EntityManager, userId: string, dataset: MetadataOf<'dataset'>, menus: string[] | null): Promise<SqlFragment[] | undefined> {
  if (!menus || !dataset.tableName) return undefined;
  const model = await loadItem(em, 'tableModel', dataset.tableName);
  if (!model) return undefined;
  const columns = scopeColumns(readableColumns(model.content));
  const scopes = await Promise.all(menus.map((code) => dataScope(em, userId, code, columns)));
  // A menu item without rules for the user: every row, as for a designer (one cached result serves both).
  return scopes.some((s) => s.text === ALWAYS.text) ? undefined : [or(scopes)];
}

/**
 * The data scope of a widget's rows for a caller who sees it on their portal (the portal grants the widget, not its
 * rows): the data rules of the menu items showing the widget they are granted, as the menu path applies them; a
 * designer (the widgets' list right) or a caller granted no such menu item reads every row — no rule applies to them.
 */
export async function portalWidgetScope(em: EntityManager, userId: string, widgetCode: string, dataset: MetadataOf<'dataset'>): Promise<SqlFragment[] | undefined> {
  if (await hasPermission(em, userId, PERMISSIONS.eform.widget.list)) return undefined;
  const menus = await menusShowing(em, userId, widgetCode);
  return menus.length === 0 ? undefined : widgetScope(em, userId, dataset, menus);
}

/**
 * What a card needs to draw a widget: the widget, its dataset's dimensions and measures, and the labels of its coded
 * dimensions in the reader's language (the rows keep the codes; the card shows the labels).
 */
export const present = async (em: EntityManager, widget: MetadataOf<'widget'>, dataset: MetadataOf<'dataset'> | undefined, lang: Language) => ({
  widget: { widgetName: widget.widgetName, widgetCode: widget.widgetCode, widgetType: widget.widgetType, widgetUrl: widget.widgetUrl, options: widget.options ?? {} },
  dimension: dataset?.dimension ?? [],
  measure: (dataset?.measure ?? []).map(({ alias, agg, colCode }) => ({ alias, agg, colCode })),
  labels: dataset ? await datasetLabels(em, dataset, lang) : {},
});

const WidgetParam = Type.Object({ widgetCode: codeParam });
const ParamQuery = Type.Record(Type.String({ maxLength: 72 }), Type.String({ maxLength: 1000 }), { maxProperties: 50 });

export function widgetDataRoutes(app: Api, runner: DatasetRunner, db: Database): void {
  app.get('/api/eform/engine/widget/:widgetCode', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: WidgetParam, response: replies(Open),
      summary: 'A widget as a card draws it: its type and options, its dataset\'s dimensions and measures, and labels: per coded dimension, its codes\' labels in the caller\'s language',
    },
  }, async (request) => {
    const card = await request.tx(async (em) => {
      const { widget, dataset } = await visibleWidget(em, request.caller().userId, request.params.widgetCode);
      return present(em, widget, dataset, requestLanguage(request));
    });
    return ok(card);
  });

  app.get('/api/eform/engine/widget/:widgetCode/data', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: WidgetParam, querystring: ParamQuery, response: replies(Type.Array(Open)),
      summary: 'The aggregated rows a widget draws, keyed by its dataset\'s dimension codes and measure aliases; the query string gives the dataset\'s parameters, and filter[<dimension>]=value keeps the rows of that dimension value (a layout link)',
    },
  }, async (request) => {
    const planned = await request.tx(async (em) => {
      const { userId } = request.caller();
      const { widget, dataset, menus } = await visibleWidget(em, userId, request.params.widgetCode);
      const fields = dataset ? widgetFields(widget, dataset) : null;
      if (!dataset || !fields || isMessageResult(fields)) throw badRequest(fields && isMessageResult(fields) ? fields : REPORT_MESSAGES.datasetEmpty);
      // A layout link's filters join the dataset's own (so the cached result is keyed by them too).
      const linked = widgetLinkFilters(dataset, request.query ?? {});
      if ('refused' in linked) throw badRequest(linked.refused);
      const scope = await widgetScope(em, userId, dataset, menus);
      const filtered = linked.filters.length > (dataset.filters?.length ?? 0) ? { ...dataset, filters: linked.filters } : dataset;
      return { widget, dataset, params: linked.params, read: await runner.plan(em, filtered, scope) };
    });
    // After the transaction: an aggregate of the platform's database runs on the tenant's read connection.
    const rows = await runner.read(db, request.caller().tenantId, planned.read, planned.params);
    return ok(widgetRows(planned.widget, planned.dataset, rows));
  });
}
