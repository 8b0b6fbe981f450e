// The engine modules the shell needs, imported file by file: the engine's root index also carries
// the metadata schemas (ajv, typebox), which must stay out of the login page's JavaScript.
export * from '../../engine/src/routes/index.ts';
export * from '../../engine/src/permission/index.ts';
export { PERMISSIONS, type PermissionCode } from '../../engine/src/vocab/permissions.ts';
export { LOG_TYPES, ORG_TYPES, USER_STATUS, type LogType, type OrgType, type UserStatus } from '../../engine/src/vocab/access.ts';
export { MESSAGES, SUCCESS_CODE, inLanguage, isStrongPassword, type Envelope, type Language } from '../../engine/src/wire/index.ts';
