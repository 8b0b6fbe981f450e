// Crash loops in full (#40 item 6): a server process killed with SIGKILL at a random moment of a piece of work,
// CRASH_KILLS (100) times for each of an Excel import, a table model's sync, an app bundle's install and an approval
// step, a new server process started on the same PostgreSQL database after each kill, and the work checked against the
// database: all applied or none, nothing acknowledged lost, nothing left running for ever, and the work done again
// succeeds (the scenarios: tests/support/crash-loops.ts; the bounded test: tests/api/crash-loops.test.ts). Prints per
// scenario
//   <scenario>: <kills> kills, <restarts> restarts, <seconds> s (a restart <seconds> s on average); <outcomes>; <findings or "nothing half-applied">
// and exits non-zero when anything was found half-applied or lost.
// Usage: npm run bench -- crash-loops   (CRASH_KILLS to change the count; CRASH_ONLY=excel|sync|bundle|approval for one
// scenario; CRASH_ROWS (1,000) the size of each import, CRASH_SYNC_ROWS (50,000) the table synced, CRASH_RECORDS (2,000)
// the bundle's seed records; PostgreSQL on TEST_DATABASE_URL)
import { approvalStep, bundleInstall, CrashRig, excelImport, tableSync, type CrashScenario } from '../support/crash-loops.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 100);
const ONLY = process.env.CRASH_ONLY;

const scenarios: Record<string, () => CrashScenario> = {
  excel: () => excelImport(Number(process.env.CRASH_ROWS ?? 1_000)),
  sync: () => tableSync(Number(process.env.CRASH_SYNC_ROWS ?? 50_000)),
  bundle: () => bundleInstall(Number(process.env.CRASH_RECORDS ?? 2_000)),
  approval: () => approvalStep(),
};

let failed = false;
for (const [key, make] of Object.entries(scenarios)) {
  if (ONLY && ONLY !== key) continue;
  const scenario = make();
  const rig = await CrashRig.open();
  try {
    await scenario.setUp(rig);
    const start = performance.now();
    const outcomes = new Map<string, number>();
    const findings: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const loop = await scenario.once(rig, kill);
      const outcome = loop.outcome.replace(/^\d+ ms: /, '');
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      findings.push(...loop.findings);
      for (const finding of loop.findings) console.error(`  ${finding}`);
    }
    const seconds = ((performance.now() - start) / 1000).toFixed(0);
    const counted = [...outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
    const restart = (rig.restartMs / Math.max(rig.restarts, 1) / 1000).toFixed(1);
    console.log(`${scenario.name}: ${KILLS} kills, ${rig.restarts} restarts, ${seconds} s (a restart ${restart} s on average); ${counted}; ${findings.length ? `${findings.length} findings` : 'nothing half-applied'}`);
    if (findings.length) failed = true;
  } finally {
    await rig.close();
  }
}
if (failed) process.exitCode = 1;

export {};
