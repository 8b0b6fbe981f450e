// The engine modules of the design screens: the renderers' set plus the metadata schemas and modelling rules
// (ajv, typebox), which only these screens load.
export * from '../../../renderers/engine.ts';
export { validateModel } from '../../../../../engine/src/rules/validateModel.ts';
export { containsChinese } from '../../../../../engine/src/rules/codes.ts';
export { RULE_MESSAGES } from '../../../../../engine/src/rules/messages.ts';
export type { MetadataKind, ValidationIssue } from '../../../../../engine/src/metadata/index.ts';
export { MESSAGES } from '../../../../../engine/src/wire/index.ts';
export { describeChange } from '../../../../../engine/src/ddl/plan.ts';
export { PLATFORM_COLUMNS } from '../../../../../engine/src/ddl/columns.ts';
export type { TableIndex } from '../../../../../engine/src/metadata/index.ts';
