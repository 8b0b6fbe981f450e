// The rejected rows of an import that wrote its valid rows (mode 'valid', JeecgBoot's choice): the rows as the user
// uploaded them, under the uploaded header, with an error column in the reader's language, written as a workbook into
// the file store; the job's owner downloads it from the job like an export (…/excelJob/{id}/file).
import fs from 'node:fs';
import readline from 'node:readline';
import { PassThrough } from 'node:stream';
import { EXCEL_MESSAGES, renderMessage, type ImportRowError, type Language } from '@yc/engine';
import type { FileStore } from '../../files/storage.ts';
import { EXPORT_FOLDER } from './jobs.ts';
import { XlsxWriter } from './xlsx-writer.ts';

/** The messages of each rejected row, in the reader's language ('Column: message'). */
export class RejectedRows {
  readonly rows = new Map<number, string[]>();

  constructor(private readonly lang: Language) {}

  add(error: ImportRowError): void {
    const text = renderMessage({ code: error.code, params: error.params }, this.lang);
    const line = error.column ? `${error.column}: ${text}` : text;
    const list = this.rows.get(error.row);
    if (list) list.push(line);
    else this.rows.set(error.row, [line]);
  }

  has(row: number): boolean {
    return this.rows.has(row);
  }
}

/**
 * Writes the rejected rows (read again from the job's accepted-rows file, where each line keeps its cells as `c`) as a
 * workbook into the store; answers its key.
 */
export async function writeRejected(
  store: FileStore, accepted: string, header: readonly string[], rejected: RejectedRows, lang: Language,
): Promise<string> {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  // A failure destroys the output with its error, thrown below; the store may not listen to the output yet.
  out.on('error', () => undefined);
  const stored = store.put(EXPORT_FOLDER, 'xlsx', out);
  stored.catch(() => undefined);
  const columns = [...header, renderMessage(EXCEL_MESSAGES.errorColumn, lang)].map((h, i) => ({ key: String(i), header: h, type: 'varchar' as const }));
  const writer = new XlsxWriter(out, columns);
  try {
    await writer.open();
    const lines = readline.createInterface({ input: fs.createReadStream(accepted), crlfDelay: Infinity });
    let batch: unknown[][] = [];
    for await (const line of lines) {
      if (!line) continue;
      const { r, c } = JSON.parse(line) as { r: number; c?: unknown[] };
      const messages = rejected.rows.get(r);
      if (!messages) continue;
      const cells = Array.from({ length: header.length }, (_, i) => c?.[i] ?? null);
      batch.push([...cells, messages.join('; ')]);
      if (batch.length >= 500) {
        await writer.addRows(batch);
        batch = [];
      }
    }
    await writer.addRows(batch);
    await writer.close();
    out.end();
  } catch (error) {
    writer.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return (await stored).key;
}
