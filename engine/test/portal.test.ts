// Portal rules: items inside the 12 columns, unique keys, no overlap unless the portal allows it, each item naming
// what it shows; what a portal refers to; which portal a user gets.
import { describe, expect, it } from 'vitest';
import { choosePortal, boxesOverlap, portalItemType, portalReferences, type Portal } from '../src/index.ts';
import { validatePortal } from '../src/rules/index.ts';
import { plain } from './issues.ts';

const base = (items: Portal['items'], extra: Partial<Portal> = {}): Portal => ({ portalName: 'Home', portalCode: 'home', items, ...extra });
const widget = (i: string, x: number, y: number, w = 4, h = 3) => ({ i, x, y, w, h, widgetCode: `w_${i}` });

describe('validatePortal', () => {
  it.each<[string, Portal, { path: string; message: string }[]]>([
    ['a valid layout of every item type', base([
      widget('a', 0, 0, 6), { i: 'b', x: 6, y: 0, w: 6, h: 3, itemType: 'list', viewCode: 'orders' },
      { i: 'c', x: 0, y: 3, w: 4, h: 2, itemType: 'announcement', announcements: [{ title: 'Hello' }] },
      { i: 'd', x: 4, y: 3, w: 4, h: 2, itemType: 'todo', rows: 5 },
      { i: 'e', x: 8, y: 3, w: 4, h: 2, itemType: 'shortcut', menuIds: ['m1'] },
    ]), []],
    ['an item past the 12th column', base([widget('a', 10, 0, 4)]), [{ path: '/items/0/w', message: 'A portal item must fit in the 12-column grid' }]],
    ['a repeated key', base([widget('a', 0, 0), { ...widget('a', 4, 0) }]), [{ path: '/items/1/i', message: 'Portal item key cannot be repeated' }]],
    ['overlapping items', base([widget('a', 0, 0), widget('b', 3, 2)]), [{ path: '/items/1/y', message: 'Portal item b overlaps item a' }]],
    ['overlap allowed by the portal', base([widget('a', 0, 0), widget('b', 3, 2)], { allowOverlap: true }), []],
    ['items touching edges do not overlap', base([widget('a', 0, 0), widget('b', 4, 0), widget('c', 0, 3)]), []],
    ['a widget item without its widget', base([{ i: 'a', x: 0, y: 0, w: 2, h: 2, itemType: 'widget' }]),
      [{ path: '/items/0/widgetCode', message: 'Choose the report widget the item draws' }]],
    ['a list item without its page', base([{ i: 'a', x: 0, y: 0, w: 2, h: 2, itemType: 'list' }]),
      [{ path: '/items/0/viewCode', message: 'Choose the list page the item shows' }]],
    ['shortcuts without menus', base([{ i: 'a', x: 0, y: 0, w: 2, h: 2, itemType: 'shortcut', menuIds: [] }]),
      [{ path: '/items/0/menuIds', message: 'Choose at least one menu for the shortcuts' }]],
    ['a Chinese portal code', { ...base([]), portalCode: '首页' }, [{ path: '/portalCode', message: 'Portal code cannot contain Chinese characters' }]],
  ])('%s', (_rule, portal, issues) => {
    expect(plain(validatePortal(portal))).toEqual(issues);
  });

  it('refuses an unknown item type and a wider-than-grid item by the schema', () => {
    const issues = plain(validatePortal(base([{ ...widget('a', 0, 0), itemType: 'clock' as never }])));
    expect(issues.map((i) => i.path)).toEqual(['/items/0/itemType']);
  });
});

describe('portal helpers', () => {
  it('reads an item without a type as a widget', () => {
    expect(portalItemType({})).toBe('widget');
    expect(portalItemType({ itemType: 'todo' })).toBe('todo');
  });

  it('tells overlapping boxes', () => {
    expect(boxesOverlap({ x: 0, y: 0, w: 2, h: 2 }, { x: 1, y: 1, w: 2, h: 2 })).toBe(true);
    expect(boxesOverlap({ x: 0, y: 0, w: 2, h: 2 }, { x: 2, y: 0, w: 2, h: 2 })).toBe(false);
  });

  it('lists what a portal refers to with paths', () => {
    const refs = portalReferences(base([
      widget('a', 0, 0), { i: 'b', x: 4, y: 0, w: 2, h: 2, itemType: 'list', viewCode: 'orders' },
      { i: 'c', x: 6, y: 0, w: 2, h: 2, itemType: 'shortcut', menuIds: ['m1', 'm2'] },
    ], { roleCodes: ['sales'] }));
    expect(refs).toEqual({
      widget: [{ code: 'w_a', path: '/items/0/widgetCode' }],
      view: [{ code: 'orders', path: '/items/1/viewCode' }],
      menu: [{ code: 'm1', path: '/items/2/menuIds/0' }, { code: 'm2', path: '/items/2/menuIds/1' }],
      role: [{ code: 'sales', path: '/roleCodes/0' }],
    });
  });

  it('gives a user the first of their roles\' portals by priority, else the default', () => {
    const portals = [
      { portalCode: 'all', isDefault: true },
      { portalCode: 'set', isDefault: false },
      { portalCode: 'sales', roleCodes: ['sales'], priority: 5 },
      { portalCode: 'boss', roleCodes: ['boss', 'sales'], priority: 1 },
      { portalCode: 'ops', roleCodes: ['ops'], priority: 1 },
    ];
    expect(choosePortal(portals, ['sales'])?.portalCode).toBe('boss');
    expect(choosePortal(portals, ['ops', 'sales'])?.portalCode).toBe('boss');
    expect(choosePortal(portals, ['ops'])?.portalCode).toBe('ops');
    expect(choosePortal(portals, ['clerk'], 'set')?.portalCode).toBe('set');
    expect(choosePortal(portals, ['clerk'])?.portalCode).toBe('all');
    expect(choosePortal(portals, ['clerk'], 'gone')?.portalCode).toBe('all');
    expect(choosePortal([], ['clerk'])).toBeUndefined();
  });
});
