// Calls of portals (issue 18): their metadata and settings under /api/eform/manage/portal, the caller's portal and its
// widget items' rows under /api/eform/engine/portal.
import type { Portal, PortalItem } from '@yc/engine/metadata';
import { api, readAs, type ApiQuery } from '../../../request/api.ts';
import { historyApi } from '../../../api/history.ts';
import type { PageResult, Stored } from '../../../api/eform.ts';
import type { DataRow, WidgetCard } from '../../../api/report.ts';

const MANAGE = '/api/eform/manage/portal';

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
  list: (params: Record<string, unknown> = {}) =>
    readAs<PageResult<Stored<Portal>>>()(api.get('/api/eform/manage/portal/list', { params: { query: params as ApiQuery<'get', '/api/eform/manage/portal/list'> } })),
  get: (code: string) => readAs<Stored<Portal>>()(api.get('/api/eform/manage/portal/queryByCode', { params: { query: { code } } })),
  add: (portal: Portal) => readAs<Stored<Portal>>()(api.post('/api/eform/manage/portal/add', { body: portal })),
  edit: (portal: Stored<Portal>) => readAs<Stored<Portal>>()(api.put('/api/eform/manage/portal/edit', { body: portal })),
  remove: (code: string) => api.delete('/api/eform/manage/portal/delete', { params: { query: { code } } }),
  history: historyApi(MANAGE, true),
  settings: () => readAs<PortalSettings>()(api.get('/api/eform/manage/portal/settings')),
  saveSettings: (settings: PortalSettings) => readAs<PortalSettings>()(api.put('/api/eform/manage/portal/settings', { body: settings })),
  mine: () => readAs<MyPortal>()(api.get('/api/eform/engine/portal')),
  itemData: (portalCode: string, i: string) =>
    readAs<DataRow[]>()(api.get('/api/eform/engine/portal/{portalCode}/item/{i}/data', { params: { path: { portalCode, i } } }, { silent: true })),
  /** Every widget item's rows in one call, by item; an item left out is asked on its own (which tells why). */
  itemsData: (portalCode: string) =>
    readAs<Record<string, DataRow[]>>()(api.post('/api/eform/engine/portal/{portalCode}/data', { params: { path: { portalCode } } }, { silent: true })),
};
