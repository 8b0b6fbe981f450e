// A region table (province → city → district by parent code), the SQL configs that list its levels, and a table of
// sites whose form the tests point at them: shared by the API and Chromium tests of form options (issue 16).
import type { ApiClient, TestServer } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

export type Region = [code: string, name: string, parent: string | null];

/** `provinces` lists the top level; `regions_of` the regions under :parent. */
export async function setUpRegions(admin: ApiClient, server: TestServer, regions: readonly Region[], siteColumns: readonly unknown[]): Promise<void> {
  expectOk(await admin.post('/api/eform/manage/appGroup/add', { groupCode: 'sites', groupName: 'Sites', orderNum: 1 }));
  const varchar = (colCode: string, colName: string) => ({ colCode, colName, colType: 'varchar', colLength: 20 });
  for (const [tableName, columns] of [['region', [varchar('code', 'Code'), varchar('name', 'Name'), varchar('parent', 'Parent')]], ['site', siteColumns]] as const) {
    expectOk(await admin.post('/api/eform/manage/tableModel/add', { tableName, tableDesc: tableName, groupCode: 'sites', objStructure: 'main', persistenceType: 'db', columns }));
    expectOk(await admin.post('/api/eform/manage/tableModel/createTable', { tableName }));
  }
  for (const [code, name, parent] of regions) {
    await server.tenantSql('insert into region (id, code, name, parent) values (gen_random_uuid(), $1, $2, $3)', [code, name, parent]);
  }
  const sql = (sqlCode: string, sqlQuery: string, parameters: unknown[] = []) =>
    admin.post('/api/eform/manage/sqlConfig/add', { sqlName: sqlCode, sqlCode, sqlQuery, parameters });
  expectOk(await sql('provinces', 'select code as value, name as label from region where parent is null order by code'));
  expectOk(await sql('regions_of', 'select code as value, name as label from region where parent = :parent order by code', [{ parameterKey: 'parent' }]));
  expectOk(await admin.post('/api/eform/manage/tableModel/generate', { tableName: 'site' }));
}

/** The site form with its fields changed by `change` (by key). */
export async function editSiteForm(admin: ApiClient, change: (field: any) => any): Promise<void> {
  const form = expectOk<any>(await admin.get('/api/eform/manage/form/queryByCode?code=site_form'));
  expectOk(await admin.put('/api/eform/manage/form/edit', { ...form, fields: form.fields.map(change) }));
}

/** The showConfig of a level fed by the value of `outKey`. */
export const regionsUnder = (outKey: string, defaultValue?: string) =>
  ({ sqlConfig: { sqlCode: 'regions_of', sqlParameterConfig: [{ parameterKey: 'parent', outKey, ...(defaultValue ? { defaultValue } : {}) }] } });
