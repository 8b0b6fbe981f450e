// Spec §2 dynamic routes: which layouts a user gets and where `/` leads.
import { describe, expect, it } from 'vitest';
import { buildRouteTree, flattenRoutes, normalizePath, type MenuNode } from '../src/routes/index.ts';
import { appGroup, menu, portal } from './routes-fixtures.ts';

const CONSOLE = { backRoleFlg: '1', portalType: 1 };
const GENERAL = { backRoleFlg: '0', portalType: 1 };

describe('layouts and home redirects', () => {
  const cases: {
    rule: string;
    menu: () => MenuNode[];
    options: { backRoleFlg: string | undefined; portalType: number };
    layouts: { layout: string; redirect: string; paths: string[] }[];
    home: string;
  }[] = [
    {
      rule: 'console user: back-1 items under the console layout redirecting to /app/group, back-0 under main → /index/portal',
      menu: () => [appGroup(), menu({ path: '/system/user' }), portal(), menu({ path: '/front/a', back: '0' })],
      options: CONSOLE,
      layouts: [
        { layout: 'console', redirect: '/app/group', paths: ['/app/group', '/system/user'] },
        { layout: 'main', redirect: '/index/portal', paths: ['/index/portal', '/front/a'] },
      ],
      home: '/app/group',
    },
    {
      rule: 'console user without app-group: the first visible named item (hidden and folders skipped)',
      menu: () => [
        menu({ path: '/hidden', hidden: true }),
        menu({ path: '/sys', component: 'layout/RouteView', children: [menu({ path: '/sys/role', name: 'sys-role' })] }),
        menu({ path: '/system/user' }),
      ],
      options: CONSOLE,
      layouts: [{ layout: 'console', redirect: '/sys/role', paths: ['/hidden', '/sys', '/system/user'] }],
      home: '/sys/role',
    },
    {
      rule: 'front layout without index-portal: the first visible named back-0 item',
      menu: () => [appGroup(), menu({ path: '/front/a', back: '0' })],
      options: CONSOLE,
      layouts: [
        { layout: 'console', redirect: '/app/group', paths: ['/app/group'] },
        { layout: 'main', redirect: '/front/a', paths: ['/front/a'] },
      ],
      home: '/app/group',
    },
    {
      rule: 'portalType 2 selects the portal layout for back-0 items',
      menu: () => [appGroup(), portal()],
      options: { backRoleFlg: '1', portalType: 2 },
      layouts: [
        { layout: 'console', redirect: '/app/group', paths: ['/app/group'] },
        { layout: 'portal', redirect: '/index/portal', paths: ['/index/portal'] },
      ],
      home: '/app/group',
    },
    {
      rule: 'no console rights: console layout dropped, back-1 items gone, home is the first back-0 menu',
      menu: () => [appGroup(), portal(), menu({ path: '/front/a', back: '0' })],
      options: GENERAL,
      layouts: [{ layout: 'main', redirect: '/index/portal', paths: ['/index/portal', '/front/a'] }],
      home: '/index/portal',
    },
    {
      rule: 'no console rights and the first back-0 menu is a folder: its first child',
      menu: () => [
        menu({
          path: '/work',
          back: '0',
          component: 'layout/RouteView',
          children: [menu({ path: '/work/todo', back: '0' }), menu({ path: '/work/done', back: '0' })],
        }),
        portal(),
      ],
      options: GENERAL,
      layouts: [{ layout: 'main', redirect: '/work/todo', paths: ['/work', '/index/portal'] }],
      home: '/work/todo',
    },
    {
      rule: 'no console rights with portalType 2: the portal layout',
      menu: () => [portal()],
      options: { backRoleFlg: undefined, portalType: 2 },
      layouts: [{ layout: 'portal', redirect: '/index/portal', paths: ['/index/portal'] }],
      home: '/index/portal',
    },
    {
      rule: 'console user with only front items: home is the front redirect',
      menu: () => [portal()],
      options: CONSOLE,
      layouts: [{ layout: 'main', redirect: '/index/portal', paths: ['/index/portal'] }],
      home: '/index/portal',
    },
    {
      rule: 'empty menu: one empty front layout, home the default portal',
      menu: () => [],
      options: GENERAL,
      layouts: [{ layout: 'main', redirect: '/index/portal', paths: [] }],
      home: '/index/portal',
    },
  ];

  it.each(cases)('$rule', ({ menu: make, options, layouts, home }) => {
    const tree = buildRouteTree(make(), options);
    expect(tree.layouts.map((l) => ({ layout: l.layout, redirect: l.redirect, paths: l.children.map((c) => c.path) }))).toEqual(
      layouts,
    );
    expect(tree.home).toBe(home);
  });
});

describe('route properties', () => {
  it.each([
    { path: '/a/b', parent: '/', expected: '/a/b' },
    { path: 'b', parent: '/a', expected: '/a/b' },
    { path: '/a/b/', parent: '/', expected: '/a/b' },
    { path: '//a//b', parent: '/', expected: '/a/b' },
    { path: '/', parent: '/', expected: '/' },
  ])('normalizePath($path, $parent) = $expected', ({ path, parent, expected }) => {
    expect(normalizePath(path, parent)).toBe(expected);
  });

  it('keeps keepAlive, hidden, alwaysShow, internalOrExternal, titles, icon, permissionList', () => {
    const perm = { action: 'user:add', type: '1', status: '1' } as const;
    const tree = buildRouteTree(
      [
        menu({
          path: '/system/user',
          hidden: true,
          alwaysShow: true,
          meta: { keepAlive: true, internalOrExternal: true, titleEn: 'Users', icon: 'user', permissionList: [perm] },
        }),
      ],
      CONSOLE,
    );
    const route = flattenRoutes(tree)[0]?.route;
    expect(route?.meta).toMatchObject({
      keepAlive: true,
      hidden: true,
      alwaysShow: true,
      internalOrExternal: true,
      titleEn: 'Users',
      icon: 'user',
      permissionList: [perm],
      back: '1',
    });
  });

  it.each([
    { rule: 'a folder redirects to its first visible child', redirect: undefined, expected: '/f/b' },
    { rule: "a folder's own redirect wins", redirect: '/f/c', expected: '/f/c' },
    { rule: 'a relative redirect is resolved under the folder', redirect: 'c', expected: '/f/c' },
  ])('$rule', ({ redirect, expected }) => {
    const folder = menu({
      path: '/f',
      component: 'layout/RouteView',
      children: [menu({ path: '/f/a', hidden: true }), menu({ path: '/f/b' }), menu({ path: '/f/c' })],
      ...(redirect ? { redirect } : {}),
    });
    const route = buildRouteTree([folder], CONSOLE).layouts[0]?.children[0];
    expect(route?.redirect).toBe(expected);
    expect(route?.children.map((c) => c.path)).toEqual(['/f/a', '/f/b', '/f/c']);
  });

  it('relative child paths are resolved under their parent', () => {
    const folder = menu({ path: '/f', component: 'layout/RouteView', children: [menu({ path: 'x' })] });
    expect(flattenRoutes(buildRouteTree([folder], CONSOLE)).map((r) => r.route.path)).toEqual(['/f', '/f/x']);
  });

  it('flattenRoutes names the layout of every route', () => {
    const tree = buildRouteTree([appGroup(), portal()], CONSOLE);
    expect(flattenRoutes(tree).map((r) => [r.route.path, r.layout])).toEqual([
      ['/app/group', 'console'],
      ['/index/portal', 'main'],
    ]);
  });
});
