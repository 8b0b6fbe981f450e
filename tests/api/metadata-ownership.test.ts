// Ownership of stored metadata: an item records the app that shipped it and whether the enterprise changed it since;
// an upgrade of the app replaces what it shipped and nobody touched, and keeps (and reports) the enterprise's edits
// and the enterprise's own items.
import { METADATA_SAMPLES, type AppBundle } from '@yc/engine';
import { describe, expect, it } from 'vitest';
import { installBundle } from '../../server/src/install/bundle.ts';
import { apiSuite } from '../support/server.ts';
import { expectOk } from './eform-fixtures.ts';

const suite = apiSuite();
const v1 = METADATA_SAMPLES.appBundle;
const install = (bundle: AppBundle) =>
  suite.server.platform.db.inTenant(suite.server.platform.boot.defaultTenantId, (em) => installBundle(em, bundle, { scriptsEditable: true }));
const owner = async (kind: string, code: string) =>
  (await suite.server.sql<{ app_code: string | null; changed: boolean; version: number }>(
    `select app_code, changed, version from ef_metadata where kind = $1 and code = $2`, [kind, code],
  ))[0];

describe('metadata ownership', () => {
  it('records the app that shipped each item, unchanged', async () => {
    expect((await install(v1)).outcome).toBe('installed');
    for (const [kind, code] of [['tableModel', 'demo_order'], ['form', 'demo_order_form'], ['view', 'demo_order_list']]) {
      expect(await owner(kind!, code!)).toMatchObject({ app_code: 'demo', changed: false });
    }
  });

  it('marks an item the enterprise saves as changed, and an item it adds as its own', async () => {
    const form = expectOk<any>(await suite.admin.get('/api/eform/manage/form/queryByCode?code=demo_order_form'));
    expectOk(await suite.admin.put('/api/eform/manage/form/edit', { ...form, formName: 'Our order' }));
    expect(await owner('form', 'demo_order_form')).toMatchObject({ app_code: 'demo', changed: true });

    const view = expectOk<any>(await suite.admin.get('/api/eform/manage/view/queryByCode?code=demo_order_list'));
    const { version: _version, ...content } = view;
    expectOk(await suite.admin.post('/api/eform/manage/view/add', { ...content, viewCode: 'demo_order_cards', viewName: 'Our cards' }));
    expect(await owner('view', 'demo_order_cards')).toMatchObject({ app_code: null, changed: false });
  });

  it('upgrades what the app shipped and nobody changed; keeps and reports the enterprise\'s edits and own items', async () => {
    const view = v1.views![0]!;
    const v2: AppBundle = {
      ...v1, appVersion: '2.0.0',
      forms: [{ ...v1.forms![0]!, formName: 'Order (v2)' }],
      views: [{ ...view, viewName: 'Orders (v2)' }, { ...view, viewCode: 'demo_order_cards', viewName: 'Cards (v2)' }],
    };
    const before = await owner('view', 'demo_order_list');
    const result = await install(v2);
    expect(result.outcome).toBe('updated');
    expect(result.kept).toEqual([{ kind: 'form', code: 'demo_order_form' }, { kind: 'view', code: 'demo_order_cards' }]);

    const get = async (kind: string, code: string) => expectOk<any>(await suite.admin.get(`/api/eform/manage/${kind}/queryByCode?code=${code}`));
    expect((await get('form', 'demo_order_form')).formName).toBe('Our order');
    expect((await get('view', 'demo_order_cards')).viewName).toBe('Our cards');
    expect((await get('view', 'demo_order_list')).viewName).toBe('Orders (v2)');
    expect(await owner('view', 'demo_order_list')).toMatchObject({ app_code: 'demo', changed: false, version: before!.version + 1 });
  });
});
