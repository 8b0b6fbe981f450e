// Table-model vocabularies of spec §9 and §4: column types, object structures, persistence, sync states.
export const COLUMN_TYPES = ['varchar', 'clob', 'blob', 'number', 'date'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Column types that carry a length (varchar: characters, number: precision). */
export const SIZED_COLUMN_TYPES = ['varchar', 'number'] as const satisfies readonly ColumnType[];

export const OBJECT_STRUCTURES = ['main', 'oneToOne', 'oneToMany'] as const;
export type ObjectStructure = (typeof OBJECT_STRUCTURES)[number];

export const PERSISTENCE_TYPES = ['db', 'http'] as const;
export type PersistenceType = (typeof PERSISTENCE_TYPES)[number];

/** Sync state of a table model (isSync): not created, created, not synced, synced. */
export const SYNC_STATES = ['notCreated', 'created', 'notSynced', 'synced'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** Columns the platform adds to every modelled table; users may not define fields with these names. */
export const SYSTEM_COLUMN_NAMES = [
  'id',
  'tenant_id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'sys_org_code',
  'del_flag',
] as const;
export type SystemColumnName = (typeof SYSTEM_COLUMN_NAMES)[number];

/** Prefix of virtual (non-persisted) fields. */
export const VIRTUAL_FIELD_PREFIX = '_temp_';

/** Design state of forms and pages. */
export const DESIGN_STATUSES = ['draft', 'published'] as const;

/** Template types a design starts from (a form or a page document as the body), and code-generation bodies. */
export const TEMPLATE_TYPES = ['form', 'page', 'code'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export type DesignStatus = (typeof DESIGN_STATUSES)[number];
