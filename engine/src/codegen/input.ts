// The code generation wizard's input (spec §2 code generation: tableName, moduleDesc, templateType, withSubTable, page
// layout, package path, module name, author) and its vocabularies.
import { Type, type Static } from '@sinclair/typebox';
import { Code, OneOf } from '../metadata/common.ts';

/** Single table, main-sub tab tiling (sub-tables in tabs under the main form), main tiling (all tiled on one form). */
export const CODEGEN_TEMPLATE_TYPES = ['single', 'mainSubTab', 'mainTiling'] as const;
export type CodegenTemplateType = (typeof CODEGEN_TEMPLATE_TYPES)[number];

/** Where the form page opens from the list page. */
export const CODEGEN_PAGE_LAYOUTS = ['modal', 'drawer', 'page'] as const;
export type CodegenPageLayout = (typeof CODEGEN_PAGE_LAYOUTS)[number];

/** A module's name: a folder of MODULES_DIR and a path segment of /api/ext/<module> (the extension module format). */
export const MODULE_NAME_PATTERN = '^[a-z][a-z0-9-]{1,39}$';

export const CodegenInputSchema = Type.Object(
  {
    tableName: Code('Table model the module is generated from (the main table for the main-sub templates)'),
    moduleDesc: Type.String({ minLength: 1, maxLength: 200, description: 'What the module is for' }),
    templateType: OneOf(CODEGEN_TEMPLATE_TYPES),
    withProcess: Type.Boolean({ description: 'The variant with the process bound to the page (start and follow the approval)' }),
    withSubTable: Type.Optional(Type.Array(Code('Sub-table model'), { maxItems: 10, description: 'Sub-tables of the main-sub templates' })),
    pageLayout: OneOf(CODEGEN_PAGE_LAYOUTS),
    packagePath: Type.String({ pattern: '^[a-z][a-z0-9]*(\\.[a-z][a-z0-9]*)*$', maxLength: 100, description: 'Package path, e.g. com.example.crm' }),
    moduleName: Type.String({ pattern: MODULE_NAME_PATTERN, description: 'Folder of MODULES_DIR and the /api/ext/<module> path' }),
    author: Type.String({ minLength: 1, maxLength: 60 }),
    templateSet: Type.Optional(Code('Template set: the built-in one when absent, else a code template of the template screen')),
  },
  { additionalProperties: false, title: 'Code generation input' },
);
export type CodegenInput = Static<typeof CodegenInputSchema>;

/** The built-in template set's name. */
export const DEFAULT_TEMPLATE_SET = 'default';
