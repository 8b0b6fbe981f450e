// Menu and permission items on the admin wire: the item schema, reading items and their tree.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '../db/database.ts';
import { SysPermissionEntity, type SysPermission } from '../db/entities/system.ts';
import { buildTree, type TreeNode } from './tree.ts';
import { Type } from '@sinclair/typebox';
import { OneOf } from '@yc/engine';
import { Nullable, RowOf } from '../wire/responses.ts';
import { nullableStr, nullableUuid } from '../wire/requests.ts';

export type MenuField =
  | 'code' | 'parentId' | 'name' | 'nameEn' | 'menuType' | 'back' | 'sortNo' | 'component' | 'url' | 'componentProps'
  | 'icon' | 'menuHidden' | 'isKeepalive' | 'internalOrExternal' | 'alwaysShow' | 'redirect' | 'perms' | 'permsType'
  | 'status' | 'microAppRoute' | 'microAppUrl' | 'groupCode';

export const MENU_PROPERTIES = {
  code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_:.-]+$' }),
  parentId: nullableUuid,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  nameEn: nullableStr(200),
  menuType: OneOf([0, 1, 2]),
  back: OneOf(['0', '1']),
  sortNo: Type.Number(),
  component: nullableStr(500), url: nullableStr(1000), icon: nullableStr(200), redirect: nullableStr(1000), groupCode: nullableStr(100),
  componentProps: Nullable(Type.Array(Type.Object({ label: Type.String(), value: Type.String() }), { maxItems: 50 })),
  menuHidden: Type.Boolean(), isKeepalive: Type.Boolean(), internalOrExternal: Type.Boolean(), alwaysShow: Type.Boolean(),
  perms: nullableStr(200),
  permsType: OneOf(['1', '2']),
  status: OneOf(['0', '1']),
  microAppRoute: nullableStr(500), microAppUrl: nullableStr(1000),
};

/** A menu item on the wire. */
export const MENU_ROW = RowOf(MENU_PROPERTIES, { hasRules: Type.Boolean() });
/** A menu item of a tree level: whether it has children. */
export const MENU_LEVEL_ROW = Type.Composite([MENU_ROW, Type.Object({ key: Type.String(), leaf: Type.Boolean(), hasChildren: Type.Boolean() })]);

export type MenuItemRow = SysPermission & { parentId: string | null; hasRules: boolean };

/** The menu items matching `where` (all by default), in menu order, each with whether it has data rules. */
export async function readMenuItems(em: EntityManager, where: FilterQuery<SysPermission> = {}): Promise<MenuItemRow[]> {
  const items = await em.find(SysPermissionEntity, where, { orderBy: [{ sortNo: 'asc' }, { code: 'asc' }], populate: ['hasRules'] });
  return items.map((item) => ({ ...item, parentId: item.parentId ?? null, hasRules: item.hasRules === true }));
}

export const AuthTreeSchema = Type.Object({
  treeList: Type.Array(Type.Recursive((node) => Type.Object({
    key: Type.String(), title: Type.String(), titleEn: Type.Optional(Type.String()), value: Type.String(), menuType: Type.Integer(), perms: Type.Union([Type.String(), Type.Null()]),
    ruleFlag: Type.Boolean(), children: Type.Optional(Type.Array(node)),
  }), { $id: 'AuthTreeNode' })),
  ids: Type.Array(Type.String()),
});

export interface AuthTreeNode {
  key: string; title: string; titleEn?: string; value: string; menuType: number; perms: string | null; ruleFlag: boolean; children?: AuthTreeNode[];
}

/** The authorisation tree (role, department and department-role screens): {treeList, ids}. */
export function authTree(items: readonly MenuItemRow[]): { treeList: AuthTreeNode[]; ids: string[] } {
  const convert = (nodes: TreeNode<MenuItemRow>[]): AuthTreeNode[] =>
    nodes.map((n) => ({
      key: n.id, title: n.name, ...(n.nameEn ? { titleEn: n.nameEn } : {}), value: n.id, menuType: n.menuType, perms: n.perms ?? null, ruleFlag: n.hasRules,
      ...(n.children ? { children: convert(n.children) } : {}),
    }));
  return { treeList: convert(buildTree(items)), ids: items.map((i) => i.id) };
}
