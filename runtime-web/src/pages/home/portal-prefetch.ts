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
import { takeBooted, type PortalWithData } from '../../session/portal-boot.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { loadVega as loadDrawing } from '../../components/vega-loader.ts';
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
const loadVega = () => loadDrawing().catch(() => undefined);

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
  rows.clear();
  // Asked by the HTML's script on a page load onto the portal (session/portal-boot.ts): the portal and its rows in one.
  const booted = takeBooted<PortalWithData>('answer', token, currentLanguage())?.catch(() => undefined);
  if (booted) {
    const answer = booted.then((got) => (got ? { portalType: got.portalType, portal: got.portal } : myPortal()));
    portal = prefetched(token, staticAnswer('portal', () => answer));
    void answer.then((mine) => askRows(token, mine, (code) => booted.then((got) => got?.data ?? portalApi.itemsData(code))), () => undefined);
    return;
  }
  const cached = cachedAnswer<MyPortal>('portal');
  const answer = cached ? Promise.resolve(cached) : myPortal();
  portal = prefetched(token, answer);
  const askBatch = (mine: MyPortal) => askRows(token, mine, portalApi.itemsData);
  if (cached) askBatch(cached);
  else answer.then(askBatch, () => undefined);
}

/**
 * Notes each widget item's rows from `batch` (every item's rows in one call, #42 item 8: on a slow network one round
 * trip instead of one per chart), and fetches vega. An item the batch leaves out, or a failed batch, falls back to the
 * item's own call (which tells the user why).
 */
function askRows(token: string | undefined, mine: MyPortal, batch: (portalCode: string) => Promise<Record<string, DataRow[]>>): void {
  const widgets = (mine.portal?.items ?? []).filter((item) => item.widgetCode && item.card);
  if (!mine.portal || widgets.length === 0) return;
  const { portalCode } = mine.portal;
  const all = batch(portalCode).catch(() => ({}) as Record<string, DataRow[]>);
  for (const item of widgets) {
    const pending = all.then((got) => got[item.i] ?? portalApi.itemData(portalCode, item.i));
    // Not taken (the page went elsewhere): no unhandled rejection; a taker still sees the error.
    pending.catch(() => undefined);
    rows.set(rowsKey(portalCode, item.i), prefetched(token, pending));
  }
  void loadVega();
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
