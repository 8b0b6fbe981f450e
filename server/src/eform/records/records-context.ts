// Everything a record request needs, loaded in one statement: the page, its table model and form, whether
// the caller may open the page (a granted menu item, or the designer's permission), and the field permissions.
import {
  BLOCK_PAGE_TYPES, fieldAccess, LAYOUT_MESSAGES, generateDefaultForm, PERMISSIONS, readableColumns, type FieldAccessLevel, type Form, type PermissionEntry,
  type PhysicalColumn, type SyncState, type TableModel, type View,
} from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { cacheOn, type ChangeCache } from '../../db/cache.ts';
import { EFFECTIVE_GRANTS_SQL } from '../../identity/grants.ts';
import { today } from '../../today.ts';
import { badRequest, forbidden, notFound } from '../../wire/envelope.ts';
import { EFORM_MESSAGES } from '../errors.ts';
import { runStatement } from '../store/records/sql-exec.ts';

/** Permission items granted to the user bound to `?` (by the roles that count for them). */
const GRANTED = `select g.permission_id from (${EFFECTIVE_GRANTS_SQL}) g`;

/** Designers may open any page of their enterprise without a menu item (to try it out). */
export const DESIGNER_PERMISSION = PERMISSIONS.eform.view.list;

export interface RecordContext {
  view: View;
  model: TableModel;
  /** The page's form, or a default one generated from the model. */
  form: Form;
  /** The code of the granted menu item that opens the page (for data rules); null for designers. */
  menuCode: string | null;
  /** Columns a request may read, by name. */
  columns: Map<string, PhysicalColumn>;
  access: Map<string, FieldAccessLevel>;
}

/** Whether a page's records are rows of a table in the platform's database (not a data source's, not a service's). */
export const onPlatform = (ctx: RecordContext) => !ctx.model.dsName && ctx.model.persistenceType !== 'http';

interface Row {
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

/**
 * Page contexts per page, user and day (data rules may name today's date), dropped on any metadata or grant change
 * and on a change of the user: a context is built once, not on every request.
 */
export const recordContexts = (db: Database): ChangeCache<RecordContext> =>
  cacheOn<RecordContext>(db.changes, 'record-contexts', (change, cache) => {
    if (change.topic === 'grants' || change.topic === 'metadata') cache.clear();
    if (change.topic === 'user') cache.deleteWhere((key) => key.split('|')[1] === change.key);
  });

const contextKey = (viewCode: string, userId: string) => `${viewCode}|${userId}|${today()}`;

/** The context of a page for the caller, from the cache when it has it; refusals are never cached. */
export function cachedRecordContext(cache: ChangeCache<RecordContext>, em: EntityManager, viewCode: string, userId: string): Promise<RecordContext> {
  return cache.get(contextKey(viewCode, userId), () => loadRecordContext(em, viewCode, userId));
}

/** The cached context of a page for the caller, if there is one now. */
export const knownRecordContext = (cache: ChangeCache<RecordContext>, viewCode: string, userId: string): RecordContext | undefined =>
  cache.peek(contextKey(viewCode, userId));

/** The context of a page for the caller; 404 for an unknown page, 403 when the caller may not open it. */
export async function loadRecordContext(em: EntityManager, viewCode: string, userId: string): Promise<RecordContext> {
  const [row] = await runStatement<Row>(em, { text: CONTEXT_SQL, values: [viewCode, viewCode, userId, DESIGNER_PERMISSION, userId, userId, viewCode] });
  if (!row) throw notFound();
  if (!row.menu_code && !row.designer) throw forbidden();
  if (!row.model) throw badRequest(EFORM_MESSAGES.pageNotForRecords);
  // A model kept over HTTP has no table to create: its records are the service's.
  const remote = row.model.persistenceType === 'http';
  if (!remote && row.sync_state !== 'created' && row.sync_state !== 'synced' && row.sync_state !== 'notSynced') throw badRequest(EFORM_MESSAGES.tableNotSynced);
  const form = row.form ?? generateDefaultForm(row.model, { formCode: row.view.formCode });
  const perms = row.field_perms ?? [];
  const access = fieldAccess(form, { allAuth: perms, auth: perms.filter((p) => p.granted) });
  return { view: row.view, model: row.model, form, menuCode: row.menu_code, columns: readableColumns(row.model), access };
}

const BLOCK_PAGE_SQL = `
  select v.content as view,
    exists (select 1 from sys_permission p
      where p.status = '0' and p.menu_type <> 2 and p.component = 'eform/view' and ${MENU_PAGE_CODE} = ? and p.id in (${GRANTED})) as menu,
    exists (select 1 from sys_permission p where p.perms = ? and p.status = '0' and p.id in (${GRANTED})) as designer
  from ef_metadata v where v.kind = 'view' and v.code = ?`;

/**
 * A layout or free-layout page as the caller may open it (a granted menu item naming it, or the designer's
 * permission): 404 for an unknown page, 403 when not allowed, 400 for a page of another type (its records have
 * their own calls).
 */
export async function loadBlockPage(em: EntityManager, viewCode: string, userId: string): Promise<View> {
  const [row] = await runStatement<{ view: View; menu: boolean; designer: boolean }>(em, {
    text: BLOCK_PAGE_SQL, values: [viewCode, userId, DESIGNER_PERMISSION, userId, viewCode],
  });
  if (!row) throw notFound();
  if (!row.menu && !row.designer) throw forbidden();
  if (!(BLOCK_PAGE_TYPES as readonly string[]).includes(row.view.viewType)) throw badRequest(LAYOUT_MESSAGES.notBlockPage);
  return row.view;
}
