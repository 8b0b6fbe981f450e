// The rows of an uploaded workbook's first sheet, streamed by exceljs's WorkbookReader (a large import never sits in
// memory whole), read again when the reader fails before its first row.
import ExcelJS from 'exceljs';

export interface SheetRow {
  number: number;
  cells: unknown[];
}

/** How many times a read that failed before giving any row is made. */
export const SHEET_READ_ATTEMPTS = 3;

/** The rows of the workbook's first sheet: the header's cells, then each row's number and cells. */
async function* firstSheet(file: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      yield { number: row.number, cells: Array.isArray(values) ? values.slice(1) : [] };
    }
    return;
  }
}

/**
 * As `firstSheet`, read again when it fails before giving a row. exceljs's streaming reader now and then misses the
 * workbook part of a valid file ("Cannot read properties of undefined (reading 'sheets')": 1 read in ~300 of the same
 * file on an idle machine, more under load), which failed an import of a good workbook as not a workbook. It fails so
 * before giving any row, so the read starts over, up to SHEET_READ_ATTEMPTS times; a file that fails every time fails
 * (the import's notWorkbook), and a read that failed after its first row is not made again.
 */
export async function* sheetRows(file: string, read: (file: string) => AsyncIterable<SheetRow> = firstSheet): AsyncGenerator<SheetRow> {
  for (let attempt = 1; ; attempt += 1) {
    let given = false;
    try {
      for await (const row of read(file)) {
        given = true;
        yield row;
      }
      return;
    } catch (error) {
      if (given || attempt >= SHEET_READ_ATTEMPTS) throw error;
    }
  }
}
