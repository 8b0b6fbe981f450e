// The engine modules of the design screens: the renderers' set plus the metadata schemas and modelling rules
// (ajv, typebox), which only these screens load.
export * from '../../../renderers/engine.ts';
export { validateModel } from '@yc/engine/rules/validateModel';
export { containsChinese } from '@yc/engine/rules/codes';
export type { MetadataKind, ValidationIssue } from '@yc/engine/metadata';
export { MESSAGES } from '@yc/engine/wire';
export { describeChange } from '@yc/engine/ddl/plan';
export { PLATFORM_COLUMNS } from '@yc/engine/ddl/columns';
export type { TableIndex } from '@yc/engine/metadata';
