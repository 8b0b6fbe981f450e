// A table model may not take a platform name (issue 30, item 7): the enterprise's schema comes first on the search
// path, so a model named bpm_task would hide the platform's task table (that enterprise's task list answered 500).
// The engine's rule refuses the platform's prefixes and names; the server also refuses any table its platform schema
// holds today. Nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { customerModel, expectOk, GROUP } from '../api/eform-fixtures.ts';

const suite = apiSuite();

beforeAll(async () => {
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', GROUP));
  // A table of the platform's schema outside the reserved prefixes (as a later migration might add).
  await suite.server.sql('create table if not exists public.acme_shadow (id int)');
});
afterAll(async () => {
  await suite.server.sql('drop table if exists public.acme_shadow');
});

const models = async () => (await suite.server.tenantSql<{ n: number }>(`select count(*)::int as n from ef_metadata where kind = 'tableModel'`))[0]!.n;

describe('platform table names', () => {
  it.each(['bpm_task', 'sys_user', 'ef_x', 'pgboss', 'BPM_Instance', 'acme_shadow'])('refuses a model named %s, naming it', async (tableName) => {
    const before = await models();
    const res = await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Table name ${tableName} is reserved by the platform`);
    expect(await models()).toBe(before);
  });

  it('answers in Chinese too, and still takes an ordinary name', async () => {
    const zh = await suite.admin.post('/api/eform/manage/tableModel/add?lang=zh_CN', { ...customerModel(), tableName: 'bpm_task' });
    expect(zh.body.message).toBe('表名 bpm_task 为平台保留');
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), tableName: 'task_notes' }));
  });

  it('keeps the process lists working', async () => {
    expect((await suite.admin.get('/api/bpm/process/mine?pageNo=1&pageSize=10')).status).toBeLessThan(500);
  });
});
