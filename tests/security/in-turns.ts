// Runs a sweep's probes a few at a time: the machine running the tests is shared, and the server under test answers
// each probe before the next one of that worker is sent.

/** Calls `work` on every item, at most `concurrency` at once, in order. */
export async function inTurns<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
