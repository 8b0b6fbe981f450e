// Every kind of stored document an app bundle lists installs (#35): datasets, widgets, portals, SQL and HTTP configs,
// fill and check rules, code templates and process templates (BPMN with diagram) are exported, planned (added / changed
// / removed / unchanged / kept), applied with the rest in one transaction and rolled back exactly; with ALLOW_EDIT_SCRIPT
// off, a bundle bringing scripts is refused in its plan and changes nothing.
import { describe, expect, it } from 'vitest';
import { METADATA_SAMPLES as S, type AppBundle } from '@yc/engine';
import { apiSuite } from '../support/server.ts';
import { twoStepBpmn } from './bpm-fixtures.ts';
import { expectOk } from './eform-fixtures.ts';
import { actions, bundleOf, exportZip, MARKET, upload } from './market-fixtures.ts';

const suite = apiSuite({ env: { ALLOW_EDIT_SCRIPT: 'false' } });

const v1: AppBundle = {
  format: 'yc-app-bundle/1', appCode: 'kinds', appName: 'Kinds', appVersion: '1.0.0',
  groups: [{ groupCode: 'kinds', groupName: 'Kinds' }],
  tableModels: [{ ...S.tableModel, tableName: 'kd_order', isSync: undefined }],
  sqlConfigs: [{ ...S.sqlConfig, sqlCode: 'kd_orders', dsName: 'erp' }],
  httpConfigs: [{ ...S.httpConfig, httpCode: 'kd_cities' }],
  datasets: [{ ...S.dataset, datasetCode: 'kd_sales', tableName: 'kd_order' }],
  widgets: [{ ...S.widget, widgetCode: 'kd_pie', datasetCode: 'kd_sales' }],
  portals: [{ ...S.portal, portalCode: 'kd_home', items: [{ i: 'a', x: 0, y: 0, w: 6, h: 4, widgetCode: 'kd_pie' }] }],
  fillRules: [{ ...S.fillRule, ruleCode: 'kd_no' }],
  checkRules: [{ ...S.checkRule, ruleCode: 'kd_no_check' }],
  templates: [{ ...S.template, tempCode: 'kd_single' }],
};

/** The app's stored documents as they are: content, app group and ownership marks (not the lock version). */
const documents = () => suite.server.sql(
  `select kind, code, group_code, content, app_code, changed from ef_metadata
    where app_code = 'kinds' or code like 'kd\\_%' order by kind, code`);
const tables = () => suite.server.sql(`select table_schema, column_name from information_schema.columns where table_name = 'kd_order' order by 1, 2`);

describe('the stored kinds of a bundle', () => {
  it('installs, exports, updates and rolls back datasets, widgets, portals, configs, rules and templates', async () => {
    const plan = expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v1)));
    expect(actions(plan)).toEqual([
      'appGroup kinds: added', 'checkRule kd_no_check: added', 'dataset kd_sales: added', 'fillRule kd_no: added', 'httpConfig kd_cities: added',
      'portal kd_home: added', 'sqlConfig kd_orders: added', 'tableModel kd_order: added', 'template kd_single: added', 'widget kd_pie: added',
    ]);
    expect(await documents()).toEqual([]);
    expect(expectOk<any>(await suite.admin.post(`${MARKET}/installation`, await upload(v1)))).toMatchObject({ outcome: 'installed', kept: [] });
    const installed = await documents();
    expect(installed.map((d) => `${d.kind} ${d.code} ${d.app_code} ${d.changed}`)).toEqual([
      'checkRule kd_no_check kinds false', 'dataset kd_sales kinds false', 'fillRule kd_no kinds false', 'httpConfig kd_cities kinds false',
      'portal kd_home kinds false', 'sqlConfig kd_orders kinds false', 'tableModel kd_order kinds false', 'template kd_single kinds false', 'widget kd_pie kinds false',
    ]);
    // The SQL config names its data source by key; the tools carry no app group, the model its app's.
    expect(installed.find((d) => d.kind === 'sqlConfig').content).toEqual(v1.sqlConfigs![0]);
    expect(installed.filter((d) => d.group_code === 'kinds').map((d) => d.kind)).toEqual(['tableModel']);

    // Exported again, the app is the same bundle: each item a file of its kind.
    const exported = (await bundleOf(await exportZip(suite.admin, 'kinds'))).bundle;
    expect(exported.datasets).toEqual(v1.datasets);
    expect(exported.portals).toEqual(v1.portals);
    expect(exported.templates).toEqual(v1.templates);
    expect(actions(expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload({ ...exported, appVersion: '1.0.1' }))))
      .every((a) => a.endsWith('unchanged'))).toBe(true);

    const columns = await tables();
    const v2: AppBundle = {
      ...v1, appVersion: '2.0.0',
      datasets: [{ ...v1.datasets![0]!, datasetName: 'Sales v2' }],
      checkRules: [],
      fillRules: [...v1.fillRules!, { ...S.fillRule, ruleCode: 'kd_no2', ruleName: 'Second' }],
      portals: [{ ...v1.portals![0]!, items: [...v1.portals![0]!.items, { i: 'b', x: 6, y: 0, w: 6, h: 4, widgetCode: 'kd_pie' }] }],
    };
    const plan2 = expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v2)));
    expect(actions(plan2).filter((a) => !a.endsWith('unchanged'))).toEqual([
      'checkRule kd_no_check: removed', 'dataset kd_sales: changed', 'fillRule kd_no2: added', 'portal kd_home: changed',
    ]);
    expect(plan2.items.find((i: any) => i.kind === 'dataset').changes).toEqual([{ path: '/datasetName', kind: 'changed', before: 'Sales by status', after: 'Sales v2' }]);
    expectOk(await suite.admin.put(`${MARKET}/update`, await upload(v2)));
    const updated = await documents();
    expect(updated.map((d) => d.code)).toEqual(['kd_sales', 'kd_no', 'kd_no2', 'kd_cities', 'kd_home', 'kd_orders', 'kd_order', 'kd_single', 'kd_pie']);
    expect(updated.find((d) => d.kind === 'dataset').content.datasetName).toBe('Sales v2');

    expect(expectOk<any>(await suite.admin.post(`${MARKET}/rollback`, { appCode: 'kinds' }))).toEqual({ appCode: 'kinds', appVersion: '1.0.0' });
    expect(await documents()).toEqual(installed);
    expect(await tables()).toEqual(columns);
  });

  it('refuses, with script editing off, a bundle whose page brings a script, in its plan and its install; nothing changes', async () => {
    const scripted: AppBundle = {
      format: 'yc-app-bundle/1', appCode: 'scripted', appName: 'Scripted', appVersion: '1.0.0',
      groups: [{ groupCode: 'scripted', groupName: 'Scripted' }],
      tableModels: [{ ...S.tableModel, tableName: 'sc_order', isSync: undefined }],
      forms: [{ ...S.form, formCode: 'sc_form', objectName: 'sc_order' }],
      views: [{ ...S.view, viewCode: 'sc_list', formCode: 'sc_form', beforeSave: { lang: 'script', code: 'return true' } }],
    };
    const before = await suite.server.sql(`select kind, code from ef_metadata order by kind, code`);
    for (const [method, path] of [['post', 'plan'], ['post', 'installation']] as const) {
      const res = await suite.admin[method](`${MARKET}/${path}`, await upload(scripted));
      expect([res.status, res.body.message]).toEqual([400,
        'The item view sc_list brings scripts, which this platform does not allow (ALLOW_EDIT_SCRIPT is off); nothing was installed']);
    }
    expect(await suite.server.sql(`select kind, code from ef_metadata order by kind, code`)).toEqual(before);
    expect(await suite.server.sql(`select 1 from sys_app where app_code = 'scripted'`)).toEqual([]);
    expect(await suite.server.sql(`select 1 from information_schema.tables where table_name = 'sc_order'`)).toEqual([]);
  });

  it('installs process templates (published when active), keeps one the enterprise edited, and rolls back exactly', async () => {
    const bpmn = (name: string) => twoStepBpmn('kd_flow', { name, attrs: '' }, { attrs: '' });
    const flow = { group: 'Kinds', name: 'Approval', key: 'kd_flow', status: 'active' as const, bpmnXml: bpmn('Check'), startPermission: { type: 'all' as const } };
    const app = (appVersion: string, template: typeof flow): AppBundle => ({
      format: 'yc-app-bundle/1', appCode: 'flows', appName: 'Flows', appVersion, groups: [{ groupCode: 'flows', groupName: 'Flows' }], processTemplates: [template],
    });
    const row = async () => (await suite.server.sql(`select name, group_name, status, bpmn_xml, start_permission, nodes, published_version, app_code, changed
      from bpm_template where template_key = 'kd_flow'`))[0];
    const definitions = async () => (await suite.server.sql(`select definition_version from bpm_template_version where template_key = 'kd_flow' order by 1`))
      .map((r) => r.definition_version);

    expect(actions(expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(app('1.0.0', flow)))))).toEqual(['appGroup flows: added', 'processTemplate kd_flow: added']);
    expectOk(await suite.admin.post(`${MARKET}/installation`, await upload(app('1.0.0', flow))));
    const installed = await row();
    expect(installed).toMatchObject({ name: 'Approval', status: 'active', published_version: 1, app_code: 'flows', changed: false });
    expect((await bundleOf(await exportZip(suite.admin, 'flows'))).bundle.processTemplates).toEqual([flow]);

    const v2 = app('1.1.0', { ...flow, name: 'Approval v2', bpmnXml: bpmn('Review') });
    const plan = expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v2)));
    expect(plan.items.find((i: any) => i.kind === 'processTemplate')).toMatchObject({ action: 'changed' });
    expectOk(await suite.admin.put(`${MARKET}/update`, await upload(v2)));
    expect(await row()).toMatchObject({ name: 'Approval v2', published_version: 2, changed: false });
    expect(await definitions()).toEqual([1, 2]);

    expectOk(await suite.admin.post(`${MARKET}/rollback`, { appCode: 'flows' }));
    const back = await row();
    expect({ ...back, published_version: undefined }).toEqual({ ...installed, published_version: undefined });

    // The enterprise edits the template: an update keeps it and says so.
    const template = expectOk<any>(await suite.admin.get('/api/bpm/template/queryByKey?key=kd_flow'));
    expectOk(await suite.admin.put('/api/bpm/template/edit', { ...template, name: 'Ours' }));
    const kept = expectOk<any>(await suite.admin.put(`${MARKET}/update`, await upload(v2)));
    expect(kept.kept).toEqual([{ kind: 'processTemplate', code: 'kd_flow' }]);
    expect(await row()).toMatchObject({ name: 'Ours', changed: true });

    // A BPMN file without the template's process is refused, and nothing changes.
    const broken = await suite.admin.put(`${MARKET}/update`, await upload(app('1.2.0', { ...flow, key: 'kd_other', bpmnXml: bpmn('Check') })));
    expect([broken.status, broken.body.message]).toEqual([400, expect.stringContaining('kd_other')]);
    expect(await suite.server.sql(`select 1 from bpm_template where template_key = 'kd_other'`)).toEqual([]);
  });

  it('installs seed records with the app, leaves rows already there, keeps them on rollback, refuses records off the table', async () => {
    const table = { ...S.tableModel, tableName: 'sd_order', isSync: undefined };
    const app = (appVersion: string, rows: Record<string, unknown>[]): AppBundle => ({
      format: 'yc-app-bundle/1', appCode: 'seeded', appName: 'Seeded', appVersion, groups: [{ groupCode: 'seeded', groupName: 'Seeded' }],
      tableModels: [table], records: [{ tableName: 'sd_order', rows }],
    });
    const rows = () => suite.server.tenantSql(`select id, order_no, amount::float as amount from sd_order order by id`);
    const stray = await suite.admin.post(`${MARKET}/plan`, await upload(app('1.0.0', [{ id: 'a', secret: 1 }])));
    expect([stray.status, stray.body.message]).toEqual([400, 'A seed record of sd_order has the field secret, which is not a column of the table']);
    const elsewhere = await suite.admin.post(`${MARKET}/plan`, await upload({ ...app('1.0.0', []), records: [{ tableName: 'kd_order', rows: [] }] }));
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, 'The seed records of kd_order are not for a table model of the bundle']);

    const v1 = app('1.0.0', [{ id: 'a', order_no: 'SO1', amount: 10 }, { id: 'b', order_no: 'SO2' }]);
    expect(expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v1))).records).toEqual([{ tableName: 'sd_order', rows: 2 }]);
    expectOk(await suite.admin.post(`${MARKET}/installation`, await upload(v1)));
    expect(await rows()).toEqual([{ id: 'a', order_no: 'SO1', amount: 10 }, { id: 'b', order_no: 'SO2', amount: null }]);
    const exported = await exportZip(suite.admin, 'seeded');
    expect((await bundleOf(exported)).bundle.records).toEqual(v1.records);

    // The enterprise's row a is its data now: a newer version's row a does not overwrite it; its new row c is added.
    await suite.server.tenantSql(`update sd_order set amount = 99 where id = 'a'`);
    expectOk(await suite.admin.put(`${MARKET}/update`, await upload(app('1.1.0', [{ id: 'a', order_no: 'SO1', amount: 1 }, { id: 'c', order_no: 'SO3' }]))));
    const after = [{ id: 'a', order_no: 'SO1', amount: 99 }, { id: 'b', order_no: 'SO2', amount: null }, { id: 'c', order_no: 'SO3', amount: null }];
    expect(await rows()).toEqual(after);
    expectOk(await suite.admin.post(`${MARKET}/rollback`, { appCode: 'seeded' }));
    expect(await rows()).toEqual(after);
  });
});

describe('categories in a bundle', () => {
  const app = (appVersion: string, categories: NonNullable<AppBundle['categories']>): AppBundle => ({
    format: 'yc-app-bundle/1', appCode: 'cats', appName: 'Cats', appVersion, groups: [{ groupCode: 'cats', groupName: 'Cats' }], categories,
  });
  const rows = () => suite.server.sql(
    `select c.code, c.name, p.code as parent, c.sort_no, c.app_code, c.changed from sys_category c left join sys_category p on p.id = c.parent_id
      where c.code like 'ct\\_%' order by c.code`);
  // A child listed before its parent: the installer puts parents first.
  const v1 = app('1.0.0', [{ code: 'ct_laptop', name: 'Laptops', parentCode: 'ct_hw', sortNo: 2 }, { code: 'ct_hw', name: 'Hardware', sortNo: 1 }]);

  it('installs them as a tree (parents by code), exports, updates and rolls back exactly; refuses a parent nowhere', async () => {
    const orphan = await suite.admin.post(`${MARKET}/plan`, await upload(app('1.0.0', [{ code: 'ct_x', name: 'X', parentCode: 'ct_none' }])));
    expect([orphan.status, orphan.body.message]).toEqual([400, expect.stringContaining('ct_none')]);
    const cycle = await suite.admin.post(`${MARKET}/plan`, await upload(app('1.0.0', [{ code: 'ct_a', name: 'A', parentCode: 'ct_b' }, { code: 'ct_b', name: 'B', parentCode: 'ct_a' }])));
    expect([cycle.status, cycle.body.message]).toEqual([400, 'The item category ct_a is its own ancestor: its parents form a cycle']);
    expect(await rows()).toEqual([]);

    expect(actions(expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v1)))))
      .toEqual(['appGroup cats: added', 'category ct_hw: added', 'category ct_laptop: added']);
    expectOk(await suite.admin.post(`${MARKET}/installation`, await upload(v1)));
    const installed = await rows();
    expect(installed).toEqual([
      { code: 'ct_hw', name: 'Hardware', parent: null, sort_no: 1, app_code: 'cats', changed: false },
      { code: 'ct_laptop', name: 'Laptops', parent: 'ct_hw', sort_no: 2, app_code: 'cats', changed: false },
    ]);
    const exported = (await bundleOf(await exportZip(suite.admin, 'cats'))).bundle;
    expect(exported.categories).toEqual([v1.categories![1], v1.categories![0]]);

    const v2 = app('2.0.0', [{ code: 'ct_hw', name: 'Hardware', sortNo: 1 }, { code: 'ct_phone', name: 'Phones', parentCode: 'ct_hw', sortNo: 3 }]);
    expect(actions(expectOk<any>(await suite.admin.post(`${MARKET}/plan`, await upload(v2)))).filter((a) => !a.endsWith('unchanged')))
      .toEqual(['category ct_laptop: removed', 'category ct_phone: added']);
    expectOk(await suite.admin.put(`${MARKET}/update`, await upload(v2)));
    expect((await rows()).map((r) => `${r.code} < ${r.parent}`)).toEqual(['ct_hw < null', 'ct_phone < ct_hw']);

    expectOk(await suite.admin.post(`${MARKET}/rollback`, { appCode: 'cats' }));
    expect(await rows()).toEqual(installed);
  });

  it('keeps a category the enterprise renamed (reported); an uninstall keeps one holding the enterprise\'s own child', async () => {
    const [hw] = await suite.server.sql(`select id, version from sys_category where code = 'ct_hw'`);
    expectOk(await suite.admin.put('/api/system/category/edit', { id: hw.id, code: 'ct_hw', name: 'Our hardware', sortNo: 1, version: hw.version }));
    const kept = expectOk<any>(await suite.admin.put(`${MARKET}/update`, await upload(app('3.0.0', [{ code: 'ct_hw', name: 'Hardware v3', sortNo: 1 }]))));
    expect(kept.kept).toEqual([{ kind: 'category', code: 'ct_hw' }]);
    expect((await rows()).map((r) => `${r.code} ${r.name} ${r.app_code} ${r.changed}`)).toEqual(['ct_hw Our hardware cats true']);

    // Rolled back past its install, an app takes its categories away, but not one the enterprise put a child under.
    const other: AppBundle = { ...app('1.0.0', [{ code: 'ct_root', name: 'Root' }, { code: 'ct_leaf', name: 'Leaf', parentCode: 'ct_root' }]), appCode: 'cats_b',
      groups: [{ groupCode: 'cats_b', groupName: 'Cats B' }] };
    expectOk(await suite.admin.post(`${MARKET}/installation`, await upload(other)));
    const [root] = await suite.server.sql(`select id from sys_category where code = 'ct_root'`);
    expectOk(await suite.admin.post('/api/system/category/add', { code: 'ct_ours', name: 'Ours', pid: root.id }));
    expect(expectOk<any>(await suite.admin.post(`${MARKET}/rollback`, { appCode: 'cats_b' }))).toEqual({ appCode: 'cats_b', appVersion: null });
    expect((await rows()).map((r) => `${r.code} < ${r.parent}`)).toEqual(['ct_hw < null', 'ct_ours < ct_root', 'ct_root < null']);
  });
});
