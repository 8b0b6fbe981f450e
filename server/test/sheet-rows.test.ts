// An uploaded workbook's rows: read by exceljs's streaming reader, and read again when it failed before its first row
// (it misses the workbook part of a valid file now and then), never after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { SHEET_READ_ATTEMPTS, sheetRows, type SheetRow } from '../src/eform/excel/sheet-rows.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-rows-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const collect = async (rows: AsyncIterable<SheetRow>) => {
  const out: SheetRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

/** A reader that fails (as exceljs does, before any row) the first `failures` times it is asked, then gives `rows`. */
function flaky(failures: number, rows: SheetRow[], failAfterFirstRow = false) {
  const calls = { count: 0 };
  const read = async function* (): AsyncGenerator<SheetRow> {
    calls.count += 1;
    if (calls.count <= failures && !failAfterFirstRow) throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
    for (const [i, row] of rows.entries()) {
      if (calls.count <= failures && i === 1) throw new TypeError('lost in the sheet');
      yield row;
    }
  };
  return { read, calls };
}

const ROWS: SheetRow[] = [{ number: 1, cells: ['Name', 'Qty'] }, { number: 2, cells: ['Apple', 3] }, { number: 3, cells: ['Pear', 5] }];

describe('sheet rows', () => {
  it('reads the first sheet of a workbook: the header, then each row with its number', async () => {
    const file = path.join(dir, 'book.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(['Name', 'Qty']);
    sheet.addRow(['Apple', 3]);
    sheet.addRow(['Pear', 5]);
    book.addWorksheet('Other').addRow(['not read']);
    await book.xlsx.writeFile(file);
    expect(await collect(sheetRows(file))).toEqual(ROWS);
  });

  it('reads again a workbook whose read failed before its first row, giving each row once', async () => {
    const { read, calls } = flaky(SHEET_READ_ATTEMPTS - 1, ROWS);
    expect(await collect(sheetRows('any.xlsx', read))).toEqual(ROWS);
    expect(calls.count).toBe(SHEET_READ_ATTEMPTS);
  });

  it(`fails after ${SHEET_READ_ATTEMPTS} reads that all failed`, async () => {
    const { read, calls } = flaky(SHEET_READ_ATTEMPTS, ROWS);
    await expect(collect(sheetRows('any.xlsx', read))).rejects.toThrow(/reading 'sheets'/);
    expect(calls.count).toBe(SHEET_READ_ATTEMPTS);
  });

  it('never reads again once a row was given', async () => {
    const { read, calls } = flaky(1, ROWS, true);
    const given: SheetRow[] = [];
    await expect((async () => {
      for await (const row of sheetRows('any.xlsx', read)) given.push(row);
    })()).rejects.toThrow('lost in the sheet');
    expect(given).toEqual([ROWS[0]]);
    expect(calls.count).toBe(1);
  });
});
