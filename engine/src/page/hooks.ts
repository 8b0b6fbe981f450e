// The contract of a page's hooks and script buttons, run by the server in the one script sandbox: what each is given
// (`input`), what it may answer, and the calls of `api` it gets beyond the sandbox's own (read another page's records).
// A before hook may change the query (or the record asked for) or refuse with its own message; an after hook may
// reshape the rows; a button's script answers a message shown to the user. The save hooks run inside the save's
// transaction: before-save may refuse or change values (checked by the form's rules after it), after-save may refuse
// (the whole save rolls back).
import { RECORD_VERSION_COLUMN } from '../ddl/columns.ts';
import type { UserQuery } from '../query/plan.ts';
import { defineMessages, messageMaker, MessageError, customMessage, type Message } from '../wire/message.ts';

export { PAGE_HOOK_PLACES, type PageHookPlace } from '../vocab/page.ts';

/** The host calls a page's scripts get besides the sandbox's `sql` and `http`: `api.view(viewCode, query)`. */
export const PAGE_API_CALLS = ['view'] as const;

/** What a list or read is about, as a hook sees it. */
export type PageLoadKind = 'list' | 'record';

/** The user a script runs for (never anything a request could forge: from the session). */
export interface ScriptUser {
  username: string;
}

/** A before-load hook's input: the list's query, or the id of the record read. */
export interface BeforeLoadInput {
  viewCode: string;
  kind: PageLoadKind;
  user: ScriptUser;
  query?: UserQuery;
  id?: string;
}

/** An after-load hook's input: the rows as the caller may see them (a read: one row). */
export interface AfterLoadInput {
  viewCode: string;
  kind: PageLoadKind;
  user: ScriptUser;
  query?: UserQuery;
  records: Record<string, unknown>[];
  total?: number;
}

/** Whether a save adds a record or edits one. */
export type PageSaveKind = 'add' | 'edit';

/**
 * A before-save hook's input: the record's values as the form will check them (an edit's over the stored record) and,
 * for an edit, its id and the record as stored.
 */
export interface BeforeSaveInput {
  viewCode: string;
  kind: PageSaveKind;
  user: ScriptUser;
  record: Record<string, unknown>;
  id?: string;
  before?: Record<string, unknown>;
}

/** An after-save hook's input: the row as written (with its id) and, for an edit, the record as it was. */
export interface AfterSaveInput {
  viewCode: string;
  kind: PageSaveKind;
  user: ScriptUser;
  record: Record<string, unknown> & { id: string };
  before?: Record<string, unknown>;
}

/** A script button's input: the page, the ids selected (in order, deduplicated) and the rows of those the caller may read. */
export interface ButtonScriptInput {
  viewCode: string;
  buttonName: string;
  user: ScriptUser;
  ids: string[];
  records: Record<string, unknown>[];
  /** The form's values, when a form's button control pressed it. */
  values?: Record<string, unknown>;
}

export const PAGE_HOOK_TEXTS = defineMessages('pageHook', {
  badBefore: {
    en_US: 'The before-load hook must return nothing, {query: …}, {id: …} or {refuse: "message"}',
    zh_CN: '加载前脚本只能返回空、{query: …}、{id: …} 或 {refuse: "提示"}',
  },
  badAfter: {
    en_US: 'The after-load hook must return nothing, an array of records or {records: […]}',
    zh_CN: '加载后脚本只能返回空、记录数组或 {records: […]}',
  },
  badBeforeSave: {
    en_US: 'The before-save hook must return nothing, {values: {…}} or {refuse: "message"}',
    zh_CN: '保存前脚本只能返回空、{values: {…}} 或 {refuse: "提示"}',
  },
  badAfterSave: {
    en_US: 'The after-save hook must return nothing or {refuse: "message"}',
    zh_CN: '保存后脚本只能返回空或 {refuse: "提示"}',
  },
  noButtonScript: { en_US: 'This button runs no script', zh_CN: '该按钮没有配置脚本' },
  afterRemoteSave: {
    en_US: 'The HTTP service has saved the record ({id}); the after-save hook then refused it, which cannot undo that service\'s write: {reason}',
    zh_CN: 'HTTP 服务已保存该记录（{id}）；保存后脚本随后拒绝了它，但无法撤销该服务的写入：{reason}',
  },
  refusedPlainly: { en_US: 'The page refused this request', zh_CN: '页面拒绝了该请求' },
  viewNotReadable: { en_US: 'A script can read only pages of table models in the platform database: {viewCode}', zh_CN: '脚本只能读取平台数据库中表模型的页面：{viewCode}' },
});

const hook = messageMaker('pageHook', PAGE_HOOK_TEXTS);

export const PAGE_HOOK_MESSAGES = {
  badBefore: hook('badBefore'),
  badAfter: hook('badAfter'),
  badBeforeSave: hook('badBeforeSave'),
  badAfterSave: hook('badAfterSave'),
  noButtonScript: hook('noButtonScript'),
  refusedPlainly: hook('refusedPlainly'),
  /** The spec's 'Operation is successful' (the common catalogue's). */
  buttonDone: { code: 'm.operationSuccess' } as Message,
  viewNotReadable: (viewCode: string) => hook('viewNotReadable', { viewCode }),
  /** An after-save hook's refusal (or failure) once another service has already written the record. */
  afterRemoteSave: (id: string, reason: string) => hook('afterRemoteSave', { id, reason }),
} as const;

/** A hook that said no, with its own words (shown to the user as they are). */
export class HookRefused extends MessageError {
  constructor(message: Message) {
    super(message);
    this.name = 'HookRefused';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The refusal text a script gave: a non-empty string, capped. */
function refusalText(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return value.trim().slice(0, 500);
}

/** What a before-load hook decided: the query (list) or id (record) to use, or a refusal thrown. */
export function beforeLoadOutcome(input: BeforeLoadInput, result: unknown): { query?: UserQuery; id?: string } {
  const unchanged = { query: input.query, id: input.id };
  if (result === null || result === undefined || result === true) return unchanged;
  if (result === false) throw new HookRefused(PAGE_HOOK_MESSAGES.refusedPlainly);
  if (!isPlainObject(result)) throw new MessageError(PAGE_HOOK_MESSAGES.badBefore);
  if ('refuse' in result) {
    const text = refusalText(result.refuse);
    if (!text) throw new MessageError(PAGE_HOOK_MESSAGES.badBefore);
    throw new HookRefused(customMessage(text));
  }
  const out = { ...unchanged };
  if ('query' in result) {
    if (input.kind !== 'list' || !isPlainObject(result.query)) throw new MessageError(PAGE_HOOK_MESSAGES.badBefore);
    // The query goes through the same planning as the user's: only the page's own columns and operators pass.
    out.query = result.query as UserQuery;
  }
  if ('id' in result) {
    if (input.kind !== 'record' || typeof result.id !== 'string' || !result.id) throw new MessageError(PAGE_HOOK_MESSAGES.badBefore);
    out.id = result.id;
  }
  return out;
}

/** The rows an after-load hook gave back (each a plain object with the record's id), or the input's when it gave nothing. */
export function afterLoadOutcome(input: AfterLoadInput, result: unknown): Record<string, unknown>[] {
  if (result === null || result === undefined) return input.records;
  const rows = Array.isArray(result) ? result : isPlainObject(result) && Array.isArray(result.records) ? result.records : undefined;
  if (!rows || !rows.every(isPlainObject)) throw new MessageError(PAGE_HOOK_MESSAGES.badAfter);
  return rows;
}

/** A refusal a save hook answered (false, or {refuse: "message"}), thrown; `bad` when it answered neither that nor an object. */
function refuseIfAsked(result: unknown, bad: Message): void {
  if (result === false) throw new HookRefused(PAGE_HOOK_MESSAGES.refusedPlainly);
  if (!isPlainObject(result)) throw new MessageError(bad);
  if ('refuse' in result) {
    const text = refusalText(result.refuse);
    if (!text) throw new MessageError(bad);
    throw new HookRefused(customMessage(text));
  }
}

/**
 * The values a before-save hook changed (only those: the caller merges them over the record and the form's rules then
 * check the whole), nothing when it changed none, or its refusal thrown.
 */
export function beforeSaveOutcome(result: unknown): Record<string, unknown> {
  if (result === null || result === undefined || result === true) return {};
  refuseIfAsked(result, PAGE_HOOK_MESSAGES.badBeforeSave);
  const { values, ...rest } = result as Record<string, unknown>;
  if (Object.keys(rest).length || (values !== undefined && !isPlainObject(values))) throw new MessageError(PAGE_HOOK_MESSAGES.badBeforeSave);
  const changed = { ...(values ?? {}) } as Record<string, unknown>;
  // The record's identity and version are the save's own.
  for (const key of ['id', RECORD_VERSION_COLUMN]) delete changed[key];
  return changed;
}

/** An after-save hook's verdict: nothing (the save stands) or its refusal thrown (the save rolls back). */
export function afterSaveOutcome(result: unknown): void {
  if (result === null || result === undefined || result === true) return;
  refuseIfAsked(result, PAGE_HOOK_MESSAGES.badAfterSave);
  throw new MessageError(PAGE_HOOK_MESSAGES.badAfterSave);
}

/** The message a script button answers: its string (or {message}), else the catalogue's success text. */
export function buttonOutcome(result: unknown): { message: Message; data: unknown } {
  if (isPlainObject(result) && 'refuse' in result) {
    const text = refusalText(result.refuse);
    if (text) throw new HookRefused(customMessage(text));
  }
  const text = refusalText(typeof result === 'string' ? result : isPlainObject(result) ? result.message : undefined);
  return { message: text ? customMessage(text) : PAGE_HOOK_MESSAGES.buttonDone, data: isPlainObject(result) && 'data' in result ? result.data : null };
}
