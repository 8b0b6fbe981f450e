// An export of a list page's records to a workbook, in constant memory: rows come from the database in batches (a
// cursor on PostgreSQL; pages in short transactions on the embedded database, whose one connection others share),
// are masked as the list masks them and are streamed into the workbook file by exceljs' streaming writer.
import ExcelJS from 'exceljs';
import { compileSelect, exportValue, type ExcelColumn, type QueryPlan, type SqlFragment } from '@yc/engine';
import type { Database, EntityManager } from '../../db/database.ts';
import { runStatement } from '../sql-exec.ts';
import type { RecordContext } from '../records-context.ts';
import { visibleRows } from '../records-service.ts';
import type { ExcelJob } from './jobs.ts';

const BATCH_ROWS = 2000;
const CURSOR = 'yc_excel_export';

type Row = Record<string, unknown> & { id: string };

export interface ExportWork {
  ctx: RecordContext;
  plan: QueryPlan;
  /** The caller's data rules (`?` placeholders). */
  scope: readonly SqlFragment[];
  columns: readonly ExcelColumn[];
  file: string;
}

/** A workbook writer on `file` with one sheet headed by the columns. */
export function sheetWriter(file: string, columns: readonly ExcelColumn[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
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

/** Streams the plan's rows (all of them, in its order) into the workbook; checks for cancellation between batches. */
export async function exportRows(db: Database, tenantId: number, job: ExcelJob, work: ExportWork): Promise<void> {
  const { ctx, plan, scope, columns, file } = work;
  const writer = sheetWriter(file, columns);
  const write = async (rows: Row[]) => {
    for (const row of visibleRows(ctx, rows)) writer.add(columns.map((c) => exportValue(c.type, row[c.key])));
    job.done += rows.length;
    job.check();
    // The zip stream catches up before the next batch: memory stays flat however many rows there are.
    await new Promise((resolve) => setImmediate(resolve));
  };
  const options = { placeholder: 'question' as const, extraWhere: scope };
  if (db.embedded) {
    // No more than the rows counted when the export was allowed (the maximum holds if rows are added meanwhile).
    for (let offset = 0; offset < job.total; offset += BATCH_ROWS) {
      const limit = Math.min(BATCH_ROWS, job.total - offset);
      const rows = await db.inTenant(tenantId, (em) => runStatement<Row>(em, compileSelect({ ...plan, limit, offset }, options)));
      await write(rows);
      if (rows.length < limit) break;
    }
  } else {
    await db.inTenant(tenantId, async (em: EntityManager) => {
      await em.execute('set transaction read only');
      const select = compileSelect({ ...plan, limit: job.total, offset: 0 }, options);
      await runStatement(em, { text: `declare ${CURSOR} no scroll cursor for ${select.text}`, values: select.values });
      for (;;) {
        const rows = await runStatement<Row>(em, { text: `fetch ${BATCH_ROWS} from ${CURSOR}`, values: [] });
        await write(rows);
        if (rows.length < BATCH_ROWS) break;
      }
    });
  }
  await writer.close();
}
