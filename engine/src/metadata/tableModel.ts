// Table model (entity): a modelled table with its columns, structure and persistence.
import { Type, type Static } from '@sinclair/typebox';
import { COLUMN_TYPES, CONTROL_TYPES, OBJECT_STRUCTURES, PERSISTENCE_TYPES, SYNC_STATES } from '../vocab/index.ts';
import { Code, Name, OneOf, OWNED } from './common.ts';
import { ShowConfigSchema } from './showConfig.ts';

export const TableColumnSchema = Type.Object({
  colCode: Type.String({ description: 'Field name (column name)' }),
  colName: Type.String({ description: 'Field description' }),
  colType: OneOf(COLUMN_TYPES),
  colLength: Type.Optional(Type.Integer({ description: 'Length (varchar) or precision (number)' })),
  colPointLength: Type.Optional(Type.Integer({ description: 'Decimal places (number)' })),
  isKey: Type.Optional(Type.Boolean()),
  isNull: Type.Optional(Type.Boolean({ description: 'Column accepts NULL' })),
  colDefaultVal: Type.Optional(Type.String()),
  showType: Type.Optional(OneOf(CONTROL_TYPES, { description: 'Control used for the column in generated forms' })),
  showConfig: Type.Optional(ShowConfigSchema),
  dataConfig: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  validRule: Type.Optional(Type.String({ description: 'Rule pattern preset code or check rule code' })),
  isRequired: Type.Optional(Type.Boolean()),
  customMessage: Type.Optional(Type.String()),
  isSystem: Type.Optional(Type.Boolean({ description: 'Added by the platform; cannot be deleted' })),
  isVirtual: Type.Optional(Type.Boolean({ description: 'Not persisted; the name starts with _temp_' })),
  sortNo: Type.Optional(Type.Number()),
});
export type TableColumn = Static<typeof TableColumnSchema>;

export const MainTableLinkSchema = Type.Object({
  tableName: Code('Main table'),
  foreignKey: Type.String({ description: 'Column of this table holding the main record id' }),
  mainKey: Type.Optional(Type.String({ description: 'Column of the main table referenced (default id)' })),
});
export type MainTableLink = Static<typeof MainTableLinkSchema>;

export const TableIndexSchema = Type.Object({
  indexName: Type.String({ pattern: '^[a-z][a-z0-9_]*$', maxLength: 30, description: 'Name of the index within its table' }),
  columns: Type.Array(
    Type.Object({
      colCode: Type.String({ description: 'Column of the table (a model column or a platform column such as create_time)' }),
      order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    }),
    { minItems: 1, maxItems: 16 },
  ),
  unique: Type.Optional(Type.Boolean({ description: 'No two records of an enterprise share the values' })),
});
export type TableIndex = Static<typeof TableIndexSchema>;

export const TableModelSchema = Type.Object(
  {
    ...OWNED,
    tableName: Code('Physical table name'),
    tableDesc: Name(),
    dsName: Type.Optional(Type.String({ description: 'Data source key; default data source when absent' })),
    isSync: Type.Optional(OneOf(SYNC_STATES)),
    objName: Type.Optional(Type.String()),
    objCode: Type.Optional(Type.String()),
    objStructure: OneOf(OBJECT_STRUCTURES),
    persistenceType: OneOf(PERSISTENCE_TYPES),
    httpCode: Type.Optional(Code('HTTP config serving the records when persistenceType is http (a page of them, or one by id)')),
    httpWrite: Type.Optional(Type.Object({
      add: Type.Optional(Code('HTTP config that adds a record (its parameters: the record\'s fields)')),
      edit: Type.Optional(Code('HTTP config that edits a record (its parameters: id and the record\'s fields)')),
      delete: Type.Optional(Code('HTTP config that deletes a record (its parameter: id)')),
    }, { description: 'How records of a table model persisted over HTTP are written' })),
    mainTable: Type.Optional(MainTableLinkSchema),
    columns: Type.Array(TableColumnSchema),
    indexes: Type.Optional(Type.Array(TableIndexSchema, { description: 'Indexes of the table; each leads with tenant_id' })),
  },
  { title: 'Table model' },
);
export type TableModel = Static<typeof TableModelSchema>;
