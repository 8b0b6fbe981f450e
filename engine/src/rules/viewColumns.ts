// Page rules: default query, column aliases and the id returned by page SQL.
import type { ViewColumn, ValidationIssue } from '../metadata/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkAliases } from './unique.ts';
import { each, issue, type DeepPartial } from './util.ts';

type ColumnDraft = DeepPartial<ViewColumn>;

/**
 * Among query columns at most one is the default query, and when a page has query columns one of them must be.
 * Extra defaults are reported at their isDefaultQuery; a missing default at the column list.
 */
export function checkDefaultQuery(columns: readonly ColumnDraft[] | undefined, base = '/columns'): ValidationIssue[] {
  const queries = each(columns, base).filter(({ item }) => item.isQuery === true);
  const defaults = queries.filter(({ item }) => item.isDefaultQuery === true);
  if (queries.length > 0 && defaults.length === 0) return [issue(base, RULE_MESSAGES.defaultQueryMissing)];
  return defaults.slice(1).map(({ path }) => issue(`${path}/isDefaultQuery`, RULE_MESSAGES.defaultQueryMultiple));
}

/** Aliases given to page columns are not empty nor repeated. */
export function checkColumnAliases(columns: readonly ColumnDraft[] | undefined, base = '/columns'): ValidationIssue[] {
  const aliased = each(columns, base).filter(({ item }) => item.colAlias !== undefined);
  return checkAliases(aliased.map(({ item, path }) => ({ key: item.colAlias, path: `${path}/colAlias` })));
}

/** Whether the select list of a query returns an id column (or `*`). */
export function sqlReturnsId(sql: string): boolean {
  const selectList = /\bselect\s+([\s\S]*?)\s+from\b/i.exec(sql)?.[1];
  return selectList !== undefined && /(^|[\s,.])(\*|"?id"?)(\s|,|$)/i.test(selectList);
}

export function checkPageSql(sql: unknown): ValidationIssue[] {
  if (typeof sql !== 'string' || sql.trim() === '') return [];
  return sqlReturnsId(sql) ? [] : [issue('/sql', RULE_MESSAGES.pageSqlId)];
}
