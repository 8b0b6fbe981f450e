// The engine modules the run-time renderers use, imported file by file: forms, linkage, list pages and
// vocabularies, without the metadata schemas (ajv, typebox) the designer screens load on their own.
export * from '@yc/engine/form';
export * from '@yc/engine/linkage';
export * from '@yc/engine/query/view-model';
export { filterKindOf, KIND_OPERATORS, OPERATOR_RULES, operatorsFor, type Arity, type FilterKind } from '@yc/engine/query/operators';
export type { QueryFilter, QuerySort, UserQuery } from '@yc/engine/query/plan';
export * from '@yc/engine/vocab';
export type { Language, Message } from '@yc/engine/wire';
export { CUSTOM_MESSAGE, isKnownMessage, renderMessage } from '@yc/engine/wire';
export { RECORD_VERSION_COLUMN } from '@yc/engine/ddl/columns';
export type {
  AppGroup, Dictionary, DictionaryItem, FieldRule, Form, FormField, Option, PermissionEntry, ProcessTemplate, ShowConfig, TableColumn, TableModel, Template, View,
  ViewButton, ViewColumn,
} from '@yc/engine/metadata';
