// Calls of datasets and report widgets (issue 18): their metadata under /api/eform/manage, a dataset's preview, and
// a widget's card and data under /api/eform/engine (what end users' widget cards read).
import type { Dataset, Widget } from '@yc/engine/metadata';
import type { DimensionLabels } from '@yc/engine/report';
import { http, type Params } from '../request/http.ts';
import { historyApi } from './history.ts';
import type { PageResult, Stored } from './eform.ts';

export type DataRow = Record<string, unknown>;

interface ReportKinds {
  dataset: Dataset;
  widget: Widget;
}
type ReportKind = keyof ReportKinds;

const manage = (kind: ReportKind) => `/api/eform/manage/${kind}`;
const engineWidget = (code: string) => `/api/eform/engine/widget/${encodeURIComponent(code)}`;

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
    http.get<PageResult<Stored<ReportKinds[K]>>>(`${manage(kind)}/list`, params as Params),
  get: <K extends ReportKind>(kind: K, code: string) => http.get<Stored<ReportKinds[K]>>(`${manage(kind)}/queryByCode`, { code }),
  add: <K extends ReportKind>(kind: K, item: ReportKinds[K]) => http.post<Stored<ReportKinds[K]>>(`${manage(kind)}/add`, item),
  edit: <K extends ReportKind>(kind: K, item: Stored<ReportKinds[K]>) => http.put<Stored<ReportKinds[K]>>(`${manage(kind)}/edit`, item),
  remove: (kind: ReportKind, code: string) => http.delete<null>(`${manage(kind)}/delete`, { code }),
  history: (kind: ReportKind) => historyApi(manage(kind), true),
  /** The first rows of a dataset as edited (not saved); a refusal is the caller's to show when `silent`. */
  preview: (dataset: Dataset, options: { limit?: number; silent?: boolean; params?: Record<string, unknown> } = {}) =>
    http.post<{ rows: DataRow[]; labels?: DimensionLabels }>(`${manage('dataset')}/preview`, {
      dataset, ...(options.limit ? { limit: options.limit } : {}), ...(options.params ? { params: options.params } : {}),
    }, { silent: options.silent }),
  card: (widgetCode: string) => http.get<WidgetCard>(engineWidget(widgetCode)),
  /** The rows a widget draws; `params`: its dataset's parameters and a layout link's filter[<dimension>] values. */
  data: (widgetCode: string, params?: Params) => http.get<DataRow[]>(`${engineWidget(widgetCode)}/data`, params, { silent: true }),
};
