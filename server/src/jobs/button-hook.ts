// The `buttonHook` job handler: runs a page's custom button script over the records a query of the page finds, as the
// user who last saved the job (that user's page access, button permission and data rules apply, as when they press the
// button), in the one script sandbox with the page api's SQL and HTTP configs. The page and button are named by the
// job's parameter and looked up in the stored page, never taken as code: {"viewCode", "buttonName", "query"}.
import {
  buttonOutcome, MessageError, PAGE_HOOK_MESSAGES, renderMessage, sysJobButtonMessage, type ButtonScriptInput, type Message, type UserQuery,
} from '@yc/engine';
import { mayPress } from '../eform/records/button-hooks.ts';
import { platformTable } from '../eform/store/records/record-tables.ts';
import { loadRecordContext, onPlatform } from '../eform/records/records-context.ts';
import { rowScope } from '../eform/records/records-scope.ts';
import { listRecords, visibleRows } from '../eform/records/records-service.ts';
import { httpRecords } from '../logic/http-configs.ts';
import { isObject, JOB_MESSAGES, jsonParameter, registerJobClass } from './registry.ts';
import { activeUserId, hasCustomButton } from './store.ts';

/** At most this many records go to one run of the script (the button's own limit). */
const MAX_RECORDS = 500;

const make = sysJobButtonMessage;

interface ButtonParameter {
  viewCode: string;
  buttonName: string;
  query: UserQuery;
}

function parse(parameter: string | null): ButtonParameter | Message {
  const value = jsonParameter(parameter);
  if (!value) return JOB_MESSAGES.parameterNotJson;
  const { viewCode, buttonName, query } = value;
  if (typeof viewCode !== 'string' || !viewCode || typeof buttonName !== 'string' || !buttonName) return make('parameter');
  if (query !== undefined && !isObject(query)) return make('parameter');
  return { viewCode, buttonName, query: (query ?? {}) as UserQuery };
}

const problem = (p: ButtonParameter | Message): p is Message => !('viewCode' in p);

registerJobClass({
  name: 'buttonHook',
  label: { en_US: "Run a page's custom button over a query", zh_CN: '按查询执行页面的自定义按钮' },
  parameterHint: {
    en_US: '{"viewCode": "page code", "buttonName": "button name", "query": {"filters": […]}} — run as the user who saves the job',
    zh_CN: '{"viewCode": "页面编码", "buttonName": "按钮名称", "query": {"filters": […]}}——以保存任务的用户身份执行',
  },
  async check(em, parameter) {
    const p = parse(parameter);
    if (problem(p)) return p;
    return (await hasCustomButton(em, p.viewCode, p.buttonName)) ? undefined : make('noButton', { viewCode: p.viewCode, buttonName: p.buttonName });
  },
  async run({ tenantId, parameter, runAs, services }) {
    const p = parse(parameter);
    if (problem(p)) throw new MessageError(p);
    const { db, sandbox, sql, http } = services;
    const username = runAs ?? '';
    const prepared = await db.inTenant(tenantId, async (em) => {
      const userId = await activeUserId(em, username);
      if (!userId) throw new MessageError(make('noUser', { username }));
      const ctx = await loadRecordContext(em, p.viewCode, userId);
      const button = (ctx.view.buttons ?? []).find((b) => b.action === 'custom' && b.buttonName === p.buttonName);
      if (!button?.script) throw new MessageError(button ? PAGE_HOOK_MESSAGES.noButtonScript : make('noButton', { viewCode: p.viewCode, buttonName: p.buttonName }));
      if (!(await mayPress(em, userId, button))) throw new MessageError(make('notPressable', { username, buttonName: p.buttonName }));
      if (!onPlatform(ctx)) throw new MessageError(PAGE_HOOK_MESSAGES.viewNotReadable(p.viewCode));
      const page = await listRecords(platformTable(em), ctx, await rowScope(em, ctx, userId), { ...p.query, pageNo: 1, pageSize: MAX_RECORDS });
      return { script: button.script, rows: visibleRows(ctx, page.records) };
    }, username);
    const input: ButtonScriptInput = {
      viewCode: p.viewCode, buttonName: p.buttonName, user: { username }, ids: prepared.rows.map((r) => String(r.id)), records: prepared.rows,
    };
    const result = await sandbox.run(prepared.script.lang, prepared.script.code, input, {
      sql: (code, params) => sql.rowsOf(db, tenantId, String(code), (params ?? {}) as Record<string, unknown>),
      http: (code, params) => httpRecords(db, tenantId, http, String(code), (params ?? {}) as Record<string, unknown>),
    });
    const { message, data } = buttonOutcome(result);
    return { records: prepared.rows.length, message: renderMessage(message, 'en_US'), data: data ?? null };
  },
});
