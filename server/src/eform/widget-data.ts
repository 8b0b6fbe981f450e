// A widget at run time (/api/eform/engine/widget/{widgetCode} and …/data): its definition and the aggregated rows it
// draws. Who may read them: a signed-in user granted a menu item that shows the widget (component report/widget, its
// path ending in the widgetCode, as the console's routes read it), or anyone with the widgets' list permission
// (designers trying a widget out). Anyone else gets 403; an unknown widget is a 404.
import { Type } from '@sinclair/typebox';
import { isMessageResult, lastPathSegment, PERMISSIONS, REPORT_MESSAGES, widgetFields, widgetRows, type MetadataOf } from '@yc/engine';
import { hasPermission } from '../auth/access.ts';
import type { EntityManager } from '../db/database.ts';
import { EFFECTIVE_GRANTS_SQL } from '../identity/grants.ts';
import type { Api } from '../plugins.ts';
import { badRequest, forbidden, notFound, ok } from '../wire/envelope.ts';
import { Open, replies } from '../wire/responses.ts';
import { codeParam } from '../wire/requests.ts';
import type { DatasetRunner } from './dataset-runner.ts';
import { loadItem } from './metadata-store.ts';

/** The menu component kind of a widget card (spec §2: report widget card (widgetCode)). */
export const WIDGET_CARD_COMPONENT = 'report/widget';

/** Whether the user is granted a valid menu item showing the widget. */
async function menuShows(em: EntityManager, userId: string, widgetCode: string): Promise<boolean> {
  const rows = await em.execute<{ url: string | null; code: string }[]>(
    `select p.url, p.code from sys_permission p
      where p.status = '0' and p.menu_type <> 2 and p.component = ? and p.id in (select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g)`,
    [WIDGET_CARD_COMPONENT, userId],
  );
  return rows.some((r) => lastPathSegment(r.url || `/${r.code}`) === widgetCode);
}

/** The widget and its dataset, once the caller may see the widget. */
async function visibleWidget(em: EntityManager, userId: string, widgetCode: string) {
  const widget = await loadItem(em, 'widget', widgetCode);
  if (!widget) throw notFound();
  if (!(await hasPermission(em, userId, PERMISSIONS.eform.widget.list)) && !(await menuShows(em, userId, widgetCode))) throw forbidden();
  const dataset = await loadItem(em, 'dataset', widget.content.datasetCode);
  return { widget: widget.content, dataset: dataset?.content };
}

/** What a card needs to draw a widget: the widget and its dataset's dimensions and measures. */
export const present = (widget: MetadataOf<'widget'>, dataset: MetadataOf<'dataset'> | undefined) => ({
  widget: { widgetName: widget.widgetName, widgetCode: widget.widgetCode, widgetType: widget.widgetType, widgetUrl: widget.widgetUrl, options: widget.options ?? {} },
  dimension: dataset?.dimension ?? [],
  measure: (dataset?.measure ?? []).map(({ alias, agg, colCode }) => ({ alias, agg, colCode })),
});

const WidgetParam = Type.Object({ widgetCode: codeParam });
const ParamQuery = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 1000 }), { maxProperties: 50 });

export function widgetDataRoutes(app: Api, runner: DatasetRunner): void {
  app.get('/api/eform/engine/widget/:widgetCode', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: WidgetParam, response: replies(Open),
      summary: 'A widget as a card draws it: its type and options, its dataset\'s dimensions and measures',
    },
  }, async (request) => {
    const { widget, dataset } = await request.tx((em) => visibleWidget(em, request.caller().userId, request.params.widgetCode));
    return ok(present(widget, dataset));
  });

  app.get('/api/eform/engine/widget/:widgetCode/data', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform'], params: WidgetParam, querystring: ParamQuery, response: replies(Type.Array(Open)),
      summary: 'The aggregated rows a widget draws, keyed by its dataset\'s dimension codes and measure aliases; the query string gives the dataset\'s parameters',
    },
  }, async (request) => {
    const prepared = await request.tx(async (em) => {
      const { widget, dataset } = await visibleWidget(em, request.caller().userId, request.params.widgetCode);
      const fields = dataset ? widgetFields(widget, dataset) : null;
      if (!dataset || !fields || isMessageResult(fields)) throw badRequest(fields && isMessageResult(fields) ? fields : REPORT_MESSAGES.datasetEmpty);
      return { widget, dataset, rows: await runner.prepare(em, request.caller().tenantId, dataset, request.query ?? {}) };
    });
    return ok(widgetRows(prepared.widget, prepared.dataset, await prepared.rows()));
  });
}
