// Where a modelled table lives, and how its DDL is spelt there: the platform's PostgreSQL (shared by the enterprises:
// tenant_id, its policy and indexes leading with it), or an enterprise's own data source — PostgreSQL or MySQL/MariaDB
// (the enterprise's alone: no tenant column).
import { QUERY_DIALECTS } from '../query/dialect.ts';
import { quoteIdent } from '../query/sql.ts';
import { PLATFORM_COLUMNS } from './columns.ts';
import { quoteLiteral } from './defaults.ts';
import { DEFAULT_VARCHAR_LENGTH, pgType, type ColumnShape } from './types.ts';

export type DdlTarget = 'platform' | 'postgresql' | 'mysql';

export interface DdlDialect {
  target: DdlTarget;
  quote(name: string): string;
  type(shape: ColumnShape): string;
  /** The shape a column really gets (MySQL gives an unconstrained number a precision). */
  stored(shape: ColumnShape): ColumnShape;
  literal(value: string): string;
  dateLiteral(value: string): string;
  /** The platform's own columns with their definitions. */
  platformColumns: readonly { name: string; sql: string }[];
  /** Indexes lead with tenant_id (the platform's shared tables). */
  tenantIndexes: boolean;
  /** A changed column is altered aspect by aspect (PostgreSQL), or restated whole (MySQL `modify column`). */
  restatesColumns: boolean;
  dropIndex(table: string, index: string): string;
}

const postgres = (target: 'platform' | 'postgresql'): DdlDialect => ({
  target,
  quote: quoteIdent,
  type: pgType,
  stored: (shape) => shape,
  literal: quoteLiteral,
  dateLiteral: (value) => `${quoteLiteral(value)}::date`,
  platformColumns: target === 'platform' ? PLATFORM_COLUMNS : PLATFORM_COLUMNS.filter((c) => c.name !== 'tenant_id'),
  tenantIndexes: target === 'platform',
  restatesColumns: false,
  dropIndex: (_table, index) => `drop index ${quoteIdent(index)}`,
});

/** MySQL's unconstrained decimal has 10 digits and none after the point: an unconstrained number gets room. */
const MYSQL_NUMBER = { length: 38, scale: 10 } as const;

const mysqlQuote = QUERY_DIALECTS.mysql.quote;

export function mysqlType(shape: ColumnShape): string {
  switch (shape.type) {
    case 'varchar':
      return `varchar(${shape.length ?? DEFAULT_VARCHAR_LENGTH})`;
    case 'clob':
      return 'longtext';
    case 'blob':
      return 'longblob';
    case 'number':
      return `decimal(${shape.length ?? MYSQL_NUMBER.length},${shape.length ? (shape.scale ?? 0) : MYSQL_NUMBER.scale})`;
    case 'date':
      return 'date';
    default:
      throw new Error('no MySQL type for an unknown column type');
  }
}

const MYSQL: DdlDialect = {
  target: 'mysql',
  quote: mysqlQuote,
  type: mysqlType,
  stored: (shape) => (shape.type === 'number' && !shape.length ? { type: 'number', ...MYSQL_NUMBER } : shape),
  // Backslashes escape in MySQL strings (unless NO_BACKSLASH_ESCAPES): doubled, like quotes.
  literal: (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`,
  dateLiteral: (value) => `'${value}'`,
  platformColumns: [
    { name: 'id', sql: 'varchar(36) not null primary key' },
    { name: 'create_by', sql: 'varchar(64)' },
    { name: 'create_time', sql: 'datetime not null default current_timestamp' },
    { name: 'update_by', sql: 'varchar(64)' },
    { name: 'update_time', sql: 'datetime' },
    { name: 'sys_org_code', sql: 'varchar(64)' },
    { name: 'data_version', sql: 'int not null default 1' },
  ],
  tenantIndexes: false,
  restatesColumns: true,
  dropIndex: (table, index) => `drop index ${mysqlQuote(index)} on ${mysqlQuote(table)}`,
};

export const DDL_DIALECTS: Readonly<Record<DdlTarget, DdlDialect>> = { platform: postgres('platform'), postgresql: postgres('postgresql'), mysql: MYSQL };
