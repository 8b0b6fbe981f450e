// Table models in a data source (dsName): create and sync emit that database's DDL (MySQL/MariaDB or PostgreSQL,
// without the platform's tenant column) and run it there; read back, the table matches its model (no changes left);
// data-losing changes still need force.
import { describe, expect, it } from 'vitest';
import { EXTERNAL_DATABASE_HOSTS, externalDatabases } from '../support/external-databases.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk, GROUP } from './eform-fixtures.ts';

const dbs = externalDatabases();

const suite = apiSuite({ env: { DATA_SOURCE_ALLOWED_HOSTS: EXTERNAL_DATABASE_HOSTS } }, async ({ admin }) => {
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'erp', datasourceName: 'ERP', dbType: 'mariadb', url: `jdbc:mysql://127.0.0.1:3306/${dbs.mariaDb}`, username: 'root' }));
  expectOk(await admin.post('/api/eform/manage/dataSource/add', { datasourceKey: 'crm', datasourceName: 'CRM', dbType: 'postgresql', url: dbs.pgUrl }));
  expectOk(await admin.post('/api/eform/manage/appGroup/add', GROUP));
});

const model = (tableName: string, dsName: string, columns: unknown[]) => ({
  tableName, tableDesc: tableName, groupCode: 'crm', objStructure: 'main', persistenceType: 'db', dsName, columns,
  indexes: [{ indexName: 'name', columns: [{ colCode: 'name' }] }],
});
const COLUMNS = [
  { colCode: 'name', colName: 'Name', colType: 'varchar', colLength: 50, isNull: false },
  { colCode: 'qty', colName: 'Quantity', colType: 'number', colLength: 5, colDefaultVal: '1' },
  { colCode: 'note', colName: 'Note', colType: 'clob' },
  { colCode: 'due', colName: 'Due', colType: 'date', colDefaultVal: '2026-01-01' },
  { colCode: 'price', colName: 'Price', colType: 'number', colLength: 10, colPointLength: 2, colDefaultVal: '9.5' },
];

async function mariaColumns(table: string) {
  const maria = await dbs.maria();
  const [rows] = await maria.query(
    `select column_name as c, column_type as t from information_schema.columns where table_schema = database() and table_name = ? order by ordinal_position`, [table]);
  const [indexes] = await maria.query(`select distinct index_name as i from information_schema.statistics where table_schema = database() and table_name = ? order by 1`, [table]);
  await maria.end();
  return { columns: (rows as { c: string; t: string }[]).map((r) => `${r.c} ${r.t}`), indexes: (indexes as { i: string }[]).map((r) => r.i) };
}

describe('table models in a data source', () => {
  it('creates a MariaDB table in MySQL\'s dialect, without the tenant column, and reads it back as matching', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', model('ext_order', 'erp', COLUMNS)));
    const preview = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=ext_order'));
    expect(preview.action).toBe('create');
    expect(preview.statements[0]).toContain('create table `ext_order`');
    expect(preview.statements[0]).toContain('`qty` decimal(5,0) default 1');
    expect(preview.statements[0]).toContain('`note` longtext');
    expect(preview.statements[0]).not.toContain('tenant_id');
    expect(preview.statements[1]).toBe('create index `ix_ext_order_name` on `ext_order` (`name`)');
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'ext_order' }));
    const created = await mariaColumns('ext_order');
    expect(created.columns).toEqual([
      'id varchar(36)', 'create_by varchar(64)', 'create_time datetime', 'update_by varchar(64)', 'update_time datetime', 'sys_org_code varchar(64)',
      'data_version int(11)', 'name varchar(50)', 'qty decimal(5,0)', 'note longtext', 'due date', 'price decimal(10,2)',
    ]);
    expect(created.indexes).toEqual(['ix_ext_order_name', 'PRIMARY']);
    const again = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=ext_order'));
    expect([again.action, again.changes]).toEqual(['sync', []]);
  });

  it('syncs a changed model there: widened, added and (with force) dropped columns', async () => {
    const current = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=ext_order'));
    const columns = [
      { ...COLUMNS[0], colLength: 100 }, COLUMNS[1], { colCode: 'remark', colName: 'Remark', colType: 'varchar', colLength: 20 }, COLUMNS[3], COLUMNS[4],
    ];
    expectOk(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...current, columns }));
    const refused = await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'ext_order' });
    expect(refused.status).toBe(400);
    expect(refused.body.result.destructive).toEqual(['Delete the field note and its values']);
    const synced = expectOk<any>(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'ext_order', force: true }));
    expect(synced.statements).toContain('alter table `ext_order` modify column `name` varchar(100) not null');
    const after = await mariaColumns('ext_order');
    expect(after.columns).toContain('name varchar(100)');
    expect(after.columns).toContain('remark varchar(20)');
    expect(after.columns.some((c) => c.startsWith('note '))).toBe(false);
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=ext_order')).changes).toEqual([]);
  });

  it('creates a table in a PostgreSQL data source the same way, and reads it back as matching', async () => {
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', model('ext_item', 'crm', COLUMNS)));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/createTable', { tableName: 'ext_item' }));
    const ext = await dbs.pg();
    const { rows } = await ext.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'ext_item' order by ordinal_position`);
    await ext.end();
    expect(rows.map((r) => r.column_name)).toEqual(['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code', 'data_version', 'name', 'qty', 'note', 'due', 'price']);
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=ext_item')).changes).toEqual([]);
  });

  it('refuses an unknown data source, and one in use by a table model cannot be deleted', async () => {
    const unknown = await suite.admin.post('/api/eform/manage/tableModel/add', model('ext_bad', 'nope', COLUMNS));
    expect([unknown.status, unknown.body.message]).toEqual([400, 'There is no data source nope']);
    const inUse = await suite.admin.delete('/api/eform/manage/dataSource/delete?code=erp');
    expect([inUse.status, inUse.body.message]).toEqual([400, 'The data source is used by tableModel ext_order']);
  });
});
