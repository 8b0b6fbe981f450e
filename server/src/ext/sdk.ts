// The extension module SDK (issue #39): the types a module in MODULES_DIR is written against. A module imports only
// TYPES from here (`import type { ModuleSetup } from '…/server/src/ext/sdk.ts'`); every runtime value it uses (TypeBox,
// the records of a page, the errors, the logger) is handed to it in `sdk`, so a module never reaches platform internals.
import type { Static, TSchema, JavaScriptTypeBuilder } from '@sinclair/typebox';
import type { PERMISSIONS } from '@yc/engine';

export type ExtMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: a signed-in user holding one of the permission codes (the enterprise's permission items, as
 * the platform's own routes declare them), or any signed-in user. A route without it is refused at load.
 */
export type ExtAccess = { permission: string | readonly string[] } | { authenticated: true };

/** The caller, from the session only. */
export interface ExtUser {
  id: string;
  username: string;
  /** The caller's enterprise. Informational: every data call of the SDK already runs in it, and only in it. */
  tenantId: number;
}

export type ExtLanguage = 'zh_CN' | 'en_US';

export interface ExtRequest<Body = unknown, Query = Record<string, unknown>, Params = Record<string, string>> {
  body: Body;
  query: Query;
  params: Params;
  user: ExtUser;
  lang: ExtLanguage;
}

export interface ExtRouteSchema {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** A request typed by the route's schema. */
export type ExtRequestOf<S extends ExtRouteSchema | undefined> = ExtRequest<
  StaticOr<NonNullable<S>['body'], unknown>,
  StaticOr<NonNullable<S>['querystring'], Record<string, unknown>>,
  StaticOr<NonNullable<S>['params'], Record<string, string>>
>;

export interface ExtRoute<S extends ExtRouteSchema | undefined = ExtRouteSchema | undefined> {
  method: ExtMethod;
  /** Below the module's prefix: '/orders/:id' answers at /api/ext/<module>/orders/:id. */
  url: string;
  access: ExtAccess;
  schema?: S;
  /** One line for the API documentation. */
  summary: string;
  /** Its result is sent in the platform's envelope (a file reply of `sdk.file`/`sdk.excel` as an attachment); throw `sdk.errors.*` to refuse. */
  handler: (req: ExtRequestOf<S>) => Promise<unknown>;
}

/** A filter on one of the page's query columns; `op` is one of the page's query operators (the column's own when absent). */
export interface ExtFilter {
  colCode: string;
  op?: string;
  value?: unknown;
}

export interface ExtListQuery {
  pageNo?: number;
  pageSize?: number;
  filters?: ExtFilter[];
  sort?: { colCode: string; order?: 'asc' | 'desc' } | { colCode: string; order?: 'asc' | 'desc' }[];
}

export type ExtRecord = Record<string, unknown> & { id?: string };

export interface ExtPage<R = ExtRecord> {
  records: R[];
  total: number;
  current: number;
  size: number;
  pages?: number;
}

/**
 * The records of a page (an eform view) as the caller sees them on the console: the page's data rules, masks, field
 * permissions and button permissions apply, in the caller's enterprise. A refusal throws the platform's error (403,
 * 400 with the catalogue message, 409 on a stale version).
 */
export interface ExtRecords {
  list(query?: ExtListQuery): Promise<ExtPage>;
  /** `edit: true` reads the stored (unmasked) values, which needs the page's edit button. */
  read(id: string, options?: { edit?: boolean }): Promise<ExtRecord>;
  add(values: ExtRecord): Promise<ExtRecord>;
  /**
   * `values.data_version` is the version read (as `read` and `list` answer it; `version` is taken for it when
   * `data_version` is absent): a record changed since is refused (409), one without a version (400).
   */
  edit(id: string, values: ExtRecord): Promise<ExtRecord>;
  /** Deletes the records (one: the page's delete button; several: its batch delete button); answers how many. */
  remove(ids: string[]): Promise<number>;
}

/** Where a record's approval stands: draft (never submitted), inApproval, approved, rejected or withdrawn. */
export type ExtApprovalStatus = 'draft' | 'inApproval' | 'approved' | 'rejected' | 'withdrawn';

/** The instance a start made. */
export interface ExtProcessStarted {
  id: string;
  state: string;
  dataId: string | null;
}

/**
 * The approval of a page's records by a process bound to the page's form, as the caller starts and sees it on the
 * console: the template's start permission, the page's rules and the record's status are checked by the BPM routes.
 */
export interface ExtProcess {
  /** Submits the record: starts an instance about it (refused with 400 when it is in approval or approved). */
  start(recordId: string, options?: { businessTitle?: string; variables?: Record<string, unknown> }): Promise<ExtProcessStarted>;
  /** The record's approval status. */
  state(recordId: string): Promise<ExtApprovalStatus>;
}

/** The platform's error answers, in its envelope and the caller's language. */
export interface ExtErrors {
  badRequest(message: string): Error;
  notFound(): Error;
  forbidden(): Error;
  conflict(): Error;
}

export interface ExtLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
  debug(message: string, details?: Record<string, unknown>): void;
}

/** A file a route answers instead of data: sent as an attachment with its content type (made by `sdk.file` or `sdk.excel`). */
export interface ExtFileReply {
  readonly fileName: string;
  readonly contentType: string;
}

/** A one-sheet spreadsheet: the header row and the rows (text, numbers, booleans; null or undefined as an empty cell). */
export interface ExtExcel {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
}

export interface ModuleSdk {
  /** The module's name (its folder). */
  readonly name: string;
  route<S extends ExtRouteSchema | undefined>(route: ExtRoute<S>): void;
  /** The records of the page `viewCode`, as `req.user` may see and change them. */
  records(req: ExtRequest<unknown, unknown, unknown>, viewCode: string): ExtRecords;
  /** The approval of the page's records by the process `processKey` (bound to the page's form), as `req.user`. */
  process(req: ExtRequest<unknown, unknown, unknown>, viewCode: string, processKey: string): ExtProcess;
  /** TypeBox's `Type`, for route schemas (the platform's instance: its schemas validate as the platform's do). */
  readonly Type: JavaScriptTypeBuilder;
  readonly errors: ExtErrors;
  /** The platform's permission codes (`sdk.permissions.eform.view.list`, …), for routes guarded like the platform's. */
  readonly permissions: PlatformPermissions;
  /** A logger named after the module. */
  readonly log: ExtLogger;
  /** A file reply of these bytes, for a handler to return: sent as an attachment, not in the envelope. */
  file(fileName: string, contentType: string, body: Uint8Array | string): ExtFileReply;
  /** An .xlsx file reply written by the platform's Excel writer, for a handler to return. */
  excel(sheet: ExtExcel): Promise<ExtFileReply>;
}

/** The platform's permission catalogue, as a nested object of codes. */
export type PlatformPermissions = typeof PERMISSIONS;

/**
 * What `server/index.ts` of a module exports by default: called once at load with the module's SDK; it registers the
 * module's routes (synchronously or before its promise settles).
 */
export type ModuleSetup = (sdk: ModuleSdk) => void | Promise<void>;

/** `module.json`. */
export interface ModuleManifest {
  name: string;
  version: string;
  title: string;
  description?: string;
}
