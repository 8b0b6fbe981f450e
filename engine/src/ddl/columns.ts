// The physical columns of a modelled table: the platform's own columns plus the model's persisted columns.
import type { TableColumn, TableModel } from '../metadata/index.ts';
import type { ColumnType } from '../vocab/index.ts';

/** What a physical column holds: a model column type, or one of the platform columns' own types. */
export type ValueType = ColumnType | 'timestamp' | 'integer';

export interface PhysicalColumn {
  name: string;
  type: ValueType;
}

/** Columns every modelled table gets, with their PostgreSQL definitions; tenant_id never leaves the server. */
export const PLATFORM_COLUMNS = [
  { name: 'id', type: 'varchar', sql: 'varchar(36) not null default gen_random_uuid()::text primary key' },
  { name: 'tenant_id', type: 'integer', sql: 'integer not null default yc_current_tenant() references sys_tenant(id)' },
  { name: 'create_by', type: 'varchar', sql: 'varchar(64)' },
  { name: 'create_time', type: 'timestamp', sql: 'timestamptz not null default now()' },
  { name: 'update_by', type: 'varchar', sql: 'varchar(64)' },
  { name: 'update_time', type: 'timestamp', sql: 'timestamptz' },
  { name: 'sys_org_code', type: 'varchar', sql: 'varchar(64)' },
  { name: 'data_version', type: 'integer', sql: 'integer not null default 1' },
] as const satisfies readonly (PhysicalColumn & { sql: string })[];

export type PlatformColumnName = (typeof PLATFORM_COLUMNS)[number]['name'];

/** The column of a record's version: an edit names the version it was read at, and bumps it. */
export const RECORD_VERSION_COLUMN = 'data_version' satisfies PlatformColumnName;
const PLATFORM_NAMES: ReadonlySet<string> = new Set(PLATFORM_COLUMNS.map((c) => c.name));
export const isPlatformColumn = (name: string) => PLATFORM_NAMES.has(name.toLowerCase());

/** Model columns that are real columns of the table (not virtual, not the platform's own). */
export function persistedColumns(model: Pick<TableModel, 'columns'>): TableColumn[] {
  return model.columns.filter((c) => !c.isVirtual && !isPlatformColumn(c.colCode));
}

/** Every column a request may read: the platform's (tenant_id excepted) then the model's, by name. */
export function readableColumns(model: Pick<TableModel, 'columns'>): Map<string, PhysicalColumn> {
  const platform = PLATFORM_COLUMNS.filter((c) => c.name !== 'tenant_id').map((c): PhysicalColumn => ({ name: c.name, type: c.type }));
  const own = persistedColumns(model).map((c): PhysicalColumn => ({ name: c.colCode, type: c.colType }));
  return new Map([...platform, ...own].map((c) => [c.name, c]));
}
