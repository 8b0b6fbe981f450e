// Spec §6 has-permission: system status '0', the user's non-type-2 permissions, type 2 disables, form list.
import { describe, expect, it } from 'vitest';
import { decidePermission, hasPermission } from '../src/permission/index.ts';
import type { ButtonPermission } from '../src/routes/index.ts';

const p = (action: string, type: '1' | '2', status: '0' | '1' = '1'): ButtonPermission => ({ action, type, status });

describe('decidePermission', () => {
  it.each([
    { rule: 'system permission with status 0 → stays for everybody', auth: [], allAuth: [p('user:add', '1', '0')], expected: 'show' },
    { rule: 'system type-2 permission with status 0 → stays enabled', auth: [], allAuth: [p('user:edit', '2', '0')], action: 'user:edit', expected: 'show' },
    { rule: 'user holds a type-1 permission → stays', auth: [p('user:add', '1')], allAuth: [p('user:add', '1')], expected: 'show' },
    { rule: 'user holds it but the system does not list it → stays', auth: [p('user:add', '1')], allAuth: [], expected: 'show' },
    { rule: 'user lacks it, system lists it with status 1 → removed', auth: [], allAuth: [p('user:add', '1')], expected: 'hide' },
    { rule: 'nobody knows the action → removed', auth: [p('other', '1')], allAuth: [], expected: 'hide' },
    { rule: 'empty lists → removed', auth: [], allAuth: [], expected: 'hide' },
    { rule: 'type 2 not held → disabled', auth: [], allAuth: [p('user:edit', '2')], action: 'user:edit', expected: 'disabled' },
    { rule: 'type 2 held → enabled', auth: [p('user:edit', '2')], allAuth: [p('user:edit', '2')], action: 'user:edit', expected: 'show' },
    { rule: "a user's type-2 entry alone does not show a type-1 element", auth: [p('user:add', '2')], allAuth: [p('user:add', '1')], expected: 'hide' },
    { rule: 'an empty action is no restriction', auth: [], allAuth: [], action: '', expected: 'show' },
  ])('$rule', ({ auth, allAuth, action, expected }) => {
    expect(decidePermission(action ?? 'user:add', { auth, allAuth })).toBe(expected);
  });

  it.each([
    { rule: "the form's own list grants a non-type-2 action", form: [p('task:agree', '1')], expected: 'show' },
    { rule: "a type-2 entry of the form's list grants nothing", form: [p('task:agree', '2')], expected: 'hide' },
    { rule: "an empty form list falls back to the global check", form: [], expected: 'hide' },
    { rule: "a form list without the action falls back to the global check", form: [p('other', '1')], expected: 'hide' },
  ])('$rule', ({ form, expected }) => {
    expect(decidePermission('task:agree', { auth: [], allAuth: [p('task:agree', '1')] }, form)).toBe(expected);
  });

  it('hasPermission is true only for show', () => {
    expect(hasPermission('a', { auth: [p('a', '1')], allAuth: [] })).toBe(true);
    expect(hasPermission('a', { auth: [], allAuth: [p('a', '2')] })).toBe(false);
  });
});
