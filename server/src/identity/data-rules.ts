// Data rules of a menu item (field, operator, value with #{variables}) and which of them each role applies.
import { randomUUID } from 'node:crypto';
import { OneOf, QUERY_OPERATORS, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { isRuleOperator, RULE_VARIABLE_NAMES } from '@yc/engine';
import { SysDataRuleEntity } from '../db/entities/identity.ts';
import { SysPermissionEntity, SysRoleEntity } from '../db/entities/system.ts';
import { updateVersioned } from './rows.ts';
import { containsPattern } from './sql.ts';
import { roleRuleIds, setRoleRules } from './store/permissions.ts';
import { byId, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, replies, RowOf, Saved, Strings } from '../wire/responses.ts';
import { idList, optionalExcept, str, uuid, version } from '../wire/requests.ts';

type RuleField = 'permissionId' | 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue' | 'status';
const RULE_PROPERTIES = {
  permissionId: uuid,
  ruleName: Type.String({ minLength: 1, maxLength: 200 }),
  ruleColumn: Type.String({ minLength: 1, maxLength: 100 }),
  ruleConditions: str(30),
  ruleValue: str(2000),
  status: OneOf(['0', '1']),
};
const RULE_ORDER = [{ createdAt: 'asc' }, { id: 'asc' }] as const;
const rulesOf = (em: EntityManager, permissionId: string) => em.find(SysDataRuleEntity, { permissionId }, { orderBy: [...RULE_ORDER] });
const RULE_ROW = RowOf(RULE_PROPERTIES);

type RuleBody = Partial<Record<RuleField, string>>;

/** A rule names a field (an identifier), an operator of the query vocabulary and only known variables. */
function checkRule(rule: RuleBody): void {
  const knownVariables = [...(rule.ruleValue ?? '').matchAll(/#\{([^}]*)\}/g)].every((m) => (RULE_VARIABLE_NAMES as readonly string[]).includes(m[1]!));
  if (
    (rule.ruleColumn !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(rule.ruleColumn)) ||
    (rule.ruleConditions !== undefined && !isRuleOperator(rule.ruleConditions)) ||
    !knownVariables
  ) throw badRequest(platformMessage('dataRuleInvalid'));
}

async function assertMenuItem(em: EntityManager, permissionId: string): Promise<void> {
  if (!(await em.count(SysPermissionEntity, { id: permissionId }))) throw notFound();
}

export async function dataRuleRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/system/permission';
  const tags = ['data rule'];
  const manage = { permission: PERMISSIONS.system.menu.datarule };
  const read = { permission: [PERMISSIONS.system.menu.datarule, PERMISSIONS.system.role.authorize] };

  app.get(`${base}/dataRuleVocabulary`, {
    config: { access: read },
    schema: { tags, response: replies(Type.Object({ operators: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })), variables: Strings })), summary: 'The operators and variables a data rule may use' },
  }, async () => ok({ operators: [...QUERY_OPERATORS], variables: RULE_VARIABLE_NAMES.map((name) => `#{${name}}`) }));

  app.get(`${base}/getPermRuleListByPermId`, {
    config: { access: read },
    schema: { tags, response: replies(Type.Array(RULE_ROW)), summary: 'The data rules of a menu item', querystring: Type.Object({ permissionId: uuid }) },
  }, async (request) => ok(await request.tx((em) => rulesOf(em, request.query.permissionId))));

  app.get(`${base}/queryPermissionRule`, {
    config: { access: read },
    schema: {
      tags, response: replies(Type.Array(RULE_ROW)), summary: 'Data rules of a menu item filtered by name or field',
      querystring: Type.Object({ permissionId: uuid, ...optionalExcept({ ruleName: str(200), ruleColumn: str(100) }) }),
    },
  }, async (request) => {
    const { permissionId, ruleName, ruleColumn } = request.query;
    return ok(await request.tx((em) => em.find(SysDataRuleEntity, {
      permissionId, ruleName: { $ilike: containsPattern(ruleName?.trim() ?? '') }, ruleColumn: { $ilike: containsPattern(ruleColumn?.trim() ?? '') },
    }, { orderBy: [...RULE_ORDER] })));
  });

  app.post(`${base}/addPermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Saved), summary: 'Add a data rule to a menu item', body: Type.Object(optionalExcept(RULE_PROPERTIES, ['permissionId', 'ruleName', 'ruleColumn', 'ruleConditions'])) },
  }, async (request) => {
    checkRule(request.body);
    const id = randomUUID();
    await request.tx(async (em) => {
      await assertMenuItem(em, request.body.permissionId);
      await em.insert(SysDataRuleEntity, { ...request.body, id });
    });
    return ok({ id });
  });

  app.put(`${base}/editPermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Saved), summary: 'Edit a data rule (optimistic lock on version)', body: Type.Object({ ...optionalExcept(RULE_PROPERTIES), id: uuid, version: Type.Optional(version) }) },
  }, async (request) => {
    const { id, version: expected, permissionId: _moved, ...values } = request.body;
    checkRule(values);
    const saved = await request.tx((em) => updateVersioned(em, SysDataRuleEntity, id, values, expected));
    return ok({ id, version: saved });
  });

  app.delete(`${base}/deletePermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Nothing), summary: 'Delete a data rule', querystring: byId },
  }, async (request) => {
    const deleted = await request.tx((em) => em.nativeDelete(SysDataRuleEntity, { id: request.query.id }));
    if (deleted === 0) throw notFound();
    return ok(null);
  });

  app.get('/api/system/role/datarule', {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: {
      tags, response: replies(Type.Object({ rules: Type.Array(RULE_ROW), selected: Strings })), summary: 'The data rules of a menu item and the ids of those the role applies {rules, selected}',
      querystring: Type.Object({ roleId: uuid, permissionId: uuid }),
    },
  }, async (request) => {
    const { roleId, permissionId } = request.query;
    const result = await request.tx(async (em) => {
      const rules = await rulesOf(em, permissionId);
      const selected = await roleRuleIds(em, roleId, permissionId);
      return { rules, selected };
    });
    return ok(result);
  });

  app.post('/api/system/role/datarule', {
    config: { access: { permission: PERMISSIONS.system.role.authorize } },
    schema: {
      tags, response: replies(Nothing), summary: 'Set the data rules a role applies to a menu item (none: the role sees every row)',
      body: Type.Object({ roleId: uuid, permissionId: uuid, ruleIds: idList }),
    },
  }, async (request) => {
    const { roleId, permissionId } = request.body;
    const ruleIds = parseIds(request.body.ruleIds);
    await request.tx(async (em) => {
      if (!(await em.count(SysRoleEntity, { id: roleId }))) throw notFound();
      if (ruleIds.length && (await em.count(SysDataRuleEntity, { id: { $in: ruleIds }, permissionId })) !== ruleIds.length) throw notFound();
      await setRoleRules(em, roleId, permissionId, ruleIds);
    });
    return ok(null);
  });
}
