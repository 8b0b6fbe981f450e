// A workbook of one sheet written as a stream: the sheet's XML is made a batch of rows at a time as plain strings (no
// object per row or cell) and zipped by archiver (the zip library exceljs itself uses) into any writable stream, with
// back-pressure all the way: a batch waits while the zip or its output cannot take more, so memory stays flat however
// many rows there are. exceljs' own streaming writer is not used for exports because it has no back-pressure (a row's
// commit never waits; exceljs issues #734 and #2916): measured here, its buffers grew by ~80 MB per million rows.
// Cells are inline strings, numbers and booleans — what exportValue answers; no styles, no shared strings.
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';
import { EXCEL_MESSAGES, type ExcelColumn } from '@yc/engine';
import { JobFailed } from './jobs.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const FIXED_PARTS: [string, string][] = [
  ['[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    + '</Types>'],
  ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
  ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`],
  ['xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
];
const SHEET_PART = 'xl/worksheets/sheet1.xml';

/** Characters XML text must escape or cannot hold (control characters other than tab and line breaks). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what XML text may not hold
const SPECIAL_ALL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const SPECIAL = new RegExp(SPECIAL_ALL.source);
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITIES[c] ?? '') : text);

/** The column letters of the first `n` columns: A … Z, AA … */
function columnLetters(n: number): string[] {
  const letters: string[] = [];
  for (let i = 1; i <= n; i++) {
    let name = '';
    for (let k = i; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
    letters.push(name);
  }
  return letters;
}

/** One cell's XML (empty for no value). */
function cellXml(ref: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : cellXml(ref, String(value));
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = String(value);
  const space = text.trim() === text ? '' : ' xml:space="preserve"';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

/** The characters of sheet text handed on at a time (well under V8's largest regular object, 128 kB). */
const SHEET_PIECE = 32 * 1024;

/** The zip format's 32-bit size limit of an entry (no ZIP64 here; a sheet that large is past Excel's row limit anyway). */
const MAX_ENTRY_BYTES = 0xffffffff;

export class XlsxWriter {
  private readonly zip = archiver('zip', { zlib: { level: 6 } });
  private readonly letters: string[];
  private readonly ended: Promise<unknown>;
  private rowNumber = 0;
  private sheetBytes = 0;
  private sheet?: PassThrough;

  constructor(out: Writable, private readonly columns: readonly ExcelColumn[]) {
    this.letters = columnLetters(columns.length);
    // The output is left open: its owner ends it once close() resolved.
    this.zip.pipe(out, { end: false });
    this.ended = once(this.zip, 'end');
    this.ended.catch(() => undefined);
    // A failing zip fails the sheet, so a batch waiting for it to drain is rejected.
    this.zip.on('error', (error) => this.sheet?.destroy(error));
  }

  /** Adds the workbook's fixed parts and opens the sheet with its columns and header row. */
  async open(): Promise<void> {
    for (const [name, xml] of FIXED_PARTS) this.zip.append(xml, { name });
    this.sheet = new PassThrough();
    this.zip.append(this.sheet, { name: SHEET_PART });
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ? Math.max(8, Math.round(c.width / 7)) : 18}" customWidth="1"/>`);
    await this.sheetText(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><cols>${cols.join('')}</cols><sheetData>`);
    await this.addRows([this.columns.map((c) => c.header)]);
  }

  /** Appends rows (values in column order); resolves when the zip can take more. */
  async addRows(rows: readonly (readonly unknown[])[]): Promise<void> {
    let xml = '';
    for (const row of rows) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) xml += cellXml(this.letters[i]! + r, row[i]);
      xml += '</row>';
      // Handed on in pieces: a text past V8's regular object size would be made in the old generation's large-object
      // space, garbage only a full collection frees, which lets the heap grow by hundreds of MB over a large export.
      if (xml.length >= SHEET_PIECE) {
        await this.sheetText(xml);
        xml = '';
      }
    }
    if (xml) await this.sheetText(xml);
  }

  /** Ends the sheet and the zip; resolves once everything is handed to the output (not ended). */
  async close(): Promise<void> {
    await this.sheetText('</sheetData></worksheet>');
    this.sheet!.end();
    await Promise.all([this.zip.finalize(), this.ended]);
  }

  /** Stops writing (the export failed or was cancelled): what was written is incomplete and thrown away by the caller. */
  abort(): void {
    this.sheet?.destroy();
    this.zip.abort();
  }

  private async sheetText(text: string): Promise<void> {
    const bytes = Buffer.from(text);
    if (this.sheetBytes + bytes.length > MAX_ENTRY_BYTES) throw new JobFailed(EXCEL_MESSAGES.exportTooLarge);
    this.sheetBytes += bytes.length;
    if (!this.sheet!.write(bytes)) await once(this.sheet!, 'drain');
  }
}
