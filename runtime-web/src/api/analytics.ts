// Calls of the process analytics (/api/bpm/analytics, administrators): the reports' rows are the engine's types.
import type { HandlerSummary, NodeSummary, OverdueTask, TemplateSummary } from '@yc/engine/bpm/analytics';
import { api } from '../request/api.ts';
import type { PageResult } from './eform.ts';

/** A template and an inclusive range of ISO date-times; each optional. */
export interface AnalyticsFilter {
  templateKey?: string;
  from?: string;
  to?: string;
}

export const analyticsApi = {
  summary: (filter: AnalyticsFilter): Promise<TemplateSummary[]> => api.get('/api/bpm/analytics/summary', { params: { query: filter } }),
  nodes: (filter: AnalyticsFilter): Promise<NodeSummary[]> => api.get('/api/bpm/analytics/nodes', { params: { query: filter } }),
  users: (filter: AnalyticsFilter): Promise<HandlerSummary[]> => api.get('/api/bpm/analytics/users', { params: { query: filter } }),
  overdue: (filter: AnalyticsFilter & { pageNo?: number; pageSize?: number }): Promise<PageResult<OverdueTask>> =>
    api.get('/api/bpm/analytics/overdue', { params: { query: filter } }),
};
