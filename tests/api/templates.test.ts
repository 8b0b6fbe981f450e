// Templates: stored and versioned like forms (a stale save refused), a form or page template's body checked on save,
// and a design started from an enabled template (validated as any form or page; a disabled one refused, nothing
// written); each behind its permission.
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { customerModel, expectOk, GROUP } from './eform-fixtures.ts';

const suite = apiSuite();
const base = '/api/eform/manage/template';

const FORM_BODY = JSON.stringify({ formName: 'Two columns', formCode: 'tpl', fields: [{ type: 'grid', key: 'grid', span: 24, columns: [{ span: 12, children: [{ type: 'input', key: 'name', span: 24 }] }, { span: 12, children: [] }] }] });
const template = (extra: Record<string, unknown> = {}) => ({
  tempName: 'Two columns', tempCode: 'two_columns', tempType: 'form', tempBodyString: FORM_BODY, enabled: true, ...extra,
});

beforeAll(async () => {
  expectOk(await suite.admin.post('/api/eform/manage/appGroup/add', GROUP));
  expectOk(await suite.admin.post('/api/eform/manage/tableModel/add', customerModel()));
});

describe('templates', () => {
  it('are added, listed, edited at their version and refused when stale', async () => {
    const added = expectOk<any>(await suite.admin.post(`${base}/add`, template()));
    expect(added.version).toBe(1);
    const list = expectOk<any>(await suite.admin.get(`${base}/list`));
    expect(list.records.map((r: { tempCode: string }) => r.tempCode)).toEqual(['two_columns']);
    const edited = expectOk<any>(await suite.admin.put(`${base}/edit`, { ...template({ enabled: false }), version: 1 }));
    expect([edited.version, edited.enabled]).toEqual([2, false]);
    expect((await suite.admin.put(`${base}/edit`, { ...template(), version: 1 })).status).toBe(409);
    expect((await suite.admin.post(`${base}/add`, template())).status).toBe(400);
  });

  it('refuses a form or page template whose body is not a JSON document, with the engine message at the body', async () => {
    const res = await suite.admin.post(`${base}/add`, template({ tempCode: 'broken', tempType: 'page', tempBodyString: '[1, 2' }));
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([{ path: '/tempBodyString', message: 'The body of a form or page template must be a JSON document', code: 'eform.templateBodyInvalid' }]);
    // Code templates carry any text; a type outside the vocabulary is refused by the schema.
    expectOk(await suite.admin.post(`${base}/add`, template({ tempCode: 'code_tpl', tempName: 'Code', tempType: 'code', tempBodyString: 'export default {{name}}' })));
    const unknown = await suite.admin.post(`${base}/add`, template({ tempCode: 'odd', tempType: 'report' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.errors.map((e: { path: string }) => e.path)).toEqual(['/tempType']);
  });

  it('are listed by type and by keyword (name or code)', async () => {
    const codes = async (query: string) => expectOk<any>(await suite.admin.get(`${base}/list?${query}`)).records.map((r: { tempCode: string }) => r.tempCode);
    expect(await codes('tempType=code')).toEqual(['code_tpl']);
    expect(await codes('tempType=form')).toEqual(['two_columns']);
    expect(await codes('keyword=Two')).toEqual(['two_columns']);
    expect(await codes('keyword=code_&tempType=form')).toEqual([]);
    expect((await suite.admin.get(`${base}/list?tempType=report`)).status).toBe(400);
  });

  it('starts a form from an enabled template under the new code, group and table model', async () => {
    const current = expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=two_columns`));
    const start = { tempCode: 'two_columns', code: 'customer_card', name: 'Customer card', groupCode: 'crm', objectName: 'customer' };
    // Disabled: refused, nothing written.
    expect(current.enabled).toBe(false);
    const refused = await suite.admin.post(`${base}/instantiate`, start);
    expect([refused.status, refused.body.message]).toEqual([400, 'The template is disabled; enable it first']);
    expect((await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_card')).status).toBe(404);

    expectOk(await suite.admin.put(`${base}/edit`, { ...current, enabled: true }));
    const form = expectOk<any>(await suite.admin.post(`${base}/instantiate`, start));
    expect(form).toMatchObject({ formCode: 'customer_card', formName: 'Customer card', groupCode: 'crm', objectName: 'customer', version: 1 });
    expect(form.fields[0].columns[0].children[0].key).toBe('name');
    // The same code again is the kind's own refusal; a code template starts nothing.
    expect((await suite.admin.post(`${base}/instantiate`, start)).status).toBe(400);
    const code = await suite.admin.post(`${base}/instantiate`, { ...start, tempCode: 'code_tpl', code: 'x1' });
    expect([code.status, code.body.message]).toEqual([400, 'Only form and page templates start a design']);
  });

  it('starts a page; a body that is no valid page is refused with the page rules and nothing is written', async () => {
    expectOk(await suite.admin.post(`${base}/add`, template({ tempCode: 'plain_list', tempType: 'page', tempBodyString: JSON.stringify({ viewType: 'table', columns: [{ colCode: 'name', colName: 'Name', isQuery: true }] }) })));
    const start = { tempCode: 'plain_list', code: 'customer_plain', name: 'Customers', groupCode: 'crm', objectName: 'customer' };
    const bad = await suite.admin.post(`${base}/instantiate`, start);
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e: { code: string }) => e.code)).toEqual(['rule.defaultQueryMissing']);
    expect((await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_plain')).status).toBe(404);

    const fixed = expectOk<any>(await suite.admin.get(`${base}/queryByCode?code=plain_list`));
    expectOk(await suite.admin.put(`${base}/edit`, { ...fixed, tempBodyString: JSON.stringify({ viewType: 'table', columns: [{ colCode: 'name', colName: 'Name', isQuery: true, isDefaultQuery: true }] }) }));
    const view = expectOk<any>(await suite.admin.post(`${base}/instantiate`, start));
    expect(view).toMatchObject({ viewCode: 'customer_plain', viewName: 'Customers', tableName: 'customer', viewType: 'table' });
  });

  it('keep their versions, restore one and are deleted', async () => {
    expectOk(await suite.admin.post(`${base}/add`, template({ tempCode: 'kept', tempName: 'First' })));
    expectOk(await suite.admin.put(`${base}/edit`, { ...template({ tempCode: 'kept', tempName: 'Second' }), version: 1 }));
    const history = expectOk<any[]>(await suite.admin.get(`${base}/history?code=kept`));
    expect(history.map((h) => [h.version, h.action])).toEqual([[2, 'edit'], [1, 'add']]);
    const first = expectOk<any>(await suite.admin.get(`${base}/historyVersion?code=kept&version=1`));
    expect(first.content.tempName).toBe('First');
    const restored = expectOk<any>(await suite.admin.post(`${base}/restore`, { code: 'kept', fromVersion: 1, version: 2 }));
    expect([restored.version, restored.tempName]).toEqual([3, 'First']);
    expectOk(await suite.admin.delete(`${base}/delete?code=kept`));
    expect((await suite.admin.get(`${base}/queryByCode?code=kept`)).status).toBe(404);
  });

  it('needs the templates\' permissions, and the forms\' add right to start a form', async () => {
    const reader = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.template.list]);
    expect((await reader.client.get(`${base}/list`)).status).toBe(200);
    expect((await reader.client.post(`${base}/add`, template({ tempCode: 'nope' }))).status).toBe(403);
    expect((await reader.client.put(`${base}/edit`, { ...template(), version: 1 })).status).toBe(403);
    expect((await reader.client.delete(`${base}/delete?code=two_columns`)).status).toBe(403);
    const nobody = await signedInWith(suite.server, suite.admin, []);
    expect((await nobody.client.get(`${base}/list`)).status).toBe(403);
    const start = { tempCode: 'two_columns', code: 'by_page_maker', name: 'x', groupCode: 'crm' };
    expect((await reader.client.post(`${base}/instantiate`, start)).status).toBe(403);
    // The pages' add right does not add a form.
    const pageMaker = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.view.add]);
    expect((await pageMaker.client.post(`${base}/instantiate`, start)).status).toBe(403);
  });
});
