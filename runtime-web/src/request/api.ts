// The request layer typed by the API document (#33 item 3): each call names a path of the document, and its body,
// parameters and result have the types openapi-typescript generated from it (schemas/api.ts, npm run gen:client), as
// openapi-fetch's client would give them. A server schema change that breaks the console then fails `npm run
// typecheck`. The calls go through `request` (token, `_t` and `lang`, time-out, envelope, notices) like the others.
import type { Client, ClientPathsWithMethod, FetchOptions, MethodResponse } from 'openapi-fetch';
import type { paths } from '@yc/schemas/api.ts';
import { request, type Params, type RequestOptions } from './http.ts';

type ApiClient = Client<paths>;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The document's paths that have the method. */
export type ApiPath<M extends Method> = ClientPathsWithMethod<ApiClient, M>;
type Operation<M extends Method, P extends ApiPath<M>> = paths[P][M];

/** What a call sends: its path and query parameters (`params.path`, `params.query`) and its JSON body. */
export type ApiInit<M extends Method, P extends ApiPath<M>> = Pick<FetchOptions<Operation<M, P>>, 'params' | 'body'>;
/** The body of an operation's request. */
export type ApiBody<M extends Method, P extends ApiPath<M>> = NonNullable<ApiInit<M, P>['body']>;
/** The `result` of an operation's success envelope. */
export type ApiResult<M extends Method, P extends ApiPath<M>> = MethodResponse<ApiClient, M, P> extends { result: infer R } ? R : never;

/** `Server`, checked to fit where the console reads it as `Console` (for calls shared by several paths). */
export type Fits<Server extends Console, Console> = Server;

type Sent = { params?: { path?: Record<string, string | number>; query?: object }; body?: unknown };

/** The document's path with its `{name}` segments filled from the path parameters. */
export function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The query string's parameters: an object-valued parameter (the document's `style: form, explode: true`, e.g. a
 * widget's free `params`) sends each of its properties as a parameter of its own.
 */
export function queryParams(query: object | undefined): Params | undefined {
  if (!query) return undefined;
  const flat: Params = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, value);
    else flat[name] = value as Params[string];
  }
  return flat;
}

function call<M extends Method>(method: M, path: string, init: Sent | undefined, options: RequestOptions | undefined) {
  return request(fillPath(path, init?.params?.path), {
    ...options,
    method: method.toUpperCase() as RequestOptions['method'],
    params: queryParams(init?.params?.query),
    data: init?.body,
  });
}

/**
 * Typed calls: `api.post('/api/system/role/add', { body })` answers the operation's `result`. The init is optional in
 * the signature (a required one would be checked before the path is known), its body and parameters typed when given.
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, init?: ApiInit<'get', P>, options?: RequestOptions) =>
    call('get', path, init as Sent | undefined, options) as Promise<ApiResult<'get', P>>,
  post: <P extends ApiPath<'post'>>(path: P, init?: ApiInit<'post', P>, options?: RequestOptions) =>
    call('post', path, init as Sent | undefined, options) as Promise<ApiResult<'post', P>>,
  put: <P extends ApiPath<'put'>>(path: P, init?: ApiInit<'put', P>, options?: RequestOptions) =>
    call('put', path, init as Sent | undefined, options) as Promise<ApiResult<'put', P>>,
  delete: <P extends ApiPath<'delete'>>(path: P, init?: ApiInit<'delete', P>, options?: RequestOptions) =>
    call('delete', path, init as Sent | undefined, options) as Promise<ApiResult<'delete', P>>,
};

/** The console's type with its literal unions widened to their base types (what a looser document type must fit). */
export type Widened<T> = T extends string ? string
  : T extends number ? number
  : T extends boolean ? boolean
  : T extends null | undefined ? T
  : T extends readonly (infer E)[] ? Widened<E>[]
  : T extends object ? { [K in keyof T]: Widened<T[K]> }
  : T;

/**
 * A result the document types more loosely than the console reads it (a string where the console knows the values):
 * checked to fit the console's type with its literals widened, then read as that type.
 */
export const narrowed = <Console>(result: Promise<Widened<Console>>) => result as Promise<unknown> as Promise<Console>;

/** A result the document leaves open (an object of any fields: a design, a modelled record): read as the console's type. */
export const opened = <Console>(result: Promise<{ [key: string]: unknown }>) => result as Promise<unknown> as Promise<Console>;

/** The query parameters of an operation. */
export type ApiQuery<M extends Method, P extends ApiPath<M>> = NonNullable<NonNullable<ApiInit<M, P>['params']>['query']>;

/**
 * A result the console reads more narrowly than the document types it (its optional or nullable fields, its open
 * `unknown` parts): `readAs<T>()(call)` compiles only when `T` is a type the document's result admits.
 */
export const readAs = <Console>() =>
  <Server>(result: Promise<Server>, ..._fits: [Console] extends [Server] ? [] : ['the console type does not fit the document']) =>
    result as Promise<unknown> as Promise<Console>;
