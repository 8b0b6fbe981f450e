// An export of a list page's records to a workbook, in constant memory: rows come from the database in batches (a
// cursor on PostgreSQL; pages in short transactions on the embedded database, whose one connection others share),
// are masked as the list masks them and are streamed by exceljs' streaming writer into the platform's file store (no
// copy of the workbook in memory or in a temporary file). Each batch waits for the workbook's stream to drain.
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { compileSelect, exportValue, type ExcelColumn, type QueryPlan, type SqlFragment } from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { runStatement } from '../sql-exec.ts';
import type { RecordContext } from '../records-context.ts';
import { visibleRows } from '../records-service.ts';
import type { FileStore } from '../../files/storage.ts';
import { EXPORT_FOLDER, type ExcelJob } from './jobs.ts';

const BATCH_ROWS = 2000;
const CURSOR = 'yc_excel_export';

type Row = Record<string, unknown> & { id: string };

export interface ExportWork {
  ctx: RecordContext;
  plan: QueryPlan;
  /** The caller's data rules (`?` placeholders). */
  scope: readonly SqlFragment[];
  columns: readonly ExcelColumn[];
  store: FileStore;
}

/** A workbook writer into `stream` (or `file`) with one sheet headed by the columns. */
export function sheetWriter(to: { file: string } | { stream: Writable }, columns: readonly ExcelColumn[]) {
  const target = 'file' in to ? { filename: to.file } : { stream: to.stream };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...target, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ? Math.max(8, Math.round(c.width / 7)) : 18 }));
  return {
    add(values: unknown[]) {
      sheet.addRow(values).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Streams the plan's rows (all of them, in its order) into a workbook in the file store, whose key it sets on the job
 * once the workbook is whole; checks for cancellation between batches (the partial file is then removed by the store).
 */
export async function exportRows(db: Database, tenantId: number, job: ExcelJob, work: ExportWork): Promise<void> {
  const { ctx, plan, scope, columns, store } = work;
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const stored = store.put(EXPORT_FOLDER, 'xlsx', out);
  // A failure of the store ends the export at the next batch.
  let storeError: unknown;
  stored.catch((error: unknown) => {
    storeError = error;
  });
  const writer = sheetWriter({ stream: out }, columns);
  const write = async (rows: Row[]) => {
    for (const row of visibleRows(ctx, rows)) writer.add(columns.map((c) => exportValue(c.type, row[c.key])));
    job.done += rows.length;
    job.check();
    // The zip stream catches up before the next batch: memory stays flat however many rows there are.
    await new Promise((resolve) => setImmediate(resolve));
    while (out.writableNeedDrain && !storeError) await new Promise((resolve) => out.once('drain', resolve));
    if (storeError) throw storeError;
  };
  try {
    await writeAll(db, tenantId, job, { plan, scope }, write);
    await writer.close();
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
  job.fileKey = (await stored).key;
}

/**
 * The plan's rows, a batch at a time, to `write`: from a cursor of one read-only transaction on PostgreSQL; on the
 * embedded database (one connection that others share) from a cursor held past its transaction (WITH HOLD: the result
 * is kept by the database, and each batch is fetched in a short transaction of its own, others' statements between).
 */
async function writeAll(
  db: Database, tenantId: number, job: ExcelJob, { plan, scope }: { plan: QueryPlan; scope: readonly SqlFragment[] }, write: (rows: Row[]) => Promise<void>,
): Promise<void> {
  // No more than the rows counted when the export was allowed (the maximum holds if rows are added meanwhile).
  const select = compileSelect({ ...plan, limit: job.total, offset: 0 }, { placeholder: 'question', extraWhere: scope });
  const fetch = (cursor: string) => (em: EntityManager) => runStatement<Row>(em, { text: `fetch ${BATCH_ROWS} from ${cursor}`, values: [] });
  if (db.embedded) {
    const cursor = `${CURSOR}_${job.id.replaceAll('-', '')}`;
    await db.inTenant(tenantId, (em) => runStatement(em, { text: `declare ${cursor} no scroll cursor with hold for ${select.text}`, values: select.values }));
    try {
      for (;;) {
        const rows = await db.inTenant(tenantId, fetch(cursor));
        await write(rows);
        if (rows.length < BATCH_ROWS) break;
      }
    } finally {
      await db.inTenant(tenantId, (em) => runStatement(em, { text: `close ${cursor}`, values: [] }));
    }
    return;
  }
  await db.inTenant(tenantId, async (em: EntityManager) => {
    await em.execute('set transaction read only');
    await runStatement(em, { text: `declare ${CURSOR} no scroll cursor for ${select.text}`, values: select.values });
    for (;;) {
      const rows = await fetch(CURSOR)(em);
      await write(rows);
      if (rows.length < BATCH_ROWS) break;
    }
  });
}
