// What an Excel job reads and writes of a page's table and beside it: an export's rows a batch at a time from a cursor,
// an import's rows inserted in multi-row statements (the unique values they would repeat, the rows its data rules let
// it see), the users and departments behind labels, and whether a page's button permission is defined.
import { compileSelect, Params, PLATFORM_DIALECT, type QueryPlan, type SqlFragment } from '@yc/engine';
import type { Database, EntityManager } from '../../../db/database.ts';
import { runStatement } from '../records/sql-exec.ts';

/**
 * The cells an export's batch holds at most (its rows are `min(1000, max(50, BATCH_CELLS / columns))`). A batch's
 * objects (the rows as read, shown and labelled, their values, their sheet text) live until it is written; the server
 * runs with a young generation of 4 MB (`--max-semi-space-size=4`, `npm run serve`), and what outlives two of its
 * collections is promoted to the old generation, garbage there until a full collection. Measured (excel bench, 1M rows
 * of 6 columns): batches of 2,000 rows let the heap grow to ~280 MB between full collections (rss peak 418–432 MB),
 * batches of 500 or 1,000 kept it under ~90 MB (rss peak 247–257 MB) and were faster.
 */
const BATCH_CELLS = 3000;
const CURSOR = 'yc_excel_export';

type Row = Record<string, unknown> & { id: string };

const q = (name: string) => PLATFORM_DIALECT.quote(name);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * The plan's rows, a batch at a time, to `write`: from a cursor of one read-only transaction on PostgreSQL; on the
 * embedded database (one connection that others share) from a cursor held past its transaction (WITH HOLD: the result
 * is kept by the database, and each batch is fetched in a short transaction of its own, others' statements between).
 */
export async function readInBatches(
  db: Database, tenantId: number, job: { id: string; total: number }, { plan, scope }: { plan: QueryPlan; scope: readonly SqlFragment[] }, write: (rows: Row[], em?: EntityManager) => Promise<void>,
): Promise<void> {
  // No more than the rows counted when the export was allowed (the maximum holds if rows are added meanwhile).
  const select = compileSelect({ ...plan, limit: job.total, offset: 0 }, { placeholder: 'question', extraWhere: scope });
  const batchRows = Math.min(1000, Math.max(50, Math.floor(BATCH_CELLS / Math.max(1, plan.columns.length))));
  const fetch = (cursor: string) => (em: EntityManager) => runStatement<Row>(em, { text: `fetch ${batchRows} from ${cursor}`, values: [] });
  if (db.embedded) {
    const cursor = `${CURSOR}_${job.id.replaceAll('-', '')}`;
    await db.inTenant(tenantId, (em) => runStatement(em, { text: `declare ${cursor} no scroll cursor with hold for ${select.text}`, values: select.values }));
    try {
      for (;;) {
        const rows = await db.inTenant(tenantId, fetch(cursor));
        await write(rows);
        if (rows.length < batchRows) break;
      }
    } finally {
      await db.inTenant(tenantId, (em) => runStatement(em, { text: `close ${cursor}`, values: [] }));
    }
    return;
  }
  await db.inTenant(tenantId, async (em: EntityManager) => {
    await em.execute('set transaction read only');
    await runStatement(em, { text: `declare ${CURSOR} no scroll cursor for ${select.text}`, values: select.values });
    for (;;) {
      const rows = await fetch(CURSOR)(em);
      await write(rows, em);
      if (rows.length < batchRows) break;
    }
  });
}

/** The values of the table's field among these, as text (a unique field's values another record already has). */
export function takenValues(em: EntityManager, table: string, key: string, values: readonly unknown[]) {
  const params = new Params('question');
  return runStatement<{ v: string }>(em, {
    text: `select ${q(key)}::text as v from ${q(table)} where ${q(key)} in (${values.map((v) => params.add(v)).join(', ')})`, values: params.values,
  });
}

/**
 * Inserts rows (each a tuple of its cells over `values`, its creator last) into the table; answers them as `returning`
 * lists them. The statement's text is built at the call (a name it refuses throws there), its run is the answer.
 */
export function insertRows<T>(em: EntityManager, table: string, keys: readonly string[], tuples: readonly string[], values: unknown[], returning: string) {
  const names = [...keys, 'create_by'].map(q).join(', ');
  const text = `insert into ${q(table)} (${names}) values ${tuples.join(', ')} returning ${returning}`;
  return runStatement<T>(em, { text, values });
}

/** How many of the table's rows of these ids the data rules (`?` placeholders) let through. */
export async function countWithin(em: EntityManager, table: string, ids: readonly string[], scope: readonly SqlFragment[]): Promise<number | undefined> {
  const bound = new Params('question');
  const where = [`${q('id')} in (${ids.map((id) => bound.add(id)).join(', ')})`, ...scope.map((f) => bound.fragment(f))].join(' and ');
  const [row] = await runStatement<{ n: number }>(em, { text: `select count(*)::int as n from ${q(table)} where ${where}`, values: bound.values });
  return row?.n;
}

/** The names of these user (or department) ids. */
export function namesOfIds(em: EntityManager, kind: 'user' | 'dept', ids: readonly string[]) {
  const sql = kind === 'user'
    ? `select id::text as id, realname as name from sys_user where del_flag = 0 and id::text in (${marks(ids.length)})`
    : `select id::text as id, org_name as name from sys_org where id::text in (${marks(ids.length)})`;
  return em.execute<{ id: string; name: string }[]>(sql, [...ids]);
}

/** The users (or departments) named, or with an account (code) or id, among these lower-case texts. */
export function pickCandidates(em: EntityManager, kind: 'user' | 'dept', lower: readonly string[]) {
  const sql = kind === 'user'
    ? `select id::text as id, realname as name, username as code from sys_user
        where del_flag = 0 and (lower(realname) in (${marks(lower.length)}) or lower(username) in (${marks(lower.length)}) or id::text in (${marks(lower.length)}))`
    : `select id::text as id, org_name as name, org_code as code from sys_org
        where lower(org_name) in (${marks(lower.length)}) or lower(org_code) in (${marks(lower.length)}) or id::text in (${marks(lower.length)})`;
  return em.execute<{ id: string; name: string; code: string }[]>(sql, [...lower, ...lower, ...lower]);
}

/** Whether a permission item defines this permission (an enabled one). */
export async function permissionDefined(em: EntityManager, perms: string): Promise<boolean> {
  const [defined] = await em.execute(`select 1 from sys_permission where perms = ? and status = '0' limit 1`, [perms]);
  return Boolean(defined);
}
