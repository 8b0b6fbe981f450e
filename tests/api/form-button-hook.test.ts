// A form's button control presses a custom button of its page (issue 16): the same call as the list's custom buttons,
// with the form's values beside the record shown; the script reads them; the button's permission is checked on the
// server whatever values come with it, and the script is the stored page's. PostgreSQL and PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type ApiClient } from '../support/server.ts';
import { signedInWith } from '../support/identity.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();
const page = '/api/eform/engine/view/customer_list';
let user: ApiClient;
let ann: string;

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  ann = expectOk<any>(await suite.admin.post(`${page}/data`, { name: 'Ann', age: 31 })).id;
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const check = {
    buttonName: 'Check', buttonType: 'toolbar', action: 'custom', permission: 'customer_list:check',
    script: { lang: 'script', code: 'return { message: "Checked " + input.values.name + " (" + input.values.age + ") of " + input.records.map((r) => r.name).join(",") + input.ids.length, data: Object.keys(input.values).sort() };' },
  };
  expectOk(await suite.admin.put('/api/eform/manage/view/edit', { ...view, buttons: [...(view.buttons ?? []), check] }));
  expectOk(await suite.admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'customer_list', back: '0', name: 'Customers' }));
  const [menu] = await suite.server.sql<{ code: string }>(`select code from sys_permission where url = '/eform/view/customer_list'`);
  user = (await signedInWith(suite.server, suite.admin, [menu!.code])).client;
});

describe('a form button pressing a custom button', () => {
  it('runs the stored script with the form\'s values and the record shown, and answers its message', async () => {
    const res = expectOk<any>(await suite.admin.post(`${page}/button`, { buttonName: 'Check', ids: [ann], values: { name: 'Ann B', age: 32 } }));
    expect(res).toEqual({ message: 'Checked Ann B (32) of Ann1', data: ['age', 'name'] });
    const unsaved = expectOk<any>(await suite.admin.post(`${page}/button`, { buttonName: 'Check', ids: [], values: { name: 'New', age: 1 } }));
    expect(unsaved.message).toBe('Checked New (1) of 0');
  });

  it('checks the button\'s permission on the server, whatever values come with it', async () => {
    const denied = await user.post(`${page}/button`, { buttonName: 'Check', ids: [], values: { name: 'x' } });
    expect([denied.status, denied.body.message]).toEqual([403, 'access denied']);
    const forged = await suite.admin.post(`${page}/button`, { buttonName: 'Check', ids: [], values: { name: 'x' }, script: { lang: 'script', code: 'return "forged"' } });
    expect(forged.body.result?.message).not.toBe('forged');
    expect((await suite.server.anonymous().post(`${page}/button`, { buttonName: 'Check', ids: [], values: {} })).status).toBe(401);
  });
});
