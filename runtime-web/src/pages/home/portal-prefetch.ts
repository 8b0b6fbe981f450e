// The front portal's data asked while its page's code is still loading (the portal page pulls in its items' chunks):
// the caller's portal, then every widget item's rows (in one call), and vega, all beside those chunks instead of after
// them. A page load straight onto the portal's path (a signed-in front user's home) asks at once, as the console
// starts — beside the session's own calls rather than after them — and starts fetching vega and the portal page's
// chunks. The page and its widget items take what was asked (once, only while fresh, and only for the token that asked it);
// anything else asks as usual. Part of the entry chunk (small: the portal calls only).
import type { DataRow } from '../../api/report.ts';
import { PORTAL_HOME } from '../../engine.ts';
import { session } from '../../store/session.ts';
import { cachedAnswer, staticAnswer } from '../../session/static-cache.ts';
import { portalApi, type MyPortal } from '../eform/portal/portal-api.ts';

/**
 * Arrived longer ago than this, a prefetched answer is not used (the page was loaded ahead and opened later); one still
 * on its way always is. Counted from the arrival: on a slow network the page's own code may arrive half a minute after
 * the portal's answer, and asking again there costs another round trip behind the same scripts.
 */
const FRESH_MS = 60_000;

interface Prefetched<T> { token: string | undefined; answer: Promise<T>; arrived?: number }
let portal: Prefetched<MyPortal> | undefined;
const rows = new Map<string, Prefetched<DataRow[]>>();
const fresh = <T>(entry: Prefetched<T> | undefined) =>
  (entry && (entry.arrived === undefined || Date.now() - entry.arrived < FRESH_MS) ? entry.answer : undefined);
/** An entry whose arrival is noted when its answer settles. */
function prefetched<T>(token: string | undefined, answer: Promise<T>): Prefetched<T> {
  const entry: Prefetched<T> = { token, answer };
  const arrived = () => void (entry.arrived = Date.now());
  answer.then(arrived, arrived);
  return entry;
}
const rowsKey = (portalCode: string, i: string) => `${portalCode}\n${i}`;

/** vega-embed, fetched (once) beside the portal's calls. */
const loadVega = () => import('../../components/VegaChart.tsx').then((m) => m.loadVega()).catch(() => undefined);

/** The caller's portal: one of the session's static answers (cached for the session, see session/static-cache.ts). */
export const myPortal = () => staticAnswer('portal', () => portalApi.mine());

/**
 * Asks for the caller's portal now (unless it was asked with this token a moment ago) and, once it answers, for its
 * widget items' rows and for vega. A portal cached for the session has its rows asked at once, before any chunk: on a
 * slow network (six connections, each request a round trip) the data call is then not queued behind the page's scripts.
 */
export function prefetchPortal(): void {
  const token = session.token();
  if (fresh(portal) && portal?.token === token) return;
  const cached = cachedAnswer<MyPortal>('portal');
  const answer = cached ? Promise.resolve(cached) : myPortal();
  portal = prefetched(token, answer);
  rows.clear();
  const askRows = (mine: MyPortal) => {
    const widgets = (mine.portal?.items ?? []).filter((item) => item.widgetCode && item.card);
    if (!mine.portal || widgets.length === 0) return;
    // One call for every item's rows (#42 item 8): on a slow network one round trip instead of one per chart. An item
    // it leaves out, or a failed batch, falls back to the item's own call (which tells the user why).
    const { portalCode } = mine.portal;
    const batch = portalApi.itemsData(portalCode).catch(() => ({}) as Record<string, DataRow[]>);
    for (const item of widgets) {
      const pending = batch.then((all) => all[item.i] ?? portalApi.itemData(portalCode, item.i));
      // Not taken (the page went elsewhere): no unhandled rejection; a taker still sees the error.
      pending.catch(() => undefined);
      rows.set(rowsKey(portalCode, item.i), prefetched(token, pending));
    }
    void loadVega();
  };
  if (cached) askRows(cached);
  else answer.then(askRows, () => undefined);
}

/**
 * At the console's start: a page load onto the portal's path with a stored token asks for the portal and vega at once,
 * and fetches the portal page's chunks (`page`, the loader the route uses) while the session's calls are answered.
 */
export function prefetchPortalOnStart(page: () => Promise<unknown>): void {
  // A session whose password must change first is sent to the change page; the portal would only be refused.
  if (globalThis.location?.pathname !== PORTAL_HOME.path || !session.token() || session.get().passwordChangeRequired) return;
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
