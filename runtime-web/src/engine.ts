// The engine modules the shell needs, imported file by file: the engine's root index also carries
// the metadata schemas (ajv, typebox), which must stay out of the login page's JavaScript.
export * from '@yc/engine/routes';
export * from '@yc/engine/enterprise/registration';
export * from '@yc/engine/permission';
export { PERMISSIONS, type PermissionCode } from '@yc/engine/vocab/permissions';
export { LOG_TYPES, ORG_TYPES, USER_STATUS, type LogType, type OrgType, type UserStatus } from '@yc/engine/vocab/access';
export { MESSAGES, SUCCESS_CODE, inLanguage, isStrongPassword, type Envelope, type Language } from '@yc/engine/wire/core';
export { DB_TYPES, FILL_RULE_CLASSES, SERIAL_RESETS } from '@yc/engine/logic/vocab';
