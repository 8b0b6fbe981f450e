// Table models on PostgreSQL: validation, create table, add a column, sync, stale saves, destructive sync.
import { METADATA_SAMPLES } from '@yc/engine';
import { installBundle } from '../../server/src/install/bundle.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { CUSTOMER_COLUMNS, customerModel, expectOk, GROUP } from './eform-fixtures.ts';

const suite = apiSuite();

beforeAll(async () => {
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', GROUP));
});

/** The table's columns as PostgreSQL has them. */
async function columnsOf(table: string): Promise<Record<string, string>> {
  const rows = await suite.server.sql<{ column_name: string; type: string }>(
    `select column_name, case when data_type = 'character varying' then 'varchar(' || character_maximum_length || ')' else data_type end as type
       from information_schema.columns where table_name = $1 order by ordinal_position`,
    [table],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, r.type]));
}

describe('table model metadata', () => {
  it('refuses models that break the modelling rules, with their messages', async () => {
    const bad = customerModel([{ colCode: '1name', colName: 'Name', colType: 'varchar', colLength: 5000 }]);
    const res = await suite.admin.post('/api/eform/manage/tableModel/add', bad);
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([
      { path: '/columns/0/colCode', message: 'Field name must start with a letter and contain only letters, digits and underscores', code: 'rule.fieldNameFormat' },
      { path: '/columns/0/colLength', message: 'Field length must be a number from 1 to 4000', code: 'rule.lengthRange', params: { n: 4000 } },
    ]);
  });

  it('answers a refusal in the caller\'s language, from the message\'s code', async () => {
    const orphan = { ...customerModel(), tableName: 'orphan', groupCode: 'nowhere' };
    const en = await suite.admin.post('/api/eform/manage/tableModel/add', orphan);
    expect([en.status, en.body.message]).toEqual([400, 'App group nowhere does not exist']);
    const zh = await suite.admin.post('/api/eform/manage/tableModel/add?lang=zh_CN', orphan);
    expect([zh.status, zh.body.message]).toEqual([400, '应用分组 nowhere 不存在']);
    const bad = customerModel([{ colCode: '1name', colName: 'Name', colType: 'varchar', colLength: 50 }]);
    const rule = await suite.admin.post('/api/eform/manage/tableModel/add?lang=zh_CN', bad);
    expect(rule.body.message).toBe('字段名必须以字母开头，只能包含字母、数字和下划线');
  });

  it.each([
    ['a platform table', { tableName: 'sys_user' }, 'Table name sys_user is reserved by the platform'],
    ['no app group', { groupCode: undefined }, 'Choose an app group for this item'],
    ['an unknown app group', { groupCode: 'nope' }, 'App group nope does not exist'],
  ])('refuses %s', async (_name, change, message) => {
    const res = await suite.admin.post('/api/eform/manage/tableModel/add', { ...customerModel(), ...change });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('stores a new model as not created, version 1, and refuses its code twice', async () => {
    const saved = expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', customerModel()));
    expect(saved).toMatchObject({ tableName: 'customer', isSync: 'notCreated', version: 1 });
    const again = await suite.admin.post('/api/eform/manage/tableModel/add', customerModel());
    expect([again.status, again.body.message]).toEqual([400, 'Code cannot be repeated']);
    const list = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/list?groupCode=crm'));
    expect(list.records.map((r: any) => r.tableName)).toEqual(['customer']);
  });
});

describe('create table and sync', () => {
  it('previews the create with its confirmation text', async () => {
    const preview = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=customer'));
    expect(preview).toMatchObject({
      action: 'create',
      isSync: 'notCreated',
      confirmation: 'Create the database table of this model? The table gets the fields of the model.',
      destructive: [],
    });
    expect(preview.statements[0]).toMatch(/^create table "customer" \(/);
  });

  it('refuses to sync a table that does not exist', async () => {
    const res = await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' });
    expect([res.status, res.body.message]).toEqual([400, 'The table does not exist, please run create']);
  });

  it('creates the table once', async () => {
    const created = expectOk<any>(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' }));
    expect(created.isSync).toBe('created');
    expect(await columnsOf('customer')).toMatchObject({
      id: 'varchar(36)', tenant_id: 'integer', name: 'varchar(50)', age: 'numeric', born: 'date', create_time: 'timestamp with time zone',
    });
    const again = await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'customer' });
    expect([again.status, again.body.message]).toEqual([400, 'The table already exists, please run sync']);
  });

  it('refuses a save based on a stale version and keeps the other change', async () => {
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const first = await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, tableDesc: 'Customers' });
    expect(first.status).toBe(200);
    const stale = await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, tableDesc: 'Clients' });
    expect([stale.status, stale.body.message]).toEqual([409, 'This data was changed by someone else since you opened it; reload and try again']);
    const after = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    expect([after.tableDesc, after.version]).toEqual(['Customers', current.version + 1]);
    const noVersion = await suite.admin.put('/api/eform/manage/tableModel/edit', { ...after, version: undefined });
    expect([noVersion.status, noVersion.body.message]).toEqual([400, 'The version of the item you edited is required']);
  });

  it('adds a column: the model is not synced until the table is synced', async () => {
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const columns = [...CUSTOMER_COLUMNS, { colCode: 'vip', colName: 'VIP', colType: 'varchar', colLength: 1, colDefaultVal: 'N' }];
    const saved = expectOk<any>(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, columns }));
    expect(saved.isSync).toBe('notSynced');
    const preview = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=customer'));
    expect(preview.statements).toEqual([`alter table "customer" add column "vip" varchar(1) default 'N'`]);
    expect(preview.confirmation).toBe('Sync the database table with this model? Fields are added and widened to match the model.');
    const synced = expectOk<any>(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect(synced.isSync).toBe('synced');
    expect((await columnsOf('customer')).vip).toBe('varchar(1)');
  });

  it('widens a column without asking', async () => {
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const columns = current.columns.map((c: any) => (c.colCode === 'name' ? { ...c, colLength: 80 } : c));
    expectOk(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, columns }));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect((await columnsOf('customer')).name).toBe('varchar(80)');
  });

  it('refuses a sync that loses data, then does it when forced', async () => {
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const columns = current.columns
      .filter((c: any) => c.colCode !== 'vip')
      .map((c: any) => (c.colCode === 'name' ? { ...c, colLength: 40 } : c));
    expect(expectOk<any>(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, columns })).isSync).toBe('notSynced');

    const refused = await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This sync would lose data: Shorten the field name from varchar(80) to varchar(40) (longer values are lost); Delete the field vip and its values. Confirm with force to apply it',
    );
    expect(await columnsOf('customer')).toMatchObject({ name: 'varchar(80)', vip: 'varchar(1)' });

    const forced = expectOk<any>(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer', force: true }));
    expect(forced.isSync).toBe('synced');
    const after = await columnsOf('customer');
    expect(after.name).toBe('varchar(40)');
    expect(after.vip).toBeUndefined();
  });

  it('refuses a table model still used by a form', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' }));
    const res = await suite.admin.delete('/api/eform/manage/tableModel/delete?code=customer');
    expect([res.status, res.body.message]).toEqual([400, 'The table model is used by forms or pages; delete them first']);
  });
});

describe('forms and pages', () => {
  it('validates forms and pages against the schema, the rules and the model', async () => {
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
    const res = await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns: [...view.columns, { colCode: 'nope', colName: 'Nope' }] });
    expect([res.status, res.body.message]).toEqual([400, 'Column nope is not a field of table customer']);
    const twoDefaults = view.columns.map((c: any) => ({ ...c, isQuery: true, isDefaultQuery: true }));
    const res2 = await suite.admin.put('/api/eform/manage/view/edit', { ...view, columns: twoDefaults });
    expect([res2.status, res2.body.message]).toEqual([400, 'only one default query allowed']);
    const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    const res3 = await suite.admin.put('/api/eform/manage/form/edit', { ...form, fields: [...form.fields, { type: 'input', key: 'name' }] });
    expect([res3.status, res3.body.message]).toEqual([400, 'Control key cannot be repeated']);
    const res4 = await suite.admin.put('/api/eform/manage/form/edit', {
      ...form, fields: [{ ...form.fields[0], showConfig: { linkage: [{ when: { method: ['x', 'constructor'] }, actions: [{ action: 'hide', target: 'age' }] }] } }],
    });
    expect([res4.status, res4.body.message]).toEqual([400, 'Unsupported json-logic operator method']);
  });

  it('bumps the version of every save and refuses stale ones', async () => {
    const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    const saved = expectOk<any>(await suite.admin.put('/api/eform/manage/form/edit', { ...form, formName: 'Customer card' }));
    expect(saved.version).toBe(form.version + 1);
    const stale = await suite.admin.put('/api/eform/manage/form/edit', { ...form, formName: 'Lost update' });
    expect(stale.status).toBe(409);
  });

  it('needs the designer permissions', async () => {
    const user = await suite.server.login('user');
    expect((await user.get('/api/eform/manage/form/list')).status).toBe(403);
    expect((await user.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer', force: true })).status).toBe(403);
  });
});

describe('app bundles', () => {
  it('install their table models, forms and pages as metadata whose tables can then be created', async () => {
    const { db, boot } = suite.server.platform;
    const bundle = METADATA_SAMPLES.appBundle;
    await db.inTenant(boot.defaultTenantId, (em) => installBundle(em, bundle, { scriptsEditable: true }));
    const model = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=demo_order'));
    expect(model).toMatchObject({ groupCode: 'demo', isSync: 'notCreated', version: 1 });
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'demo_order' }));
    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=demo_order_list'));
    expect(view.formCode).toBe('demo_order_form');
    // An ER diagram shipped with the app arrives with it, in the app's group.
    const diagram = { erName: 'Orders', erCode: 'er_demo', tables: [{ tableName: 'demo_order', x: 40, y: 60 }] };
    await db.inTenant(boot.defaultTenantId, (em) => installBundle(em, { ...bundle, appCode: 'demo_er', erModels: [diagram] }, { scriptsEditable: true }));
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/erModel/queryByCode?code=er_demo'))).toMatchObject({ ...diagram, groupCode: 'demo' });

    const newer = { ...bundle, appVersion: '1.1.0', tableModels: [{ ...bundle.tableModels![0]!, tableDesc: 'Orders' }] };
    await db.inTenant(boot.defaultTenantId, (em) => installBundle(em, newer, { scriptsEditable: true }));
    const updated = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=demo_order'));
    expect(updated).toMatchObject({ tableDesc: 'Orders', isSync: 'notSynced', version: 3 });
    const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=demo_order_form'));
    expect(form.version).toBe(1);
  });

  it('bring datasets, widgets and portals with them, owned by the app, the way seeding installs (#35)', async () => {
    const { db, boot } = suite.server.platform;
    const bundle = {
      ...METADATA_SAMPLES.appBundle, appCode: 'reports', groups: [{ groupName: 'Reports', groupCode: 'reports' }],
      datasets: [METADATA_SAMPLES.dataset], widgets: [METADATA_SAMPLES.widget], portals: [METADATA_SAMPLES.portal],
    };
    await db.inTenant(boot.defaultTenantId, (em) => installBundle(em, bundle, { scriptsEditable: true }));
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/portal/queryByCode?code=demo_home'))).toMatchObject(METADATA_SAMPLES.portal);
    const owners = await suite.server.sql(`select kind, app_code from ef_metadata where code in ('demo_sales', 'demo_sales_pie', 'demo_home') order by kind`);
    expect(owners).toEqual([{ kind: 'dataset', app_code: 'reports' }, { kind: 'portal', app_code: 'reports' }, { kind: 'widget', app_code: 'reports' }]);
  });
});
