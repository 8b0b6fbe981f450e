// Report widgets (/api/eform/manage/widget/…): stored and versioned like the other metadata kinds; a save checks that
// its dataset exists and has the dimensions and measures its type draws ('dataset, control, groups, keys or values
// empty' otherwise, the spec's message); a widget a portal places is not deleted.
import { isMessageResult, issue, PERMISSIONS, REPORT_MESSAGES, widgetFields, WidgetSchema, type MetadataOf, type ValidationIssue } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { Api } from '../../plugin-types.ts';
import { badRequest } from '../../wire/envelope.ts';
import { codeParam } from '../../wire/requests.ts';
import { registerMetadataRoutes } from '../metadata/metadata-routes.ts';
import { findPortalPlacing } from '../store/pages.ts';
import { loadItem } from '../store/metadata.ts';

async function datasetIssues(em: EntityManager, widget: MetadataOf<'widget'>): Promise<ValidationIssue[]> {
  const dataset = await loadItem(em, 'dataset', widget.datasetCode);
  if (!dataset) return [issue('/datasetCode', REPORT_MESSAGES.datasetUnknown(widget.datasetCode))];
  const fields = widgetFields(widget, dataset.content);
  return isMessageResult(fields) ? [issue(widget.options ? '/options' : '/datasetCode', fields)] : [];
}

export function widgetRoutes(app: Api): void {
  registerMetadataRoutes(app, {
    kind: 'widget', permissions: PERMISSIONS.eform.widget, check: datasetIssues,
    beforeDelete: async (em, code) => {
      const portal = await findPortalPlacing(em, code);
      if (portal) throw badRequest(REPORT_MESSAGES.widgetInUse(portal));
    },
    filters: { widgetType: WidgetSchema.properties.widgetType, datasetCode: codeParam },
  });
}
