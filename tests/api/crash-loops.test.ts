// Crash loops, bounded (#40 item 6): a server process killed with SIGKILL at a random moment of a piece of work, three
// times each — an Excel import, a table model's sync, an app bundle's install; after each restart on the same
// PostgreSQL database the work is all applied or none of it (checked in the database), what was acknowledged is kept,
// nothing says it is still running, and the work done again succeeds (tests/support/crash-loops.ts; the full loops:
// `npm run bench -- crash-loops`; an approval step killed and resumed: bpm-restart.test.ts). PostgreSQL only: the
// servers are processes of their own on a database of their own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleInstall, CrashRig, excelImport, tableSync, type CrashScenario } from '../support/crash-loops.ts';

const KILLS = 3;

let rig: CrashRig;

beforeAll(async () => {
  rig = await CrashRig.open();
}, 300_000);

afterAll(async () => {
  await rig?.close();
});

const scenarios: [string, CrashScenario][] = [
  ['keeps all of an Excel import or none', excelImport(4_000)],
  ['leaves a synced table the old shape or the new one, as its model says', tableSync(100_000)],
  ['installs all of an app bundle or none of it', bundleInstall(10_000)],
];

for (const [title, scenario] of scenarios) {
  it(`${title} when its server is killed at a random moment (${KILLS} times)`, async () => {
    await scenario.setUp(rig);
    const outcomes: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const { outcome, findings } = await scenario.once(rig, kill);
      expect(findings).toEqual([]);
      outcomes.push(outcome);
    }
    console.log(`killed during the ${scenario.name}: ${outcomes.join('; ')}`);
  }, 300_000);
}
