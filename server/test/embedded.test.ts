// Smoke test of the embedded default: no DATABASE_URL, a PGlite data folder, restart keeps everything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildPlatform, loadConfig } from '../src/index.ts';
import { TEST_PG_URL } from '../../tests/support/database-templates.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-embedded-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('starts on PGlite, signs the admin in, and restarts idempotently', async () => {
  const config = loadConfig({ DATA_DIR: dataDir, LOGIN_CAPTCHA: 'false', LOG_LEVEL: 'silent' });
  const first = await buildPlatform(config);
  const password = first.boot.generatedPasswords.admin!;
  expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{8,}$/);
  expect(first.db.embedded).toBe(true);
  const login = await first.app.inject({ method: 'POST', url: '/api/system/login', payload: { username: 'admin', password } });
  expect(login.json()).toMatchObject({ success: true, result: { userInfo: { username: 'admin', backRoleFlg: '1' } } });
  const token = login.json().result.token as string;
  await first.close();

  const second = await buildPlatform(config);
  try {
    expect(second.boot.generatedPasswords).toEqual({});
    expect(second.boot.installs).toEqual({ 'yc-system': 'unchanged' });
    const info = await second.app.inject({ url: '/api/user/info', headers: { 'x-access-token': token } });
    expect(info.json().result.username).toBe('admin');
    // A value holding ';' is a value: one statement, answered as rows.
    const rows = await second.db.inTenant(second.boot.defaultTenantId, (em) => em.execute(`select ? as v, 'x;y' as w`, ['a;b']));
    expect(rows).toEqual([{ v: 'a;b', w: 'x;y' }]);
    // PostgreSQL in PGlite runs with the small buffer cache embedded.ts gives it (PGlite's own is 128 MB, all resident).
    const buffers = await second.db.inTenant(second.boot.defaultTenantId, (em) => em.execute('show shared_buffers'));
    expect(buffers).toEqual([{ shared_buffers: '16MB' }]);
    // A statement answers the same values as on PostgreSQL through node-pg: arrays of the types it parses, others (of
    // names, of rows) as text (PGlite parsed every array type the database had at its start, and copied that table of
    // parsers for each answer).
    const values = `select array[1, 2]::int[] as ints, array['a', 'b;c']::text[] as texts, array[true]::bool[] as flags,
      array['{"a":1}']::jsonb[] as docs, array['sys_user']::name[] as names, (select array_agg(r) from (select 1 as n, 'q' as s) r) as rows,
      '{"a":1}'::jsonb as doc`;
    const embedded = await second.db.systemQuery(values);
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    const onPostgres = await client.query(values).finally(() => client.end());
    expect(embedded).toEqual(onPostgres.rows);
    expect(embedded).toEqual([{ ints: [1, 2], texts: ['a', 'b;c'], flags: [true], docs: [{ a: 1 }], names: '{sys_user}', rows: '{"(1,q)"}', doc: { a: 1 } }]);
  } finally {
    await second.close();
  }
}, 120_000);
