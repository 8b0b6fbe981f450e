// App bundles on disk: manifest and one file per item, stable key order, every file checked, older formats migrated.
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_FORMAT_VERSION, bundleToFiles, checkBundle, isSafeCode, readBundleFiles, stableJson,
} from '../src/bundle/index.ts';
import { METADATA_SAMPLES } from '../src/metadata/samples.ts';
import type { AppBundle } from '../src/metadata/index.ts';
import { renderMessage } from '../src/wire/message.ts';

const S = METADATA_SAMPLES;
const demo: AppBundle = {
  format: 'yc-app-bundle/1', appCode: 'demo', appName: '演示', appNameEn: 'Demo', appVersion: '1.2.0',
  groups: [S.appGroup],
  tableModels: [{ ...S.tableModel, groupCode: 'demo', isSync: undefined }],
  forms: [{ ...S.form, groupCode: 'demo' }],
  views: [{ ...S.view, groupCode: 'demo' }],
  menus: [S.menu],
  roles: [S.role],
};

const read = (files: Map<string, string>) => readBundleFiles(files);
const texts = (r: ReturnType<typeof read>) => (r.ok ? [] : r.problems.map((p) => renderMessage(p.message, 'en_US')));

describe('bundle files', () => {
  it('writes a manifest and one file per item named by kind and code, keys sorted, and reads it back', () => {
    const files = bundleToFiles(demo, { platformVersion: '>=0.1.0', dependencies: { 'yc-system': '^1.0.0' } });
    expect([...files.keys()].sort()).toEqual([
      'appGroup/demo.json', 'form/demo_order_form.json', 'manifest.json', 'menu/demo-orders.json', 'role/demo_clerk.json',
      'tableModel/demo_order.json', 'view/demo_order_list.json',
    ]);
    const manifest = JSON.parse(files.get('manifest.json')!) as Record<string, unknown>;
    expect(manifest).toMatchObject({ formatVersion: BUNDLE_FORMAT_VERSION, appCode: 'demo', appVersion: '1.2.0', platformVersion: '>=0.1.0' });
    const form = files.get('form/demo_order_form.json')!;
    expect(Object.keys(JSON.parse(form) as object)).toEqual([...Object.keys(JSON.parse(form) as object)].sort());
    expect(form.endsWith('\n')).toBe(true);
    const back = read(files);
    expect(texts(back)).toEqual([]);
    if (!back.ok) return;
    expect(back.manifest.dependencies).toEqual({ 'yc-system': '^1.0.0' });
    expect(bundleToFiles(back.bundle, { platformVersion: '>=0.1.0', dependencies: { 'yc-system': '^1.0.0' } })).toEqual(files);
  });

  it('writes the same text whatever order the keys came in', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableJson({ a: { c: null, d: [2, 1] }, b: 1 }));
  });

  it('reads a format-1 bundle (one AppBundle document) as a bundle of the current format', () => {
    const result = read(new Map([['bundle.json', JSON.stringify(demo)]]));
    expect(texts(result)).toEqual([]);
    expect(result.ok && result.manifest.formatVersion).toBe(1);
    expect(result.ok && result.bundle.forms?.[0]?.formCode).toBe('demo_order_form');
  });

  it('refuses a missing manifest, a newer format, malformed JSON, unsafe names, unknown kinds and schema-invalid items', () => {
    const files = bundleToFiles(demo);
    const without = new Map(files);
    without.delete('manifest.json');
    expect(texts(read(without))).toEqual(['The bundle has no manifest.json']);
    const newer = new Map(files).set('manifest.json', JSON.stringify({ ...JSON.parse(files.get('manifest.json')!) as object, formatVersion: 99 }));
    expect(texts(read(newer))).toEqual(['The bundle format version 99 is not supported by this platform']);
    expect(texts(read(new Map(files).set('form/demo_order_form.json', '{"formCode": ')))).toEqual(['The file form/demo_order_form.json is not valid JSON']);
    expect(texts(read(new Map(files).set('form/../../etc.json', '{}')))).toEqual(['The file name form/../../etc.json is not allowed in a bundle']);
    expect(texts(read(new Map(files).set('form/..json', '{}')))[0]).toContain('contains path characters');
    expect(texts(read(new Map(files).set('appBundle/x.json', '{}')))).toEqual(['The file appBundle/x.json is of a kind an app cannot own']);
    const invalid = read(new Map(files).set('form/demo_order_form.json', JSON.stringify({ ...S.form, fields: 'x' })));
    expect(texts(invalid)[0]).toMatch(/^The file form\/demo_order_form.json does not match its schema: .*fields/);
    const renamed = read(new Map(files).set('form/other.json', files.get('form/demo_order_form.json')!));
    expect(texts(renamed)).toEqual(['The file form/other.json does not hold the item its name says']);
  });

  it('gives every message in Chinese too', () => {
    const problems = readBundleFiles(new Map([['x.json', '{']]));
    expect(!problems.ok && renderMessage(problems.problems[0]!.message, 'zh_CN')).toBe('文件 x.json 不是有效的 JSON');
  });
});

describe('bundle checks', () => {
  it('accepts a whole bundle and refuses path characters, foreign groups, missing references and DTDs in BPMN', () => {
    expect(checkBundle(demo)).toEqual([]);
    expect(['a/b', 'a\\b', '..', 'c:x', 'x\u0000', '.hidden'].filter(isSafeCode)).toEqual([]);
    const hostile: AppBundle = {
      ...demo,
      forms: [{ ...S.form, formCode: '../evil', groupCode: 'other', objectName: 'nowhere' }],
      processTemplates: [{ ...S.processTemplate, formCode: 'demo_order_form', bpmnXml: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><definitions/>' }],
    };
    const messages = checkBundle(hostile).map((p) => renderMessage(p.message, 'en_US'));
    expect(messages).toEqual(expect.arrayContaining([
      'The code ../evil contains path characters (/, \\, .., :) or control characters',
      'The item form ../evil belongs to the app group other, which is not in the bundle',
      'The item form ../evil refers to tableModel nowhere, which is neither in the bundle nor installed',
      `The process template ${S.processTemplate.key} declares a DOCTYPE or an entity, which bundles may not contain`,
    ]));
    // A reference to an installed item (another app's) is fine.
    expect(checkBundle({ ...demo, forms: [{ ...S.form, objectName: 'installed_elsewhere', groupCode: 'demo' }] }, (kind, code) => kind === 'tableModel' && code === 'installed_elsewhere')).toEqual([]);
  });
});
