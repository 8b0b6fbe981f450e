// The market store's items: an enterprise's installed metadata (ef_metadata documents and the rows of the relational
// kinds) with their ownership marks, the installer's flag, and the tables an install touches.
import { quoteIdent } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';

export interface ItemRow { kind: string; code: string; content: Record<string, unknown>; app_code: string | null; changed: boolean }

/** A relational kind's table and code column. */
export interface RelationalTable { table: string; code: string }

/** The joined parts of each relational kind: a menu's or category's parent code, a role's grants, a dictionary's items. */
const EXTRA: Readonly<Record<string, string>> = {
  appGroup: '', sysConfig: '', processTemplate: '',
  menu: `|| jsonb_build_object('parent_code', (select p.code from sys_permission p where p.id = r.parent_id))`,
  category: `|| jsonb_build_object('parent_code', (select p.code from sys_category p where p.id = r.parent_id))`,
  role: `|| jsonb_build_object('permissions', coalesce((select jsonb_agg(p.code order by p.code) from sys_role_permission rp
           join sys_permission p on p.id = rp.permission_id where rp.role_id = r.id), '[]'::jsonb))`,
  dictionary: `|| jsonb_build_object('items', coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object('itemText', i.item_text, 'itemTextEn', i.item_text_en,
           'itemValue', i.item_value, 'sortOrder', i.sort_order, 'visibleCheck', i.visible_check)) order by i.sort_order, i.item_value)
           from sys_dict_item i where i.dict_id = r.id), '[]'::jsonb))`,
};

/** Which items: those of the refs (a JSON array of kinds and codes) or those of one app. */
export type ItemFilter = { refs: string } | { appCode: string };

/** The stored documents (ef_metadata) the filter names, by kind and code. */
export const storedItemRows = (em: EntityManager, filter: ItemFilter) => em.execute<ItemRow[]>(
  `select kind, code, content, app_code, changed from ef_metadata m
    where ${'refs' in filter ? `(kind, code) in (select w.kind, w.code from jsonb_to_recordset(?::jsonb) as w(kind text, code text))` : 'app_code = ?'}
    order by kind, code`,
  ['refs' in filter ? filter.refs : filter.appCode],
);

/** The rows of one relational kind the filter names (as to_jsonb with their joined parts), by code. */
export function relationalItemRows(em: EntityManager, kind: string, spec: RelationalTable, filter: ItemFilter) {
  const code = `r.${spec.code}`;
  const wanted = 'refs' in filter
    ? `${code} in (select w.code from jsonb_to_recordset(?::jsonb) as w(kind text, code text) where w.kind = '${kind}')`
    : 'app_code = ?';
  return em.execute<ItemRow[]>(
    `select r.${spec.code} as code, to_jsonb(r) ${EXTRA[kind]} as content, r.app_code, r.changed
       from ${spec.table} r where ${wanted} order by r.${spec.code}`,
    ['refs' in filter ? filter.refs : filter.appCode],
  );
}

/** Turns the installer's flag (its changes are not the enterprise's edits) on or off for the transaction. */
export const setInstalling = (em: EntityManager, on: boolean) =>
  em.execute(`select set_config('app.installing', ?, true), set_config('app.username', 'install', true)`, [on ? 'on' : 'off']);

/** Sets a stored document's ownership marks. */
export const markStoredItem = (em: EntityManager, kind: string, code: string, appCode: string | null, changed: boolean) =>
  em.execute(`update ef_metadata set app_code = ?, changed = ? where kind = ? and code = ?`, [appCode, changed, kind, code]);

/** Sets a relational item's ownership marks. */
export const markRelationalItem = (em: EntityManager, { table, code: column }: RelationalTable, code: string, appCode: string | null, changed: boolean) =>
  em.execute(`update ${table} set app_code = ?, changed = ? where ${column} = ?`, [appCode, changed, code]);

export const deleteStoredItem = (em: EntityManager, kind: string, code: string, appCode: string) =>
  em.execute(`delete from ef_metadata where kind = ? and code = ? and app_code = ?`, [kind, code, appCode]);

/** Deletes the app's category unless it holds children; answers whether it is gone. */
export const deleteCategoryIfEmpty = async (em: EntityManager, code: string, appCode: string) => (await em.execute<{ id: string }[]>(
  `delete from sys_category c where code = ? and app_code = ? and not exists (select 1 from sys_category k where k.parent_id = c.id) returning id`,
  [code, appCode])).length > 0;

export const deleteRelationalItem = (em: EntityManager, { table, code: column }: RelationalTable, code: string, appCode: string) =>
  em.execute(`delete from ${table} where ${column} = ? and app_code = ?`, [code, appCode]);

/** Marks a table model created or synced. */
export const markModelSynced = (em: EntityManager, table: string, state: 'created' | 'synced') =>
  em.execute(`update ef_metadata set sync_state = ? where kind = 'tableModel' and code = ?`, [state, table]);

/** Writes a stored document back as it was, with its marks. */
export const restoreStoredItem = (
  em: EntityManager, item: { kind: string; code: string; appCode: string | null; changed: boolean }, groupCode: unknown, content: unknown,
) => em.execute(
  `insert into ef_metadata (id, kind, code, group_code, content, sync_state, create_by, update_by, app_code, changed)
   values (gen_random_uuid(), ?, ?, ?, ?::jsonb, ?, 'install', 'install', ?, ?)
   on conflict (tenant_id, kind, code) do update set content = excluded.content, group_code = excluded.group_code,
     version = ef_metadata.version + 1, updated_at = now(), update_by = 'install'`,
  [item.kind, item.code, groupCode, content, item.kind === 'tableModel' ? 'notCreated' : null, item.appCode, item.changed],
);

/** Seed records into their table: a row whose id is there already is left as it is. */
export function insertSeedRecords(em: EntityManager, tableName: string, columnNames: string[], rows: unknown[]) {
  const columns = columnNames.map(quoteIdent).join(', ');
  const table = quoteIdent(tableName);
  return em.execute(`insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, ?::jsonb) on conflict do nothing`,
    [JSON.stringify(rows)]);
}

/** Whether a table holds rows. */
export async function tableHasRows(em: EntityManager, table: string): Promise<boolean> {
  const [row] = await em.execute<{ filled: boolean }[]>(`select exists (select 1 from ${quoteIdent(table)}) as filled`);
  return !!row?.filled;
}

export const dropTable = (em: EntityManager, table: string) => em.execute(`drop table ${quoteIdent(table)}`);

export const dropColumns = (em: EntityManager, table: string, columns: string[]) =>
  em.execute(`alter table ${quoteIdent(table)} ${columns.map((c) => `drop column ${quoteIdent(c)}`).join(', ')}`);

/** An app group the enterprise built: its names and description. */
export async function appGroupRow(em: EntityManager, groupCode: string) {
  const [group] = await em.execute<{ group_name: string; group_name_en: string | null; group_desc: string | null }[]>(
    `select group_name, group_name_en, group_desc from sys_app_group where group_code = ?`, [groupCode]);
  return group;
}

/** The items of an app group: its documents, its menus, the processes bound to its forms, and the group itself. */
export const appGroupRefs = (em: EntityManager, groupCode: string) => em.execute<{ kind: string; code: string }[]>(
  `select kind, code from ef_metadata where group_code = ? and kind in ('tableModel', 'erModel', 'form', 'view')
   union all select 'menu', code from sys_permission where group_code = ?
   union all select 'processTemplate', template_key from bpm_template
              where form_code in (select code from ef_metadata where kind = 'form' and group_code = ?)
   union all select 'appGroup', ?`,
  [groupCode, groupCode, groupCode, groupCode],
);
