// `sdk.records(req, viewCode)`: a page's records through the platform's own /api/eform record routes, called in-process
// with the caller's credentials. The routes' checks (the page's buttons, data rules, masks, field permissions, page
// hooks, data sources, the tenant transaction, the version check) live in their closures; calling the routes runs every
// one of them exactly as the console's call would, and a module has no other way to reach a page's records.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, requestLanguage } from '../wire/envelope.ts';
import type { ExtListQuery, ExtPage, ExtRecord, ExtRecords } from './sdk.ts';

/** The headers that carry the caller's identity and nothing else of the module's request. */
const CREDENTIALS = ['x-access-token', 'authorization'] as const;

/** An edit's values with the version read as `data_version`, the record routes' name (`version` is taken for it when alone). */
function withVersion(values: ExtRecord): ExtRecord {
  if (values.data_version !== undefined || values.version === undefined) return values;
  const { version, ...rest } = values;
  return { ...rest, data_version: version };
}

/** Calls the platform's own routes in-process as the caller of `request` (its credentials and language only). */
export function callerAs(app: FastifyInstance, request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const name of CREDENTIALS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const lang = requestLanguage(request);
  return async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    const envelope = response.json() as { success?: boolean; message?: string; result?: unknown };
    if (response.statusCode !== 200 || !envelope.success) {
      throw new ApiError(response.statusCode === 200 ? 500 : response.statusCode, envelope.message ?? 'error', envelope.result ?? null);
    }
    return envelope.result as T;
  };
}

/** The path of a page's record routes. */
export const pagePath = (viewCode: string) => `/api/eform/engine/view/${encodeURIComponent(viewCode)}`;

export function pageRecords(app: FastifyInstance, request: FastifyRequest, viewCode: string): ExtRecords {
  const base = pagePath(viewCode);
  const send = callerAs(app, request);
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => send<T>(method, `${base}${path}`, body);

  return {
    list: (query: ExtListQuery = {}) => call<ExtPage>('POST', '/list', query),
    read: (id, options) => call<ExtRecord>('GET', `/data/${encodeURIComponent(id)}${options?.edit ? '?mode=edit' : ''}`),
    add: (values) => call<ExtRecord>('POST', '/data', values),
    edit: (id, values) => call<ExtRecord>('PUT', `/data/${encodeURIComponent(id)}`, withVersion(values)),
    async remove(ids) {
      if (ids.length === 1) {
        await call<null>('DELETE', `/data/${encodeURIComponent(ids[0]!)}`);
        return 1;
      }
      return (await call<{ deleted: number }>('POST', '/batchDelete', { ids })).deleted;
    },
  };
}
