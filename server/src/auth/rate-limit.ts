// A fixed-window counter per key (an address, say), in this instance's memory: with several instances behind a balancer
// a key gets the limit from each; every one stays bounded, and a refused request writes nothing.
import type { Database } from '../db/database.ts';

export interface RateLimit {
  perWindow: number;
  windowMs: number;
}

/** Keys remembered at most (the oldest windows are forgotten first): the counter's memory stays bounded. */
const MAX_KEYS = 10_000;

export class FixedWindows {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** Counts a request of the key; false when it is over the limit of its window. */
  take(key: string, now = Date.now()): boolean {
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.limit.windowMs) {
      this.#windows.delete(key);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
      this.#forgetOldest(now);
    }
    window.count += 1;
    return window.count <= this.limit.perWindow;
  }

  #forgetOldest(now: number): void {
    if (this.#windows.size <= MAX_KEYS) return;
    for (const [key, window] of this.#windows) {
      if (this.#windows.size <= MAX_KEYS && now - window.start < this.limit.windowMs) break;
      this.#windows.delete(key);
    }
  }
}

/** One counter per database (a server instance's platform) and purpose. */
const counters = new WeakMap<Database, Map<string, FixedWindows>>();

export function rateLimiter(db: Database, purpose: string, limit: RateLimit): FixedWindows {
  let byPurpose = counters.get(db);
  if (!byPurpose) counters.set(db, (byPurpose = new Map()));
  let windows = byPurpose.get(purpose);
  if (!windows) byPurpose.set(purpose, (windows = new FixedWindows(limit)));
  return windows;
}
