// Data rules of a menu item (field, operator, value with #{variables}) and which of them each role applies.
import { randomUUID } from 'node:crypto';
import { MESSAGES, OneOf, QUERY_OPERATORS, PERMISSIONS } from '@yc/engine';
import type { Api, PluginOptions } from '../plugins.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { isRuleOperator, RULE_VARIABLE_NAMES } from '@yc/engine';
import { containsPattern, placeholders } from './sql.ts';
import { insertRow, selectColumns, updateRow, type TableSpec } from './table.ts';
import { byId, parseIds } from './wire.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, replies, RowOf, Saved, Strings } from '../wire/responses.ts';
import { idList, optionalExcept, str, uuid, version } from '../wire/requests.ts';

type RuleField = 'permissionId' | 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue' | 'status';
const RULE_TABLE: TableSpec<RuleField> = {
  table: 'sys_permission_data_rule',
  columns: {
    permissionId: 'permission_id', ruleName: 'rule_name', ruleColumn: 'rule_column',
    ruleConditions: 'rule_conditions', ruleValue: 'rule_value', status: 'status',
  },
};
const RULE_PROPERTIES = {
  permissionId: uuid,
  ruleName: Type.String({ minLength: 1, maxLength: 200 }),
  ruleColumn: Type.String({ minLength: 1, maxLength: 100 }),
  ruleConditions: str(30),
  ruleValue: str(2000),
  status: OneOf(['0', '1']),
};
const COLUMNS = `d.id, ${selectColumns(RULE_TABLE, 'd')}, d.version`;
const RULE_ROW = RowOf(RULE_PROPERTIES);

type RuleBody = Partial<Record<RuleField, string>>;

/** A rule names a field (an identifier), an operator of the query vocabulary and only known variables. */
function checkRule(rule: RuleBody): void {
  const knownVariables = [...(rule.ruleValue ?? '').matchAll(/#\{([^}]*)\}/g)].every((m) => (RULE_VARIABLE_NAMES as readonly string[]).includes(m[1]!));
  if (
    (rule.ruleColumn !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(rule.ruleColumn)) ||
    (rule.ruleConditions !== undefined && !isRuleOperator(rule.ruleConditions)) ||
    !knownVariables
  ) throw badRequest(MESSAGES.dataRuleInvalid.en_US);
}

async function assertMenuItem(em: EntityManager, permissionId: string): Promise<void> {
  const [row] = await em.execute(`select 1 from sys_permission where id = ?`, [permissionId]);
  if (!row) throw notFound();
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
  }, async (request) => ok(await request.tx((em) =>
    em.execute(`select ${COLUMNS} from sys_permission_data_rule d where d.permission_id = ? order by d.created_at, d.id`, [request.query.permissionId]))));

  app.get(`${base}/queryPermissionRule`, {
    config: { access: read },
    schema: {
      tags, response: replies(Type.Array(RULE_ROW)), summary: 'Data rules of a menu item filtered by name or field',
      querystring: Type.Object({ permissionId: uuid, ...optionalExcept({ ruleName: str(200), ruleColumn: str(100) }) }),
    },
  }, async (request) => {
    const { permissionId, ruleName, ruleColumn } = request.query;
    const rows = await request.tx((em) => em.execute(
      `select ${COLUMNS} from sys_permission_data_rule d
        where d.permission_id = ? and d.rule_name ilike ? and d.rule_column ilike ? order by d.created_at, d.id`,
      [permissionId, containsPattern(ruleName?.trim() ?? ''), containsPattern(ruleColumn?.trim() ?? '')]));
    return ok(rows);
  });

  app.post(`${base}/addPermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Saved), summary: 'Add a data rule to a menu item', body: Type.Object(optionalExcept(RULE_PROPERTIES, ['permissionId', 'ruleName', 'ruleColumn', 'ruleConditions'])) },
  }, async (request) => {
    checkRule(request.body);
    const id = randomUUID();
    await request.tx(async (em) => {
      await assertMenuItem(em, request.body.permissionId);
      await insertRow(em, RULE_TABLE, id, request.body);
    });
    return ok({ id });
  });

  app.put(`${base}/editPermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Saved), summary: 'Edit a data rule (optimistic lock on version)', body: Type.Object({ ...optionalExcept(RULE_PROPERTIES), id: uuid, version: Type.Optional(version) }) },
  }, async (request) => {
    const { id, version: expected, permissionId: _moved, ...values } = request.body;
    checkRule(values);
    const saved = await request.tx((em) => updateRow(em, RULE_TABLE, id, values, expected));
    return ok({ id, version: saved });
  });

  app.delete(`${base}/deletePermissionRule`, {
    config: { access: manage },
    schema: { tags, response: replies(Nothing), summary: 'Delete a data rule', querystring: byId },
  }, async (request) => {
    const rows = await request.tx((em) => em.execute(`delete from sys_permission_data_rule where id = ? returning id`, [request.query.id]));
    if (rows.length === 0) throw notFound();
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
      const rules = await em.execute(`select ${COLUMNS} from sys_permission_data_rule d where d.permission_id = ? order by d.created_at, d.id`, [permissionId]);
      const selected = await em.execute<{ rule_id: string }[]>(
        `select rd.rule_id from sys_role_data_rule rd join sys_permission_data_rule d on d.id = rd.rule_id
          where rd.role_id = ? and d.permission_id = ?`, [roleId, permissionId]);
      return { rules, selected: selected.map((s) => s.rule_id) };
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
      const [role] = await em.execute(`select 1 from sys_role where id = ?`, [roleId]);
      if (!role) throw notFound();
      if (ruleIds.length) {
        const [row] = await em.execute<{ n: string }[]>(
          `select count(*) as n from sys_permission_data_rule where id in (${placeholders(ruleIds)}) and permission_id = ?`, [...ruleIds, permissionId]);
        if (Number(row?.n) !== ruleIds.length) throw notFound();
      }
      await em.execute(
        `delete from sys_role_data_rule rd using sys_permission_data_rule d where d.id = rd.rule_id and rd.role_id = ? and d.permission_id = ?`,
        [roleId, permissionId]);
      for (const ruleId of ruleIds) await em.execute(`insert into sys_role_data_rule (role_id, rule_id) values (?, ?)`, [roleId, ruleId]);
    });
    return ok(null);
  });
}
