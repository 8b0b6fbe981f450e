// The streaming workbook writer of exports (server/src/eform/excel/xlsx-writer.ts): what it writes is a workbook
// exceljs reads back cell for cell — header, texts that need escaping or keep their spaces, numbers, booleans, empty
// cells — with the characters XML cannot hold dropped; rows past a batch boundary keep their numbers.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '@yc/engine';
import { XlsxWriter } from '../../server/src/eform/excel/xlsx-writer.ts';
import { readWorkbook } from './excel-fixtures.ts';

const COLUMNS: ExcelColumn[] = [
  { key: 'name', header: 'Name & <alias>', type: 'varchar' },
  { key: 'amount', header: 'Amount', type: 'number' },
  { key: 'paid', header: '已付', type: 'varchar' },
];

async function workbook(batches: unknown[][][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new XlsxWriter(out, COLUMNS);
  await writer.open();
  for (const rows of batches) await writer.addRows(rows);
  await writer.close();
  out.end();
  return Buffer.concat(chunks);
}

describe('XlsxWriter', () => {
  it('writes a workbook exceljs reads back cell for cell', async () => {
    const bytes = await workbook([
      [[' leading and trailing ', 12.5, true], ['a "quoted" <b> & c', -3, false]],
      [['ctl\u0001char', 1e21, null], [null, null, null], ['中文', 0, true]],
    ]);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const rows = await readWorkbook(bytes);
    expect(rows).toEqual([
      ['Name & <alias>', 'Amount', '已付'],
      [' leading and trailing ', 12.5, true],
      ['a "quoted" <b> & c', -3, false],
      ['ctlchar', 1e21],
      // The empty row is no row of the sheet.
      ['中文', 0, true],
    ]);
  });

  it('streams many rows in constant batches', async () => {
    const batch = (start: number) => Array.from({ length: 1000 }, (_, i) => [`Row ${start + i}`, start + i, (start + i) % 2 === 0]);
    const rows = await readWorkbook(await workbook([batch(0), batch(1000), batch(2000)]));
    expect(rows.length).toBe(3001);
    expect(rows[3000]).toEqual(['Row 2999', 2999, false]);
  });
});
