// The script fields that the script-editing switch guards.
import { describe, expect, it } from 'vitest';
import { addsOrChangesScripts, scriptsOf } from '../src/metadata/scripts.ts';

const hook = (code: string) => ({ lang: 'script', code });
const page = {
  viewCode: 'orders', beforeLoad: hook('a'),
  buttons: [{ buttonName: 'Ship', action: 'custom', script: hook('ship()') }, { buttonName: 'Add', action: 'add' }],
};

describe('scripts of metadata', () => {
  it('lists a page\'s hooks and script buttons by place, and nothing for other kinds', () => {
    expect(scriptsOf('view', page)).toEqual({
      beforeLoad: JSON.stringify(hook('a')),
      'button:custom:Ship': JSON.stringify(hook('ship()')),
    });
    expect(scriptsOf('view', { ...page, beforeSave: hook('s'), afterSave: hook('t') })).toMatchObject({
      beforeSave: JSON.stringify(hook('s')), afterSave: JSON.stringify(hook('t')),
    });
    expect(scriptsOf('form', { beforeLoad: hook('x') })).toEqual({});
    expect(scriptsOf('view', null)).toEqual({});
    expect(scriptsOf('view', { beforeLoad: hook(' \n '), afterLoad: hook('') })).toEqual({});
  });

  it.each<[string, unknown, unknown, boolean]>([
    ['a new page with a hook', undefined, page, true],
    ['a new page without scripts', undefined, { viewCode: 'x', buttons: [{ buttonName: 'Add', action: 'add' }] }, false],
    ['an edit that keeps the scripts', page, { ...page, viewName: 'Renamed' }, false],
    ['an edit that reorders buttons', page, { ...page, buttons: [...page.buttons].reverse() }, false],
    ['an edit that changes a hook', page, { ...page, beforeLoad: hook('b') }, true],
    ['an edit that adds an after-load hook', page, { ...page, afterLoad: hook('c') }, true],
    ['an edit that adds a before-save hook', page, { ...page, beforeSave: hook('d') }, true],
    ['an edit that changes an after-save hook', { ...page, afterSave: hook('e') }, { ...page, afterSave: hook('f') }, true],
    ['an edit that removes an after-save hook', { ...page, afterSave: hook('e') }, page, false],
    ['an edit that empties a hook', page, { ...page, beforeLoad: hook(' ') }, false],
    ['an edit that gives an emptied hook code again', { ...page, beforeLoad: hook('') }, page, true],
    ['an edit that keeps the save hooks', { ...page, beforeSave: hook('d') }, { ...page, beforeSave: hook('d'), viewName: 'Renamed' }, false],
    ['an edit that removes a script button', page, { ...page, buttons: [page.buttons[1]] }, false],
    ['an edit that renames a script button', page, { ...page, buttons: [{ ...page.buttons[0], buttonName: 'Send' }, page.buttons[1]] }, true],
  ])('%s: adds or changes scripts = %s', (_name, before, after, expected) => {
    expect(addsOrChangesScripts('view', before, after)).toBe(expected);
  });
});
