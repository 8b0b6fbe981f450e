// The enterprises (sys_tenant) as the platform sees them: their status, joining settings, the operator's list, and
// freezing and deleting one (its rows in every platform table, its schema).
import type { Database, EntityManager } from '../../db/database.ts';

/** The enterprise's status (1 active, 2 frozen); undefined when there is none. */
export async function tenantStatus(db: Database, tenantId: number): Promise<number | undefined> {
  const [tenant] = await db.systemQuery<{ status: number }>(`select status from sys_tenant where id = ?`, [tenantId]);
  return tenant?.status;
}

/** The id of the enterprise with the code. */
export async function tenantIdByCode(db: Database, code: string): Promise<number | undefined> {
  const [tenant] = await db.systemQuery<{ id: number }>(`select id from sys_tenant where code = ?`, [code]);
  return tenant === undefined ? undefined : Number(tenant.id);
}

export interface Joinable {
  id: number;
  join_approval: boolean;
}

/** The active enterprise with the invitation token. */
export async function joinableByToken(db: Database, token: string): Promise<Joinable | undefined> {
  const [row] = await db.systemQuery<Joinable>(`select id, join_approval from sys_tenant where invite_token = ? and status = 1`, [token]);
  return row;
}

/** The active enterprise with the code (any case) that lets anyone join by it. */
export async function joinableByCode(db: Database, code: string): Promise<Joinable | undefined> {
  const [row] = await db.systemQuery<Joinable>(
    `select id, join_approval from sys_tenant where lower(code) = lower(?) and status = 1 and join_by_code`, [code],
  );
  return row;
}

export async function joinSettingsRow(db: Database, tenantId: number) {
  const [row] = await db.systemQuery<{ code: string; join_by_code: boolean; join_approval: boolean; invite_token: string | null }>(
    `select code, join_by_code, join_approval, invite_token from sys_tenant where id = ?`, [tenantId],
  );
  return row;
}

/** Saves the joining switches; the token is changed only when `token` is not undefined (null removes it). */
export const updateJoinSettings = (em: EntityManager, tenantId: number, settings: { joinByCode: boolean; joinApproval: boolean }, token: string | null | undefined) => em.execute(
  `update sys_tenant set join_by_code = ?, join_approval = ?, invite_token = case when ? then ? else invite_token end where id = ?`,
  [settings.joinByCode, settings.joinApproval, token !== undefined, token ?? null, tenantId],
);

/** Every enterprise with its user count (the service accounts left out) and storage. */
export function enterpriseList<R extends object>(db: Database, defaultCode: string, serviceAccountHash: string): Promise<R[]> {
  return db.systemQuery<R>(
    `select t.id, t.code, t.name, t.status, to_char(t.created_at, 'YYYY-MM-DD HH24:MI:SS') as "createTime", t.code = ? as "isDefault",
            (select count(*)::int from sys_user u where u.tenant_id = t.id and u.del_flag = 0 and u.password_hash <> ?) as "userCount",
            coalesce((select sum(pg_total_relation_size(c.oid))::float8 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                       where n.nspname = yc_tenant_schema(t.id) and c.relkind = 'r'), 0) as "tableBytes",
            coalesce((select sum(f.size)::float8 from sys_file f where f.tenant_id = t.id), 0) as "fileBytes"
       from sys_tenant t order by t.id`, [defaultCode, serviceAccountHash],
  );
}

/** The enterprise's code and status, locked. */
export async function lockTenant(em: EntityManager, id: number): Promise<{ code: string; status: number } | undefined> {
  const [row] = await em.execute<{ code: string; status: number }[]>(`select code, status from sys_tenant where id = ? for update`, [id]);
  return row;
}

/** Freezes (status 2) or unfreezes (1) the enterprise; freezing ends its sessions. */
export async function setTenantFrozen(em: EntityManager, id: number, frozen: boolean): Promise<void> {
  await em.execute(`update sys_tenant set status = ? where id = ?`, [frozen ? 2 : 1, id]);
  // Ending the sessions notifies every instance's session cache (the sys_token triggers).
  if (frozen) await em.execute(`update sys_token set revoked_at = now() where tenant_id = ? and revoked_at is null`, [id]);
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

/** Deletes the enterprise's rows in every platform table, its schema and its row; answers the paths of its files. */
export async function deleteTenantRows(em: EntityManager, id: number): Promise<string[]> {
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
}
