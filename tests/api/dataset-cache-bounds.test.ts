// The dataset result cache's own rules, on a bus driven by hand (the notifications PostgreSQL delivers in the API tests):
// Given results held, Then they expire with their cache time, are bounded in results and rows (oldest out first), are
// dropped by a write to their table or any metadata change, are not stored when a change arrived while they were read,
// and nothing is served while notifications are not arriving.
import { describe, expect, it } from 'vitest';
import type { Change, ChangeBus, ChangeListener } from '../../server/src/db/changes.ts';
import { DatasetCache } from '../../server/src/eform/reports/dataset-cache.ts';

class HandBus implements ChangeBus {
  live = true;
  generation = 0;
  readonly #listeners: ChangeListener[] = [];
  on(listener: ChangeListener): void {
    this.#listeners.push(listener);
  }
  emit(change: Change): void {
    this.generation++;
    for (const l of this.#listeners) l(change);
  }
  async fence(): Promise<void> {}
  async close(): Promise<void> {}
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

describe('dataset result cache', () => {
  it('Given results over two tables, When one table is written, Then only its results go; a metadata change clears all', () => {
    const bus = new HandBus();
    const cache = new DatasetCache(bus);
    cache.set('a', bus.generation, '1:sale', 60, rows(2));
    cache.set('b', bus.generation, '1:stock', 60, rows(3));
    cache.set('c', bus.generation, '2:sale', 60, rows(1));
    bus.emit({ topic: 'table', key: '1:sale' });
    expect([cache.get('a'), cache.get('b')?.length, cache.get('c')?.length]).toEqual([undefined, 3, 1]);
    bus.emit({ topic: 'metadata' });
    expect(cache.size).toEqual({ entries: 0, rows: 0 });
  });

  it('Given rows read while a change arrived, Then they are not stored; while notifications are not arriving nothing is served', () => {
    const bus = new HandBus();
    const cache = new DatasetCache(bus);
    const generation = bus.generation;
    bus.emit({ topic: 'grants' });
    cache.set('a', generation, '1:sale', 60, rows(1));
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', bus.generation, '1:sale', 60, rows(1));
    bus.live = false;
    expect(cache.get('a')).toBeUndefined();
  });

  it('Given a cache time passed, Then the rows are not served', () => {
    const bus = new HandBus();
    const cache = new DatasetCache(bus);
    cache.set('a', bus.generation, null, 0.001, rows(1));
    const until = Date.now() + 5;
    while (Date.now() < until) { /* the cache time runs out */ }
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('Given more results or rows than it holds, Then the oldest go first; a result larger than all it holds is not kept', () => {
    const bus = new HandBus();
    const cache = new DatasetCache(bus, 3, 10);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, bus.generation, null, 60, rows(2));
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k) !== undefined)).toEqual([false, true, true, true]);
    cache.set('e', bus.generation, null, 60, rows(6));
    // b went (its rows made room for e's 6); c and d stay.
    expect(cache.size).toEqual({ entries: 3, rows: 10 });
    expect(['b', 'c', 'd', 'e'].map((k) => cache.get(k) !== undefined)).toEqual([false, true, true, true]);
    cache.set('f', bus.generation, null, 60, rows(11));
    expect(cache.get('f')).toBeUndefined();
  });
});
