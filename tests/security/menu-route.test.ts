// Page access by menu: a menu item opens exactly the page its path names (the last segment, as the console routes it),
// never a page whose code is merely a suffix of the url; and a page code cannot contain what would split a path.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite();

let user: ApiClient;
beforeAll(async () => {
  user = await suite.server.login('user');
  await setUpCustomer(suite.admin, { generate: true });
});

/** A front menu item opening an eform page, granted to the general role; returns a function that removes it. */
async function grantMenu(code: string, url: string | null): Promise<() => Promise<void>> {
  const { db, boot } = suite.server.platform;
  const id = randomUUID();
  await db.inTenant(boot.defaultTenantId, async (em) => {
    await em.execute(`insert into sys_permission (id, code, name, menu_type, back, sort_no, component, url) values (?, ?, 'Menu', 1, '0', 5, 'eform/view', ?)`, [id, code, url]);
    await em.execute(`insert into sys_role_permission (role_id, permission_id) select id, ? from sys_role where role_code = 'general'`, [id]);
  });
  // Written beside the API: the grant caches hear of it before the next request (as the API's own writes ensure).
  await db.changes.fence();
  return async () => {
    await db.inTenant(boot.defaultTenantId, async (em) => { await em.execute(`delete from sys_permission where id = ?`, [id]); });
    await db.changes.fence();
  };
}

const opens = async (viewCode: string) => (await user.post(`/api/eform/engine/view/${encodeURIComponent(viewCode)}/list`, {})).status;

it('refuses a page code that contains a slash or other path characters', async () => {
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const { version: _version, ...rest } = view;
  for (const viewCode of ['shop/customer_list', 'customer_list?x', 'a b']) {
    const res = await suite.admin.post('/api/eform/manage/view/add', { ...rest, viewCode });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Page code cannot contain /, ?, #, % or spaces');
  }
});

it('opens the page named by the last segment of the menu path, exactly', async () => {
  expect(await opens('customer_list')).toBe(403);
  const removeOther = await grantMenu('other', '/eform/view/other_customer_list');
  expect(await opens('customer_list')).toBe(403);
  await removeOther();

  const removeTrailing = await grantMenu('trailing', '/eform/view/customer_list/');
  expect(await opens('customer_list')).toBe(200);
  await removeTrailing();
  expect(await opens('customer_list')).toBe(403);

  // A menu without a url has the path '/<code>' in the console: its code names the page.
  const removeByCode = await grantMenu('customer_list', null);
  expect(await opens('customer_list')).toBe(200);
  await removeByCode();
});
