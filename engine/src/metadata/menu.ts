// Menu / permission item: directories, menus and button permissions; the source of routes and rights.
import { Type, type Static } from '@sinclair/typebox';
import { BACK_FLAGS, MENU_TYPES, PERMISSION_STATUSES, PERMS_TYPES } from '../vocab/index.ts';
import { Code, Name, OneOf, VERSIONED } from './common.ts';

const PermsTypeSchema = OneOf(Object.values(PERMS_TYPES), { description: "'1' visible/accessible, '2' editable" });
const PermissionStatusSchema = OneOf(Object.values(PERMISSION_STATUSES), { description: "'0' valid" });
export const BackFlagSchema = OneOf(Object.values(BACK_FLAGS), { description: "'1' console, '0' front" });

/** A button permission as given to the client: {action, type, status}. */
export const PermissionEntrySchema = Type.Object({
  action: Type.String({ description: "Button action code, e.g. 'user:add'" }),
  type: PermsTypeSchema,
  status: PermissionStatusSchema,
  describe: Type.Optional(Type.String()),
});
export type PermissionEntry = Static<typeof PermissionEntrySchema>;

export const MenuItemSchema = Type.Object(
  {
    ...VERSIONED,
    id: Code("Stable key, e.g. 'sys-user'"),
    parentId: Type.Optional(Code()),
    name: Name('Title (zh_CN)'),
    nameEn: Type.Optional(Type.String()),
    menuType: OneOf(Object.values(MENU_TYPES), { description: '0 directory, 1 menu, 2 button' }),
    back: BackFlagSchema,
    sortNo: Type.Number(),
    component: Type.Optional(Type.String()),
    url: Type.Optional(Type.String({ description: 'Route path' })),
    componentProps: Type.Optional(Type.Array(Type.Object({ label: Type.String(), value: Type.String() }))),
    icon: Type.Optional(Type.String()),
    menuHidden: Type.Optional(Type.Boolean()),
    isKeepalive: Type.Optional(Type.Boolean()),
    internalOrExternal: Type.Optional(Type.Boolean()),
    alwaysShow: Type.Optional(Type.Boolean()),
    redirect: Type.Optional(Type.String()),
    perms: Type.Optional(Type.String({ description: "Button action code, e.g. 'user:add'" })),
    permsType: Type.Optional(PermsTypeSchema),
    status: Type.Optional(PermissionStatusSchema),
    microAppRoute: Type.Optional(Type.String()),
    microAppUrl: Type.Optional(Type.String()),
    groupCode: Type.Optional(Code('Owning app group')),
  },
  { title: 'Menu item' },
);
export type MenuItem = Static<typeof MenuItemSchema>;
