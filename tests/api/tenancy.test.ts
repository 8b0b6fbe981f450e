// Tenant isolation in the data layer: a second enterprise's rows are invisible and untouchable by id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/src/install/bootstrap.ts';
import { SysConfigEntity } from '../../server/src/db/entities/system.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let otherTenant: number;
const otherId = randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.platform;
  otherTenant = await db.asSystem(async (em) => {
    const [row] = await em.execute<{ id: number }[]>(`insert into sys_tenant (code, name) values ('acme', 'Acme') returning id`);
    return row!.id;
  });
  await db.inTenant(otherTenant, (em) =>
    em.execute(`insert into sys_config (id, config_code, config_value) values (?, 'project-full-name', 'Acme secret')`, [otherId]),
  );
});
afterAll(() => server?.stop());

describe('tenant isolation', () => {
  it('keeps the other enterprise out of API reads', async () => {
    const admin = await server.login('admin');
    const res = await admin.get('/api/system/sysconfig/querySysConfigByCodeList?codes=project-full-name');
    expect(res.body.result).toEqual([{ configCode: 'project-full-name', configValue: '云程低代码平台' }]);
  });

  it('finds nothing when reading, updating or deleting another tenant\'s row by id', async () => {
    const { db, boot } = server.platform;
    await db.inTenant(boot.defaultTenantId, async (em) => {
      expect(await em.findOne(SysConfigEntity, { id: otherId })).toBeNull();
      expect(await em.execute(`select * from sys_config where id = ?`, [otherId])).toEqual([]);
      expect(await em.nativeUpdate(SysConfigEntity, { id: otherId }, { configValue: 'hijacked' })).toBe(0);
      expect(await em.nativeDelete(SysConfigEntity, { id: otherId })).toBe(0);
    });
    const still = await db.inTenant(otherTenant, (em) => em.findOne(SysConfigEntity, { id: otherId }));
    expect(still?.configValue).toBe('Acme secret');
  });

  it('refuses to write a row into another tenant', async () => {
    const { db, boot } = server.platform;
    await expect(
      db.inTenant(boot.defaultTenantId, (em) =>
        em.execute(`insert into sys_config (id, tenant_id, config_code, config_value) values (?, ?, 'x', 'y')`, [randomUUID(), otherTenant]),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('sees nothing at all without a tenant in the session', async () => {
    const rows = await server.platform.db.orm.em.fork().transactional(async (em) => {
      await em.execute(`set local role yc_app`);
      return em.execute(`select count(*)::int as n from sys_config`);
    });
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('seed install', () => {
  it('keeps enterprises apart on the read-only path, however their reads interleave on its connections; it cannot write', async () => {
    const { db } = server.platform;
    const nameOf = (tenant: number) =>
      db.readInTenant(tenant, async (read) => (await read<{ v: string }>({ text: `select config_value as v from sys_config where config_code = $1`, values: ['project-full-name'] })).map((r) => r.v));
    const tenants = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? otherTenant : 1));
    const seen = await Promise.all(tenants.map((tenant) => nameOf(tenant)));
    seen.forEach((names, i) => expect(names).toEqual(tenants[i] === otherTenant ? ['Acme secret'] : ['云程低代码平台']));
    await expect(
      db.readInTenant(1, (read) => read({ text: `update sys_config set config_value = 'x' where config_code = $1`, values: ['project-full-name'] })),
    ).rejects.toThrow(/read-only/);
    expect(await nameOf(1)).toEqual(['云程低代码平台']);
  });

  it('changes nothing when run a second time', async () => {
    const { db } = server.platform;
    const counts = () =>
      db.asSystem((em) =>
        em.execute(`select (select count(*) from sys_permission) p, (select count(*) from sys_user) u, (select count(*) from sys_role_permission) rp,
                            (select count(*) from sys_dict_item) d, (select sum(version) from sys_permission) v, (select count(*) from sys_tenant) t`),
      );
    const before = await counts();
    const again = await bootstrap(db, server.config);
    expect(again.installs).toEqual({ 'yc-system': 'unchanged' });
    expect(again.generatedPasswords).toEqual({});
    expect(await counts()).toEqual(before);
  });
});
