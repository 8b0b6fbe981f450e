// Request figures of the last hour, per route: kept per minute in this process (one bucket a minute, the oldest dropped
// after an hour), keyed by the method and the route's URL pattern (`/api/system/user/queryById`, never the raw URL with
// its query or ids), so that the set of keys is bounded by the routes the server has. Durations are kept as measured (at
// most MAX_SAMPLES a route and minute) for p50 and p99.

/** Minutes a figure covers. */
export const WINDOW_MINUTES = 60;
/** Durations kept per route and minute: beyond them a minute's percentiles come from its first ones. */
const MAX_SAMPLES = 2_000;
/** The key of requests no route matched (404s of unknown paths). */
export const NO_ROUTE = '(no route)';

interface Cell {
  count: number;
  clientErrors: number;
  errors: number;
  durations: number[];
}

export interface RouteFigures {
  method: string;
  route: string;
  count: number;
  /** Requests per minute over the window. */
  perMinute: number;
  /** Replies 400–499. */
  clientErrors: number;
  /** Replies 500 and above. */
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface MinuteFigures {
  /** The minute's start, ISO. */
  minute: string;
  count: number;
  errors: number;
  clientErrors: number;
}

export interface RequestFigures {
  windowMinutes: number;
  total: number;
  errors: number;
  clientErrors: number;
  p50Ms: number;
  p99Ms: number;
  minutes: MinuteFigures[];
  routes: RouteFigures[];
}

/** The q-quantile (0..1) of sorted values, nearest rank; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export class RequestStats {
  /** Minute number (ms / 60000) → route key → its cell. */
  readonly #minutes = new Map<number, Map<string, Cell>>();

  constructor(private readonly now: () => number = Date.now) {}

  record(method: string, route: string | undefined, status: number, durationMs: number): void {
    const minute = Math.floor(this.now() / 60_000);
    let cells = this.#minutes.get(minute);
    if (!cells) {
      cells = new Map();
      this.#minutes.set(minute, cells);
      this.#prune(minute);
    }
    const key = `${method} ${route ?? NO_ROUTE}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = { count: 0, clientErrors: 0, errors: 0, durations: [] }));
    cell.count++;
    if (status >= 500) cell.errors++;
    else if (status >= 400) cell.clientErrors++;
    if (cell.durations.length < MAX_SAMPLES) cell.durations.push(durationMs);
  }

  #prune(current: number): void {
    for (const minute of this.#minutes.keys()) if (minute <= current - WINDOW_MINUTES) this.#minutes.delete(minute);
  }

  figures(): RequestFigures {
    const current = Math.floor(this.now() / 60_000);
    this.#prune(current);
    const byRoute = new Map<string, Cell>();
    const all: number[] = [];
    const minutes: MinuteFigures[] = [];
    for (let minute = current - WINDOW_MINUTES + 1; minute <= current; minute++) {
      const row: MinuteFigures = { minute: new Date(minute * 60_000).toISOString(), count: 0, errors: 0, clientErrors: 0 };
      for (const [key, cell] of this.#minutes.get(minute) ?? []) {
        row.count += cell.count;
        row.errors += cell.errors;
        row.clientErrors += cell.clientErrors;
        let sum = byRoute.get(key);
        if (!sum) byRoute.set(key, (sum = { count: 0, clientErrors: 0, errors: 0, durations: [] }));
        sum.count += cell.count;
        sum.errors += cell.errors;
        sum.clientErrors += cell.clientErrors;
        sum.durations.push(...cell.durations);
        all.push(...cell.durations);
      }
      minutes.push(row);
    }
    const routes = [...byRoute].map(([key, cell]): RouteFigures => {
      const sorted = cell.durations.sort((a, b) => a - b);
      const space = key.indexOf(' ');
      return {
        method: key.slice(0, space), route: key.slice(space + 1), count: cell.count, perMinute: round(cell.count / WINDOW_MINUTES),
        clientErrors: cell.clientErrors, errors: cell.errors, p50Ms: round(quantile(sorted, 0.5)), p99Ms: round(quantile(sorted, 0.99)),
      };
    }).sort((a, b) => b.count - a.count || a.route.localeCompare(b.route));
    all.sort((a, b) => a - b);
    return {
      windowMinutes: WINDOW_MINUTES,
      total: minutes.reduce((n, m) => n + m.count, 0), errors: minutes.reduce((n, m) => n + m.errors, 0),
      clientErrors: minutes.reduce((n, m) => n + m.clientErrors, 0),
      p50Ms: round(quantile(all, 0.5)), p99Ms: round(quantile(all, 0.99)), minutes, routes,
    };
  }
}
