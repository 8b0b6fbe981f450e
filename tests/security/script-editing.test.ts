// ALLOW_EDIT_SCRIPT=false is enforced, not advisory: no page hook or script button can be created or changed,
// through the page routes or through an app bundle, and a refused save changes nothing. Removing or emptying a script
// is always allowed: a page with a hostile hook can be repaired whatever the switch says.
import { beforeAll, describe, expect, it } from 'vitest';
import { METADATA_SAMPLES } from '@yc/engine';
import { installBundle } from '../../server/src/install/bundle.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk, setUpCustomer } from '../api/eform-fixtures.ts';

const suite = apiSuite({ env: { ALLOW_EDIT_SCRIPT: 'false' } });

beforeAll(async () => {
  await setUpCustomer(suite.admin, { generate: true });
});

const hook = { lang: 'script', code: 'records.length' };
const forbidden = (res: { status: number; body: { message: string } }) => {
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('The current environment prohibits this operation');
};

it('tells the console that scripts may not be edited', async () => {
  expect((await suite.admin.get('/api/system/permission/allowEditScript')).body.result).toBe(false);
});

it('refuses a new page with a before-load hook', async () => {
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  const { version: _version, ...rest } = view;
  forbidden(await suite.admin.post('/api/eform/manage/view/add', { ...rest, viewCode: 'customer_hooked', beforeLoad: hook }));
  expect((await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_hooked')).status).toBe(404);
});

it('refuses adding a hook or a script button to a page, and keeps the page as it was; other edits still save', async () => {
  const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  forbidden(await suite.admin.put('/api/eform/manage/view/edit', { ...view, afterLoad: hook }));
  const scripted = { buttonName: 'Run', buttonType: 'toolbar', action: 'custom', script: hook };
  forbidden(await suite.admin.put('/api/eform/manage/view/edit', { ...view, buttons: [...(view.buttons ?? []), scripted] }));
  const after = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=customer_list'));
  expect(after.version).toBe(view.version);
  expect(after.afterLoad).toBeUndefined();
  expect(expectOk<any>(await suite.admin.put('/api/eform/manage/view/edit', { ...view, viewName: 'Customers (renamed)' })).version).toBe(view.version + 1);
});

it('refuses an app bundle that brings a page script', async () => {
  const { db, boot } = suite.server.platform;
  const bundle = METADATA_SAMPLES.appBundle;
  const scripted = { ...bundle, appCode: 'scripted', views: bundle.views!.map((v) => ({ ...v, beforeLoad: hook })) };
  await expect(db.inTenant(boot.defaultTenantId, (em) => installBundle(em, scripted as never, { scriptsEditable: false })))
    .rejects.toMatchObject({ status: 403, message: 'The current environment prohibits this operation' });
  expect((await suite.admin.get(`/api/eform/manage/view/queryByCode?code=${bundle.views![0]!.viewCode}`)).status).toBe(404);
});

describe('removing scripts', () => {
  const page = '/api/eform/engine/view/customer_list';
  const viewPath = '/api/eform/manage/view';
  /** The payload, given to the page elsewhere (an installed app, or before the switch was turned off). */
  const hostile = { lang: 'script', code: 'return 1 }).call(undefined); $1.applySync(undefined, ["constructor","[]"]); (function(){' };
  const hookPage = async (fields: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(fields)) {
      await suite.server.sql(`update ef_metadata set content = jsonb_set(content, $1::text[], $2::jsonb), version = version + 1 where kind = 'view' and code = 'customer_list'`, [`{${field}}`, JSON.stringify(value)]);
    }
    await suite.server.platform.db.changes.fence();
    return expectOk<any>(await suite.admin.get(`${viewPath}/queryByCode?code=customer_list`));
  };

  it('lets a page whose before-load hook is hostile be repaired by removing the hook', async () => {
    const view = await hookPage({ beforeLoad: hostile });
    const broken = await suite.admin.post(`${page}/list`, {});
    expect([broken.status, broken.body.message]).toEqual([400, expect.stringMatching(/^The script cannot be read: /)]);
    const { beforeLoad: _hook, ...repaired } = view;
    expect(expectOk<any>(await suite.admin.put(`${viewPath}/edit`, repaired)).beforeLoad).toBeUndefined();
    expect((await suite.admin.post(`${page}/list`, {})).status).toBe(200);
  });

  it('lets a hook be emptied and a script button be removed, but not given other code', async () => {
    const scripted = { buttonName: 'Run', buttonType: 'toolbar', action: 'custom', script: hook };
    const view = await hookPage({ afterLoad: hook, buttons: [scripted] });
    forbidden(await suite.admin.put(`${viewPath}/edit`, { ...view, afterLoad: { lang: 'script', code: 'return []' } }));
    forbidden(await suite.admin.put(`${viewPath}/edit`, { ...view, buttons: [{ ...scripted, script: { lang: 'script', code: 'return 2' } }] }));
    const emptied = expectOk<any>(await suite.admin.put(`${viewPath}/edit`, { ...view, afterLoad: { lang: 'script', code: '  ' } }));
    expect(emptied.afterLoad).toEqual({ lang: 'script', code: '  ' });
    // An empty hook is no script: giving it code again is adding one.
    forbidden(await suite.admin.put(`${viewPath}/edit`, { ...emptied, afterLoad: hook }));
    const removed = expectOk<any>(await suite.admin.put(`${viewPath}/edit`, { ...emptied, buttons: [] }));
    expect(removed.buttons).toEqual([]);
  });

  it('lets a page be restored to a version without its scripts, not to one with other scripts', async () => {
    const plain = await hookPage({ afterLoad: { lang: 'script', code: '' } });
    const hooked = await hookPage({ afterLoad: hook });
    const restored = expectOk<any>(await suite.admin.post(`${viewPath}/restore`, { code: 'customer_list', fromVersion: plain.version, version: hooked.version }));
    expect(restored.afterLoad).toEqual({ lang: 'script', code: '' });
    const other = await hookPage({ afterLoad: { lang: 'script', code: 'return input.records' } });
    forbidden(await suite.admin.post(`${viewPath}/restore`, { code: 'customer_list', fromVersion: hooked.version, version: other.version }));
  });
});
