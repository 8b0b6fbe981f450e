// The menu tree as getUserPermissionByToken returns it (spec §3): the input of the route builder.
import type { PermissionEntry } from '../metadata/menu.ts';
import type { BackFlag } from '../vocab/access.ts';

/** A button permission entry: `type` '1' visible/accessible, '2' editable; `status` '0' valid. */
export type ButtonPermission = PermissionEntry;

export interface MenuMeta {
  title: string;
  titleEn?: string;
  icon?: string;
  url?: string;
  permissionList?: ButtonPermission[];
  keepAlive?: boolean;
  internalOrExternal?: boolean;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  back: BackFlag;
  hidden?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  meta: MenuMeta;
  /** JSON list of `{label, value}` pairs. */
  componentProps?: string;
  microAppRoute?: string;
  microAppUrl?: string;
  children?: MenuNode[];
}

/** What getUserPermissionByToken returns. */
export interface UserPermissions {
  menu: MenuNode[];
  auth: ButtonPermission[];
  allAuth: ButtonPermission[];
  portalType: 1 | 2;
  formOpenType: string;
}
