// The rows of a page a user may read, update and delete: the one place where data rules join record statements.
import { quoteIdent, type PhysicalColumn, type SqlFragment } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { dataScope, type ScopeColumn, type ScopeColumns } from '../identity/data-scope.ts';
import type { RecordContext } from './records-context.ts';

const SCOPE_TYPES: Record<PhysicalColumn['type'], ScopeColumn['type']> = {
  varchar: 'text', clob: 'text', blob: 'text', number: 'number', integer: 'number', date: 'date', timestamp: 'date',
};

/** Every readable column of the table, by field name, is a column data rules may name. */
export function scopeColumns(columns: ReadonlyMap<string, PhysicalColumn>): ScopeColumns {
  return Object.fromEntries([...columns.values()].filter((c) => c.type !== 'blob').map((c) => [c.name, { sql: quoteIdent(c.name), type: SCOPE_TYPES[c.type] }]));
}

const scopes = new WeakMap<RecordContext, Promise<SqlFragment[]>>();
const settled = new WeakMap<RecordContext, SqlFragment[]>();

/** The row scope of a context once computed (the hot path uses it without a transaction). */
export const knownRowScope = (ctx: RecordContext): SqlFragment[] | undefined => settled.get(ctx);

/**
 * Conditions ANDed into every list, read, update and delete of the page's records: the data rules the
 * caller's roles apply to the menu item that opens the page. Designers trying a page out (no menu item) see
 * every row of their enterprise; tenant isolation itself is the database's job. Computed once per page context (which
 * the context cache keeps until a grant, metadata or user change, and per day).
 */
export function rowScope(em: EntityManager, ctx: RecordContext, userId: string): Promise<SqlFragment[]> {
  let scope = scopes.get(ctx);
  if (!scope) {
    scope = ctx.menuCode ? dataScope(em, userId, ctx.menuCode, scopeColumns(ctx.columns)).then((f) => [f]) : Promise.resolve([]);
    scopes.set(ctx, scope);
    void scope.then((fragments) => settled.set(ctx, fragments), () => undefined);
    // A failed computation is not kept: the next request tries again.
    scope.catch(() => scopes.delete(ctx));
  }
  return scope;
}
