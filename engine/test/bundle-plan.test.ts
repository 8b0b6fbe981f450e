// The plan of an install or update: per item added / changed (JSON pointers) / removed / unchanged / kept, codes of
// other apps, and table changes that lose data.
import { describe, expect, it } from 'vitest';
import { planInstall, tableChange, type InstalledItem } from '../src/bundle/index.ts';
import { METADATA_SAMPLES } from '../src/metadata/samples.ts';
import type { AppBundle } from '../src/metadata/index.ts';
import { renderMessage } from '../src/wire/message.ts';

const S = METADATA_SAMPLES;
const v1: AppBundle = {
  format: 'yc-app-bundle/1', appCode: 'demo', appName: 'Demo', appVersion: '1.0.0',
  groups: [S.appGroup], tableModels: [S.tableModel], forms: [S.form], views: [S.view],
};
const installedFrom = (bundle: AppBundle, marks: Partial<InstalledItem> = {}): InstalledItem[] => [
  { kind: 'appGroup', code: 'demo', content: S.appGroup, appCode: bundle.appCode, changed: false },
  ...bundle.tableModels!.map((t) => ({ kind: 'tableModel', code: t.tableName, content: { ...t, version: 3 }, appCode: bundle.appCode, changed: false })),
  ...bundle.forms!.map((f) => ({ kind: 'form', code: f.formCode, content: f, appCode: bundle.appCode, changed: false, ...marks })),
  ...bundle.views!.map((v) => ({ kind: 'view', code: v.viewCode, content: v, appCode: bundle.appCode, changed: false })),
];
const actions = (items: { kind: string; code: string; action: string; reason?: string }[]) =>
  items.map((i) => `${i.kind} ${i.code}: ${i.action}${i.reason ? ` (${i.reason})` : ''}`);

describe('install plan', () => {
  it('adds everything on a first install', () => {
    const plan = planInstall({ bundle: v1, previous: null, installed: [] });
    expect(plan).toMatchObject({ appCode: 'demo', fromVersion: null, toVersion: '1.0.0', problems: [], tables: [] });
    expect(plan.items.every((i) => i.action === 'added')).toBe(true);
    expect(plan.items).toHaveLength(4);
  });

  it('names each change by JSON pointer, removes what the new version dropped, and ignores lock versions', () => {
    const v2: AppBundle = { ...v1, appVersion: '1.1.0', forms: [{ ...S.form, formName: 'Order v2' }], views: [] };
    const plan = planInstall({ bundle: v2, previous: v1, installed: installedFrom(v1) });
    expect(actions(plan.items)).toEqual([
      'appGroup demo: unchanged', 'tableModel demo_order: unchanged', 'form demo_order_form: changed', 'view demo_order_list: removed',
    ]);
    expect(plan.items[2]!.changes).toEqual([{ path: '/formName', kind: 'changed', before: 'Order', after: 'Order v2' }]);
  });

  it('keeps items the enterprise changed or made, unless asked to replace them, and refuses codes of another app', () => {
    const v2: AppBundle = { ...v1, appVersion: '1.1.0', forms: [{ ...S.form, formName: 'Order v2' }] };
    const installed = installedFrom(v1, { changed: true });
    expect(actions(planInstall({ bundle: v2, previous: v1, installed }).items)).toContain('form demo_order_form: kept (changedByEnterprise)');
    expect(actions(planInstall({ bundle: v2, previous: v1, installed, replace: new Set(['form:demo_order_form']) }).items)).toContain('form demo_order_form: changed');
    const made = installedFrom(v1, { appCode: null });
    expect(actions(planInstall({ bundle: v2, previous: null, installed: made }).items)).toContain('form demo_order_form: kept (madeByEnterprise)');
    const other = planInstall({ bundle: v2, previous: null, installed: installedFrom(v1, { appCode: 'crm' }) });
    expect(other.problems.map((p) => renderMessage(p.message, 'en_US'))).toEqual(['The item form demo_order_form is already installed by the app crm']);
  });

  it('tells table changes that lose data: a column removed, retyped or shortened', () => {
    const [id, orderNo, amount, status] = S.tableModel.columns;
    const after = { ...S.tableModel, columns: [id!, { ...orderNo!, colLength: 16 }, { ...amount!, colType: 'varchar' as const }, { colCode: 'note', colName: 'Note', colType: 'clob' as const }] };
    expect(tableChange(S.tableModel, after)).toEqual({
      tableName: 'demo_order', columnsAdded: ['note'], columnsRemoved: [status!.colCode], columnsRetyped: ['order_no', 'amount'], losesData: true,
    });
    expect(tableChange(S.tableModel, { ...S.tableModel, columns: [...S.tableModel.columns, { colCode: 'note', colName: 'Note', colType: 'clob' as const }] }).losesData).toBe(false);
    const v2: AppBundle = { ...v1, tableModels: [after] };
    expect(planInstall({ bundle: v2, previous: v1, installed: installedFrom(v1) }).tables).toEqual([tableChange(S.tableModel, after)]);
  });
});
