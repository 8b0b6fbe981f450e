// Report widgets (/api/eform/manage/widget/…): stored and versioned like the other metadata kinds; a save checks that
// its dataset exists and has the dimensions and measures its type draws ('dataset, control, groups, keys or values
// empty' otherwise, the spec's message).
import { isMessageResult, issue, PERMISSIONS, REPORT_MESSAGES, widgetFields, WidgetSchema, type MetadataOf, type ValidationIssue } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import type { Api } from '../plugins.ts';
import { codeParam } from '../wire/requests.ts';
import { registerMetadataRoutes } from './metadata-routes.ts';
import { loadItem } from './metadata-store.ts';

async function datasetIssues(em: EntityManager, widget: MetadataOf<'widget'>): Promise<ValidationIssue[]> {
  const dataset = await loadItem(em, 'dataset', widget.datasetCode);
  if (!dataset) return [issue('/datasetCode', REPORT_MESSAGES.datasetUnknown(widget.datasetCode))];
  const fields = widgetFields(widget, dataset.content);
  return isMessageResult(fields) ? [issue(widget.options ? '/options' : '/datasetCode', fields)] : [];
}

export function widgetRoutes(app: Api): void {
  registerMetadataRoutes(app, {
    kind: 'widget', permissions: PERMISSIONS.eform.widget, check: datasetIssues,
    filters: { widgetType: WidgetSchema.properties.widgetType, datasetCode: codeParam },
  });
}
