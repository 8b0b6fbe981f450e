// Records of a table model persisted over HTTP: what a list page's query becomes as parameters of the model's HTTP
// config (checked by the same plan as a database query: only query columns, sort columns and known operators), and the
// records and total of its answer. Only the parameters a config declares travel.
import type { TableModel, View } from '../metadata/index.ts';
import { planListQuery, type UserQuery } from '../query/plan.ts';
import { MessageError } from '../wire/message.ts';
import { answerRows } from './http-request.ts';
import { CONFIG_MESSAGES } from './messages.ts';

/** Parameters every list call may declare: the page, the sort, and one per queried column (by its code). */
export const REMOTE_LIST_PARAMETERS = ['pageNo', 'pageSize', 'sortField', 'sortOrder'] as const;

export interface RemotePage {
  params: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
}

/** The parameters of a list call (refusing what the page does not allow, as for a database query). */
export function remoteListParams(view: View, model: TableModel, query: UserQuery = {}): RemotePage {
  const plan = planListQuery(view, model, query);
  const params: Record<string, unknown> = { pageNo: plan.pageNo, pageSize: plan.pageSize };
  for (const filter of query.filters ?? []) params[filter.colCode] = filter.value;
  const [sort] = query.sort === undefined ? [] : [query.sort].flat();
  if (sort) Object.assign(params, { sortField: sort.colCode, sortOrder: sort.order === 'desc' ? 'desc' : 'asc' });
  return { params, pageNo: plan.pageNo, pageSize: plan.pageSize };
}

/** The records of an answer; each must carry an id. */
export function remoteRows(answer: unknown, resultPath: string | undefined): (Record<string, unknown> & { id: string })[] {
  const rows = answerRows(answer, resultPath);
  if (rows.some((r) => r.id === undefined || r.id === null || r.id === '')) throw new MessageError(CONFIG_MESSAGES.httpNoId);
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/** The total of a paged answer at its path, or the number of records when the config names none. */
export function remoteTotal(answer: unknown, totalPath: string | undefined, rows: readonly unknown[]): number {
  if (!totalPath) return rows.length;
  let at: unknown = answer;
  for (const key of totalPath.split('.').filter(Boolean)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  const total = Number(at);
  return Number.isFinite(total) && total >= 0 ? Math.floor(total) : rows.length;
}
