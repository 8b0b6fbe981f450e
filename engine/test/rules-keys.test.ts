// Spec §5 key rules: aliases, parameter keys and control keys present and unique; patterns valid.
import { describe, expect, it } from 'vitest';
import type { FormField } from '../src/metadata/index.ts';
import { checkAliases, checkControlKeys, checkParameterKeys, checkPattern, walkFormFields, type DeepPartial } from '../src/rules/index.ts';
import { plain, text } from './issues.ts';

describe('checkAliases', () => {
  it.each<[string, unknown[], { path: string; message: string }[]]>([
    ['distinct', ['a', 'b'], []],
    ['empty', ['a', ''], [{ path: '/1', message: 'Alias cannot be empty' }]],
    ['missing', [undefined], [{ path: '/0', message: 'Alias cannot be empty' }]],
    ['repeated', ['a', 'b', 'a'], [{ path: '/2', message: 'Alias cannot be repeated' }]],
  ])('%s', (_name, keys, issues) => {
    expect(plain(checkAliases(keys.map((key, i) => ({ key, path: `/${i}` }))))).toEqual(issues);
  });
});

describe('checkParameterKeys', () => {
  it.each<[string, { parameterKey?: unknown }[] | undefined, { path: string; message: string }[]]>([
    ['none', undefined, []],
    ['unique', [{ parameterKey: 'a' }, { parameterKey: 'b' }], []],
    ['empty', [{ parameterKey: ' ' }], [{ path: '/parameters/0/parameterKey', message: 'Parameter key cannot be empty' }]],
    ['missing', [{}], [{ path: '/parameters/0/parameterKey', message: 'Parameter key cannot be empty' }]],
    [
      'repeated',
      [{ parameterKey: 'a' }, { parameterKey: 'a' }],
      [{ path: '/parameters/1/parameterKey', message: 'Parameter key cannot be repeated' }],
    ],
  ])('%s', (_name, parameters, issues) => {
    expect(plain(checkParameterKeys(parameters, '/parameters'))).toEqual(issues);
  });
});

describe('checkControlKeys', () => {
  const nested: DeepPartial<FormField>[] = [
    {
      type: 'grid',
      key: 'g',
      columns: [{ span: 12, children: [{ type: 'input', key: 'name' }] }, { span: 12, children: [{ type: 'card', key: 'c', children: [{ type: 'input', key: 'x' }] }] }],
    },
    { type: 'tabs', key: 't', panes: [{ key: 'p1', title: 'P1', children: [{ type: 'input', key: 'y' }] }] },
  ];

  it('walks grid columns, card children and tab panes', () => {
    expect(walkFormFields(nested).map((f) => f.path)).toEqual([
      '/fields/0',
      '/fields/0/columns/0/children/0',
      '/fields/0/columns/1/children/0',
      '/fields/0/columns/1/children/0/children/0',
      '/fields/1',
      '/fields/1/panes/0/children/0',
    ]);
  });

  it.each<[string, DeepPartial<FormField>[], { path: string; message: string }[]]>([
    ['unique nested keys', nested, []],
    ['a missing key', [{ type: 'input' }], [{ path: '/fields/0/key', message: 'Control key is required' }]],
    [
      'a key repeated in a nested card',
      [{ type: 'input', key: 'x' }, { type: 'card', key: 'c', children: [{ type: 'input', key: 'x' }] }],
      [{ path: '/fields/1/children/0/key', message: 'Control key cannot be repeated' }],
    ],
    [
      'a key repeated across tab panes',
      [{ type: 'tabs', key: 't', panes: [{ children: [{ type: 'input', key: 'a' }] }, { children: [{ type: 'input', key: 'a' }] }] }],
      [{ path: '/fields/0/panes/1/children/0/key', message: 'Control key cannot be repeated' }],
    ],
  ])('%s', (_name, fields, issues) => {
    expect(plain(checkControlKeys(fields))).toEqual(issues);
  });
});

describe('checkPattern', () => {
  it.each<[unknown, { presets?: boolean }, string | undefined]>([
    ['email', {}, undefined],
    ['^\\d+$', {}, undefined],
    [undefined, {}, undefined],
    ['([a-z', {}, 'Pattern is not a valid regular expression'],
    ['email', { presets: false }, undefined],
    ['*abc', { presets: false }, 'Pattern is not a valid regular expression'],
  ])('%j %j → %s', (pattern, options, message) => {
    expect(text(checkPattern(pattern, options))).toBe(message);
  });
});
