// Menu display rules: hidden items, alwaysShow folders, lone children, titles per language, external links.
import { describe, expect, it } from 'vitest';
import { buildRouteTree, menuAncestors, menuEntries, menuTitle, type MenuNode } from '../src/routes/index.ts';
import { menu } from './routes-fixtures.ts';

const entriesOf = (nodes: MenuNode[], language = 'zh_CN') =>
  menuEntries(buildRouteTree(nodes, { backRoleFlg: '1', portalType: 1 }).layouts[0]?.children ?? [], language);

const folder = (path: string, children: MenuNode[], extra: Partial<MenuNode> = {}) =>
  menu({ path, component: 'layout/RouteView', children, ...extra });

describe('menuEntries', () => {
  it.each([
    {
      rule: 'hidden items are not shown',
      nodes: () => [menu({ path: '/a', hidden: true }), menu({ path: '/b' })],
      keys: [{ key: '/b' }],
    },
    {
      rule: 'a folder with one visible child shows the child in its place',
      nodes: () => [folder('/f', [menu({ path: '/f/a' }), menu({ path: '/f/h', hidden: true })])],
      keys: [{ key: '/f/a' }],
    },
    {
      rule: 'alwaysShow keeps a folder with one child',
      nodes: () => [folder('/f', [menu({ path: '/f/a' })], { alwaysShow: true })],
      keys: [{ key: '/f', children: [{ key: '/f/a' }] }],
    },
    {
      rule: 'a folder with several children is a submenu',
      nodes: () => [folder('/f', [menu({ path: '/f/a' }), menu({ path: '/f/b' })])],
      keys: [{ key: '/f', children: [{ key: '/f/a' }, { key: '/f/b' }] }],
    },
    {
      rule: 'a folder with nothing visible disappears',
      nodes: () => [folder('/f', [menu({ path: '/f/a', hidden: true })])],
      keys: [],
    },
  ])('$rule', ({ nodes, keys }) => {
    const strip = (entries: ReturnType<typeof menuEntries>): unknown[] =>
      entries.map((e) => (e.children ? { key: e.key, children: strip(e.children) } : { key: e.key }));
    expect(strip(entriesOf(nodes()))).toEqual(keys);
  });

  it('titles follow the language; English falls back to the Chinese title', () => {
    const nodes = [menu({ path: '/a', meta: { title: '用户', titleEn: 'Users' } }), menu({ path: '/b', meta: { title: '角色' } })];
    expect(entriesOf(nodes, 'en_US').map((e) => e.title)).toEqual(['Users', '角色']);
    expect(entriesOf(nodes, 'zh_CN').map((e) => e.title)).toEqual(['用户', '角色']);
    expect(menuTitle({ title: 'x', titleEn: 'y' }, 'en')).toBe('y');
  });

  it.each([
    { internalOrExternal: true, externalUrl: 'https://x.test' },
    { internalOrExternal: false, externalUrl: undefined },
  ])('iframe with internalOrExternal=$internalOrExternal opens outside: $externalUrl', ({ internalOrExternal, externalUrl }) => {
    const [entry] = entriesOf([menu({ path: '/x', component: 'iframe', meta: { url: 'https://x.test', internalOrExternal } })]);
    expect(entry?.externalUrl).toBe(externalUrl);
  });

  it('menuAncestors lists the submenus that lead to a path', () => {
    const entries = entriesOf([folder('/f', [menu({ path: '/f/a' }), folder('/f/g', [menu({ path: '/f/g/x' }), menu({ path: '/f/g/y' })])])]);
    expect(menuAncestors(entries, '/f/g/y')).toEqual(['/f', '/f/g']);
    expect(menuAncestors(entries, '/f/a')).toEqual(['/f']);
    expect(menuAncestors(entries, '/nope')).toEqual([]);
  });
});
