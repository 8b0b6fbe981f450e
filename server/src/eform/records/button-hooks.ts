// Custom buttons that call a server hook: POST /api/eform/engine/view/{viewCode}/button runs the script of the page's
// custom button (found by its name in the stored page, never taken from the request) with the selected records, in the
// one script sandbox, after the button's permission is checked; it answers the script's message. A form's button control
// presses it with the form's values instead (those of the fields the caller may see).
import { Type } from '@sinclair/typebox';
import {
  buttonOutcome, dropHiddenFields, PAGE_HOOK_MESSAGES, renderMessage, type ButtonScriptInput, type ViewButton,
} from '@yc/engine';
import { hasPermission } from '../../auth/access.ts';
import type { EntityManager } from '../../db/database.ts';
import type { Api } from '../../plugin-types.ts';
import { badRequest, forbidden, ok, requestLanguage } from '../../wire/envelope.ts';
import { codeParam } from '../../wire/requests.ts';
import { replies } from '../../wire/responses.ts';
import { asApiErrors } from '../errors.ts';
import { isPermissionDefined } from '../store/records/context.ts';
import type { PageHooks } from './page-hooks.ts';
import { platformTable } from '../store/records/record-tables.ts';
import { loadRecordContext, onPlatform } from './records-context.ts';
import { readRecords, visibleRows } from './records-service.ts';

const MAX_SELECTED = 500;

/**
 * Whether the caller may press a page's button: its permission is held, or it names a code no permission item of the
 * enterprise defines (such a code restricts nobody, as on the console, spec §6).
 */
export async function mayPress(em: EntityManager, userId: string, button: Pick<ViewButton, 'permission'>): Promise<boolean> {
  if (!button.permission) return true;
  return !(await isPermissionDefined(em, button.permission)) || hasPermission(em, userId, button.permission);
}

export async function buttonHookRoutes(app: Api, hooks: PageHooks) {
  app.post('/api/eform/engine/view/:viewCode/button', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['eform-engine'],
      summary: "Run a custom button's server script with the selected records (ids); answers the script's message",
      params: Type.Object({ viewCode: codeParam }),
      body: Type.Object({
        buttonName: Type.String({ minLength: 1, maxLength: 100 }),
        ids: Type.Array(Type.String({ minLength: 1, maxLength: 36 }), { maxItems: MAX_SELECTED }),
        values: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { description: 'The values of the form whose button control pressed it' })),
      }),
      response: replies(Type.Object({ message: Type.String(), data: Type.Unknown() })),
    },
  }, async (request) => {
    const caller = request.caller();
    const { viewCode } = request.params;
    const ids = [...new Set(request.body.ids)];
    // The page, the button and the selected rows the caller may read, in one transaction; the script runs after it.
    const prepared = await asApiErrors(() => request.tx(async (em) => {
      const ctx = await loadRecordContext(em, viewCode, caller.userId);
      const button = (ctx.view.buttons ?? []).find((b) => b.action === 'custom' && b.buttonName === request.body.buttonName);
      if (!button) throw forbidden();
      if (!(await mayPress(em, caller.userId, button))) throw forbidden();
      if (!button.script) throw badRequest(PAGE_HOOK_MESSAGES.noButtonScript);
      const rows = ids.length && onPlatform(ctx) ? visibleRows(ctx, await readRecords(em, platformTable(em), ctx, caller.userId, ids)) : [];
      return { ctx, button, script: button.script, rows };
    }));
    const values = request.body.values && dropHiddenFields(request.body.values, prepared.ctx.access);
    const input: ButtonScriptInput = {
      viewCode, buttonName: prepared.button.buttonName, user: { username: caller.username }, ids, records: prepared.rows, ...(values ? { values } : {}),
    };
    const result = await asApiErrors(() => hooks.run(prepared.script, input, caller));
    const { message, data } = buttonOutcome(result);
    const text = renderMessage(message, requestLanguage(request));
    return ok({ message: text, data: data ?? null }, text);
  });
}
