// Slow-network benchmark (issue 42, item 8): a front user opens the portal of 8 charts on a phone (390×844, touch) over
// DevTools' "Slow 3G" (2 s round trips, ~400 kbit/s), and on a phone whose CPU is slowed ×4 (a fast network), each at
// the first open after the sign-in and at a later load within the session (the session's static answers cached), in
// Chromium driven from a process of its own (tests/bench/dashboard-client.ts; a fresh context per open: empty cache,
// the signed-in user's token). Measured from navigation start: when the portal's widget data has arrived, and when the
// first chart is drawn (the first meaningful screen). Next to a baseline measured in the same run: the same open on a
// desktop with neither slowed. Aims: the data within 6 s on slow 3G, the first chart within 2.5 s on the slowed CPU.
// Usage: npm run bench -- portal-slow (the database of TEST_DB; needs a console build in runtime-web/dist or WEB_DIST).
// BENCH_ONLY=slowCpu,slowCpuWarm opens only those cases; BENCH_PROFILE=1 also prints where the page's JavaScript spent
// the slowed CPU cases' time until the first chart (V8's sampling profiler, by file, by function, per 500 ms).
import { loadavg } from 'node:os';
import { createUser, STRONG_PASSWORD } from '../support/identity.ts';
import { startTestServer } from '../support/server.ts';
import type { Conditions, DashboardJob, DashboardResult, Storage } from './dashboard-client.ts';
import { breakdown, carriesWidgetData, setUpDashboard } from './dashboard-setup.ts';
import { LoadProcess } from './load-client.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AIMS = { slow3gDataMs: 6000, slowCpuFirstChartMs: 2500 };
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const PROFILE = process.env.BENCH_PROFILE === '1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
const load = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;

/** When the last widget data call answered (the portal with its data, the portal's batch call, or per-widget calls). */
const dataArrived = (r: DashboardResult) => Math.max(0, ...r.calls.filter(carriesWidgetData).map((c) => c.end));

async function main(): Promise<void> {
  console.log(`at start: ${load()}`);
  const server = await startTestServer();
  const browser = new LoadProcess<DashboardJob, Storage | DashboardResult>('dashboard-client.ts');
  try {
    const admin = await server.login('admin');
    const { roleId } = await setUpDashboard(server, admin, 10_000);
    const user = await createUser(admin, { selectedRole: [roleId] });
    const storage = (await browser.run({ count: 1, url: `${server.url}/index/login`, username: user.username, password: STRONG_PASSWORD })) as Storage;
    const open = async (conditions: Conditions) => (await browser.run({ count: 1, url: `${server.url}/index/portal`, storage, conditions })) as DashboardResult;
    await open({}); // warms the server's caches (sessions, grants, the dataset's result): what is measured is the way there

    // Each phone case twice: the first open after the sign-in, and a later load within the session (its static answers
    // cached: session/static-cache.ts).
    const cases = {
      baseline: {},
      slow3g: { phone: true, slow3g: true }, slow3gWarm: { phone: true, slow3g: true, warmSession: true },
      slowCpu: { phone: true, cpuRate: 4, profile: PROFILE }, slowCpuWarm: { phone: true, cpuRate: 4, warmSession: true, profile: PROFILE },
    } satisfies Record<string, Conditions>;
    const runs: Record<keyof typeof cases, DashboardResult[]> = { baseline: [], slow3g: [], slow3gWarm: [], slowCpu: [], slowCpuWarm: [] };
    for (let r = 0; r < RUNS; r += 1) {
      for (const [name, conditions] of Object.entries(cases)) {
        if (!ONLY || ONLY.includes(name)) runs[name as keyof typeof cases].push(await open(conditions));
      }
    }
    const m = Object.fromEntries(Object.entries(runs).filter(([, rs]) => rs.length > 0).map(([name, rs]) => [name, {
      data: median(rs.map(dataArrived)), first: median(rs.map((r) => r.firstChart)), calls: median(rs.map((r) => r.calls.length)),
      kB: median(rs.map((r) => r.scripts.bytes + r.calls.reduce((n, c) => n + c.bytes, 0))) / 1024,
    }])) as Record<keyof typeof cases, { data: number; first: number; calls: number; kB: number }>;
    for (const [name, x] of Object.entries(m)) {
      console.log(`${name.padEnd(11)}: widget data arrived ${s(x.data)}, first chart ${s(x.first)}; ${x.calls} API calls, ${x.kB.toFixed(0)} kB of scripts and answers (medians of ${RUNS})`);
    }
    const byData = (rs: DashboardResult[]) => [...rs].sort((a, b) => dataArrived(a) - dataArrived(b))[Math.floor(rs.length / 2)]!;
    console.log('where the time went (the median opens, ms from navigation start):');
    for (const [name, rs] of Object.entries(runs)) if (rs.length) console.log(breakdown(name, byData(rs)));
    for (const [name, rs] of Object.entries(runs)) {
      const p = rs.length ? byData(rs).profile : undefined;
      if (!p) continue;
      console.log(`  ${name}: the page's JavaScript until the first chart (ms sampled; the profiler slows it a little)`);
      console.log(`    by file: ${p.byFile.map((f) => `${f.file} ${f.ms.toFixed(0)}`).join(', ')}`);
      console.log(`    by function: ${p.byFunction.map((f) => `${f.name} ${f.ms.toFixed(0)}`).join(', ')}`);
      for (const w of p.timeline) console.log(`    ${String(w.from).padStart(6)} ms: busy ${w.busy.toFixed(0).padStart(3)} — ${w.top}`);
    }
    if (ONLY) return;
    console.log(`slow 3G phone: data ${s(m.slow3g.data)} at the first open, ${s(m.slow3gWarm.data)} within the session (aim ${s(AIMS.slow3gDataMs)}), ${(m.slow3g.data / m.baseline.data).toFixed(1)}× the baseline's`);
    console.log(`×4 CPU phone: first chart ${s(m.slowCpu.first)} at the first open, ${s(m.slowCpuWarm.first)} within the session (aim ${s(AIMS.slowCpuFirstChartMs)}), ${(m.slowCpu.first / m.baseline.first).toFixed(1)}× the baseline's`);
    const within = m.slow3g.data <= AIMS.slow3gDataMs && m.slowCpu.first <= AIMS.slowCpuFirstChartMs;
    console.log(`${within ? 'within the aims' : 'OVER AN AIM'}; at end: ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
