// Progress of a long install (#35 item 4): Given an app whose install takes a while (a table and its 10,000 seed records, as many as a bundle may carry),
// When its install is under way, Then the enterprise's progress names the steps the install runs and the one running,
// in order; before and after, there is none; a user who may not install apps may not read it either.
import { expect, it } from 'vitest';
import { INSTALL_STEPS, METADATA_SAMPLES as S, type AppBundle, type InstallProgress } from '@yc/engine';
import { apiSuite, TEST_DB } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';
import { MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite();
const PROGRESS = `${MARKET}/installation/progress`;

const app: AppBundle = {
  format: 'yc-app-bundle/1', appCode: 'slow', appName: 'Slow', appVersion: '1.0.0', groups: [{ groupCode: 'slow', groupName: 'Slow' }],
  tableModels: [{ ...S.tableModel, tableName: 'sl_order', isSync: undefined }],
  records: [{ tableName: 'sl_order', rows: Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, order_no: `SO${i}`, amount: i })) }],
};

it("shows the steps of the enterprise's install under way and the one running, and none before or after", async () => {
  expect(expectOk(await suite.admin.get(PROGRESS))).toBeNull();
  const body = await upload(app);
  let finished = false;
  const installing = suite.admin.post(`${MARKET}/installation`, body).finally(() => {
    finished = true;
  });
  const seen: InstallProgress[] = [];
  while (!finished) {
    const progress = expectOk<InstallProgress | null>(await suite.admin.get(PROGRESS));
    if (progress) seen.push(progress);
  }
  expect(expectOk(await installing)).toMatchObject({ appCode: 'slow', outcome: 'installed' });

  // The embedded database runs in the server's own thread: the install's statements hold it, and a poll is answered
  // only between them, so it may see no step at all (the console then shows the install under way without one).
  if (TEST_DB === 'postgres') expect(seen.length).toBeGreaterThan(0);
  const steps = ['plan', 'groups', 'tableModels', 'tables', 'records'];
  for (const progress of seen) {
    expect(progress).toMatchObject({ appCode: 'slow', appVersion: '1.0.0' });
    expect(INSTALL_STEPS).toContain(progress.step);
    expect(progress.steps.indexOf(progress.step)).toBe(progress.done);
  }
  // Once planned, the steps are the install's, and they only move forward.
  const planned = seen.filter((p) => p.step !== 'plan');
  for (const progress of planned) expect(progress.steps).toEqual(steps);
  const order = seen.map((p) => steps.indexOf(p.step));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(expectOk(await suite.admin.get(PROGRESS))).toBeNull();
  expect((await suite.server.tenantSql<{ n: number }>(`select count(*)::int as n from sl_order`))[0]!.n).toBe(10_000);
}, 120_000);

it('is read only by those who may install apps', async () => {
  const user = await suite.server.login('user');
  expect((await user.get(PROGRESS)).status).toBe(403);
});
