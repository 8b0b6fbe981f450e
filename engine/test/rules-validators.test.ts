// Aggregate validators: schema and modelling rules in one list, per kind and across an app bundle.
import { describe, expect, it } from 'vitest';
import { METADATA_KINDS, METADATA_SAMPLES, type MetadataKind } from '../src/metadata/index.ts';
import { plain } from './issues.ts';
import {
  validateAppBundle,
  validateCheckRule,
  validateDataset,
  validateErModel,
  validateForm,
  validateHttpConfig,
  validateModel,
  validatePortal,
  validateProcessTemplate,
  validateRole,
  validateSqlConfig,
  validateTableModel,
  validateView,
  validateWidget,
} from '../src/rules/index.ts';

type Issue = { path: string; message: string };
const sample = <K extends MetadataKind>(kind: K) => structuredClone(METADATA_SAMPLES[kind]) as Record<string, unknown>;

describe('validateModel', () => {
  it.each(Object.keys(METADATA_KINDS) as MetadataKind[])('finds nothing wrong in the %s sample', (kind) => {
    expect(plain(validateModel(kind, METADATA_SAMPLES[kind]))).toEqual([]);
  });

  it.each<[string, (value: unknown) => Issue[], MetadataKind, (v: Record<string, unknown>) => unknown, Issue[]]>([
    [
      'a missing field name gets the spec message instead of the schema one',
      validateTableModel,
      'tableModel',
      (v) => ({ ...v, columns: [{ colName: 'A', colType: 'date' }] }),
      [{ path: '/columns/0/colCode', message: 'Field name cannot be empty' }],
    ],
    [
      'rule and schema problems together',
      validateTableModel,
      'tableModel',
      (v) => ({ ...v, tableName: '订单', columns: [{ colCode: 'a', colName: 'A', colType: 'text' }] }),
      [
        { path: '/tableName', message: 'Table name cannot contain Chinese characters' },
        { path: '/columns/0/colType', message: '/columns/0/colType must be one of varchar, clob, blob, number, date' },
      ],
    ],
    [
      'a sub table without its main table',
      validateTableModel,
      'tableModel',
      (v) => ({ ...v, objStructure: 'oneToMany' }),
      [{ path: '/mainTable', message: 'A sub table must name its main table and foreign key' }],
    ],
    [
      'a foreign key that is not a column',
      validateTableModel,
      'tableModel',
      (v) => ({ ...v, objStructure: 'oneToOne', mainTable: { tableName: 'demo_main', foreignKey: 'main_id' } }),
      [{ path: '/mainTable/foreignKey', message: 'The foreign key must be a column of the table' }],
    ],
    [
      'an HTTP table model without its config',
      validateTableModel,
      'tableModel',
      (v) => ({ ...v, persistenceType: 'http' }),
      [{ path: '/httpCode', message: 'A table model persisted over HTTP needs an HTTP config code' }],
    ],
    [
      'a form code in Chinese and a repeated control key',
      validateForm,
      'form',
      (v) => ({ ...v, formCode: '表单', fields: [{ type: 'input', key: 'a' }, { type: 'input', key: 'a' }] }),
      [
        { path: '/formCode', message: 'Form code cannot contain Chinese characters' },
        { path: '/fields/1/key', message: 'Control key cannot be repeated' },
      ],
    ],
    [
      'an invalid field rule pattern',
      validateForm,
      'form',
      (v) => ({ ...v, fields: [{ type: 'input', key: 'a', rules: [{ pattern: '[' }] }] }),
      [{ path: '/fields/0/rules/0/pattern', message: 'Pattern is not a valid regular expression' }],
    ],
    [
      'two default queries',
      validateView,
      'view',
      (v) => ({ ...v, columns: [{ colCode: 'a', colName: 'A', isQuery: true, isDefaultQuery: true }, { colCode: 'b', colName: 'B', isQuery: true, isDefaultQuery: true }] }),
      [{ path: '/columns/1/isDefaultQuery', message: 'only one default query allowed' }],
    ],
    [
      'page SQL without id',
      validateView,
      'view',
      (v) => ({ ...v, sql: 'select order_no from demo_order' }),
      [{ path: '/sql', message: 'Page SQL must return an id field' }],
    ],
    [
      'a repeated SQL parameter',
      validateSqlConfig,
      'sqlConfig',
      (v) => ({ ...v, parameters: [{ parameterKey: 'a' }, { parameterKey: 'a' }] }),
      [{ path: '/parameters/1/parameterKey', message: 'Parameter key cannot be repeated' }],
    ],
    [
      'an empty HTTP parameter key',
      validateHttpConfig,
      'httpConfig',
      (v) => ({ ...v, inParameter: [{ parameterKey: '' }] }),
      [{ path: '/inParameter/0/parameterKey', message: 'Parameter key cannot be empty' }],
    ],
    [
      'dataset aliases repeated across dimensions and measures, and no source',
      validateDataset,
      'dataset',
      (v) => ({ ...v, tableName: undefined, measure: [{ colCode: 'amount', agg: 'sum', alias: 'status' }] }),
      [
        { path: '/tableName', message: 'A dataset needs one source: a table model, a SQL config or an HTTP config' },
        { path: '/measure/0/alias', message: 'Alias cannot be repeated' },
      ],
    ],
    [
      'a widget without dataset',
      validateWidget,
      'widget',
      (v) => ({ ...v, widgetCode: '销售', datasetCode: undefined }),
      [
        { path: '/widgetCode', message: 'Widget code cannot contain Chinese characters' },
        { path: '/datasetCode', message: 'A report widget needs a dataset' },
      ],
    ],
    [
      'a portal item past the right edge and a repeated key',
      validatePortal,
      'portal',
      (v) => ({ ...v, items: [{ i: 'a', x: 8, y: 0, w: 6, h: 2, widgetCode: 'w' }, { i: 'a', x: 0, y: 2, w: 2, h: 2, widgetCode: 'w' }] }),
      [
        { path: '/items/0/w', message: 'A portal item must fit in the 12-column grid' },
        { path: '/items/1/i', message: 'Portal item key cannot be repeated' },
      ],
    ],
    ['a role code in Chinese', validateRole, 'role', (v) => ({ ...v, roleCode: '管理员' }), [
      { path: '/roleCode', message: 'Role code cannot contain Chinese characters' },
    ]],
    ['an ER model identifier in Chinese', validateErModel, 'erModel', (v) => ({ ...v, erCode: '模型' }), [
      { path: '/erCode', message: 'ER model identifier cannot contain Chinese characters' },
    ]],
    ['a check rule with a broken pattern', validateCheckRule, 'checkRule', (v) => ({ ...v, pattern: '(' }), [
      { path: '/pattern', message: 'Pattern is not a valid regular expression' },
    ]],
    [
      'start permission by roles without roles',
      validateProcessTemplate,
      'processTemplate',
      (v) => ({ ...v, startPermission: { type: 'roles', roleCodes: [] } }),
      [{ path: '/startPermission/roleCodes', message: 'Choose at least one role that may start the process' }],
    ],
  ])('%s', (_name, validate, kind, breakIt, issues) => {
    expect(plain(validate(breakIt(sample(kind))))).toEqual(issues);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'x'],
    ['columns of the wrong shape', { columns: 'x' }],
    ['null items', { columns: [null, 3], mainTable: 'x', objStructure: 'oneToOne' }],
  ])('never throws on %s', (_name, value) => {
    expect(() => validateTableModel(value)).not.toThrow();
    expect(validateTableModel(value).length).toBeGreaterThan(0);
  });
});

describe('validateAppBundle', () => {
  it('prefixes the rules of contained items with their place in the bundle', () => {
    const bundle = sample('appBundle');
    bundle.views = [{ ...sample('view'), viewCode: '页面' }];
    expect(plain(validateAppBundle(bundle))).toEqual([{ path: '/views/0/viewCode', message: 'Page code cannot contain Chinese characters' }]);
  });

  it.each([
    ['forms', 'form', 'formCode'],
    ['tableModels', 'tableModel', 'tableName'],
    ['menus', 'menu', 'id'],
    ['dictionaries', 'dictionary', 'dictCode'],
  ] as const)('rejects two %s with the same %s', (list, kind, code) => {
    const bundle = { ...sample('appBundle'), [list]: [sample(kind), sample(kind)] };
    expect(plain(validateAppBundle(bundle))).toEqual([{ path: `/${list}/1/${code}`, message: 'Code cannot be repeated' }]);
  });
});
