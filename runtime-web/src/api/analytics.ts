// Calls of the process analytics (/api/bpm/analytics, administrators): the reports' rows are the engine's types.
import type { HandlerSummary, NodeSummary, OverdueTask, TemplateSummary } from '@yc/engine/bpm/analytics';
import { http } from '../request/http.ts';
import type { PageResult } from './eform.ts';

const base = '/api/bpm/analytics';

/** A template and an inclusive range of ISO date-times; each optional. */
export interface AnalyticsFilter {
  templateKey?: string;
  from?: string;
  to?: string;
}

export const analyticsApi = {
  summary: (filter: AnalyticsFilter) => http.get<TemplateSummary[]>(`${base}/summary`, { ...filter }),
  nodes: (filter: AnalyticsFilter) => http.get<NodeSummary[]>(`${base}/nodes`, { ...filter }),
  users: (filter: AnalyticsFilter) => http.get<HandlerSummary[]>(`${base}/users`, { ...filter }),
  overdue: (filter: AnalyticsFilter & { pageNo?: number; pageSize?: number }) => http.get<PageResult<OverdueTask>>(`${base}/overdue`, { ...filter }),
};
