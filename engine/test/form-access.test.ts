// Field permissions (spec §6): type 1 hides, type 2 disables, for users who do not hold the permission.
import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../src/metadata/index.ts';
import { dropForbiddenWrites, dropHiddenFields, fieldAccess, type FieldAccessLevel } from '../src/form/index.ts';

const p = (action: string, type: '1' | '2', status: '0' | '1' = '0'): PermissionEntry => ({ action, type, status });
const allAuth = [p('cust_form:phone', '1'), p('cust_form:level', '2'), p('cust_form:old', '1', '1'), p('other_form:name', '1')];

describe('fieldAccess', () => {
  it.each<[string, PermissionEntry[], PermissionEntry[] | undefined, [string, FieldAccessLevel][]]>([
    ['a user without the permissions', [], undefined, [['phone', 'hidden'], ['level', 'readonly']]],
    ['a user holding both', [p('cust_form:phone', '1'), p('cust_form:level', '2')], undefined, []],
    ['a user holding one', [p('cust_form:level', '2')], undefined, [['phone', 'hidden']]],
    ['the form granting one (e.g. a process node)', [], [p('cust_form:phone', '1')], [['level', 'readonly']]],
  ])('%s', (_name, auth, permissionList, expected) => {
    expect([...fieldAccess({ formCode: 'cust_form', permissionList }, { auth, allAuth })]).toEqual(expected);
  });
});

describe('what the server keeps', () => {
  const access = new Map<string, FieldAccessLevel>([['phone', 'hidden'], ['level', 'readonly']]);
  it('ignores writes to fields the user may not edit', () => {
    expect(dropForbiddenWrites({ name: 'a', phone: '1', level: 3 }, access)).toEqual({ name: 'a' });
  });
  it('does not return hidden fields', () => {
    expect(dropHiddenFields({ id: 'x', name: 'a', phone: '1', level: 3 }, access)).toEqual({ id: 'x', name: 'a', level: 3 });
  });
});
