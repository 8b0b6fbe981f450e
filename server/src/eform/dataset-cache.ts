// The dataset result cache (as Metabase and Superset keep question results): a dataset with a cache time serves its
// aggregated rows from memory for that many seconds, keyed by tenant, dataset definition, parameter values and the
// caller's data scope (the rows a user's data rules let them read are never another user's). Kept exact by the change
// bus every instance listens to: a record written through the platform to the dataset's table (`table` notification,
// sent when the write commits) and any metadata change drop the results; nothing is served while notifications are not
// arriving, and rows read while a change came in are not stored. In process, per instance, bounded (oldest out first).
import type { DataRow } from '@yc/engine';
import type { ChangeBus } from '../db/changes.ts';

interface Entry {
  rows: DataRow[];
  expires: number;
  /** `<tenantId>:<tableName>` the rows were read from (null: a SQL or HTTP config, held for its cache time only). */
  table: string | null;
}

/** At most this many results are kept (each at most a dataset's row limit). */
const MAX_ENTRIES = 500;

export class DatasetCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly bus: ChangeBus, private readonly maxEntries = MAX_ENTRIES) {
    bus.on((change) => {
      if (change.topic === 'all' || change.topic === 'metadata') this.#entries.clear();
      else if (change.topic === 'table') for (const [key, entry] of this.#entries) if (entry.table === change.key) this.#entries.delete(key);
    });
  }

  /** The rows still fresh under that key (none while notifications are not arriving). */
  get(key: string): DataRow[] | undefined {
    if (!this.bus.live) return undefined;
    const entry = this.#entries.get(key);
    if (entry && entry.expires <= Date.now()) this.#entries.delete(key);
    return entry && entry.expires > Date.now() ? entry.rows : undefined;
  }

  /** What `set` needs to know the rows predate no change: take it before reading them. */
  get generation(): number {
    return this.bus.generation;
  }

  /** Keeps rows read since `generation` for `seconds`, unless a change arrived meanwhile. */
  set(key: string, generation: number, table: string | null, seconds: number, rows: DataRow[]): void {
    if (!this.bus.live || this.bus.generation !== generation || seconds <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { rows, expires: Date.now() + seconds * 1000, table });
  }

  get size(): number {
    return this.#entries.size;
  }
}
