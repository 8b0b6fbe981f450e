// Layout and free-layout pages at run time: the page with its blocks, for a caller who may open it, answered by the
// records runtime (GET /api/eform/engine/view/{viewCode}). Each block then loads through its own page's calls, which
// let the layout page's menu open them (records-context OPENED_WITH).
import { BLOCK_PAGE_TYPES, type View } from '@yc/engine';
import type { EntityManager } from '../../db/database.ts';
import { loadBlockPage } from '../records/records-context.ts';
import { findViewType } from '../store/pages.ts';

/**
 * The layout or free-layout page of that code with its blocks, as the caller may open it (403 otherwise); undefined
 * for a page of another type or no page (the records runtime answers those itself).
 */
export async function blockPageOf(em: EntityManager, viewCode: string, userId: string): Promise<View | undefined> {
  const row = await findViewType(em, viewCode);
  if (!row || !(BLOCK_PAGE_TYPES as readonly (string | null)[]).includes(row.view_type)) return undefined;
  return loadBlockPage(em, viewCode, userId);
}
