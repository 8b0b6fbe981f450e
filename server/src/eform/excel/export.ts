// An export of a list page's records to a workbook, in constant memory: rows come from the database in batches (a
// cursor on PostgreSQL; a cursor held past its transaction on the embedded database, whose one connection others
// share), are masked as the list masks them and are written by the streaming XlsxWriter into the platform's file store
// (no copy of the workbook in memory or in a temporary file), each batch waiting while the output cannot take more.
import { PassThrough } from 'node:stream';
import { exportValue, type ExcelColumn, type Language, type QueryPlan, type SqlFragment } from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { readInBatches } from '../store/excel/rows.ts';
import type { RecordContext } from '../records/records-context.ts';
import { visibleRows } from '../records/records-service.ts';
import type { FileStore } from '../../files/storage.ts';
import { optionLookup } from '../records/form-checks.ts';
import { EXPORT_FOLDER, type ExcelJob } from './jobs.ts';
import { columnOptions, labelledRows } from './labels.ts';
import { XlsxWriter } from './xlsx-writer.ts';

type Row = Record<string, unknown> & { id: string };

export interface ExportWork {
  ctx: RecordContext;
  plan: QueryPlan;
  /** The caller's data rules (`?` placeholders). */
  scope: readonly SqlFragment[];
  columns: readonly ExcelColumn[];
  store: FileStore;
  /** The reader's language: options are written with their labels in it. */
  lang?: Language;
}

/** A workbook of the columns' header row only (an import's template). */
export async function templateWorkbook(columns: readonly ExcelColumn[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new XlsxWriter(out, columns);
  await writer.open();
  await writer.close();
  out.end();
  return Buffer.concat(chunks);
}

/**
 * Streams the plan's rows (all of them, in its order) into a workbook in the file store, whose key it sets on the job
 * once the workbook is whole; checks for cancellation between batches (the partial file is then removed by the store).
 */
export async function exportRows(db: Database, tenantId: number, job: ExcelJob, work: ExportWork): Promise<void> {
  const { ctx, plan, scope, columns, store } = work;
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  // A cancelled or failed export destroys the output with its error, which is thrown below; the store may not listen to
  // the output yet (it opens its file first), and an 'error' nobody listens to ends the process (seen on a slow machine).
  out.on('error', () => undefined);
  const stored = store.put(EXPORT_FOLDER, 'xlsx', out);
  // A failure of the store ends the export (the writer may be waiting for an output that no longer drains).
  const storeFailed = stored.then(() => new Promise<never>(() => undefined));
  storeFailed.catch(() => undefined);
  const writer = new XlsxWriter(out, columns);
  // Values as the list shows them: options by label, users and departments by name (asked a batch at a time).
  const labelled = columns.some((c) => c.labels);
  const options = labelled ? columnOptions(ctx, columns, await db.inTenant(tenantId, (em) => optionLookup(em, ctx))) : new Map();
  // `em`: the cursor's transaction (PostgreSQL); none between the short transactions of the embedded database.
  const write = async (rows: Row[], em?: EntityManager) => {
    const label = (on: EntityManager) => labelledRows(on, columns, { tenantId, ctx, options }, work.lang ?? 'en_US', visibleRows(ctx, rows));
    const shown = labelled ? await (em ? label(em) : db.inTenant(tenantId, label)) : visibleRows(ctx, rows);
    const values = shown.map((row) => columns.map((c) => exportValue(c.labels ? 'varchar' : c.type, row[c.key])));
    await Promise.race([writer.addRows(values), storeFailed]);
    job.done += rows.length;
    job.check();
  };
  try {
    await Promise.race([writer.open(), storeFailed]);
    await readInBatches(db, tenantId, job, { plan, scope }, write);
    await Promise.race([writer.close(), storeFailed]);
    out.end();
  } catch (error) {
    writer.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  job.fileKey = (await stored).key;
}
