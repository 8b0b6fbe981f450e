// The history of stored metadata: every save of a table model, form or page is a version (who, when); a version can be
// read with what changed since, and restored as a new version — live on the next request in every server instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerInstance, TEST_DB, apiSuite, type PeerInstance } from '../support/server.ts';
import { expectOk, setUpCustomer } from './eform-fixtures.ts';

const suite = apiSuite({}, ({ admin }) => setUpCustomer(admin, { generate: true }));
let peer: PeerInstance | null = null;
beforeAll(async () => {
  if (TEST_DB === 'postgres') peer = await startPeerInstance(suite.server);
});
afterAll(() => peer?.stop());

const viewBase = '/api/eform/manage/view';
const readView = async () => expectOk<any>(await suite.admin.get(`${viewBase}/queryByCode?code=customer_list`));
const rename = async (viewName: string) => {
  const view = await readView();
  return expectOk<any>(await suite.admin.put(`${viewBase}/edit`, { ...view, viewName }));
};
/** The page's name as the run time serves it, on this instance and (PostgreSQL) on the peer once notified. */
const servedNames = async () => {
  const own = expectOk<any>(await suite.admin.get('/api/eform/engine/view/customer_list')).view.viewName;
  if (!peer) return [own];
  await peer.platform.db.changes.fence();
  return [own, expectOk<any>(await peer.as(suite.admin).get('/api/eform/engine/view/customer_list')).view.viewName];
};

describe('metadata history', () => {
  it('keeps every saved version, newest first, with who saved it', async () => {
    const original = await readView();
    await rename('Customers (2)');
    await rename('Customers (3)');
    const history = expectOk<any[]>(await suite.admin.get(`${viewBase}/history?code=customer_list`));
    expect(history.map((h) => [h.version, h.action, h.changedBy])).toEqual([
      [original.version + 2, 'edit', 'admin'], [original.version + 1, 'edit', 'admin'], [original.version, 'add', 'admin'],
    ]);
  });

  it('shows a version and what changed from it to the current one', async () => {
    const at = expectOk<any>(await suite.admin.get(`${viewBase}/historyVersion?code=customer_list&version=1`));
    expect(at.content.viewCode).toBe('customer_list');
    expect(at.changes).toEqual([{ path: '/viewName', kind: 'changed', before: at.content.viewName, after: 'Customers (3)' }]);
    expect((await suite.admin.get(`${viewBase}/historyVersion?code=customer_list&version=99`)).status).toBe(404);
  });

  it('restores a version as a new one, live on the next request in every instance; a stale or blind restore is refused', async () => {
    const current = await readView();
    expect(await servedNames()).toEqual((peer ? [1, 2] : [1]).map(() => 'Customers (3)'));
    const first = expectOk<any>(await suite.admin.get(`${viewBase}/historyVersion?code=customer_list&version=1`)).content;
    const stale = await suite.admin.post(`${viewBase}/restore`, { code: 'customer_list', fromVersion: 1, version: current.version - 1 });
    expect(stale.status).toBe(409);
    const blind = await suite.admin.post(`${viewBase}/restore`, { code: 'customer_list', fromVersion: 1 });
    expect([blind.status, blind.body.message]).toEqual([400, 'The version of the item you edited is required']);
    const restored = expectOk<any>(await suite.admin.post(`${viewBase}/restore`, { code: 'customer_list', fromVersion: 1, version: current.version }));
    expect([restored.viewName, restored.version]).toEqual([first.viewName, current.version + 1]);
    expect(await servedNames()).toEqual((peer ? [1, 2] : [1]).map(() => first.viewName));
    const history = expectOk<any[]>(await suite.admin.get(`${viewBase}/history?code=customer_list`));
    expect(history[0]).toMatchObject({ version: current.version + 1, action: 'edit' });
  });

  it('brings back a deleted item from its last version', async () => {
    const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=customer_form'));
    expectOk(await suite.admin.delete(`${viewBase}/delete?code=customer_list`));
    const history = expectOk<any[]>(await suite.admin.get(`${viewBase}/history?code=customer_list`));
    expect(history[0]).toMatchObject({ action: 'delete' });
    const back = expectOk<any>(await suite.admin.post(`${viewBase}/restore`, { code: 'customer_list', fromVersion: history[0].version }));
    expect(back).toMatchObject({ viewCode: 'customer_list', formCode: form.formCode, version: 1 });
  });

  it('needs the designer permissions', async () => {
    const user = await suite.server.login('user');
    expect((await user.get(`${viewBase}/history?code=customer_list`)).status).toBe(403);
    expect((await user.post(`${viewBase}/restore`, { code: 'customer_list', fromVersion: 1, version: 1 })).status).toBe(403);
  });
});
