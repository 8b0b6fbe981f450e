// A saved SQL or HTTP config runs for a caller only through something that caller may use (issue 30, item 6): the
// config's own permission, the right to test configs (the designer), or a page / form / process the caller may use
// whose form binds it. A plain user held to their own records by a data rule cannot read every customer through
// getSqlConfigItems (or the batch, or the HTTP equivalents): 403 'permission denied'.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, ownRecordsRule, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite();

const sqlItems = '/api/eform/engine/viewEngine/getSqlConfigItems';
const httpItems = '/api/eform/engine/viewEngine/getHttpConfigItems';
const NOTES = 'select id, name, code as notes from customer order by name';

let user: ApiClient;

/** A permission row granted to the general role (a menu when `component` is given, else a button with `perms`). */
async function grantGeneral(fields: { code: string; name: string; menuType: number; perms?: string; component?: string; url?: string }) {
  const { db, boot } = suite.server.platform;
  await db.inTenant(boot.defaultTenantId, async (em) => {
    const id = randomUUID();
    await em.execute(
      `insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url, perms, status) values (?, ?, ?, ?, '0', 5, ?, ?, ?, '0')`,
      [id, fields.code, fields.name, fields.menuType, fields.component ?? null, fields.url ?? null, fields.perms ?? null],
    );
    await em.execute(`insert into sys_role_permission (role_id, permission_id) select id, ? from sys_role where role_code = 'general'`, [id]);
  });
  await db.changes.fence();
}

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  for (const name of ['alice', 'bob', 'user']) {
    await suite.server.tenantSql(`insert into customer (id, name, code) values (gen_random_uuid(), $1, $2)`, [name, `secret of ${name}`]);
  }
  const sql = (sqlCode: string) => suite.admin.post('/api/eform/manage/sqlConfig/add', { sqlName: sqlCode, sqlCode, sqlQuery: NOTES });
  expectOk(await sql('cust_by_name'));
  expectOk(await sql('cust_bound'));
  expectOk(await sql('cust_granted'));
  const http = (httpCode: string) => suite.admin.post('/api/eform/manage/httpConfig/add', { httpName: httpCode, httpCode, httpUrl: 'http://127.0.0.1:9/notes', httpMethod: 'GET' });
  expectOk(await http('notes_free'));
  expectOk(await http('notes_bound'));
  // The customer page's form binds cust_bound (code) and notes_bound (email).
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const bind = (field: any) => (field.key === 'code' ? { ...field, showType: 'select', showConfig: { sqlConfig: { sqlCode: 'cust_bound' } } }
    : field.key === 'email' ? { ...field, showType: 'select', showConfig: { httpConfig: { httpCode: 'notes_bound' } } } : field);
  expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, fields: form.fields.map(bind) }));
  await grantGeneral({ code: 'customers', name: 'Customers', menuType: 1, component: 'eform/view', url: '/eform/view/customer_list' });
  await ownRecordsRule(suite.server, '/eform/view/customer_list');
  await grantGeneral({ code: 'cust_granted_run', name: 'Run cust_granted', menuType: 2, perms: 'sqlConfig:cust_granted' });
  user = await suite.server.login('user');
});

const expectDenied = (res: { status: number; body: { message: string } }) => {
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('permission denied');
};

describe('running a saved config', () => {
  it('refuses a plain user a config bound to nothing they may use', async () => {
    expectDenied(await user.post(`${sqlItems}?sqlCode=cust_by_name`, {}));
    expectDenied(await user.post(`${sqlItems}Batch`, { items: [{ sqlCode: 'cust_bound' }, { sqlCode: 'cust_by_name' }] }));
    expectDenied(await user.post(`${httpItems}?httpCode=notes_free`, {}));
    expectDenied(await user.post(`${httpItems}Batch`, { items: [{ httpCode: 'notes_free' }] }));
    // A page the user may open does not open configs its form does not bind.
    expectDenied(await user.post(`${sqlItems}?sqlCode=cust_by_name&viewCode=customer_list`, {}));
    expectDenied(await user.post(`${httpItems}?httpCode=notes_free&formCode=customer_form`, {}));
  });

  it('runs a config through a page the user may open whose form binds it', async () => {
    const rows = expectOk<any[]>(await user.post(`${sqlItems}?sqlCode=cust_bound&viewCode=customer_list`, {}));
    expect(rows).toHaveLength(3);
    expect(expectOk<any[]>(await user.post(`${sqlItems}Batch?formCode=customer_form`, { items: [{ sqlCode: 'cust_bound' }] }))[0].rows).toHaveLength(3);
    // The HTTP config passes the access check and meets the address guard (its host is loopback): not a 403.
    const http = await user.post(`${httpItems}?httpCode=notes_bound&viewCode=customer_list`, {});
    expect(http.status).toBe(400);
    expect((await user.post(`${httpItems}Batch?viewCode=customer_list`, { items: [{ httpCode: 'notes_bound' }] })).status).toBe(400);
  });

  it('runs a config whose own permission the user holds', async () => {
    expect(expectOk<any[]>(await user.post(`${sqlItems}?sqlCode=cust_granted`, {}))).toHaveLength(3);
  });

  it('lets the administrator (who may test configs) run any config', async () => {
    expect(expectOk<any[]>(await suite.admin.post(`${sqlItems}?sqlCode=cust_by_name`, {}))).toHaveLength(3);
    expect(expectOk<any[]>(await suite.admin.post(`${sqlItems}Batch`, { items: [{ sqlCode: 'cust_by_name' }] }))[0].rows).toHaveLength(3);
    expect((await suite.admin.post(`${httpItems}?httpCode=notes_free`, {})).status).toBe(400);
  });
});
