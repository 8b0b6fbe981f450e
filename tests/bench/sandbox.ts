// Script runtime: the cost of one warm call of the one sandbox (the frozen context of a warm isolate, input and result
// copied as JSON) against the same function compiled in the host process, in the same run. Prints p50/p99 of both and
// the sandbox's p99 in ms (the bound: ≤ 1 ms when warm).
// Usage: npm run bench -- sandbox   (BENCH_CALLS to change the number of calls)
import { Sandbox } from '../../server/src/logic/sandbox.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 5_000);
const SCRIPT = 'return { total: input.lines.reduce((s, l) => s + l.qty * l.price, 0), count: input.lines.length }';
const INPUT = { lines: Array.from({ length: 20 }, (_, i) => ({ qty: i + 1, price: 9.5 })) };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(call: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 200; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const sandbox = new Sandbox();
// The baseline: the same body as a host function, with the same JSON copies in and out (no isolation at all).
const host = new Function('input', SCRIPT) as (input: unknown) => unknown;
const sandboxed = await measure(() => sandbox.run('script', SCRIPT, INPUT));
const plain = await measure(async () => JSON.parse(JSON.stringify(host(JSON.parse(JSON.stringify(INPUT))))));
sandbox.dispose();

const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`sandbox bench: ${CALLS} warm calls of a 20-line total, frozen context of a warm isolate`);
console.log(`  sandbox: p50 ${ms(sandboxed.p50)}, p99 ${ms(sandboxed.p99)}`);
console.log(`  host function (no isolation): p50 ${ms(plain.p50)}, p99 ${ms(plain.p99)}`);
console.log(`  sandbox p99: ${ms(sandboxed.p99)} (bound 1 ms), overhead p50: ${ms(sandboxed.p50 - plain.p50)}`);
