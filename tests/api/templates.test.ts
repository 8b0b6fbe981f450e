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
    expect(res.body.result.errors).toEqual([{ path: '/tempBodyString', message: 'The template body is not a page document (JSON)', code: 'eform.templateBodyInvalid', params: { type: 'page' } }]);
    // Code templates carry any text.
    expectOk(await suite.admin.post(`${base}/add`, template({ tempCode: 'code_tpl', tempType: 'code', tempBodyString: 'export default {{name}}' })));
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

  it('needs the templates\' permissions, and the forms\' add right to start a form', async () => {
    const reader = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.template.list]);
    expect((await reader.client.get(`${base}/list`)).status).toBe(200);
    expect((await reader.client.post(`${base}/add`, template({ tempCode: 'nope' }))).status).toBe(403);
    const start = { tempCode: 'two_columns', code: 'by_page_maker', name: 'x', groupCode: 'crm' };
    expect((await reader.client.post(`${base}/instantiate`, start)).status).toBe(403);
    // The pages' add right does not add a form.
    const pageMaker = await signedInWith(suite.server, suite.admin, [PERMISSIONS.eform.view.add]);
    expect((await pageMaker.client.post(`${base}/instantiate`, start)).status).toBe(403);
  });
});
