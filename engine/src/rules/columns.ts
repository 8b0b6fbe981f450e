// Column rules of spec §5: name, description, type, length, decimals, virtual prefix, no repeats.
import type { TableColumn, ValidationIssue } from '../metadata/index.ts';
import { MAX_COLUMN_LENGTH, MAX_DECIMALS, MAX_NUMBER_PRECISION, type ColumnType } from '../vocab/index.ts';
import { RULE_MESSAGES } from './messages.ts';
import { checkFieldName } from './names.ts';
import { checkShowConfig } from './showConfig.ts';
import { checkUniqueKeys } from './unique.ts';
import { each, issue, text, type DeepPartial } from './util.ts';
import type { Message } from '../wire/message.ts';

/** Maximum length per column type; types absent here carry no length. */
export const COLUMN_LENGTH_LIMITS: Partial<Record<ColumnType, number>> = {
  varchar: MAX_COLUMN_LENGTH,
  number: MAX_NUMBER_PRECISION,
};

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Length is an integer from 1 to the type's maximum (4000 for varchar). */
export function checkColumnLength(colType: unknown, colLength: unknown): Message | undefined {
  const max = COLUMN_LENGTH_LIMITS[colType as ColumnType];
  if (max === undefined || isIntegerIn(colLength, 1, max)) return undefined;
  return RULE_MESSAGES.lengthRange(max);
}

/** Decimal places of a number column: an integer from 0 to 30, not greater than the length. */
export function checkDecimals(colType: unknown, colPointLength: unknown, colLength: unknown): Message | undefined {
  if (colType !== 'number' || colPointLength === undefined) return undefined;
  if (!isIntegerIn(colPointLength, 0, MAX_DECIMALS)) return RULE_MESSAGES.decimalsRange;
  if (typeof colLength === 'number' && colPointLength > colLength) return RULE_MESSAGES.decimalsOverLength;
  return undefined;
}

/** Every rule of one column; paths are relative to the column. */
export function checkColumn(column: DeepPartial<TableColumn>): ValidationIssue[] {
  const found: [string, Message | undefined][] = [
    ['/colCode', checkFieldName(column.colCode, { virtual: column.isVirtual === true, system: column.isSystem === true })],
    ['/colName', text(column.colName) ? undefined : RULE_MESSAGES.fieldDescEmpty],
    ['/colType', text(column.colType) ? undefined : RULE_MESSAGES.fieldTypeEmpty],
    ['/colLength', checkColumnLength(column.colType, column.colLength)],
    ['/colPointLength', checkDecimals(column.colType, column.colPointLength, column.colLength)],
  ];
  const issues = found.flatMap(([path, message]) => (message ? [issue(path, message)] : []));
  return [...issues, ...checkShowConfig(column.showConfig, '/showConfig')];
}

/** Rules of every column plus unrepeated field names (compared ignoring case, as PostgreSQL does). */
export function checkColumns(columns: readonly DeepPartial<TableColumn>[] | undefined, base = '/columns'): ValidationIssue[] {
  const entries = each(columns, base);
  const perColumn = entries.flatMap(({ item, path }) => checkColumn(item).map((i) => ({ ...i, path: path + i.path })));
  const repeats = checkUniqueKeys(
    entries.map(({ item, path }) => ({ key: item.colCode, path: `${path}/colCode` })),
    { repeated: RULE_MESSAGES.fieldNameRepeated },
    { ignoreCase: true },
  );
  return [...perColumn, ...repeats];
}
