// Idle benchmark: the memory of a started server that serves nothing. The server runs in a process of its own
// (idle-server.ts, the platform as its start builds it, no test runner loaded) on a fresh PostgreSQL database; after
// it has been idle for 2 s and full collections were forced, prints
//   idle: rss <MB> MB, heap used <MB> MB (total <MB> MB), external <MB> MB; started in <s> s
// and the goals of #40 item 2 (rss ≤ 150 MB on PostgreSQL, ≤ 250 MB on the embedded database).
// BENCH_IDLE_RUNS (default 3) servers are started one after the other; each run's figures are printed, then the median.
// BENCH_IDLE_MODULES=1 also prints, per run, the packages whose loaded source text is largest (V8's scripts, by package).
// BENCH_IDLE_DB=pglite measures the server on the embedded database instead.
// BENCH_IDLE_NODE_FLAGS adds node flags to the server's process (e.g. "--max-semi-space-size=4"), to measure a start command's.
// Usage: npm run bench -- idle
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, createTestDatabase, USER_PASSWORD } from '../support/server.ts';
import type { IdleMemory } from './idle-server.ts';

const RUNS = Number(process.env.BENCH_IDLE_RUNS ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));

async function once(env: Record<string, string>): Promise<IdleMemory> {
  const server = fork(path.join(here, 'idle-server.ts'), [], {
    execArgv: ['--no-node-snapshot', '--expose-gc', ...(process.env.BENCH_IDLE_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []), '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const memory = await new Promise<IdleMemory>((resolve, reject) => {
    server.once('message', (m: IdleMemory) => resolve(m));
    server.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
    server.send(env);
  });
  server.send('exit');
  await exited;
  return memory;
}

const line = (m: IdleMemory) =>
  `rss ${m.rss.toFixed(0)} MB, heap used ${m.heapUsed.toFixed(0)} MB (total ${m.heapTotal.toFixed(0)} MB), external ${m.external.toFixed(0)} MB; started in ${m.startSeconds.toFixed(1)} s`;

async function main(): Promise<void> {
  // BENCH_IDLE_DB=pglite: the embedded database, in a new data directory (the first run creates and installs it).
  const embedded = process.env.BENCH_IDLE_DB === 'pglite';
  const database = embedded
    ? await (async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'yc-bench-idle-'));
      return { databaseUrl: '', dataDir: dir, drop: () => fs.rm(dir, { recursive: true, force: true }) };
    })()
    : { ...(await createTestDatabase()), dataDir: '' };
  try {
    const env = { ...(embedded ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }), ADMIN_PASSWORD, USER_PASSWORD, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'silent' };
    const runs: IdleMemory[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await once(env));
      console.log(`  run ${i + 1}: ${line(runs[i]!)}`);
      if (runs[i]!.modules) console.log(`    most source text: ${runs[i]!.modules!.map(([name, size]) => `${name} ${size.toFixed(1)}`).join(', ')} (MB)`);
    }
    const median = (key: Exclude<keyof IdleMemory, 'modules'>) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    console.log(`goal (#40 item 2): rss ≤ 150 MB on PostgreSQL, ≤ 250 MB on the embedded database`);
    console.log(`idle: ${line({ rss: median('rss'), heapUsed: median('heapUsed'), heapTotal: median('heapTotal'), external: median('external'), startSeconds: median('startSeconds') })} (median of ${RUNS}, ${embedded ? 'embedded PGlite' : 'PostgreSQL'}; load average ${os.loadavg()[0]!.toFixed(1)})`);
  } finally {
    await database.drop();
  }
}

await main();
