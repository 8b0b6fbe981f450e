// The engine modules the run-time renderers use, imported file by file: forms, linkage, list pages and
// vocabularies, without the metadata schemas (ajv, typebox) the designer screens load on their own.
export * from '../../../engine/src/form/index.ts';
export * from '../../../engine/src/linkage/index.ts';
export * from '../../../engine/src/query/view-model.ts';
export { OPERATOR_RULES, type Arity } from '../../../engine/src/query/operators.ts';
export type { QueryFilter, QuerySort, UserQuery } from '../../../engine/src/query/plan.ts';
export * from '../../../engine/src/vocab/index.ts';
export type { Language } from '../../../engine/src/wire/index.ts';
export { RECORD_VERSION_COLUMN } from '../../../engine/src/ddl/columns.ts';
export type {
  AppGroup, Dictionary, DictionaryItem, FieldRule, Form, FormField, Option, PermissionEntry, ShowConfig, TableColumn, TableModel, View,
  ViewButton, ViewColumn,
} from '../../../engine/src/metadata/index.ts';
