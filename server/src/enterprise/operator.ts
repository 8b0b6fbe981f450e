// The platform operator's enterprises (issue #34 item 5). Operators are accounts of the default enterprise named in
// PLATFORM_OPERATORS (configuration, not a role an enterprise administrator could grant). They list every enterprise
// with its user count and storage (its schema's tables and its files), freeze one (its users cannot sign in, their
// sessions end, data is kept) or unfreeze it, and delete a frozen one after typing its code: its rows in the platform
// tables, its schema and its files go. The default enterprise (the operators' own) can be neither frozen nor deleted.
import { platformMessage } from '@yc/engine';
import type { ServerConfig } from '../config.ts';
import type { Database, EntityManager } from '../db/database.ts';
import type { Session } from '../auth/session.ts';
import { DEFAULT_TENANT } from '../install/bootstrap.ts';
import { SERVICE_ACCOUNT_HASH } from '../auth/oauth/clients.ts';
import { openFileStore, storeKey } from '../files/service.ts';
import { badRequest, forbidden } from '../wire/envelope.ts';

export interface EnterpriseRow {
  id: number;
  code: string;
  name: string;
  status: number;
  createTime: string;
  userCount: number;
  /** The default enterprise (the operators' own), which can be neither frozen nor deleted. */
  isDefault: boolean;
  /** Bytes: the enterprise's own tables (its schema) and its files. */
  tableBytes: number;
  fileBytes: number;
}

/** The platform's own enterprise's id, per database: an enterprise's code never changes, nor its id. */
const platformTenantIds = new WeakMap<Database, number>();

/** Whether the enterprise is the platform's own (the default enterprise, whose users run the platform). */
export async function isPlatformEnterprise(db: Database, tenantId: number): Promise<boolean> {
  const known = platformTenantIds.get(db);
  if (known !== undefined) return known === tenantId;
  const [tenant] = await db.systemQuery<{ id: number }>(`select id from sys_tenant where code = ?`, [DEFAULT_TENANT.code]);
  if (tenant) platformTenantIds.set(db, Number(tenant.id));
  return tenant !== undefined && Number(tenant.id) === tenantId;
}

/** Whether the session is an operator's: an account of the default enterprise listed in PLATFORM_OPERATORS. */
export async function isOperator(db: Database, config: ServerConfig, session: Session): Promise<boolean> {
  if (!config.enterprise.platformOperators.includes(session.username.toLowerCase())) return false;
  return isPlatformEnterprise(db, session.tenantId);
}

/** Refuses everyone but an operator. */
export async function assertOperator(db: Database, config: ServerConfig, session: Session): Promise<void> {
  if (!(await isOperator(db, config, session))) throw forbidden();
}

export function listEnterprises(db: Database): Promise<EnterpriseRow[]> {
  return db.systemQuery<EnterpriseRow>(
    `select t.id, t.code, t.name, t.status, to_char(t.created_at, 'YYYY-MM-DD HH24:MI:SS') as "createTime", t.code = ? as "isDefault",
            (select count(*)::int from sys_user u where u.tenant_id = t.id and u.del_flag = 0 and u.password_hash <> ?) as "userCount",
            coalesce((select sum(pg_total_relation_size(c.oid))::float8 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = yc_tenant_schema(t.id) and c.relkind = 'r'), 0) as "tableBytes",
            coalesce((select sum(f.size)::float8 from sys_file f where f.tenant_id = t.id), 0) as "fileBytes"
       from sys_tenant t order by t.id`, [DEFAULT_TENANT.code, SERVICE_ACCOUNT_HASH],
  );
}

/** The enterprise that may be frozen or deleted (not the default one): its code and status. */
async function changeable(em: EntityManager, id: number): Promise<{ code: string; status: number }> {
  const [row] = await em.execute<{ code: string; status: number }[]>(`select code, status from sys_tenant where id = ? for update`, [id]);
  if (!row) throw badRequest(platformMessage('enterpriseNotFound'));
  if (row.code === DEFAULT_TENANT.code) throw badRequest(platformMessage('cannotFreezeEnterprise'));
  return row;
}

export async function setEnterpriseFrozen(db: Database, id: number, frozen: boolean): Promise<void> {
  await db.asSystem(async (em) => {
    await changeable(em, id);
    await em.execute(`update sys_tenant set status = ? where id = ?`, [frozen ? 2 : 1, id]);
    // Ending the sessions notifies every instance's session cache (the sys_token triggers).
    if (frozen) await em.execute(`update sys_token set revoked_at = now() where tenant_id = ? and revoked_at is null`, [id]);
  });
}

/** The platform tables with a tenant_id column, children before the tables they reference. */
async function tenantTablesInDeleteOrder(em: EntityManager): Promise<string[]> {
  const tables = (await em.execute<{ table_name: string }[]>(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'tenant_id' and table_name <> 'sys_tenant'`,
  )).map((r) => r.table_name);
  const references = await em.execute<{ child: string; parent: string }[]>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const r of references) if (r.parent === table && tables.includes(r.child)) visit(r.child, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Deletes a frozen enterprise whose code the operator typed: its rows, schema and then its files. */
export async function deleteEnterprise(db: Database, config: ServerConfig, id: number, confirmCode: string): Promise<void> {
  const paths = await db.asSystem(async (em) => {
    const { code, status } = await changeable(em, id);
    if (status !== 2) throw badRequest(platformMessage('enterpriseNotFrozen'));
    if (confirmCode.trim() !== code) throw badRequest(platformMessage('deleteConfirmMismatch'));
    const files = await em.execute<{ path: string }[]>(`select path from sys_file where tenant_id = ?`, [id]);
    // Table names come from the catalogue, never from the request.
    const tables = await tenantTablesInDeleteOrder(em);
    // Twice: deleting metadata writes its history rows (a deferred trigger, made immediate here), which the second pass
    // removes.
    await em.execute(`set constraints all immediate`);
    for (const _pass of [1, 2]) for (const table of tables) await em.execute(`delete from "${table}" where tenant_id = ?`, [id]);
    await em.execute(`select format('drop schema if exists %I cascade', yc_tenant_schema(?)) as sql`, [id])
      .then(([row]) => em.execute((row as { sql: string }).sql));
    await em.execute(`delete from sys_tenant where id = ?`, [id]);
    return files.map((f) => f.path);
  });
  // The bytes go after the rows are gone for good: a failure here leaves unreachable bytes, never a row without them.
  const store = openFileStore(config.files);
  for (const path of paths) await store.delete(storeKey(id, path));
}
