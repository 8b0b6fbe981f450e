// The engine's vocabularies the system screens use, imported file by file (no schemas, no ajv).
export { MENU_TYPES, PERMS_TYPES, PERMISSION_STATUSES } from '@yc/engine/vocab/access';
export { findRulePattern } from '@yc/engine/vocab/patterns';
export { containsChinese } from '@yc/engine/rules/codes';
