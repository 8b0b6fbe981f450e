// Idle benchmark: the memory of a started server that serves nothing. The server runs as `npm run serve` starts it: the
// built server/dist/main.mjs (built first, `npm run build:server`) with the node flags of that script (built-server.ts),
// in a process of its own on a fresh PostgreSQL database, plus --expose-gc and a probe preloaded (idle-probe.ts). Once
// the server prints its console address, the probe waits 2 s, forces full collections and answers; the bench prints
//   idle: rss <MB> MB, heap used <MB> MB (total <MB> MB), external <MB> MB; started in <s> s
// and the goals of #40 item 2 (rss ≤ 150 MB on PostgreSQL, ≤ 250 MB on the embedded database).
// BENCH_IDLE_RUNS (default 3) servers are started one after the other; each run's figures are printed, then the median.
// BENCH_IDLE_MODULES=1 also prints, per run, the packages whose loaded source text is largest (V8's scripts, by package).
// BENCH_IDLE_DB=pglite measures the server on the embedded database instead.
// BENCH_IDLE_FORM=source measures `npm run serve:dev` instead (the TypeScript sources under tsx), for a comparison.
// BENCH_IDLE_NODE_FLAGS adds node flags to the server's process (e.g. "--max-semi-space-size=2").
// Usage: npm run bench -- idle
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { ADMIN_PASSWORD, createTestDatabase, USER_PASSWORD } from '../support/server.ts';
import { nodeCommand, shown, startServer, type NodeCommand } from './built-server.ts';
import type { IdleMemory } from './idle-probe.ts';

const RUNS = Number(process.env.BENCH_IDLE_RUNS ?? 3);
const FORM = process.env.BENCH_IDLE_FORM === 'source' ? 'serve:dev' : 'serve';

async function once(command: NodeCommand, probe: string, env: Record<string, string>): Promise<IdleMemory> {
  const extra = process.env.BENCH_IDLE_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const server = await startServer(command, env, [...extra, '--expose-gc', '--import', probe]);
  try {
    return await new Promise<IdleMemory>((resolve, reject) => {
      server.process.once('message', (m: IdleMemory) => resolve(m));
      server.process.once('exit', (code) => reject(new Error(`the server process exited (${code}) before it answered`)));
      server.process.send('measure');
    });
  } finally {
    await server.stop();
  }
}

const line = (m: IdleMemory) =>
  `rss ${m.rss.toFixed(0)} MB, heap used ${m.heapUsed.toFixed(0)} MB (total ${m.heapTotal.toFixed(0)} MB), external ${m.external.toFixed(0)} MB; started in ${m.startSeconds.toFixed(1)} s`;

async function main(): Promise<void> {
  const command = await nodeCommand(FORM);
  // The probe as plain JavaScript (its types stripped), so that nothing but the server's own start loads a loader.
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'yc-bench-idle-'));
  const probe = path.join(work, 'idle-probe.mjs');
  const source = await fs.readFile(path.join(import.meta.dirname, 'idle-probe.ts'), 'utf8');
  await fs.writeFile(probe, ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
  // BENCH_IDLE_DB=pglite: the embedded database, in a new data directory (the first run creates and installs it).
  const embedded = process.env.BENCH_IDLE_DB === 'pglite';
  const database = embedded
    ? { databaseUrl: '', dataDir: path.join(work, 'data'), drop: () => Promise.resolve() }
    : { ...(await createTestDatabase()), dataDir: '' };
  try {
    const env = {
      ...(embedded ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }), ADMIN_PASSWORD, USER_PASSWORD, LOGIN_CAPTCHA: 'false',
      ...(process.env.BENCH_IDLE_MODULES ? { BENCH_IDLE_MODULES: '1' } : {}),
    };
    console.log(`npm run ${FORM}: ${shown(command)}`);
    const runs: IdleMemory[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await once(command, pathToFileURL(probe).href, env));
      console.log(`  run ${i + 1}: ${line(runs[i]!)}`);
      if (runs[i]!.modules) console.log(`    most source text: ${runs[i]!.modules!.map(([name, size]) => `${name} ${size.toFixed(1)}`).join(', ')} (MB)`);
    }
    const median = (key: Exclude<keyof IdleMemory, 'modules'>) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    console.log(`goal (#40 item 2): rss ≤ 150 MB on PostgreSQL, ≤ 250 MB on the embedded database`);
    console.log(`idle: ${line({ rss: median('rss'), heapUsed: median('heapUsed'), heapTotal: median('heapTotal'), external: median('external'), startSeconds: median('startSeconds') })} (median of ${RUNS}, ${embedded ? 'embedded PGlite' : 'PostgreSQL'}, npm run ${FORM}; load average ${os.loadavg()[0]!.toFixed(1)})`);
  } finally {
    await database.drop();
    await fs.rm(work, { recursive: true, force: true });
  }
}

await main();
