// The benchmark side of the load process: forks tests/bench/load.ts (or another load script of this folder, with jobs
// and results of its own), sends it jobs, and measures the server's CPU (this process) while each job runs; a busy-loop
// process for the rounds that run while another process keeps a core busy.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.ts';

export interface Measured extends LoadResult {
  /** The server's (this process's) CPU time per request, ms. */
  serverCpuMs: number;
}

/** The load process: `script` (a file of this folder) answers each job of `count` requests with a result `R`. */
export class LoadProcess<J extends { count: number } = LoadJob, R extends object = LoadResult> {
  private readonly child: ChildProcess;

  constructor(script = 'load.ts') {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), script);
    this.child = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  }

  run(job: J): Promise<R & { serverCpuMs: number }> {
    const cpu = process.cpuUsage();
    return new Promise((resolve, reject) => {
      this.child.once('message', (message: { ok: true; result: R } | { ok: false; error: string }) => {
        const used = process.cpuUsage(cpu);
        if (!message.ok) reject(new Error(message.error));
        else resolve({ ...message.result, serverCpuMs: (used.user + used.system) / 1000 / job.count });
      });
      this.child.send(job);
    });
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send('exit');
    await exited;
  }
}

/** A figure line: requests per second, latency percentiles and CPU per request. */
export const figures = (m: Measured) =>
  `${m.perSecond.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, server CPU ${m.serverCpuMs.toFixed(2)} ms/req, client CPU ${m.clientCpuMs.toFixed(2)} ms/req`;

/** The median run (by throughput) of several. */
export const median = (runs: Measured[]): Measured => [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;

export interface Side {
  label: string;
  job: Omit<LoadJob, 'concurrency' | 'count'>;
}

/**
 * The platform against its baseline at each concurrency: a warm-up of each, then `rounds` rounds alternating between
 * them; prints the median round of each and their ratio, and `ratio: X` (the lowest). Returns the ratios.
 */
export async function compareSides(
  load: LoadProcess,
  sides: { platform: Side; baseline: Side },
  options: { concurrencies: number[]; count: number; rounds: number; warmup: number; condition?: string },
): Promise<number[]> {
  const condition = options.condition ? ` (${options.condition})` : '';
  const ratios: number[] = [];
  const width = Math.max(sides.platform.label.length, sides.baseline.label.length) + 1;
  for (const concurrency of options.concurrencies) {
    const run = (side: Side, count: number) => load.run({ ...side.job, concurrency, count } as LoadJob);
    await run(sides.platform, options.warmup);
    await run(sides.baseline, options.warmup);
    const platform: Measured[] = [];
    const baseline: Measured[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      platform.push(await run(sides.platform, options.count));
      baseline.push(await run(sides.baseline, options.count));
    }
    const [p, b] = [median(platform), median(baseline)];
    ratios.push(p.perSecond / b.perSecond);
    console.log(`${concurrency} clients${condition}, median of ${options.rounds} rounds of ${options.count} requests:`);
    console.log(`  ${`${sides.platform.label}:`.padEnd(width)} ${figures(p)}`);
    console.log(`  ${`${sides.baseline.label}:`.padEnd(width)} ${figures(b)}`);
    console.log(`  ratio at ${concurrency}${condition}: ${(p.perSecond / b.perSecond).toFixed(2)}`);
  }
  console.log(`ratio${condition}: ${Math.min(...ratios).toFixed(2)}`);
  return ratios;
}

/**
 * Another process keeping one core busy (a loop spinning) while `work` runs, as on a machine that does something
 * else too: the platform's CPU per request then costs throughput, where on an idle machine the second core hides it.
 */
export async function withBusyCore<T>(work: () => Promise<T>): Promise<T> {
  const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => busy.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      busy.once('spawn', resolve);
      busy.once('error', reject);
    });
    return await work();
  } finally {
    busy.kill('SIGKILL');
    await exited;
  }
}
