// Connections and transactions: inside a transaction every statement uses that transaction's connection, and a
// request that cannot get a connection fails fast with a clear answer. Runs on PGlite (one connection) and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { NestedConnectionError } from '../../server/src/db/database.ts';
import { apiSuite } from '../support/server.ts';
import { createUser, STRONG_PASSWORD, unique, atVersion } from '../support/identity.ts';

const suite = apiSuite({ env: { DB_ACQUIRE_TIMEOUT_MS: '1500' } });

describe('a transaction keeps to its own connection', () => {
  it('refuses a second connection asked for inside a transaction, at once and without stalling the server', async () => {
    const { db, boot } = suite.server.platform;
    for (const nested of [
      () => db.systemQuery('select 1'),
      () => db.asSystem((em) => em.execute('select 1')),
      () => db.inTenant(boot.defaultTenantId, (em) => em.execute('select 1')),
    ]) {
      const started = Date.now();
      await expect(db.inTenant(boot.defaultTenantId, async () => nested())).rejects.toBeInstanceOf(NestedConnectionError);
      await expect(db.asSystem(async () => nested())).rejects.toBeInstanceOf(NestedConnectionError);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(await db.systemQuery<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
  });

  it('adds, edits, freezes, resets and deletes users: each answers and the changes are there', async () => {
    const created = await createUser(suite.admin, { email: `${unique('c')}@example.com` });
    const edited = await suite.admin.put('/api/system/user/edit', await atVersion(suite.server, '/api/system/user/edit', { id: created.id, realname: 'Renamed', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }));
    expect(edited.status).toBe(200);
    const frozen = await suite.admin.put('/api/system/user/frozenBatch', { ids: created.id, status: 2 });
    expect(frozen.status).toBe(200);
    const reset = await suite.admin.put('/api/system/user/resetPassword', { id: created.id, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await suite.admin.get('/api/system/user/checkOnlyUser?username=' + created.username)).status).toBe(400);
    const [row] = await suite.server.sql(`select realname, status from sys_user where id = $1`, [created.id]);
    expect(row).toMatchObject({ realname: 'Renamed', status: 2 });
    expect((await suite.admin.delete(`/api/system/user/delete?id=${created.id}`)).status).toBe(200);
  });

  it('ends a frozen user\'s sessions in the same transaction that freezes them', async () => {
    const created = await createUser(suite.admin, {});
    const session = await suite.server.login(created.username, STRONG_PASSWORD);
    expect((await session.get('/api/user/info')).status).toBe(200);
    expect((await suite.admin.put('/api/system/user/frozenBatch', { ids: created.id, status: 2 })).status).toBe(200);
    expect((await session.get('/api/user/info')).status).toBe(401);
    const [tokens] = await suite.server.sql(`select count(*)::int as n from sys_token where user_id = $1 and revoked_at is null`, [created.id]);
    expect(tokens).toEqual({ n: 0 });
  });
});

describe('a request that cannot get a connection', () => {
  it('answers 503 "The database is busy" within the acquire timeout while every connection is held', async () => {
    const { db, boot } = suite.server.platform;
    const poolSize = db.embedded ? 1 : 10;
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const holders = Array.from({ length: poolSize }, () => db.inTenant(boot.defaultTenantId, () => held));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const res = await suite.admin.get('/api/system/role/list');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: '503', message: 'The database is busy, please try again later' });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await suite.admin.get('/api/system/role/list')).status).toBe(200);
  });
});

it('keeps the account name unique across enterprises from inside the tenant transaction', async () => {
  const taken = await suite.admin.post('/api/system/user/add', {
    username: 'ADMIN', realname: 'X', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD,
  });
  expect(taken.status).toBe(400);
  expect(taken.body.message).toBe('Account already exists');
});
