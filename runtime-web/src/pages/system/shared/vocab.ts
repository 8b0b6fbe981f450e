// The engine's vocabularies the system screens use, imported file by file (no schemas, no ajv).
export { MENU_TYPES, PERMS_TYPES, PERMISSION_STATUSES } from '../../../../../engine/src/vocab/access.ts';
export { findRulePattern } from '../../../../../engine/src/vocab/patterns.ts';
export { containsChinese } from '../../../../../engine/src/rules/codes.ts';
