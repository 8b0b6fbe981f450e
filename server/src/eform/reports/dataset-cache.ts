// The dataset result cache (as Metabase and Superset keep question results): a dataset with a cache time serves its
// aggregated rows from memory for that many seconds, keyed by tenant, dataset definition, parameter values and the
// caller's data scope (the rows a user's data rules let them read are never another user's). Kept exact by the change
// bus every instance listens to: a record written through the platform to the dataset's table (`table` notification,
// sent when the write commits) and any metadata change drop the results; nothing is served while notifications are not
// arriving, and rows read while a change came in are not stored. In process, per instance, bounded in results and rows
// (oldest out first).
import type { DataRow } from '@yc/engine';
import type { ChangeBus } from '../../db/changes.ts';

interface Entry {
  rows: DataRow[];
  expires: number;
  /** `<tenantId>:<tableName>` the rows were read from (null: a SQL or HTTP config, held for its cache time only). */
  table: string | null;
}

/** At most this many results are kept, holding at most this many rows in all (oldest out first). */
const MAX_ENTRIES = 500;
const MAX_ROWS = 100_000;

/** Look-ups of every dataset cache of this process since it started (the monitor's hit rate). */
export const DATASET_CACHE_LOOKUPS = { hits: 0, misses: 0 };

export class DatasetCache {
  readonly #entries = new Map<string, Entry>();
  #rows = 0;

  constructor(private readonly bus: ChangeBus, private readonly maxEntries = MAX_ENTRIES, private readonly maxRows = MAX_ROWS) {
    bus.on((change) => {
      if (change.topic === 'all' || change.topic === 'metadata') {
        this.#entries.clear();
        this.#rows = 0;
      } else if (change.topic === 'table') for (const [key, entry] of this.#entries) if (entry.table === change.key) this.#delete(key);
    });
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#rows -= entry.rows.length;
    this.#entries.delete(key);
  }

  /** The rows still fresh under that key (none while notifications are not arriving); each look-up counted for the monitor. */
  get(key: string): DataRow[] | undefined {
    const rows = this.#fresh(key);
    DATASET_CACHE_LOOKUPS[rows ? 'hits' : 'misses']++;
    return rows;
  }

  #fresh(key: string): DataRow[] | undefined {
    if (!this.bus.live) return undefined;
    const entry = this.#entries.get(key);
    if (entry && entry.expires <= Date.now()) this.#delete(key);
    return entry && entry.expires > Date.now() ? entry.rows : undefined;
  }

  /** What `set` needs to know the rows predate no change: take it before reading them. */
  get generation(): number {
    return this.bus.generation;
  }

  /** Keeps rows read since `generation` for `seconds`, unless a change arrived meanwhile. */
  set(key: string, generation: number, table: string | null, seconds: number, rows: DataRow[]): void {
    if (!this.bus.live || this.bus.generation !== generation || seconds <= 0 || rows.length > this.maxRows) return;
    this.#delete(key);
    // Map keeps insertion order: the oldest go first.
    while (this.#entries.size >= this.maxEntries || this.#rows + rows.length > this.maxRows) this.#delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { rows, expires: Date.now() + seconds * 1000, table });
    this.#rows += rows.length;
  }

  /** How many results and rows are held. */
  get size(): { entries: number; rows: number } {
    return { entries: this.#entries.size, rows: this.#rows };
  }
}
