// The records runtime of a layout or free-layout page: the page with its blocks and links (no form, no 400), for
// whoever may open it; other pages answer as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite();

const layout = {
  blocks: [
    { key: 'all', kind: 'list', viewCode: 'customer_list', x: 0, y: 0, w: 12, h: 8 },
    { key: 'same', kind: 'list', viewCode: 'customer_list', x: 12, y: 0, w: 12, h: 8 },
  ],
  links: [{ source: 'all', target: 'same', field: 'name', sourceField: 'name' }],
};
const page = (viewCode: string, viewType: string) => ({ viewName: viewCode, viewCode, viewType, groupCode: 'crm', columns: [], layout });

let user: ApiClient;
beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
  expectOk(await suite.admin.post('/api/eform/manage/view/add', page('runtime_board', 'layout')));
  expectOk(await suite.admin.post('/api/eform/manage/view/add', page('runtime_free', 'dragLayout')));
  user = await suite.server.login('user');
});

describe('the runtime of a block page', () => {
  it('answers a layout and a free-layout page with its type, blocks and links, and no form', async () => {
    for (const [viewCode, viewType] of [['runtime_board', 'layout'], ['runtime_free', 'dragLayout']]) {
      const res = await suite.admin.get(`/api/eform/engine/view/${viewCode}`);
      expect(res.status).toBe(200);
      const runtime = expectOk<any>(res);
      expect(runtime.view).toMatchObject({ viewCode, viewType, layout });
      expect(runtime.form).toBeUndefined();
      expect(runtime.fieldAccess).toEqual({});
    }
  });

  it('answers a list page with its form as before', async () => {
    const runtime = expectOk<any>(await suite.admin.get('/api/eform/engine/view/customer_list'));
    expect(runtime.view.viewType).not.toBe('layout');
    expect(runtime.form.fields.length).toBeGreaterThan(0);
  });

  it('refuses a caller without a menu item opening the page, and answers unknown pages with 404', async () => {
    expect((await user.get('/api/eform/engine/view/runtime_board')).status).toBe(403);
    expect((await suite.admin.get('/api/eform/engine/view/no_such_board')).status).toBe(404);
  });

  it('answers a caller whose menu item opens the page', async () => {
    // The menu item is granted to the general role, which the user holds.
    expectOk(await suite.admin.post('/api/eform/manage/view/addToMenu', { viewCode: 'runtime_board', back: '0', name: 'Board', nameEn: 'Board' }));
    await suite.server.platform.db.changes.fence();
    const runtime = expectOk<any>(await user.get('/api/eform/engine/view/runtime_board'));
    expect(runtime.view.layout.blocks).toHaveLength(2);
  });
});
