// The front portal's data asked while its page's code is still loading (the portal page pulls in its items' chunks):
// the caller's portal, then each widget item's rows and vega, all beside those chunks instead of after them. The page
// and its widget items take what was asked (once, and only while fresh); anything else asks as usual. Part of the entry
// chunk (small: the portal calls only), so that the portal is asked the moment its page starts loading.
import type { DataRow } from '../../api/report.ts';
import { portalApi, type MyPortal } from '../eform/portal/portal-api.ts';

/** Older than this, a prefetched answer is not used (the page was loaded ahead and opened later). */
const FRESH_MS = 10_000;

let portal: { at: number; answer: Promise<MyPortal> } | undefined;
const rows = new Map<string, { at: number; answer: Promise<DataRow[]> }>();
const fresh = <T>(entry: { at: number; answer: Promise<T> } | undefined) => (entry && Date.now() - entry.at < FRESH_MS ? entry.answer : undefined);
const rowsKey = (portalCode: string, i: string) => `${portalCode}\n${i}`;

/** Asks for the caller's portal now and, once it answers, for its widget items' rows and for vega. */
export function prefetchPortal(): void {
  const answer = portalApi.mine();
  portal = { at: Date.now(), answer };
  rows.clear();
  answer.then((mine) => {
    const widgets = (mine.portal?.items ?? []).filter((item) => item.widgetCode && item.card);
    if (!mine.portal || widgets.length === 0) return;
    import('../../components/VegaChart.tsx').then((m) => m.loadVega()).catch(() => undefined);
    for (const item of widgets) {
      const pending = portalApi.itemData(mine.portal.portalCode, item.i);
      // Not taken (the page went elsewhere): no unhandled rejection; a taker still sees the error.
      pending.catch(() => undefined);
      rows.set(rowsKey(mine.portal.portalCode, item.i), { at: Date.now(), answer: pending });
    }
  }, () => undefined);
}

/** The prefetched portal, once. */
export function takePortal(): Promise<MyPortal> | undefined {
  const answer = fresh(portal);
  portal = undefined;
  return answer;
}

/** A widget item's prefetched rows, once. */
export function takeItemRows(portalCode: string, i: string): Promise<DataRow[]> | undefined {
  const key = rowsKey(portalCode, i);
  const answer = fresh(rows.get(key));
  rows.delete(key);
  return answer;
}
