// Field-name and table-name rules of spec §5: identifiers that end up in SQL.
import { FIELD_NAME_MAX, VIRTUAL_FIELD_PREFIX } from '../vocab/index.ts';
import { containsChinese } from './codes.ts';
import { RULE_MESSAGES } from './messages.ts';
import { DDL_MESSAGES, isPlatformTableName } from '../ddl/errors.ts';
import { isSqlReservedWord, isSystemColumnName } from './reservedWords.ts';
import type { Message } from '../wire/message.ts';

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
const VIRTUAL_NAME = new RegExp(`^${VIRTUAL_FIELD_PREFIX}[A-Za-z0-9_]+$`);
/** PostgreSQL truncates identifiers beyond 63 bytes. */
export const TABLE_NAME_MAX = 63;

export interface FieldNameOptions {
  /** A virtual (non-persisted) field: its name starts with _temp_. */
  virtual?: boolean;
  /** A platform column (isSystem): it may take a system column name. */
  system?: boolean;
}

/** The first broken field-name rule, or undefined when the name is valid. */
export function checkFieldName(name: unknown, options: FieldNameOptions = {}): Message | undefined {
  const value = typeof name === 'string' ? name.trim() : '';
  if (!value) return RULE_MESSAGES.fieldNameEmpty;
  if (options.virtual && !VIRTUAL_NAME.test(value)) return RULE_MESSAGES.virtualFieldPrefix;
  if (!options.virtual && !IDENTIFIER.test(value)) return RULE_MESSAGES.fieldNameFormat;
  if (value.length > FIELD_NAME_MAX) return RULE_MESSAGES.fieldNameTooLong;
  if (isSqlReservedWord(value) || (!options.system && isSystemColumnName(value))) return RULE_MESSAGES.fieldNameReserved;
  return undefined;
}

/** The first broken table-name rule (no Chinese, identifier, not reserved, not the platform's), or undefined. */
export function checkTableName(name: unknown): Message | undefined {
  const value = typeof name === 'string' ? name.trim() : '';
  if (containsChinese(value)) return RULE_MESSAGES.noChinese('Table name');
  if (!IDENTIFIER.test(value) || value.length > TABLE_NAME_MAX) return RULE_MESSAGES.tableNameFormat;
  if (isSqlReservedWord(value)) return RULE_MESSAGES.tableNameReserved;
  if (isPlatformTableName(value)) return DDL_MESSAGES.reservedTable(value);
  return undefined;
}
