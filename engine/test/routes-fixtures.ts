// Menu fixtures for the route tests: a builder with the defaults the server sends.
import type { MenuNode } from '../src/routes/index.ts';

type MenuInput = Partial<Omit<MenuNode, 'meta'>> & { path: string; meta?: Partial<MenuNode['meta']> };

let counter = 0;

export function menu(input: MenuInput): MenuNode {
  counter += 1;
  const { meta, ...rest } = input;
  return {
    id: `m${counter}`,
    name: input.path.replace(/^\//, '').replace(/\//g, '-'),
    component: 'system/user',
    back: '1',
    hidden: false,
    alwaysShow: false,
    ...rest,
    meta: { title: `title ${input.path}`, permissionList: [], keepAlive: false, internalOrExternal: false, ...meta },
  };
}

export const appGroup = () => menu({ path: '/app/group', name: 'app-group', component: 'app/group' });
export const portal = () =>
  menu({ path: '/index/portal', name: 'index-portal', component: 'index/portal', back: '0' });
