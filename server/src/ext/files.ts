// A module route's file reply (`sdk.file`, `sdk.excel`): the handler answers one instead of data, and the platform sends
// it as an attachment with its content type instead of the envelope. The spreadsheet is written by the platform's own
// xlsx writer, the one the pages' Excel export uses.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExtExcel, ExtFileReply } from './sdk.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Marks the replies the platform made: a module's handler cannot forge one from plain data. */
const FILE = Symbol('yc-ext-file');

interface Made extends ExtFileReply {
  [FILE]: Buffer;
}

/** A file reply of these bytes. */
export function fileReply(fileName: string, contentType: string, body: Buffer | string): ExtFileReply {
  const made: Made = { fileName, contentType, [FILE]: Buffer.from(body) };
  return made;
}

/** A one-sheet .xlsx of a header row and the rows (text, numbers and booleans as cells; null as an empty cell). */
export async function excelReply({ fileName, header, rows }: ExtExcel): Promise<ExtFileReply> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  // The writer (and archiver under it) is loaded by the first spreadsheet, not at start (#40 item 2).
  const { XlsxWriter } = await import('../eform/excel/xlsx-writer.ts');
  const writer = new XlsxWriter(out, header.map((h, i) => ({ key: String(i), header: h, type: 'varchar' as const })));
  await writer.open();
  await writer.addRows(rows);
  await writer.close();
  out.end();
  const name = fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  return fileReply(name, XLSX, Buffer.concat(chunks));
}

/** Sends the handler's result when it is a file reply; false when it is data (sent in the envelope). */
export function sendFile(reply: FastifyReply, result: unknown): FastifyReply | false {
  if (!result || typeof result !== 'object' || !(FILE in result)) return false;
  const file = result as Made;
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .send(file[FILE]);
}
