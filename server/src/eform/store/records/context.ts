// What a record request's context is read with: the page, its table model and form, whether the caller may open the
// page (a granted menu item, or the designer's permission) and the field permissions, in one statement; and a layout
// or free-layout page as the caller may open it.
import { BLOCK_PAGE_TYPES, type Form, type PermissionEntry, type SyncState, type TableModel, type View } from '@yc/engine';
import type { EntityManager } from '../../../db/database.ts';
import { EFFECTIVE_GRANTS_SQL } from '../../../identity/store/grants.ts';
import { runStatement } from './sql-exec.ts';

/** Permission items granted to the user bound to `?` (by the roles that count for them). */
const GRANTED = `select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g`;

export interface RecordContextRow {
  view: View;
  model: TableModel | null;
  sync_state: SyncState | null;
  form: Form | null;
  menu_code: string | null;
  designer: boolean;
  field_perms: (PermissionEntry & { granted: boolean })[];
}

/**
 * The page a menu item opens: the last non-empty segment of its path (its url, else '/<code>'), exactly as the
 * console's route builder reads it (engine lastPathSegment) — an exact code, never a suffix of the url.
 */
const MENU_PAGE_CODE = `(regexp_match(coalesce(nullif(p.url, ''), '/' || p.code), '([^/]+)/*$'))[1]`;

/**
 * The pages a menu item may name to open the page bound to `?`: the page itself, or a layout or free-layout page
 * showing it in a block (a block is part of its page: it opens, and is limited by data rules, as that page's menu).
 */
const OPENED_WITH = `select ?::text union all
  select lp.code from ef_metadata lp where lp.kind = 'view' and lp.content->>'viewType' in (${BLOCK_PAGE_TYPES.map((t) => `'${t}'`).join(', ')})
    and lp.content->'layout'->'blocks' @> jsonb_build_array(jsonb_build_object('viewCode', ?::text))`;

const CONTEXT_SQL = `
  select v.content as view, m.content as model, m.sync_state, f.content as form,
    (select p.code from sys_permission p
      where p.status = '0' and p.menu_type <> 2 and p.component = 'eform/view' and ${MENU_PAGE_CODE} in (${OPENED_WITH}) and p.id in (${GRANTED})
      order by p.sort_no, p.code limit 1) as menu_code,
    exists (select 1 from sys_permission p where p.perms = ? and p.status = '0' and p.id in (${GRANTED})) as designer,
    (select coalesce(json_agg(json_build_object('action', p.perms, 'type', p.perms_type, 'status', p.status,
                                                'granted', p.id in (${GRANTED}))), '[]'::json)
       from sys_permission p where p.menu_type = 2 and starts_with(p.perms, coalesce(v.content->>'formCode', '') || ':')) as field_perms
  from ef_metadata v
  left join ef_metadata m on m.kind = 'tableModel' and m.code = v.content->>'tableName'
  left join ef_metadata f on f.kind = 'form' and f.code = v.content->>'formCode'
  where v.kind = 'view' and v.code = ?`;

/** The page's context row for the user (`designerPermission`: the permission that opens any page), if the page exists. */
export async function findRecordContextRow(em: EntityManager, viewCode: string, userId: string, designerPermission: string): Promise<RecordContextRow | undefined> {
  const [row] = await runStatement<RecordContextRow>(em, { text: CONTEXT_SQL, values: [viewCode, viewCode, userId, designerPermission, userId, userId, viewCode] });
  return row;
}

const BLOCK_PAGE_SQL = `
  select v.content as view,
    exists (select 1 from sys_permission p
      where p.status = '0' and p.menu_type <> 2 and p.component = 'eform/view' and ${MENU_PAGE_CODE} = ? and p.id in (${GRANTED})) as menu,
    exists (select 1 from sys_permission p where p.perms = ? and p.status = '0' and p.id in (${GRANTED})) as designer
  from ef_metadata v where v.kind = 'view' and v.code = ?`;

/** A page with whether a granted menu item names it and whether the user holds `designerPermission`, if the page exists. */
export async function findBlockPageRow(
  em: EntityManager, viewCode: string, userId: string, designerPermission: string,
): Promise<{ view: View; menu: boolean; designer: boolean } | undefined> {
  const [row] = await runStatement<{ view: View; menu: boolean; designer: boolean }>(em, {
    text: BLOCK_PAGE_SQL, values: [viewCode, userId, designerPermission, userId, viewCode],
  });
  return row;
}

/** Whether a permission item of the enterprise defines the code (a code none defines restricts nobody, spec §6). */
export async function isPermissionDefined(em: EntityManager, perms: string): Promise<boolean> {
  const [defined] = await em.execute(`select 1 from sys_permission where perms = ? and status = '0' limit 1`, [perms]);
  return !!defined;
}
