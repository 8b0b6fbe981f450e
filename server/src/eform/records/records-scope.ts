// The rows of a page a user may read, update and delete: the one place where data rules join record statements.
import { PLATFORM_DIALECT, type PhysicalColumn, type QueryDialect, type SqlFragment } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { dataScope, type ScopeColumn, type ScopeColumns } from '../../identity/data-scope.ts';
import { onPlatform, type RecordContext } from './records-context.ts';
import { flowScopeCondition } from '../store/records/flow-scope.ts';

const SCOPE_TYPES: Record<PhysicalColumn['type'], ScopeColumn['type']> = {
  varchar: 'text', clob: 'text', blob: 'text', number: 'number', integer: 'number', date: 'date', timestamp: 'date',
};

/** Every readable column of the table, by field name, is a column data rules may name. */
export function scopeColumns(columns: ReadonlyMap<string, PhysicalColumn>, dialect: QueryDialect = PLATFORM_DIALECT): ScopeColumns {
  return Object.fromEntries([...columns.values()].filter((c) => c.type !== 'blob').map((c) => [c.name, { sql: dialect.quote(c.name), type: SCOPE_TYPES[c.type] }]));
}

const scopes = new WeakMap<RecordContext, Map<QueryDialect, Promise<SqlFragment[]>>>();
const settled = new WeakMap<RecordContext, SqlFragment[]>();

/** The row scope of a context on the platform's database once computed (the hot path uses it without a transaction). */
export const knownRowScope = (ctx: RecordContext): SqlFragment[] | undefined => settled.get(ctx);

/**
 * Conditions ANDed into every list, read, update and delete of the page's records: the data rules the
 * caller's roles apply to the menu item that opens the page, spelt in the dialect of the table's database. Designers trying a page out (no menu item) see
 * every row of their enterprise; tenant isolation itself is the database's job. Computed once per page context (which
 * the context cache keeps until a grant, metadata or user change, and per day).
 */
export function rowScope(em: EntityManager, ctx: RecordContext, userId: string, dialect: QueryDialect = PLATFORM_DIALECT): Promise<SqlFragment[]> {
  const byDialect = scopes.get(ctx) ?? new Map<QueryDialect, Promise<SqlFragment[]>>();
  scopes.set(ctx, byDialect);
  let scope = byDialect.get(dialect);
  if (!scope) {
    // A page bound to a process lists its records by their process state too (flowScope).
    const flow = flowScopeCondition(ctx, userId, dialect, onPlatform(ctx));
    scope = ctx.menuCode ? dataScope(em, userId, ctx.menuCode, scopeColumns(ctx.columns, dialect), dialect).then((f) => [f, ...flow]) : Promise.resolve(flow);
    byDialect.set(dialect, scope);
    if (onPlatform(ctx)) void scope.then((fragments) => settled.set(ctx, fragments), () => undefined);
    // A failed computation is not kept: the next request tries again.
    scope.catch(() => byDialect.delete(dialect));
  }
  return scope;
}
