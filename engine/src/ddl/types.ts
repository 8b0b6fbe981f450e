// Column types of a table model in PostgreSQL, and the columns as the catalog reports them.
import type { TableColumn } from '../metadata/index.ts';
import type { ColumnType } from '../vocab/index.ts';

/** A column as the DDL sees it: its kind, size, nullability and default literal. */
export interface ColumnShape {
  type: ColumnType | 'other';
  /** varchar: characters; number: precision (absent: unconstrained). */
  length?: number;
  /** number: decimal places. */
  scale?: number;
}

export interface CatalogColumn extends ColumnShape {
  name: string;
  nullable: boolean;
  /** The default as a plain literal ('abc', '12.5'), the raw expression for anything else, or null. */
  default: string | null;
  /** The type as PostgreSQL spells it, for messages. */
  rawType: string;
}

export const DEFAULT_VARCHAR_LENGTH = 255;

/** The shape a model column asks for. */
export function shapeOf(column: Pick<TableColumn, 'colType' | 'colLength' | 'colPointLength'>): ColumnShape {
  switch (column.colType) {
    case 'varchar':
      return { type: 'varchar', length: column.colLength ?? DEFAULT_VARCHAR_LENGTH };
    case 'number':
      return column.colLength ? { type: 'number', length: column.colLength, scale: column.colPointLength ?? 0 } : { type: 'number' };
    default:
      return { type: column.colType };
  }
}

/** The PostgreSQL type of a shape. */
export function pgType(shape: ColumnShape): string {
  switch (shape.type) {
    case 'varchar':
      return `varchar(${shape.length ?? DEFAULT_VARCHAR_LENGTH})`;
    case 'clob':
      return 'text';
    case 'blob':
      return 'bytea';
    case 'number':
      return shape.length ? `numeric(${shape.length},${shape.scale ?? 0})` : 'numeric';
    case 'date':
      return 'date';
    default:
      throw new Error('no PostgreSQL type for an unknown column type');
  }
}

/** A row of information_schema.columns, as the server reads it. */
export interface InformationSchemaColumn {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO' | string;
  column_default: string | null;
}

const CATALOG_TYPES: Record<string, ColumnShape['type']> = {
  'character varying': 'varchar',
  text: 'clob',
  bytea: 'blob',
  numeric: 'number',
  date: 'date',
};

const MYSQL_CATALOG_TYPES: Record<string, ColumnShape['type']> = {
  varchar: 'varchar',
  tinytext: 'clob',
  text: 'clob',
  mediumtext: 'clob',
  longtext: 'clob',
  tinyblob: 'blob',
  blob: 'blob',
  mediumblob: 'blob',
  longblob: 'blob',
  decimal: 'number',
  date: 'date',
};

/** information_schema rows → catalog columns (MySQL's when `mysql`; its type names and its way of writing defaults). */
export function catalogColumns(rows: readonly InformationSchemaColumn[], mysql = false): CatalogColumn[] {
  return rows.map((r) => {
    const type = (mysql ? MYSQL_CATALOG_TYPES[r.data_type.toLowerCase()] : CATALOG_TYPES[r.data_type]) ?? 'other';
    const shape: ColumnShape =
      type === 'varchar' && r.character_maximum_length !== null
        ? { type, length: Number(r.character_maximum_length) }
        : type === 'number' && r.numeric_precision !== null
          ? { type, length: Number(r.numeric_precision), scale: Number(r.numeric_scale ?? 0) }
          : { type };
    const rawType = type === 'other' || mysql ? r.data_type : pgType(shape);
    const defaultValue = mysql ? parseMysqlDefault(r.column_default) : parseDefault(r.column_default);
    return { name: r.column_name, ...shape, nullable: r.is_nullable === 'YES', default: defaultValue, rawType };
  });
}

/** A catalog default expression as a literal: `'a''b'::character varying` → a'b, `(-1)::numeric` → -1. */
export function parseDefault(expression: string | null): string | null {
  if (expression === null) return null;
  if (/^NULL::/i.test(expression)) return null;
  const quoted = /^'((?:[^']|'')*)'(::[\w\s]+(\(\d+(,\d+)?\))?)*$/.exec(expression);
  if (quoted) return quoted[1]!.replace(/''/g, "'");
  const numeric = /^\(?(-?\d+(\.\d+)?)\)?(::[\w\s]+)?$/.exec(expression);
  if (numeric) return numeric[1]!;
  return expression;
}

/** A MySQL/MariaDB catalog default as a literal: MariaDB quotes strings ('a''b') and says NULL, MySQL gives the bare value. */
export function parseMysqlDefault(expression: string | null): string | null {
  if (expression === null || /^NULL$/i.test(expression)) return null;
  const quoted = /^'((?:[^'\\]|''|\\.)*)'$/.exec(expression);
  if (quoted) return quoted[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1');
  return expression;
}
