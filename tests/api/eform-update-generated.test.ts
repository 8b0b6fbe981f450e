// A model change reaches its generated form and page: generating again says what to do, and "update form and page
// from the model" adds the new field, removes the dropped one and keeps the designer's edits.
import { beforeAll, expect, it } from 'vitest';
import { apiSuite } from '../support/server.ts';
import { CUSTOMER_COLUMNS, customerModel, expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
});

it('refuses to generate again with a message that names the way to update', async () => {
  const res = await suite.admin.post('/api/eform/manage/tableModel/generate', { tableName: 'customer' });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe("customer_form already exists: use 'Update form and page from the model' to bring it up to date, or choose other codes");
  expect(expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list')).version).toBe(1);
});

it('adds the new field and column, removes the dropped one, and keeps the designer\'s edits', async () => {
  const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
  const fields = form.fields.map((f: any) => (f.key === 'name' ? { ...f, title: 'Customer name', span: 24 } : f));
  expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, fields }));

  const model = expectOk<any>(await suite.admin.get('/api/eform/manage/tableModel/queryByCode?code=customer'));
  const columns = [...CUSTOMER_COLUMNS.filter((c) => c.colCode !== 'age'), { colCode: 'city', colName: 'City', colType: 'varchar' as const, colLength: 40 }];
  expectOk(await suite.admin.put('/api/eform/manage/tableModel/edit', { ...customerModel(columns), version: model.version }));
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/syncTable', { tableName: 'customer', force: true }));

  const updated = expectOk<any>(await suite.admin.post('/api/eform/manage/tableModel/updateGenerated', { tableName: 'customer' }));
  expect(updated.added).toEqual({ fields: ['city'], columns: ['city'] });
  expect(updated.removed).toEqual({ fields: ['age'], columns: ['age'] });
  const keys = updated.form.fields.map((f: any) => f.key);
  expect(keys).toContain('city');
  expect(keys).not.toContain('age');
  expect(updated.form.fields.find((f: any) => f.key === 'name')).toMatchObject({ title: 'Customer name', span: 24 });
  expect(updated.view.columns.map((c: any) => c.colCode)).toContain('city');

  const saved = expectOk<any>(await suite.admin.post('/api/eform/engine/view/customer_list/data', { name: 'Ann', code: 'C1', city: 'Hangzhou' }));
  expect(saved.city).toBe('Hangzhou');
});
