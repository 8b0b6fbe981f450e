// Row scope of a user on a page: the data rules their roles apply to the page's menu item, as one SQL condition.
// Shared by every list, update and delete that a data rule may restrict (system tables now, modelled tables later).
import type { EntityManager } from '../db/database.ts';
import { currentDepart } from './departs.ts';
import { orgCodesBelow } from './store/orgs.ts';
import { grantedRules } from './store/grants.ts';
import { userNames } from './store/users.ts';
import { today } from '../today.ts';
import { PLATFORM_DIALECT, ruleCondition, type DataRule, type QueryDialect, type RuleVariables, type ScopeColumns } from '@yc/engine';
import { ALWAYS, NEVER, and, or, type SqlFragment } from './sql.ts';

export type { ScopeColumn, ScopeColumns } from '@yc/engine';

/** The caller's values of the rule variables (#{sys_user_code}, #{sys_org_code}, #{sys_org_children}, …). */
export async function loadRuleVariables(em: EntityManager, userId: string): Promise<RuleVariables> {
  const user = await userNames(em, userId);
  const depart = await currentDepart(em, userId);
  return {
    sys_user_id: userId,
    sys_user_code: user?.username ?? null,
    sys_user_name: user?.realname ?? null,
    sys_org_id: depart?.id ?? null,
    sys_org_code: depart?.orgCode ?? null,
    sys_org_children: depart ? await orgCodesBelow(em, depart.id) : [],
    sys_date: today(),
  };
}

/**
 * The rows of a page the user may see and change, as a condition over the caller's `columns` allow-list.
 * `permissionCode` is the code of the page's menu item (sys_permission.code). Each role granting the item
 * contributes the AND of the rules it selected (none selected: every row); the user gets the OR over their
 * roles. A user whose roles do not grant the item gets no rows. The condition is spelt in the `dialect` of the table's database.
 */
export async function dataScope(
  em: EntityManager, userId: string, permissionCode: string, columns: ScopeColumns, dialect: QueryDialect = PLATFORM_DIALECT,
): Promise<SqlFragment> {
  const rows = await grantedRules(em, userId, permissionCode);
  if (rows.length === 0) return NEVER;
  const rulesByRole = new Map<string, DataRule[]>();
  for (const row of rows) {
    const rules = rulesByRole.get(row.role_id) ?? [];
    if (row.ruleColumn !== null) rules.push({ ruleColumn: row.ruleColumn, ruleConditions: row.ruleConditions ?? '', ruleValue: row.ruleValue ?? '' });
    rulesByRole.set(row.role_id, rules);
  }
  if ([...rulesByRole.values()].some((rules) => rules.length === 0)) return ALWAYS;
  const vars = await loadRuleVariables(em, userId);
  return or([...rulesByRole.values()].map((rules) => and(rules.map((rule) => ruleCondition(rule, columns, vars, dialect)))));
}
