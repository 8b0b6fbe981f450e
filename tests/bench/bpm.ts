// Approval throughput: a published two-step template (step 1 by one user, step 2 by another); from a separate process,
// approvals through the HTTP API as the console makes them (start; the first assignee's todo page, complete; the
// second's, complete), a few at a time, each step a transaction that keeps the engine's state in PostgreSQL. The
// baseline, in the same run: the same BPMN run by bpmn-engine in memory (start, signal step 1, signal step 2; nothing
// kept), one after another in this process. Rounds alternate; prints both rates and `ratio: X` (API / in memory).
// Usage: npm run bench -- bpm   (BENCH_APPROVALS, BENCH_ROUNDS, BENCH_CLIENTS to change the size; BENCH_PROFILE=<file>
// writes the server's CPU profile of the API rounds, for Chrome DevTools)
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Engine } from 'bpmn-engine';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer, type ApiClient } from '../support/server.ts';
import { twoStepBpmn } from '../api/bpm-fixtures.ts';
import type { BpmLoadJob, BpmLoadResult } from './bpm-client.ts';
import { LoadProcess } from './load-client.ts';

const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const PROFILE = process.env.BENCH_PROFILE;
const KEY = 'bench_purchase';
const BPMN = twoStepBpmn(KEY, { name: 'Manager', attrs: '' }, { name: 'Finance', attrs: '' });

/** The median run (by rate) of several. */
const median = <T extends { perSecond: number }>(runs: T[]): T => [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;

async function ok<T>(call: Promise<{ status: number; body: { message: string; result: T } }>): Promise<T> {
  const res = await call;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${res.body.message}`);
  return res.body.result;
}

/** One approval in memory: the process started, each step signalled as its assignee approves, to its end. */
async function approveInMemory(i: number): Promise<void> {
  const engine = new Engine({ name: 'baseline', source: BPMN, variables: { amount: 100 + (i % 900), initiator: 'bench' } });
  const ended = new Promise<void>((resolve, reject) => {
    engine.once('end', () => resolve());
    engine.once('error', reject);
  });
  const execution = await engine.execute();
  for (const step of ['lead', 'second']) {
    if (!execution.getPostponed().some((a) => a.id === step)) throw new Error(`the in-memory process does not wait at ${step}`);
    execution.signal({ id: step });
  }
  await ended;
}

async function inMemory(count: number): Promise<{ perSecond: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await approveInMemory(i);
  const used = process.cpuUsage(cpu);
  return { perSecond: count / ((performance.now() - started) / 1000), cpuMs: (used.user + used.system) / 1000 / count };
}

async function main(): Promise<void> {
  const server = await startTestServer();
  const load = new LoadProcess<BpmLoadJob, BpmLoadResult>('bpm-client.ts');
  try {
    if (!server.config.databaseUrl) throw new Error('the bpm bench runs on PostgreSQL (unset TEST_DB)');
    const admin = await server.login('admin');
    const [starter, manager, finance] = await Promise.all([createUser(admin), createUser(admin), createUser(admin)]);
    const signIn = (user: { username: string }) => server.login(user.username, STRONG_PASSWORD);
    const clients: ApiClient[] = await Promise.all([starter!, manager!, finance!].map(signIn));
    await ok(admin.post('/api/bpm/template/add', {
      key: KEY, name: 'Purchase approval', group: 'Bench', bpmnXml: BPMN, startPermission: { type: 'all' },
      nodes: { lead: { assignees: [{ type: 'user', values: [manager!.username] }] }, second: { assignees: [{ type: 'user', values: [finance!.username] }] } },
    }));
    await ok(admin.post('/api/bpm/template/publish', { key: KEY }));

    const job = (count: number): BpmLoadJob => ({
      kind: 'approvals', url: server.url, templateKey: KEY, count, concurrency: CLIENTS,
      tokens: { starter: clients[0]!.token!, first: clients[1]!.token!, second: clients[2]!.token! },
    });
    await load.run(job(Math.min(50, APPROVALS)));
    // bpmn-engine takes a few hundred runs to be compiled (JIT) and steady.
    await inMemory(500);
    const api: (BpmLoadResult & { serverCpuMs: number })[] = [];
    const memory: { perSecond: number; cpuMs: number }[] = [];
    const profiler = PROFILE ? new Session() : undefined;
    profiler?.connect();
    await profiler?.post('Profiler.enable');
    for (let round = 0; round < ROUNDS; round += 1) {
      // The first API round is profiled, nothing else.
      if (profiler && round === 0) await profiler.post('Profiler.start');
      api.push(await load.run(job(APPROVALS)));
      if (profiler && round === 0) fs.writeFileSync(PROFILE!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
      memory.push(await inMemory(APPROVALS));
    }
    profiler?.disconnect();
    const [a, m] = [median(api), median(memory)];
    const [{ stored, text }] = await server.sql<{ stored: number; text: number }>(
      `select avg(pg_column_size(engine_state))::int as stored, avg(length(engine_state::text))::int as text from bpm_instance where template_key = $1`, [KEY],
    ) as [{ stored: number; text: number }];
    console.log(`bpm bench: two-step approval (start, todo page + complete, todo page + complete), ${CLIENTS} clients, median of ${ROUNDS} rounds of ${APPROVALS} approvals`);
    console.log(`  api (HTTP, 5 requests per approval, state in PostgreSQL): ${a.perSecond.toFixed(1)} approvals/s, p50 ${a.p50.toFixed(1)} ms, p95 ${a.p95.toFixed(1)} ms per approval, server CPU ${a.serverCpuMs.toFixed(2)} ms/approval`);
    console.log(`    step medians: ${Object.entries(a.steps!).map(([step, ms]) => `${step} ${ms.toFixed(1)} ms`).join(', ')}; engine state per instance ${text} characters of JSON (${stored} bytes stored)`);
    console.log(`  in-memory bpmn-engine (start, signal, signal; nothing kept): ${m.perSecond.toFixed(1)} approvals/s, CPU ${m.cpuMs.toFixed(2)} ms/approval`);
    console.log(`ratio: ${(a.perSecond / m.perSecond).toFixed(2)}`);
  } finally {
    await load.close();
    await server.stop();
  }
}

await main();
