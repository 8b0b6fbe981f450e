// Everything a record request needs, loaded in one statement: the page, its table model and form, whether
// the caller may open the page (a granted menu item, or the designer's permission), and the field permissions.
import {
  BLOCK_PAGE_TYPES, fieldAccess, LAYOUT_MESSAGES, generateDefaultForm, PERMISSIONS, readableColumns, type FieldAccessLevel, type Form,
  type PhysicalColumn, type TableModel, type View,
} from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { cacheOn, type ChangeCache } from '../../db/cache.ts';
import { today } from '../../today.ts';
import { badRequest, forbidden, notFound } from '../../wire/envelope.ts';
import { EFORM_MESSAGES } from '../errors.ts';
import { findBlockPageRow, findRecordContextRow } from '../store/records/context.ts';

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
  const row = await findRecordContextRow(em, viewCode, userId, DESIGNER_PERMISSION);
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

/**
 * A layout or free-layout page as the caller may open it (a granted menu item naming it, or the designer's
 * permission): 404 for an unknown page, 403 when not allowed, 400 for a page of another type (its records have
 * their own calls).
 */
export async function loadBlockPage(em: EntityManager, viewCode: string, userId: string): Promise<View> {
  const row = await findBlockPageRow(em, viewCode, userId, DESIGNER_PERMISSION);
  if (!row) throw notFound();
  if (!row.menu && !row.designer) throw forbidden();
  if (!(BLOCK_PAGE_TYPES as readonly string[]).includes(row.view.viewType)) throw badRequest(LAYOUT_MESSAGES.notBlockPage);
  return row.view;
}
