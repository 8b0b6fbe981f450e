// The request layer of spec §7: token header, `_t` and `lang` parameters, time-out, envelope, notices.
import { API_BASE, REQUEST_TIMEOUT_MS } from '../config.ts';
import { SUCCESS_CODE, type Envelope } from '../engine.ts';
import { session } from '../store/session.ts';
import { currentLanguage, i18n } from '../i18n/language.ts';
import { noticeForStatus } from './notices.ts';
import { reportNotice } from './report.ts';
import { stashDirtyForms } from '../renderers/form/dirty-form.ts';
import { dropStaticAnswers } from '../session/static-cache.ts';

export type Params = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  /** JSON body, or FormData for uploads. */
  data?: unknown;
  /** The caller tells the user itself; no global notice. */
  silent?: boolean;
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /** A token not stored yet (e.g. between login and department choice). */
  token?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    readonly code: string,
    /** The envelope's result of the refusal (e.g. the per-field problems of a 400). */
    readonly result?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Dictionary item lookups are cacheable and carry no `_t` (spec §7). */
export function isDictItemLookup(url: string): boolean {
  return /\/dict\/getDictItem(s|Map)\//.test(url);
}

export function buildUrl(url: string, method: string, params: Params | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  if (method === 'GET' && !isDictItemLookup(url)) query.set('_t', String(Math.floor(Date.now() / 1000)));
  query.set('lang', currentLanguage());
  const base = /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`;
  const qs = query.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

function headersFor(data: unknown, token: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('X-Access-Token', token);
  if (data !== undefined && !(data instanceof FormData)) headers.set('Content-Type', 'application/json;charset=UTF-8');
  return headers;
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return undefined;
  }
}

/**
 * The token whose expiry the user was told of: the calls in flight with it (the save, the list's reload, look-ups) and
 * those made while the notice is up answer 401 too, and tell nothing more — one notice per expired session.
 */
let expiredToken: string | undefined;

/**
 * A write to the platform's administration (grants, menus, settings, translations, portals: everything under
 * /api/system/ and /api/eform/manage/) may change what the session's cached answers hold.
 */
const changesStaticAnswers = (url: string, method: string) => method !== 'GET' && /^(https?:\/\/[^/]+)?\/api\/(system|eform\/manage)\//.test(url);

function fail(status: number, message: string | undefined, silent: boolean, token: string | undefined, result?: unknown): never {
  const expired = status === 401 && Boolean(token);
  // The session ended under the console: nothing cached of it may be served.
  if (status === 401) dropStaticAnswers();
  // The open forms' unsaved input is kept for after the sign-in (the form that was saving among them).
  if (expired) stashDirtyForms();
  // After its expiry was told, a call of the dead session is its echo (a 401, a 403, a time-out): nothing more is told.
  const dead = Boolean(token) && token === expiredToken;
  if (!silent && !dead) {
    if (expired) expiredToken = token;
    reportNotice(noticeForStatus(status, message, Boolean(token)));
  }
  const text = message || i18n.t(status === 0 ? 'msg.networkTimeout' : 'msg.serverError');
  throw new ApiError(text, status, String(status), result);
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const token = options.token ?? session.token();
  const silent = options.silent === true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    const body = options.data === undefined ? undefined : options.data instanceof FormData ? options.data : JSON.stringify(options.data);
    response = await fetch(buildUrl(url, method, options.params), {
      method,
      headers: headersFor(options.data, token),
      body,
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    return fail(0, undefined, silent, token);
  }
  clearTimeout(timer);
  if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
  const envelope = await readEnvelope(response);
  if (!response.ok) return fail(response.status, envelope?.message, silent, token, envelope?.result);
  if (!envelope) return fail(500, undefined, silent, token);
  if (envelope.success === false || (envelope.code !== undefined && String(envelope.code) !== SUCCESS_CODE)) {
    const status = Number(envelope.code);
    return fail(Number.isInteger(status) && status >= 400 ? status : 400, envelope.message, silent, token, envelope.result);
  }
  if (changesStaticAnswers(url, method)) dropStaticAnswers();
  return envelope.result as T;
}

export const http = {
  get: <T>(url: string, params?: Params, options?: RequestOptions) => request<T>(url, { ...options, method: 'GET', params }),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>(url, { ...options, method: 'POST', data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) => request<T>(url, { ...options, method: 'PUT', data }),
  delete: <T>(url: string, params?: Params, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'DELETE', params }),
};
