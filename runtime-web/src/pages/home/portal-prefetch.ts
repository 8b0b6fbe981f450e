// The front portal's data asked while its page's code is still loading (the portal page pulls in its items' chunks):
// the caller's portal, then each widget item's rows, and vega, all beside those chunks instead of after them. A page
// load straight onto the portal's path (a signed-in front user's home) asks at once, as the console starts — beside
// the session's own calls rather than after them — and starts fetching vega and the portal page's chunks. The
// page and its widget items take what was asked (once, only while fresh, and only for the token that asked it);
// anything else asks as usual. Part of the entry chunk (small: the portal calls only).
import type { DataRow } from '../../api/report.ts';
import { PORTAL_HOME } from '../../engine.ts';
import { session } from '../../store/session.ts';
import { portalApi, type MyPortal } from '../eform/portal/portal-api.ts';

/** Older than this, a prefetched answer is not used (the page was loaded ahead and opened later). */
const FRESH_MS = 10_000;

let portal: { at: number; token: string | undefined; answer: Promise<MyPortal> } | undefined;
const rows = new Map<string, { at: number; token: string | undefined; answer: Promise<DataRow[]> }>();
const fresh = <T>(entry: { at: number; answer: Promise<T> } | undefined) => (entry && Date.now() - entry.at < FRESH_MS ? entry.answer : undefined);
const rowsKey = (portalCode: string, i: string) => `${portalCode}\n${i}`;

/** vega-embed, fetched (once) beside the portal's calls. */
const loadVega = () => import('../../components/VegaChart.tsx').then((m) => m.loadVega()).catch(() => undefined);

/** Asks for the caller's portal now (unless it was asked with this token a moment ago) and, once it answers, for its widget items' rows and for vega. */
export function prefetchPortal(): void {
  const token = session.token();
  if (fresh(portal) && portal?.token === token) return;
  const answer = portalApi.mine();
  portal = { at: Date.now(), token, answer };
  rows.clear();
  answer.then((mine) => {
    const widgets = (mine.portal?.items ?? []).filter((item) => item.widgetCode && item.card);
    if (!mine.portal || widgets.length === 0) return;
    void loadVega();
    for (const item of widgets) {
      const pending = portalApi.itemData(mine.portal.portalCode, item.i);
      // Not taken (the page went elsewhere): no unhandled rejection; a taker still sees the error.
      pending.catch(() => undefined);
      rows.set(rowsKey(mine.portal.portalCode, item.i), { at: Date.now(), token, answer: pending });
    }
  }, () => undefined);
}

/**
 * At the console's start: a page load onto the portal's path with a stored token asks for the portal and vega at once,
 * and fetches the portal page's chunks (`page`, the loader the route uses) while the session's calls are answered.
 */
export function prefetchPortalOnStart(page: () => Promise<unknown>): void {
  if (globalThis.location?.pathname !== PORTAL_HOME.path || !session.token()) return;
  prefetchPortal();
  void loadVega();
  page().catch(() => undefined);
}

/** The prefetched portal, once. */
export function takePortal(): Promise<MyPortal> | undefined {
  const answer = portal?.token === session.token() ? fresh(portal) : undefined;
  portal = undefined;
  return answer;
}

/** A widget item's prefetched rows, once. */
export function takeItemRows(portalCode: string, i: string): Promise<DataRow[]> | undefined {
  const key = rowsKey(portalCode, i);
  const entry = rows.get(key);
  rows.delete(key);
  const answer = entry?.token === session.token() ? fresh(entry) : undefined;
  return answer;
}
