// Caches of facts that change rarely (sessions, grants, page contexts), kept exact by the change bus: an entry is
// dropped when a notification says it went stale, nothing is served while notifications are not arriving, and a
// value read while a change came in is not stored (it may predate the change).
import type { Change, ChangeBus } from './changes.ts';

export class ChangeCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly bus: ChangeBus,
    /** Which entries a change makes stale: their keys, 'all', or none. */
    stale: (change: Change, cache: ChangeCache<V>) => void,
    private readonly maxEntries = 10_000,
  ) {
    bus.on((change) => (change.topic === 'all' ? this.entries.clear() : stale(change, this)));
  }

  /** The cached value, or the loader's (stored unless a change arrived meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.bus.live) {
      const hit = this.entries.get(key);
      if (hit !== undefined) return hit;
    }
    const generation = this.bus.generation;
    const value = await load();
    if (this.bus.live && this.bus.generation === generation) {
      // Oldest first out: Map keeps insertion order.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The cached value if there is one now (never while notifications are not arriving). */
  peek(key: string): V | undefined {
    return this.bus.live ? this.entries.get(key) : undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(stale: (key: string, value: V) => boolean): void {
    for (const [key, value] of this.entries) if (stale(key, value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

const registry = new WeakMap<ChangeBus, Map<string, ChangeCache<unknown>>>();

/** The bus's cache of that name, made on first use: one per server instance and purpose. */
export function cacheOn<V>(bus: ChangeBus, name: string, stale: (change: Change, cache: ChangeCache<V>) => void): ChangeCache<V> {
  let caches = registry.get(bus);
  if (!caches) registry.set(bus, (caches = new Map()));
  let cache = caches.get(name) as ChangeCache<V> | undefined;
  if (!cache) caches.set(name, (cache = new ChangeCache<V>(bus, stale)));
  return cache;
}
