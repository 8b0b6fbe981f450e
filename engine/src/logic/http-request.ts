// HTTP configs as requests: parameters fill `{name}` placeholders of the address and header values (encoded, never
// code) and travel as the query, a JSON body or a form body; the records of the answer are found at a dot path.
import type { HttpConfig } from '../metadata/integration.ts';
import { MessageError } from '../wire/message.ts';
import { CONFIG_MESSAGES } from './messages.ts';

export interface HttpRequestPlan {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A config that cannot become a request (bad address or header). */
export class HttpConfigRefused extends MessageError {
  constructor(message: ConstructorParameters<typeof MessageError>[0]) {
    super(message);
    this.name = 'HttpConfigRefused';
  }
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the platform sets itself (or that would change the request's framing). */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'upgrade', 'te', 'trailer', 'expect', 'keep-alive', 'proxy-authorization']);

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Parameter values: the given ones over each parameter's default; only declared parameters travel. */
export function parameterValues(parameters: HttpConfig['inParameter'], given: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries((parameters ?? []).map((p) => [p.parameterKey, Object.hasOwn(given, p.parameterKey) ? given[p.parameterKey] : (p.defaultValue ?? null)]));
}

const fill = (template: string, values: Record<string, unknown>, encode: (s: string) => string) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? encode(text(values[name])) : whole));

/** The request of a config with the given parameter values. */
export function planHttpRequest(config: HttpConfig, given: Readonly<Record<string, unknown>>): HttpRequestPlan {
  const values = parameterValues(config.inParameter, given);
  let url: URL;
  try {
    url = new URL(fill(config.httpUrl, values, encodeURIComponent));
  } catch {
    throw new HttpConfigRefused(CONFIG_MESSAGES.httpUrlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpConfigRefused(CONFIG_MESSAGES.httpUrlInvalid);
  if (url.username || url.password) throw new HttpConfigRefused(CONFIG_MESSAGES.httpUrlInvalid);
  const headers: Record<string, string> = {};
  for (const { key, value } of config.httpHeader ?? []) {
    const filled = fill(value, values, (s) => s);
    if (!TOKEN.test(key) || RESERVED_HEADERS.has(key.toLowerCase()) || /[\r\n\0]/.test(filled)) {
      throw new HttpConfigRefused(CONFIG_MESSAGES.httpHeaderInvalid(key));
    }
    headers[key.toLowerCase()] = filled;
  }
  const method = config.httpMethod;
  const placed = new Set([...config.httpUrl.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
  const rest = Object.entries(values).filter(([k]) => !placed.has(k));
  const type = method === 'GET' || method === 'DELETE' ? 'query' : (config.inParameterType ?? 'json');
  let body: string | undefined;
  // A parameter with no value is left out of a query or form (a JSON body says null).
  const present = rest.filter(([, v]) => v !== null && v !== undefined);
  if (type === 'query') {
    for (const [k, v] of present) url.searchParams.append(k, text(v));
  } else if (type === 'form') {
    body = new URLSearchParams(present.map(([k, v]): [string, string] => [k, text(v)])).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else {
    body = JSON.stringify(Object.fromEntries(rest));
    headers['content-type'] = 'application/json';
  }
  headers.accept ??= 'application/json';
  return { method, url: url.toString(), headers, ...(body === undefined ? {} : { body }) };
}

/** The records of an answer: the list at the dot path (or the answer itself; a single object is one record). */
export function answerRows(answer: unknown, resultPath: string | undefined): Record<string, unknown>[] {
  let at: unknown = answer;
  for (const key of (resultPath ?? '').split('.').filter(Boolean)) {
    at = at && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined;
  }
  if (Array.isArray(at)) return at.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r));
  if (at && typeof at === 'object') return [at as Record<string, unknown>];
  throw new HttpConfigRefused(CONFIG_MESSAGES.httpNoRows(resultPath || '/'));
}
