// Default values of model columns as SQL literals; DDL cannot bind parameters, so each literal is checked and quoted.
import type { TableColumn } from '../metadata/index.ts';
import { DDL_MESSAGES, DdlRejected } from './errors.ts';

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The column's default, or null when it has none ('' counts as none). */
export function modelDefault(column: Pick<TableColumn, 'colDefaultVal'>): string | null {
  const value = column.colDefaultVal;
  return value === undefined || value === '' ? null : value;
}

/** A string literal; standard_conforming_strings (on since PostgreSQL 9.1) leaves backslashes alone. */
export const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** How a dialect writes literals (PostgreSQL's by default). */
export interface LiteralStyle {
  literal(value: string): string;
  dateLiteral(value: string): string;
}

const PG_LITERALS: LiteralStyle = { literal: quoteLiteral, dateLiteral: (value) => `${quoteLiteral(value)}::date` };

/** The SQL literal of a column's default, refused when it does not fit the column type. */
export function defaultLiteral(column: Pick<TableColumn, 'colCode' | 'colType' | 'colDefaultVal'>, style: LiteralStyle = PG_LITERALS): string | null {
  const value = modelDefault(column);
  if (value === null) return null;
  if (value.includes('\u0000')) throw new DdlRejected(DDL_MESSAGES.badDefault(column.colCode));
  switch (column.colType) {
    case 'number':
      if (!NUMBER.test(value)) throw new DdlRejected(DDL_MESSAGES.badDefault(column.colCode));
      return value;
    case 'date':
      if (!DATE.test(value) || Number.isNaN(Date.parse(value))) throw new DdlRejected(DDL_MESSAGES.badDefault(column.colCode));
      return style.dateLiteral(value);
    case 'blob':
      throw new DdlRejected(DDL_MESSAGES.badDefault(column.colCode));
    default:
      return style.literal(value);
  }
}

/** Whether two defaults are the same value (numbers compared as numbers). */
export function sameDefault(model: string | null, catalog: string | null, numeric: boolean): boolean {
  if (model === null || catalog === null) return model === catalog;
  return numeric && NUMBER.test(model) && NUMBER.test(catalog) ? Number(model) === Number(catalog) : model === catalog;
}
