// Calls of datasets and report widgets (issue 18): their metadata under /api/eform/manage, a dataset's preview, and
// a widget's card and data under /api/eform/engine (what end users' widget cards read).
import type { Dataset, Widget } from '@yc/engine/metadata';
import type { DimensionLabels } from '@yc/engine/report';
import { api, opened, type ApiQuery } from '../request/api.ts';
import { historyApi } from './history.ts';
import type { PageResult, Stored } from './eform.ts';

export type DataRow = Record<string, unknown>;

interface ReportKinds {
  dataset: Dataset;
  widget: Widget;
}
type ReportKind = keyof ReportKinds;

const manage = (kind: ReportKind) => `/api/eform/manage/${kind}` as const;

/** A widget as its card draws it: its type and options, its dataset's dimensions and measures, the labels of its coded dimensions. */
export interface WidgetCard {
  widget: Pick<Widget, 'widgetName' | 'widgetCode' | 'widgetType' | 'widgetUrl' | 'options'>;
  dimension: string[];
  measure: Pick<Dataset['measure'][number], 'alias' | 'agg' | 'colCode'>[];
  /** Per coded dimension, its codes' labels in the console's language. */
  labels?: DimensionLabels;
}

export const reportApi = {
  list: <K extends ReportKind>(kind: K, params: Record<string, unknown> = {}) =>
    // The list's query: page, keyword and filter values (scalars) of the crud kit.
    opened<PageResult<Stored<ReportKinds[K]>>>(api.get(`${manage(kind)}/list`, { params: { query: params as ApiQuery<'get', `/api/eform/manage/${ReportKind}/list`> } })),
  get: <K extends ReportKind>(kind: K, code: string) =>
    opened<Stored<ReportKinds[K]>>(api.get(`${manage(kind)}/queryByCode`, { params: { query: { code } } })),
  add: <K extends ReportKind>(kind: K, item: ReportKinds[K]) => opened<Stored<ReportKinds[K]>>(api.post(`${manage(kind)}/add`, { body: item })),
  edit: <K extends ReportKind>(kind: K, item: Stored<ReportKinds[K]>) => opened<Stored<ReportKinds[K]>>(api.put(`${manage(kind)}/edit`, { body: item })),
  remove: (kind: ReportKind, code: string) => api.delete(`${manage(kind)}/delete`, { params: { query: { code } } }),
  history: (kind: ReportKind) => historyApi(manage(kind), true),
  /** The first rows of a dataset as edited (not saved); a refusal is the caller's to show when `silent`. */
  preview: (dataset: Dataset, options: { limit?: number; silent?: boolean; params?: Record<string, unknown> } = {}): Promise<{ rows: DataRow[]; labels?: DimensionLabels }> =>
    api.post('/api/eform/manage/dataset/preview', {
      body: { dataset, ...(options.limit ? { limit: options.limit } : {}), ...(options.params ? { params: options.params } : {}) },
    }, { silent: options.silent }),
  card: (widgetCode: string) => opened<WidgetCard>(api.get('/api/eform/engine/widget/{widgetCode}', { params: { path: { widgetCode } } })),
  /** The rows a widget draws; `params`: its dataset's parameters and a layout link's filter[<dimension>] values. */
  data: (widgetCode: string, params?: Record<string, string>): Promise<DataRow[]> =>
    api.get('/api/eform/engine/widget/{widgetCode}/data', { params: { path: { widgetCode }, query: { params } } }, { silent: true }),
};
