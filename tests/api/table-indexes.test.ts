// Table-model indexes: declared on the model, created with the table and kept by sync (leading with tenant_id), and a
// unique index per unionCheck field, kept in step with the forms: concurrent saves of one value never both succeed.
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import type { customerModel} from './eform-fixtures.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite({}, ({ admin }) => setUpCustomer(admin, { generate: true }));
const page = '/api/eform/engine/view/customer_list';

/** The table's indexes as PostgreSQL has them: name → definition. */
async function indexesOf(table: string): Promise<Record<string, string>> {
  const rows = await suite.server.sql<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = $1 and indexname <> $2`, [table, `${table}_pkey`],
  );
  return Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef.replace(/^.* USING btree /, '')]));
}

async function saveModel(change: (model: ReturnType<typeof customerModel> & { version: number }) => object) {
  const model = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
  return suite.admin.put('/api/eform/manage/tableModel/edit', change(model));
}

async function setUnionCheck(key: string, on: boolean) {
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const fields = form.fields.map((f: any) => (f.key === key ? { ...f, rules: on ? [{ unionCheck: true }] : [] } : f));
  return suite.admin.put('/api/eform/manage/form/edit', { ...form, fields });
}

describe('indexes declared on the table model', () => {
  it('are planned, created by sync leading with tenant_id, rebuilt when changed and dropped when removed', async () => {
    const index = { indexName: 'by_sex_age', columns: [{ colCode: 'sex' }, { colCode: 'age', order: 'desc' }, { colCode: 'id' }] };
    const saved = expectOk<any>(await saveModel((m) => ({ ...m, indexes: [index] })));
    expect(saved.isSync).toBe('notSynced');
    const plan = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=customer'));
    expect(plan.changes).toEqual([expect.objectContaining({ kind: 'createIndex', index: 'ix_customer_by_sex_age', destructive: false })]);
    expect(plan.changes[0].description).toBe('Create the index ix_customer_by_sex_age on tenant_id, sex, age desc, id');
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect(await indexesOf('customer')).toEqual({ ix_customer_by_sex_age: '(tenant_id, sex, age DESC, id)' });
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/ddl?code=customer')).changes).toEqual([]);

    expectOk(await saveModel((m) => ({ ...m, indexes: [{ ...index, unique: true, columns: [{ colCode: 'sex' }, { colCode: 'id' }] }] })));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect(await indexesOf('customer')).toEqual({ ix_customer_by_sex_age: '(tenant_id, sex, id)' });

    expectOk(await saveModel((m) => ({ ...m, indexes: [] })));
    expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer' }));
    expect(await indexesOf('customer')).toEqual({});
  });

  it('refuses an index on a column the table does not have, changing nothing', async () => {
    const before = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
    const res = await saveModel((m) => ({ ...m, indexes: [{ indexName: 'bad', columns: [{ colCode: 'nope' }] }] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The index column nope is not a field of the table');
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer')).version).toBe(before.version);
  });
});

describe('unionCheck fields', () => {
  it('get a unique index with the form save; concurrent saves of one value never both succeed', async () => {
    expectOk(await setUnionCheck('code', true));
    expect(await indexesOf('customer')).toEqual({ uq_customer_code: '(tenant_id, code)' });
    for (let round = 0; round < 3; round += 1) {
      const code = `C-${round}-${Date.now()}`;
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => suite.admin.post(`${page}/data`, { name: `n${i}`, code })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.status).toBe(400);
        expect(r.body.message).toBe(FORM_MESSAGES.notUnique);
      }
      const stored = await suite.server.tenantSql(`select id from customer where code = $1`, [code]);
      expect(stored).toHaveLength(1);
    }
  });

  it('lose the index with the rule; existing duplicates refuse the rule with a clear message and keep the form', async () => {
    expectOk(await setUnionCheck('code', false));
    expect(await indexesOf('customer')).toEqual({});
    expectOk(await suite.admin.post(`${page}/data`, { name: 'a', email: 'same@example.com' }));
    expectOk(await suite.admin.post(`${page}/data`, { name: 'b', email: 'same@example.com' }));
    const before = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    const res = await setUnionCheck('email', true);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Some records share a value that must be unique; make the values unique first');
    expect(expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form')).version).toBe(before.version);
    expect(await indexesOf('customer')).toEqual({});
  });
});
