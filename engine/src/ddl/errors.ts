// Why a table model cannot be turned into DDL, in words a modeller understands.
import { MESSAGES } from '../wire/index.ts';

export class DdlRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DdlRejected';
  }
}

export const DDL_MESSAGES = {
  badDefault: (colCode: string) => `The default value of field ${colCode} does not fit its type`,
  reservedTable: 'Table name is reserved by the platform',
  destructive: (changes: string[]) =>
    `This sync would lose data: ${changes.join('; ')}. Confirm with force to apply it`,
  tableExists: MESSAGES.tableExists.en_US,
  tableMissing: MESSAGES.tableMissing.en_US,
} as const;

/** Physical tables of the platform itself: a model may never take their names. */
const PLATFORM_TABLE = /^(sys_|ef_|yc_|pg_|mikro_orm)|^information_schema$/i;
export const isPlatformTableName = (name: string) => PLATFORM_TABLE.test(name);
