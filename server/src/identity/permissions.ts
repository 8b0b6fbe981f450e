// Menu and permission items: add, edit, delete, the full list, lazy levels and the authorisation tree.
import { randomBytes, randomUUID } from 'node:crypto';
import { MENU_TYPES, OneOf, PERMISSIONS, platformMessage } from '@yc/engine';
import type { Api, PluginOptions } from '../plugin-types.ts';
import type { EntityManager } from '../db/database.ts';
import { badRequest, notFound, ok } from '../wire/envelope.ts';
import { authTree, AuthTreeSchema, MENU_LEVEL_ROW, MENU_PROPERTIES, MENU_ROW, readMenuItems, type MenuField } from './menu-items.ts';
import { Type } from '@sinclair/typebox';
import { Nothing, replies, Saved, Strings, Tree } from '../wire/responses.ts';
import { refusingDuplicates } from './sql.ts';
import { globalRolesGranting, isItemOrBelow, itemsWithChildren } from './store/permissions.ts';
import { updateVersioned } from './rows.ts';
import { SysPermissionEntity } from '../db/entities/system.ts';
import { buildTree } from './tree.ts';
import { byId, byIds, parseIds } from './wire.ts';
import { optionalExcept, str, uuid, version } from '../wire/requests.ts';

export type MenuBody = Partial<Record<MenuField, unknown>> & { menuType?: number; parentId?: string | null; perms?: string | null; componentProps?: unknown };

/** A parent must exist and not be a button; a button needs a parent and an action code; no cycles. */
export async function checkItem(em: EntityManager, item: MenuBody, id?: string): Promise<void> {
  if (item.menuType === MENU_TYPES.button && (!item.parentId || !item.perms)) throw badRequest(platformMessage('menuParentInvalid'));
  if (!item.parentId) return;
  const parent = await em.findOne(SysPermissionEntity, { id: item.parentId });
  if (!parent || parent.menuType === MENU_TYPES.button) throw badRequest(platformMessage('menuParentInvalid'));
  if (id) {
    if (await isItemOrBelow(em, id, item.parentId)) throw badRequest(platformMessage('menuParentInvalid'));
  }
}

export async function permissionRoutes(app: Api, _options: PluginOptions) {
  const base = '/api/system/permission';
  const tags = ['permission'];
  const authorizers = [PERMISSIONS.system.menu.list, PERMISSIONS.system.role.authorize, PERMISSIONS.system.org.authorize, PERMISSIONS.system.org.role];
  const saving = <T>(work: () => Promise<T>) => refusingDuplicates(work);

  app.get(`${base}/list`, {
    config: { access: { permission: PERMISSIONS.system.menu.list } },
    schema: {
      tags, response: replies(Tree(MENU_ROW, 'MenuItemNode')), summary: 'Every menu and button item as a tree; with a name, the matching items as a flat list',
      querystring: Type.Object(optionalExcept({ name: str(200), back: OneOf(['0', '1']) })),
    },
  }, async (request) => {
    const { name, back } = request.query;
    const items = await request.tx((em) => readMenuItems(em, back ? { back } : {}));
    if (!name?.trim()) return ok(buildTree(items));
    const needle = name.trim().toLowerCase();
    return ok(items.filter((i) => i.name.toLowerCase().includes(needle) || String(i.nameEn ?? '').toLowerCase().includes(needle)).map((i) => ({ ...i, key: i.id, leaf: true })));
  });

  const level = async (em: EntityManager, parentId: string | undefined) => {
    const items = await readMenuItems(em, { parentId: parentId ?? null });
    if (items.length === 0) return [];
    const withChildren = await itemsWithChildren(em, items.map((i) => i.id));
    return items.map((i) => ({ ...i, key: i.id, leaf: !withChildren.has(i.id), hasChildren: withChildren.has(i.id) }));
  };
  app.get(`${base}/getSystemMenuList`, {
    config: { access: { permission: authorizers } },
    schema: { tags, response: replies(Type.Array(MENU_LEVEL_ROW)), summary: 'Top-level menu items (with leaf / hasChildren)' },
  }, async (request) => ok(await request.tx((em) => level(em, undefined))));
  app.get(`${base}/getSystemSubmenu`, {
    config: { access: { permission: authorizers } },
    schema: { tags, response: replies(Type.Array(MENU_LEVEL_ROW)), summary: 'Children of a menu item', querystring: Type.Object({ parentId: uuid }) },
  }, async (request) => ok(await request.tx((em) => level(em, request.query.parentId))));
  app.get(`${base}/queryListAsync`, {
    config: { access: { permission: authorizers } },
    schema: { tags, response: replies(Type.Array(MENU_LEVEL_ROW)), summary: 'One level of the menu tree for lazy loading (no pid: the top level)', querystring: Type.Object({ pid: Type.Optional(uuid) }) },
  }, async (request) => ok(await request.tx((em) => level(em, request.query.pid))));

  app.get(`${base}/queryTreeList`, {
    config: { access: { permission: authorizers } },
    schema: { tags, response: replies(AuthTreeSchema), summary: 'Authorisation tree {treeList: [{key, title, value, menuType, perms, ruleFlag, children}], ids}' },
  }, async (request) => ok(authTree(await request.tx((em) => readMenuItems(em)))));

  app.get(`${base}/loadAllRoleIds`, {
    config: { access: { permission: authorizers } },
    schema: { tags, response: replies(Strings), summary: 'Ids of the (global) roles that grant a menu item', querystring: Type.Object({ permissionId: uuid }) },
  }, async (request) => {
    return ok(await request.tx((em) => globalRolesGranting(em, request.query.permissionId)));
  });

  app.post(`${base}/add`, {
    config: { access: { permission: PERMISSIONS.system.menu.add } },
    schema: { tags, response: replies(Type.Object({ id: Type.String(), code: Type.String() })), summary: 'Add a menu, directory or button item', body: Type.Object(optionalExcept(MENU_PROPERTIES, ['name', 'menuType'])) },
  }, async (request) => {
    const id = randomUUID();
    const body = { back: '1', ...request.body, code: request.body.code ?? `m-${randomBytes(5).toString('hex')}` };
    await saving(() => request.tx(async (em) => {
      await checkItem(em, body);
      await em.insert(SysPermissionEntity, { ...body, id });
    }));
    return ok({ id, code: body.code });
  });

  app.put(`${base}/edit`, {
    config: { access: { permission: PERMISSIONS.system.menu.edit } },
    schema: {
      tags, response: replies(Saved), summary: 'Edit a menu item (optimistic lock on version)',
      body: Type.Object({ ...optionalExcept(MENU_PROPERTIES), id: uuid, version: Type.Optional(version) }),
    },
  }, async (request) => {
    const { id, version: expected, ...body } = request.body;
    const saved = await saving(() => request.tx(async (em) => {
      const [current] = await readMenuItems(em, { id });
      if (!current) throw notFound();
      await checkItem(em, { ...current, ...body } as MenuBody, id);
      return updateVersioned(em, SysPermissionEntity, id, body, expected);
    }));
    return ok({ id, version: saved });
  });

  const remove = (ids: string[]) => async (em: EntityManager) => {
    if ((await em.count(SysPermissionEntity, { id: { $in: ids } })) !== ids.length) throw notFound();
    // Children go with their parent (on delete cascade), as do grants and data rules.
    await em.nativeDelete(SysPermissionEntity, { id: { $in: ids } });
  };
  app.delete(`${base}/delete`, {
    config: { access: { permission: PERMISSIONS.system.menu.delete } },
    schema: { tags, response: replies(Nothing), summary: 'Delete a menu item with everything below it', querystring: byId },
  }, async (request) => {
    await request.tx(remove(parseIds(request.query.id)));
    return ok(null);
  });
  app.delete(`${base}/deleteBatch`, {
    config: { access: { permission: PERMISSIONS.system.menu.delete } },
    schema: { tags, response: replies(Nothing), summary: 'Delete menu items (ids comma-separated) with everything below them', querystring: byIds },
  }, async (request) => {
    await request.tx(remove(parseIds(request.query.ids)));
    return ok(null);
  });

}
