// Menu and permission vocabularies of spec §3/§6 and the glossary; wire values kept as on the wire.
/** permsType and permission `type`: '1' visible/accessible, '2' editable. */
export const PERMS_TYPES = { visible: '1', editable: '2' } as const;
export type PermsType = (typeof PERMS_TYPES)[keyof typeof PERMS_TYPES];

/** menuType: 0 directory, 1 menu, 2 button. */
export const MENU_TYPES = { directory: 0, menu: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPES)[keyof typeof MENU_TYPES];

/** back flag: '1' console (backend) item or role, '0' front item or role. */
export const BACK_FLAGS = { front: '0', console: '1' } as const;
export type BackFlag = (typeof BACK_FLAGS)[keyof typeof BACK_FLAGS];

/** Menu and permission status: '0' valid, '1' invalid. */
export const PERMISSION_STATUSES = { valid: '0', invalid: '1' } as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[keyof typeof PERMISSION_STATUSES];

/** A user's status: 1 normal, 2 frozen. */
export const USER_STATUS = { normal: 1, frozen: 2, pending: 3 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** An organisation node is an organisation or a department. */
export const ORG_TYPES = { org: 'org', dept: 'dept' } as const;
export type OrgType = (typeof ORG_TYPES)[keyof typeof ORG_TYPES];

/** Kinds of system log entries. */
export const LOG_TYPES = { login: 'login', logout: 'logout', operation: 'operation' } as const;
export type LogType = (typeof LOG_TYPES)[keyof typeof LOG_TYPES];

export const DICT_CATEGORIES = ['platform', 'public', 'app'] as const;
export type DictCategory = (typeof DICT_CATEGORIES)[number];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** How an HTTP config sends its input parameters. */
export const HTTP_PARAMETER_TYPES = ['query', 'json', 'form'] as const;
export type HttpParameterType = (typeof HTTP_PARAMETER_TYPES)[number];
