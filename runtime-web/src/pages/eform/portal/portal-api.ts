// Calls of portals (issue 18): their metadata and settings under /api/eform/manage/portal, the caller's portal and its
// widget items' rows under /api/eform/engine/portal.
import type { Portal, PortalItem } from '@yc/engine/metadata';
import { http, type Params } from '../../../request/http.ts';
import { historyApi } from '../../../api/history.ts';
import type { PageResult, Stored } from '../../../api/eform.ts';
import type { DataRow, WidgetCard } from '../../../api/report.ts';

const MANAGE = '/api/eform/manage/portal';
const ENGINE = '/api/eform/engine/portal';

export interface PortalSettings { portalType: 1 | 2; defaultPortal: string | null }

/** An item as its user gets it: a widget's card, the shortcuts they are granted. */
export type ShownItem = PortalItem & {
  card?: WidgetCard | null;
  menus?: { id: string; name: string; nameEn: string | null; url: string | null; icon: string | null }[];
};
export interface MyPortal {
  portalType: 1 | 2;
  portal: { portalCode: string; portalName: string; allowOverlap: boolean; items: ShownItem[] } | null;
}

export const portalApi = {
  list: (params: Record<string, unknown> = {}) => http.get<PageResult<Stored<Portal>>>(`${MANAGE}/list`, params as Params),
  get: (code: string) => http.get<Stored<Portal>>(`${MANAGE}/queryByCode`, { code }),
  add: (portal: Portal) => http.post<Stored<Portal>>(`${MANAGE}/add`, portal),
  edit: (portal: Stored<Portal>) => http.put<Stored<Portal>>(`${MANAGE}/edit`, portal),
  remove: (code: string) => http.delete<null>(`${MANAGE}/delete`, { code }),
  history: historyApi(MANAGE, true),
  settings: () => http.get<PortalSettings>(`${MANAGE}/settings`),
  saveSettings: (settings: PortalSettings) => http.put<PortalSettings>(`${MANAGE}/settings`, settings),
  mine: () => http.get<MyPortal>(ENGINE),
  itemData: (portalCode: string, i: string) =>
    http.get<DataRow[]>(`${ENGINE}/${encodeURIComponent(portalCode)}/item/${encodeURIComponent(i)}/data`, undefined, { silent: true }),
  /** Every widget item's rows in one call, by item; an item left out is asked on its own (which tells why). */
  itemsData: (portalCode: string) => http.post<Record<string, DataRow[]>>(`${ENGINE}/${encodeURIComponent(portalCode)}/data`, {}, { silent: true }),
};
