// Putting a page on a menu: a menu item opening the page (component eform/view, path ending in its viewCode),
// with the page's button permissions as items under it, granted to the caller's roles of that layout (the
// administrator role gets every new item by itself).
import { randomBytes, randomUUID } from 'node:crypto';
import { MENU_TYPES, pagePermissionItems, PERMISSIONS } from '@yc/engine';
import type { Api } from '../../plugin-types.ts';
import { checkItem } from '../../identity/permissions.ts';
import { MENU_PROPERTIES } from '../../identity/menu-items.ts';
import { SysPermissionEntity } from '../../db/entities/system.ts';
import { ok } from '../../wire/envelope.ts';
import { Type } from '@sinclair/typebox';
import { Nullable, replies, Strings } from '../../wire/responses.ts';
import { codeParam } from '../../wire/requests.ts';
import { grantToOwnRoles, requireItem } from '../store/metadata.ts';

export async function pageMenuRoutes(app: Api) {
  app.post('/api/eform/manage/view/addToMenu', {
    config: { access: { permission: PERMISSIONS.system.menu.add } },
    schema: {
      tags: ['eform'],
      response: replies(Type.Object({ id: Type.String(), code: Type.String(), url: Type.String(), permissions: Strings })), summary: 'Put a page on a menu: the item, its button permissions, granted to the caller\'s roles of that layout',
      body: Type.Object({
        viewCode: codeParam, parentId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))), back: MENU_PROPERTIES.back,
        name: MENU_PROPERTIES.name, nameEn: Type.Optional(MENU_PROPERTIES.nameEn),
      }),
    },
  }, async (request) => {
    const { viewCode, parentId = null, back, name, nameEn = null } = request.body;
    const result = await request.tx(async (em) => {
      const view = (await requireItem(em, 'view', viewCode)).content;
      const code = `page-${randomBytes(5).toString('hex')}`;
      const menu = { code, parentId, name, nameEn, menuType: MENU_TYPES.menu, back, sortNo: 1, component: 'eform/view', url: `/eform/view/${view.viewCode}` };
      await checkItem(em, menu);
      const menuId = randomUUID();
      // The item and its buttons in one statement.
      const buttons = pagePermissionItems(view).map((item, i) => ({
        id: randomUUID(), code: `${code}-${item.perms.slice(item.perms.lastIndexOf(':') + 1)}`, parentId: menuId, name: item.name,
        nameEn: item.nameEn, menuType: MENU_TYPES.button, back, sortNo: i + 1, perms: item.perms, permsType: '1',
      }));
      await em.insertMany(SysPermissionEntity, [{ ...menu, id: menuId }, ...buttons]);
      const items = [menuId, ...buttons.map((b) => b.id)];
      // The caller's own roles of this layout (console or front) get the page and its buttons.
      await grantToOwnRoles(em, back, items, request.caller().userId);
      return { id: menuId, code, url: menu.url, permissions: pagePermissionItems(view).map((i) => i.perms) };
    });
    return ok(result);
  });
}
