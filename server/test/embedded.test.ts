// Smoke test of the embedded default: no DATABASE_URL, a PGlite data folder, restart keeps everything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildPlatform, loadConfig } from '../src/index.ts';

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
  } finally {
    await second.close();
  }
}, 120_000);
