// The signed-in user's menu tree and button permissions (getUserPermissionByToken, spec §3 and §6).
import { Type } from '@sinclair/typebox';
import type { Database, EntityManager } from '../db/database.ts';
import { cacheOn } from '../db/cache.ts';
import { SysPermissionEntity, type SysPermission } from '../db/entities/system.ts';
import { grantedPermissionIds } from './store/settings.ts';

export interface Perm {
  action: string;
  type: string;
  status: string;
  describe: string;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  back: string;
  hidden: boolean;
  alwaysShow: boolean;
  redirect?: string;
  meta: { title: string; titleEn?: string; icon?: string; url?: string; permissionList: Perm[]; keepAlive: boolean; internalOrExternal: boolean };
  componentProps?: string;
  microAppRoute?: string;
  microAppUrl?: string;
  children?: MenuNode[];
}

const PermSchema = Type.Object({ action: Type.String(), type: Type.String(), status: Type.String(), describe: Type.String() });

/** The menu tree, the caller's buttons and every controlled button, as the console's router reads them. */
export const UserPermissionsSchema = Type.Object({
  menu: Type.Array(Type.Recursive((node) => Type.Object({
    id: Type.String(), path: Type.String(), name: Type.String(), component: Type.String(), back: Type.String(),
    hidden: Type.Boolean(), alwaysShow: Type.Boolean(), redirect: Type.Optional(Type.String()),
    meta: Type.Object({
      title: Type.String(), titleEn: Type.Optional(Type.String()), icon: Type.Optional(Type.String()), url: Type.Optional(Type.String()),
      permissionList: Type.Array(PermSchema), keepAlive: Type.Boolean(), internalOrExternal: Type.Boolean(),
    }),
    componentProps: Type.Optional(Type.String()), microAppRoute: Type.Optional(Type.String()), microAppUrl: Type.Optional(Type.String()),
    children: Type.Optional(Type.Array(node)),
  }), { $id: 'MenuNode' })),
  auth: Type.Array(PermSchema),
  allAuth: Type.Array(PermSchema),
});

export const MENU_TYPE = { directory: 0, menu: 1, button: 2 } as const;

const toPerm = (p: SysPermission): Perm => ({ action: p.perms ?? '', type: p.permsType, status: p.status, describe: p.name });

/**
 * In allAuth the has-permission directive (spec §6) reads status '0' as "no control: shown to everybody".
 * Every valid button the server lists is enforced by the routes, so it goes out as controlled ('1'): only
 * holders see it, and a type-2 one is shown disabled to the others. Invalid buttons are not listed at all.
 */
const toControlledPerm = (p: SysPermission): Perm => ({ ...toPerm(p), status: '1' });

/** A route name from a path: '/system/user' → 'system-user' (stable, unique per path). */
export function routeName(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/[/:]+/g, '-') || 'root';
}

function toNode(p: SysPermission, buttons: Perm[], children: MenuNode[]): MenuNode {
  const path = p.url ?? `/${p.code}`;
  const node: MenuNode = {
    id: p.code,
    path,
    name: routeName(path),
    component: p.component ?? 'layout/RouteView',
    back: p.back,
    hidden: p.menuHidden,
    alwaysShow: p.alwaysShow,
    meta: {
      title: p.name,
      ...(p.nameEn ? { titleEn: p.nameEn } : {}),
      ...(p.icon ? { icon: p.icon } : {}),
      ...(p.internalOrExternal && p.url ? { url: p.url } : {}),
      permissionList: buttons,
      keepAlive: p.isKeepalive,
      internalOrExternal: p.internalOrExternal,
    },
  };
  if (p.redirect) node.redirect = p.redirect;
  if (p.componentProps?.length) node.componentProps = JSON.stringify(p.componentProps);
  if (p.microAppRoute) node.microAppRoute = p.microAppRoute;
  if (p.microAppUrl) node.microAppUrl = p.microAppUrl;
  if (children.length) node.children = children;
  return node;
}

export type UserPermissions = Awaited<ReturnType<typeof buildUserPermissions>>;

/**
 * The menu tree and buttons per user, built once and dropped on any change of the grants or the permission items
 * (`grants`: their tables' triggers) and on a change of the user: every page load of every user asks for it.
 * Keyed by user id (unique across enterprises).
 */
export const userPermissionsCache = (db: Database) =>
  cacheOn<UserPermissions>(db.changes, 'user-permissions', (change, cache) => {
    if (change.topic === 'grants') cache.clear();
    if (change.topic === 'user') cache.delete(change.key);
  });

/** The valid permission items of each enterprise (by tenant id), as plain rows: what every user's menu is cut from. */
const permissionItemsCache = (db: Database) =>
  cacheOn<readonly SysPermission[]>(db.changes, 'permission-items', (change, cache) => {
    if (change.topic === 'grants') cache.clear();
  });

/** The menu tree and buttons of the user, from the cache when it has them (`em`: the caller's transaction in `tenantId`). */
export async function loadUserPermissions(db: Database, em: EntityManager, tenantId: number, userId: string): Promise<UserPermissions> {
  const items = await permissionItemsCache(db).get(String(tenantId), async () =>
    (await em.find(SysPermissionEntity, { status: '0' }, { orderBy: { sortNo: 'asc', code: 'asc' } })).map((p) => ({ ...p })));
  const granted = await grantedPermissionIds(em, userId);
  return buildUserPermissions(items, new Set(granted));
}

/** Builds the menu tree of the items granted to the user's roles; buttons become permission entries. */
function buildUserPermissions(all: readonly SysPermission[], grantedIds: ReadonlySet<string>) {
  const isButton = (p: SysPermission) => p.menuType === MENU_TYPE.button;
  const mine = all.filter((p) => grantedIds.has(p.id));
  const childrenOf = new Map<string | null, SysPermission[]>();
  const buttonsOf = new Map<string, Perm[]>();
  for (const p of mine) {
    if (isButton(p)) {
      if (p.perms && p.parentId) buttonsOf.set(p.parentId, [...(buttonsOf.get(p.parentId) ?? []), toPerm(p)]);
      continue;
    }
    const key = p.parentId && grantedIds.has(p.parentId) ? p.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), p]);
  }
  const build = (parent: string | null): MenuNode[] =>
    (childrenOf.get(parent) ?? []).map((p) => toNode(p, buttonsOf.get(p.id) ?? [], build(p.id)));

  return {
    menu: build(null),
    auth: mine.filter((p) => isButton(p) && p.perms).map(toPerm),
    allAuth: all.filter((p) => isButton(p) && p.perms).map(toControlledPerm),
  };
}
