// Datasets (/api/eform/manage/dataset/…): stored and versioned like the other metadata kinds; a save checks that the
// source exists and (for a table model) that every column, alias and expression compiles; preview runs an unsaved
// dataset; a dataset a widget uses is not deleted.
import { Type } from '@sinclair/typebox';
import {
  CONFIG_MESSAGES, DATASET_PREVIEW_ROWS, DATASET_MAX_ROWS, EFORM_MESSAGES, issue, MessageError, PERMISSIONS, planDataset, readableColumns,
  REPORT_MESSAGES, type Dataset, type ValidationIssue, type ValueType,
} from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import type { Api } from '../../plugin-types.ts';
import { badRequest, ok, requestLanguage } from '../../wire/envelope.ts';
import { Open, replies } from '../../wire/responses.ts';
import { datasetLabels } from './dataset-labels.ts';
import type { DatasetRunner } from './dataset-runner.ts';
import { validated } from '../errors.ts';
import { registerMetadataRoutes } from '../metadata/metadata-routes.ts';
import { loadItem } from '../store/metadata.ts';
import { widgetUsing } from '../store/reports.ts';

/** A refusal of the engine as an issue at a path (anything else goes on). */
function asIssue(path: string, work: () => void): ValidationIssue[] {
  try {
    work();
    return [];
  } catch (error) {
    if (error instanceof MessageError && error.catalogued) return [issue(path, error.catalogued)];
    throw error;
  }
}

/** The source exists (a read SQL config), and over a table model the dataset compiles against its columns. */
async function sourceIssues(em: EntityManager, dataset: Dataset): Promise<ValidationIssue[]> {
  if (dataset.tableName) {
    const model = await loadItem(em, 'tableModel', dataset.tableName);
    if (!model) return [issue('/tableName', EFORM_MESSAGES.tableModelUnknown(dataset.tableName))];
    const columns = new Map<string, ValueType>([...readableColumns(model.content)].map(([code, c]) => [code, c.type]));
    return asIssue('/measure', () => planDataset(dataset, { columns }));
  }
  if (dataset.sqlCode) {
    const config = await loadItem(em, 'sqlConfig', dataset.sqlCode);
    if (!config) return [issue('/sqlCode', CONFIG_MESSAGES.sqlConfigUnknown(dataset.sqlCode))];
    if (config.content.writable) return [issue('/sqlCode', CONFIG_MESSAGES.sqlReadOnly)];
  }
  if (dataset.httpCode && !(await loadItem(em, 'httpConfig', dataset.httpCode))) {
    return [issue('/httpCode', CONFIG_MESSAGES.httpConfigUnknown(dataset.httpCode))];
  }
  return asIssue('/measure', () => planDataset(dataset, { columns: null }));
}

const Params = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 50 });
const PreviewBody = Type.Object({
  dataset: Type.Record(Type.String(), Type.Unknown(), { description: 'The dataset as edited (not saved)' }),
  params: Type.Optional(Params),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DATASET_MAX_ROWS })),
});
const Labels = Type.Record(Type.String(), Type.Record(Type.String(), Type.String()));

export function datasetRoutes(app: Api, runner: DatasetRunner): void {
  registerMetadataRoutes(app, {
    kind: 'dataset', permissions: PERMISSIONS.eform.dataset,
    check: sourceIssues,
    beforeDelete: async (em, code) => {
      const widget = await widgetUsing(em, code);
      if (widget) throw badRequest(REPORT_MESSAGES.datasetInUse(widget));
    },
  });

  app.post('/api/eform/manage/dataset/preview', {
    config: { access: { permission: PERMISSIONS.eform.dataset.preview }, readOnly: true },
    schema: {
      tags: ['eform'], body: PreviewBody, response: replies(Type.Object({ rows: Type.Array(Open), labels: Labels })),
      summary: `Run a dataset as edited (unsaved) with parameter values: its first rows (${DATASET_PREVIEW_ROWS} unless a limit is given), and labels: per coded dimension, its codes' labels in the caller's language`,
    },
  }, async (request) => {
    const { params = {}, limit = DATASET_PREVIEW_ROWS } = request.body;
    const work = await request.tx(async (em) => {
      const dataset = validated('dataset', request.body.dataset);
      return { rows: await runner.prepare(em, request.caller().tenantId, dataset, params, { limit }), labels: await datasetLabels(em, dataset, requestLanguage(request)) };
    });
    return ok({ rows: await work.rows(), labels: work.labels });
  });
}
