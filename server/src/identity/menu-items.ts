// Menu and permission items on the admin wire: the table spec, the item schema, reading items and their tree.
import type { EntityManager } from '../db/database.ts';
import { selectColumns, type TableSpec } from './table.ts';
import { buildTree, type TreeNode } from './tree.ts';
import { Type } from '@sinclair/typebox';
import { OneOf } from '@yc/engine';
import { Nullable, RowOf } from '../wire/responses.ts';
import { nullableStr, nullableUuid } from '../wire/requests.ts';

export type MenuField =
  | 'code' | 'parentId' | 'name' | 'nameEn' | 'menuType' | 'back' | 'sortNo' | 'component' | 'url' | 'componentProps'
  | 'icon' | 'menuHidden' | 'isKeepalive' | 'internalOrExternal' | 'alwaysShow' | 'redirect' | 'perms' | 'permsType'
  | 'status' | 'microAppRoute' | 'microAppUrl' | 'groupCode';

export const MENU_TABLE: TableSpec<MenuField> = {
  table: 'sys_permission',
  columns: {
    code: 'code', parentId: 'parent_id', name: 'name', nameEn: 'name_en', menuType: 'menu_type', back: 'back', sortNo: 'sort_no',
    component: 'component', url: 'url', componentProps: 'component_props', icon: 'icon', menuHidden: 'menu_hidden',
    isKeepalive: 'is_keepalive', internalOrExternal: 'internal_or_external', alwaysShow: 'always_show', redirect: 'redirect',
    perms: 'perms', permsType: 'perms_type', status: 'status', microAppRoute: 'micro_app_route', microAppUrl: 'micro_app_url',
    groupCode: 'group_code',
  },
  readCasts: { sortNo: 'float8' },
};

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

export interface MenuItemRow {
  id: string; code: string; parentId: string | null; name: string; menuType: number; perms: string | null; status: string; version: number;
  hasRules: boolean; [field: string]: unknown;
}

export const MENU_COLUMNS = `p.id, ${selectColumns(MENU_TABLE, 'p')}, p.version,
  exists (select 1 from sys_permission_data_rule d where d.permission_id = p.id) as "hasRules"`;
export const MENU_ORDER = 'p.sort_no, p.code';

export async function readMenuItems(em: EntityManager, where = 'true', values: unknown[] = []): Promise<MenuItemRow[]> {
  return em.execute<MenuItemRow[]>(`select ${MENU_COLUMNS} from sys_permission p where ${where} order by ${MENU_ORDER}`, values);
}

export const AuthTreeSchema = Type.Object({
  treeList: Type.Array(Type.Recursive((node) => Type.Object({
    key: Type.String(), title: Type.String(), value: Type.String(), menuType: Type.Integer(), perms: Type.Union([Type.String(), Type.Null()]),
    ruleFlag: Type.Boolean(), children: Type.Optional(Type.Array(node)),
  }), { $id: 'AuthTreeNode' })),
  ids: Type.Array(Type.String()),
});

export interface AuthTreeNode {
  key: string; title: string; value: string; menuType: number; perms: string | null; ruleFlag: boolean; children?: AuthTreeNode[];
}

/** The authorisation tree (role, department and department-role screens): {treeList, ids}. */
export function authTree(items: readonly MenuItemRow[]): { treeList: AuthTreeNode[]; ids: string[] } {
  const convert = (nodes: TreeNode<MenuItemRow>[]): AuthTreeNode[] =>
    nodes.map((n) => ({
      key: n.id, title: n.name, value: n.id, menuType: n.menuType, perms: n.perms, ruleFlag: n.hasRules,
      ...(n.children ? { children: convert(n.children) } : {}),
    }));
  return { treeList: convert(buildTree(items)), ids: items.map((i) => i.id) };
}
