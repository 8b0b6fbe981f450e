// Schema validation of every metadata kind: valid samples pass, broken values give JSON pointers and readable messages.
import { describe, expect, it } from 'vitest';
import {
  METADATA_KINDS,
  METADATA_KIND_NAMES,
  METADATA_SAMPLES,
  isMetadataKind,
  pointerSegment,
  validateMetadata,
  type MetadataKind,
} from '../src/metadata/index.ts';

const sample = <K extends MetadataKind>(kind: K) => structuredClone(METADATA_SAMPLES[kind]) as Record<string, unknown>;

describe('validateMetadata', () => {
  it('registers every kind of the brief', () => {
    expect(METADATA_KIND_NAMES.sort()).toEqual(
      [
        'appBundle', 'appGroup', 'category', 'checkRule', 'dataset', 'dictionary', 'erModel', 'fillRule', 'form', 'httpConfig', 'menu',
        'portal', 'processTemplate', 'role', 'sqlConfig', 'sysConfig', 'tableModel', 'template', 'view', 'widget',
      ].sort(),
    );
    expect(isMetadataKind('form')).toBe(true);
    expect(isMetadataKind('toString')).toBe(false);
  });

  it.each(Object.keys(METADATA_KINDS) as MetadataKind[])('accepts the %s sample', (kind) => {
    expect(validateMetadata(kind, METADATA_SAMPLES[kind])).toEqual({ ok: true, value: METADATA_SAMPLES[kind] });
  });

  it.each<[string, MetadataKind, (v: Record<string, unknown>) => unknown, { path: string; message: string }[]]>([
    [
      'unknown column type',
      'tableModel',
      (v) => ({ ...v, columns: [{ colCode: 'a', colName: 'A', colType: 'text' }] }),
      [{ path: '/columns/0/colType', message: '/columns/0/colType must be one of varchar, clob, blob, number, date' }],
    ],
    [
      'missing column fields',
      'tableModel',
      (v) => ({ ...v, columns: [{ colType: 'date' }] }),
      [
        { path: '/columns/0/colCode', message: '/columns/0/colCode is required' },
        { path: '/columns/0/colName', message: '/columns/0/colName is required' },
      ],
    ],
    ['length not an integer', 'tableModel', (v) => ({ ...v, columns: [{ colCode: 'a', colName: 'A', colType: 'varchar', colLength: 1.5 }] }), [
      { path: '/columns/0/colLength', message: '/columns/0/colLength must be an integer' },
    ]],
    ['empty form code', 'form', (v) => ({ ...v, formCode: '' }), [{ path: '/formCode', message: '/formCode must not be empty' }]],
    [
      'unknown control nested in a grid',
      'form',
      (v) => ({ ...v, fields: [{ type: 'grid', key: 'g', columns: [{ span: 24, children: [{ type: 'spinner', key: 'x' }] }] }] }),
      [{ path: '/fields/0/columns/0/children/0/type', message: expect.stringMatching(/^\/fields\/0\/columns\/0\/children\/0\/type must be one of hidden, input, .*, signature$/) }],
    ],
    ['span beyond the 24-column grid', 'form', (v) => ({ ...v, fields: [{ type: 'input', key: 'a', span: 25 }] }), [
      { path: '/fields/0/span', message: '/fields/0/span must be at most 24' },
    ]],
    ['required not Y/N', 'form', (v) => ({ ...v, fields: [{ type: 'input', key: 'a', required: true }] }), [
      { path: '/fields/0/required', message: '/fields/0/required must be one of Y, N' },
    ]],
    ['unknown query operator', 'view', (v) => ({ ...v, columns: [{ colCode: 'a', colName: 'A', queryOp: 'contains' }] }), [
      { path: '/columns/0/queryOp', message: expect.stringContaining('/columns/0/queryOp must be one of eq, eqIgnoreCase, lt') },
    ]],
    ['unknown masking', 'view', (v) => ({ ...v, columns: [{ colCode: 'a', colName: 'A', tuoMin: 'name' }] }), [
      { path: '/columns/0/tuoMin', message: '/columns/0/tuoMin must be one of none, email, phonenumber, idcard, address, bankcard, ext' },
    ]],
    ['unknown hook language', 'view', (v) => ({ ...v, afterLoad: { lang: 'python', code: '' } }), [
      { path: '/afterLoad/lang', message: '/afterLoad/lang must be one of script, java, groovy' },
    ]],
    ['menu type out of range', 'menu', (v) => ({ ...v, menuType: 3 }), [{ path: '/menuType', message: '/menuType must be one of 0, 1, 2' }]],
    ['back flag as number', 'menu', (v) => ({ ...v, back: 1 }), [{ path: '/back', message: '/back must be one of 0, 1' }]],
    ['menu id as number', 'menu', (v) => ({ ...v, id: 7 }), [{ path: '/id', message: '/id must be a string' }]],
    ['unknown chart type', 'widget', (v) => ({ ...v, widgetType: 'Scatter' }), [
      { path: '/widgetType', message: expect.stringContaining('/widgetType must be one of Column, GroupedColumn') },
    ]],
    ['portal item wider than the grid', 'portal', (v) => ({ ...v, items: [{ i: 'a', x: 0, y: 0, w: 13, h: 1, widgetCode: 'w' }] }), [
      { path: '/items/0/w', message: '/items/0/w must be at most 12' },
    ]],
    ['dictionary category', 'dictionary', (v) => ({ ...v, category: 'system' }), [
      { path: '/category', message: '/category must be one of platform, public, app' },
    ]],
    ['bundle format', 'appBundle', (v) => ({ ...v, format: 'zip' }), [{ path: '/format', message: '/format must be "yc-app-bundle/1"' }]],
    ['bundle version', 'appBundle', (v) => ({ ...v, appVersion: 'v1' }), [
      { path: '/appVersion', message: '/appVersion must match the expected format (semantic version, e.g. 1.0.0)' },
    ]],
    ['process start permission', 'processTemplate', (v) => ({ ...v, startPermission: { type: 'some' } }), [
      { path: '/startPermission/type', message: '/startPermission/type must be one of all, roles' },
    ]],
    ['not an object', 'role', () => 'admin', [{ path: '', message: '(root) must be an object' }]],
  ])('%s', (_name, kind, breakIt, errors) => {
    expect(validateMetadata(kind, breakIt(sample(kind)))).toEqual({ ok: false, errors });
  });

  it('reports a nested form error inside an app bundle with its full path', () => {
    const bundle = sample('appBundle');
    bundle.forms = [{ ...sample('form'), fields: [{ type: 'tabs', key: 't', panes: [{ key: 'p', title: 'P', children: [{ key: 'x' }] }] }] }];
    expect(validateMetadata('appBundle', bundle)).toEqual({
      ok: false,
      errors: [{ path: '/forms/0/fields/0/panes/0/children/0/type', message: '/forms/0/fields/0/panes/0/children/0/type is required' }],
    });
  });

  it('points at each missing property', () => {
    const result = validateMetadata('sysConfig', {});
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual(['/configCode', '/configValue']);
  });

  it.each([
    ['colCode', 'colCode'],
    ['a/b', 'a~1b'],
    ['x~y', 'x~0y'],
  ])('escapes the pointer segment %s as %s', (key, segment) => {
    expect(pointerSegment(key)).toBe(segment);
  });

  it('throws for an unknown kind', () => {
    expect(() => validateMetadata('gadget' as MetadataKind, {})).toThrow('Unknown metadata kind: gadget');
  });
});
