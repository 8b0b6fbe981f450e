// MikroORM entity schemas of the platform's system tables. The tenant column is deliberately not
// mapped: the database fills it from the session and row-level security filters by it.
import { EntitySchema } from '@mikro-orm/core';
import { IDENTITY_ENTITIES, type Defaulted } from './identity.ts';
import { BPM_ENTITIES } from './bpm.ts';

const id = { type: 'uuid', primary: true } as const;
const version = { type: 'integer', version: true } as const;
const text = (nullable = false) => ({ type: 'text', nullable }) as const;
const bool = { type: 'boolean' } as const;

export interface SysUser extends Defaulted<'realname' | 'userOrder' | 'isRealUser' | 'status' | 'delFlag' | 'pwdInitial' | 'pwdReset' | 'createdAt' | 'updatedAt' | 'version'> {
  id: string; username: string; realname: string; realnameEn?: string | null; passwordHash: string;
  avatar?: string | null; birthday?: string | null; sex?: number | null; email?: string | null;
  phone?: string | null; telephone?: string | null; workNo?: string | null; userNum?: string | null;
  userSecret?: string | null; userOrder: number; isRealUser: boolean; status: number; delFlag: number;
  pwdInitial: boolean; pwdReset: boolean; lastLoginAt?: Date | null;
  createdAt: Date; updatedAt: Date; version: number;
}
export const SysUserEntity = new EntitySchema<SysUser>({
  name: 'SysUser', tableName: 'sys_user',
  properties: {
    id, username: text(), realname: text(), realnameEn: text(true), passwordHash: { type: 'text', hidden: true, lazy: true },
    avatar: text(true), birthday: { type: 'date', nullable: true }, sex: { type: 'smallint', nullable: true },
    email: text(true), phone: text(true), telephone: text(true), workNo: text(true), userNum: text(true), userSecret: text(true),
    userOrder: { type: 'integer', default: 0 }, isRealUser: { ...bool, default: true },
    status: { type: 'smallint', default: 1 }, delFlag: { type: 'smallint', default: 0 },
    pwdInitial: { ...bool, default: false }, pwdReset: { ...bool, default: false },
    lastLoginAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
    version,
  },
});

export interface SysRole extends Defaulted<'roleOrder' | 'back' | 'createdAt' | 'version'> {
  id: string; roleCode: string; roleName: string; roleNameEn?: string | null; roleOrder: number;
  description?: string | null; descriptionEn?: string | null;
  back: string; orgId?: string | null; createdAt: Date; version: number;
}
export const SysRoleEntity = new EntitySchema<SysRole>({
  name: 'SysRole', tableName: 'sys_role',
  properties: {
    id, roleCode: text(), roleName: text(), roleNameEn: text(true), roleOrder: { type: 'integer', default: 0 },
    description: text(true), descriptionEn: text(true), back: { type: 'string', columnType: 'char(1)' },
    /** The department of a department role; null for a global role. */
    orgId: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() }, version,
  },
});

export interface SysPermission extends Defaulted<'createdAt' | 'version' | 'menuHidden' | 'isKeepalive' | 'internalOrExternal' | 'alwaysShow' | 'permsType' | 'status' | 'back' | 'sortNo' | 'menuType'> {
  id: string; code: string; parentId?: string | null; name: string; nameEn?: string | null;
  menuType: number; back: string; sortNo: number; component?: string | null; url?: string | null;
  componentProps?: { label: string; value: string }[] | null; icon?: string | null;
  menuHidden: boolean; isKeepalive: boolean; internalOrExternal: boolean; alwaysShow: boolean;
  redirect?: string | null; perms?: string | null; permsType: string; status: string;
  microAppRoute?: string | null; microAppUrl?: string | null; groupCode?: string | null;
  createdAt: Date; version: number;
  /** Whether the item has data rules (read only when asked for). */
  hasRules?: boolean;
}
export const SysPermissionEntity = new EntitySchema<SysPermission>({
  name: 'SysPermission', tableName: 'sys_permission',
  properties: {
    id, code: text(), parentId: { type: 'uuid', nullable: true }, name: text(), nameEn: text(true),
    menuType: { type: 'smallint' }, back: { type: 'string', columnType: 'char(1)' },
    sortNo: { type: 'double', columnType: 'numeric', runtimeType: 'number' }, component: text(true), url: text(true),
    componentProps: { type: 'json', nullable: true }, icon: text(true),
    menuHidden: bool, isKeepalive: bool, internalOrExternal: bool, alwaysShow: bool,
    redirect: text(true), perms: text(true), permsType: { type: 'string', columnType: 'char(1)' },
    status: { type: 'string', columnType: 'char(1)' },
    microAppRoute: text(true), microAppUrl: text(true), groupCode: text(true),
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() }, version,
    hasRules: {
      type: 'boolean', persist: false, lazy: true,
      formula: (alias) => `exists (select 1 from sys_permission_data_rule d where d.permission_id = ${alias}.id)`,
    },
  },
});

export interface SysDict {
  id: string; dictCode: string; dictName: string; dictNameEn?: string | null; category: string;
  description?: string | null; descriptionEn?: string | null; version: number;
}
export const SysDictEntity = new EntitySchema<SysDict>({
  name: 'SysDict', tableName: 'sys_dict',
  properties: {
    id, dictCode: text(), dictName: text(), dictNameEn: text(true), category: text(), description: text(true), descriptionEn: text(true), version,
  },
});

export interface SysDictItem {
  id: string; dictId: string; itemText: string; itemTextEn?: string | null; itemValue: string;
  sortOrder: number; visibleCheck: boolean; version: number;
}
export const SysDictItemEntity = new EntitySchema<SysDictItem>({
  name: 'SysDictItem', tableName: 'sys_dict_item',
  properties: {
    id, dictId: { type: 'uuid' }, itemText: text(), itemTextEn: text(true), itemValue: text(),
    sortOrder: { type: 'integer' }, visibleCheck: bool, version,
  },
});

export interface SysConfig {
  id: string; configCode: string; configValue: string; description?: string | null; descriptionEn?: string | null; version: number;
}
export const SysConfigEntity = new EntitySchema<SysConfig>({
  name: 'SysConfig', tableName: 'sys_config',
  properties: { id, configCode: text(), configValue: text(), description: text(true), descriptionEn: text(true), version },
});

export interface SysCustom { id: string; userId: string; type: string; dataId: string; content: string; updatedAt: Date }
export const SysCustomEntity = new EntitySchema<SysCustom>({
  name: 'SysCustom', tableName: 'sys_custom',
  properties: {
    id, userId: { type: 'uuid' }, type: text(), dataId: text(), content: text(),
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export interface SysAppGroup {
  id: string; groupCode: string; groupName: string; groupNameEn?: string | null; groupDesc?: string | null;
  groupDescEn?: string | null; orderNum: number;
  parentCode?: string | null; icon?: string | null; backgroundColor?: string | null;
  isMobile: boolean; isCommon: boolean; version: number;
}
export const SysAppGroupEntity = new EntitySchema<SysAppGroup>({
  name: 'SysAppGroup', tableName: 'sys_app_group',
  properties: {
    id, groupCode: text(), groupName: text(), groupNameEn: text(true), groupDesc: text(true), groupDescEn: text(true), orderNum: { type: 'integer' },
    parentCode: text(true), icon: text(true), backgroundColor: text(true), isMobile: bool, isCommon: bool, version,
  },
});

export interface SysApp {
  id: string; appCode: string; appName: string; appVersion: string; bundle: unknown; installedAt: Date; updatedAt: Date;
}
export const SysAppEntity = new EntitySchema<SysApp>({
  name: 'SysApp', tableName: 'sys_app',
  properties: {
    id, appCode: text(), appName: text(), appVersion: text(), bundle: { type: 'json' },
    installedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const SYSTEM_ENTITIES = [
  ...IDENTITY_ENTITIES,
  SysUserEntity, SysRoleEntity, SysPermissionEntity, SysDictEntity, SysDictItemEntity,
  SysConfigEntity, SysCustomEntity, SysAppGroupEntity, SysAppEntity,
  ...BPM_ENTITIES,
];
