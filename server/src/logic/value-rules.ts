// Fill rules (values drawn from a built-in generator: serial numbers, date parts, the department's code) and check
// rules (a pattern a value must match). Serial numbers count in one row per rule and period, incremented under its row
// lock: parallel draws wait for each other and never collide. Patterns run on the engine's linear-time matcher, so no
// expression can hold a request (one it cannot run was refused when the rule was saved).
import { Type } from '@sinclair/typebox';
import {
  checkFillRule, CONFIG_MESSAGES, customMessage, datePartsIn, isFillRuleClass, matchCheckRule, PERMISSIONS, planFillRule, RULE_MESSAGES,
} from '@yc/engine';
import type { Api } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { registerMetadataRoutes } from '../eform/metadata/metadata-routes.ts';
import { loadItem } from '../eform/store/metadata.ts';
import { badRequest, ok } from '../wire/envelope.ts';
import { replies } from '../wire/responses.ts';
import { codeParam } from '../wire/requests.ts';
import { nextSequence, userOrgCode } from './store/config-lookups.ts';

/** Draws the next value of a fill rule for the user (in the enterprise's time zone). */
export async function drawFillRule(em: EntityManager, code: string, userId: string, timeZone: string): Promise<string> {
  const item = await loadItem(em, 'fillRule', code);
  if (!item) throw badRequest(CONFIG_MESSAGES.fillRuleUnknown(code));
  const rule = item.content;
  if (!isFillRuleClass(rule.ruleClass)) throw badRequest(CONFIG_MESSAGES.fillClassUnknown(rule.ruleClass, ''));
  const at = datePartsIn(timeZone);
  const plan = planFillRule(rule.ruleClass, rule.ruleParams, at);
  let sequence: number | undefined;
  if (plan.period !== null) {
    sequence = await nextSequence(em, code, plan.period);
  }
  let orgCode: string | undefined;
  if (plan.needsOrg) {
    orgCode = await userOrgCode(em, userId);
    if (!orgCode) throw badRequest(CONFIG_MESSAGES.fillNoOrg);
  }
  return plan.value({ at, sequence, orgCode });
}

export async function valueRuleRoutes(app: Api, timeZone: string) {
  const tags = ['logic'];
  registerMetadataRoutes(app, {
    kind: 'fillRule', base: '/api/system/fillRule', permissions: PERMISSIONS.system.fillRule,
    check: async (_em, rule) => checkFillRule(rule.ruleClass, rule.ruleParams),
  });
  // The engine's rules check the pattern's syntax on save.
  registerMetadataRoutes(app, { kind: 'checkRule', base: '/api/system/checkRule', permissions: PERMISSIONS.system.checkRule });

  app.get('/api/system/fillRule/executeRuleByCode/:ruleCode', {
    config: { access: 'authenticated' },
    schema: {
      tags, summary: 'Draw the next value of a fill rule (a serial number is never drawn twice)',
      params: Type.Object({ ruleCode: codeParam }),
      response: replies(Type.String()),
    },
  }, async (request) => ok(await request.tx((em) => drawFillRule(em, request.params.ruleCode, request.caller().userId, timeZone))));

  app.get('/api/system/checkRule/checkByCode', {
    config: { access: 'authenticated', readOnly: true },
    schema: {
      tags, summary: 'Check a value against a check rule: success, or the rule\'s message',
      querystring: Type.Object({ ruleCode: codeParam, value: Type.Optional(Type.String({ maxLength: 10_000 })) }),
      response: replies(Type.Boolean()),
    },
  }, async (request) => {
    const item = await request.tx((em) => loadItem(em, 'checkRule', request.query.ruleCode));
    if (!item) throw badRequest(CONFIG_MESSAGES.checkRuleUnknown(request.query.ruleCode));
    const rule = item.content;
    const matched = matchCheckRule(rule, request.query.value ?? '');
    if (matched === undefined) throw badRequest(RULE_MESSAGES.patternUnsupported(rule.ruleCode));
    if (!matched) throw badRequest(customMessage(rule.message));
    return ok(true);
  });
}
