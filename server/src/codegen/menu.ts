// A written module's menu item (#39): its list page (component ext/<module>/ListPage, the generated console part's page)
// at the top of the console's menu, named by the module's description, so that the module is on the menu once the server
// has loaded it. The administrator role gets every new item by itself; others are granted it on the role screen. A
// module written again keeps the item it has (the administrator may have moved or renamed it).
import { randomUUID } from 'node:crypto';
import { MENU_TYPES, type CodegenInput } from '@yc/engine';
import type { EntityManager } from '../db/database.ts';
import { SysPermissionEntity } from '../db/entities/system.ts';

/** The component of a module's list page, as the generated `web/index.tsx` names it. */
export const moduleListComponent = (moduleName: string) => `ext/${moduleName}/ListPage`;

/** The module's menu item, added unless one opens its list page already; its address either way. */
export async function ensureModuleMenu(em: EntityManager, input: CodegenInput): Promise<string> {
  const component = moduleListComponent(input.moduleName);
  const existing = await em.findOne(SysPermissionEntity, { component, menuType: MENU_TYPES.menu });
  if (existing?.url) return existing.url;
  const url = `/ext/${input.moduleName}`;
  const name = input.moduleDesc.trim().slice(0, 100) || input.moduleName;
  await em.insert(SysPermissionEntity, {
    id: randomUUID(), code: `ext-${input.moduleName}`, parentId: null, name, nameEn: name, menuType: MENU_TYPES.menu, back: '1', sortNo: 90,
    component, url, icon: 'AppstoreOutlined',
  });
  return url;
}
