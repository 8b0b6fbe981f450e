// Spec §5 naming rules: field names, table names and codes without Chinese characters.
import { describe, expect, it } from 'vitest';
import { CODE_LABELS, checkCode, checkFieldName, checkTableName, type CodeField } from '../src/rules/index.ts';
import { plain, text } from './issues.ts';

describe('checkFieldName', () => {
  it.each<[unknown, { virtual?: boolean; system?: boolean }, string | undefined]>([
    ['order_no', {}, undefined],
    ['A1_b2', {}, undefined],
    ['abcdefghijklmnopqr', {}, undefined],
    ['', {}, 'Field name cannot be empty'],
    ['   ', {}, 'Field name cannot be empty'],
    [undefined, {}, 'Field name cannot be empty'],
    ['1abc', {}, 'Field name must start with a letter and contain only letters, digits and underscores'],
    ['_abc', {}, 'Field name must start with a letter and contain only letters, digits and underscores'],
    ['order-no', {}, 'Field name must start with a letter and contain only letters, digits and underscores'],
    ['名称', {}, 'Field name must start with a letter and contain only letters, digits and underscores'],
    ['abcdefghijklmnopqrs', {}, 'Field name cannot be longer than 18 characters'],
    ['select', {}, 'Field name cannot be a reserved word'],
    ['ORDER', {}, 'Field name cannot be a reserved word'],
    ['create_time', {}, 'Field name cannot be a reserved word'],
    ['tenant_id', {}, 'Field name cannot be a reserved word'],
    ['create_time', { system: true }, undefined],
    ['_temp_total', { virtual: true }, undefined],
    ['total', { virtual: true }, 'Virtual fields must start with _temp_'],
    ['_temp_', { virtual: true }, 'Virtual fields must start with _temp_'],
    ['_temp_abcdefghijklm', { virtual: true }, 'Field name cannot be longer than 18 characters'],
  ])('%j with %j → %s', (name, options, message) => {
    expect(text(checkFieldName(name, options))).toBe(message);
  });
});

describe('checkTableName', () => {
  it.each<[unknown, string | undefined]>([
    ['demo_order', undefined],
    ['订单', 'Table name cannot contain Chinese characters'],
    ['order_订单', 'Table name cannot contain Chinese characters'],
    ['1order', 'Table name must start with a letter and contain only letters, digits and underscores'],
    ['', 'Table name must start with a letter and contain only letters, digits and underscores'],
    ['a'.repeat(64), 'Table name must start with a letter and contain only letters, digits and underscores'],
    ['user', 'Table name cannot be a reserved word'],
  ])('%j → %s', (name, message) => {
    expect(text(checkTableName(name))).toBe(message);
  });
});

describe('codes contain no Chinese characters', () => {
  it.each(Object.entries(CODE_LABELS) as [CodeField, string][])('%s (%s)', (field, label) => {
    expect(plain(checkCode({ [field]: 'demo_code' }, field))).toEqual([]);
    expect(plain(checkCode({ [field]: 'demo_代码' }, field))).toEqual([
      { path: `/${field}`, message: `${label} cannot contain Chinese characters` },
    ]);
  });

  it.each(['a/b', 'a?b', 'a#b', 'a%2Fb', 'a b'])('refuses %j: a code ends a menu path, so nothing may split or end it', (code) => {
    expect(plain(checkCode({ viewCode: code }, 'viewCode'))).toEqual([{ path: '/viewCode', message: 'Page code cannot contain /, ?, #, % or spaces' }]);
  });

  it.each([
    ['roleCode', 'Role code cannot contain Chinese characters'],
    ['viewCode', 'Page code cannot contain Chinese characters'],
    ['erCode', 'ER model identifier cannot contain Chinese characters'],
  ] as const)('names the %s in its message', (field, message) => {
    expect(checkCode({ [field]: '角色' }, field)[0]?.message).toBe(message);
  });
});
