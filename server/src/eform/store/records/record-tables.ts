// Where the statements of a page's records run: the platform's database (the request's transaction, or the tenant's
// read connection on the hot path), or the data source a table model lives in (a transaction of its own there).
import { PLATFORM_DIALECT, type CompileOptions, type QueryDialect, type SqlStatement } from '@yc/engine';
import type { EntityManager, ReadStatements } from '../../../db/database.ts';
import { runStatement } from './sql-exec.ts';

export interface RecordTable {
  dialect: QueryDialect;
  /** How statements for this table are compiled: its dialect and the placeholders its driver binds. */
  compile: Required<Pick<CompileOptions, 'dialect' | 'placeholder'>>;
  run<T>(statement: SqlStatement): Promise<T[]>;
}

/** Tables of the platform, in the request's transaction. */
export const platformTable = (em: EntityManager): RecordTable => ({
  dialect: PLATFORM_DIALECT,
  compile: { dialect: PLATFORM_DIALECT, placeholder: 'question' },
  run: (statement) => runStatement(em, statement),
});

/** How statements are compiled for a tenant's read connection (`$n` placeholders). */
export const ON_READER: Pick<RecordTable, 'dialect' | 'compile'> = { dialect: PLATFORM_DIALECT, compile: { dialect: PLATFORM_DIALECT, placeholder: 'dollar' } };

/** Tables of the platform, read on a tenant's read connection. */
export const platformReader = (read: ReadStatements): RecordTable => ({ ...ON_READER, run: (statement) => read(statement) });
