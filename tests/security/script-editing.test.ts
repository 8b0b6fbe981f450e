// ALLOW_EDIT_SCRIPT=false is enforced, not advisory: no page hook or script button can be created or changed,
// through the page routes or through an app bundle, and a refused save changes nothing.
import { beforeAll, expect, it } from 'vitest';
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
