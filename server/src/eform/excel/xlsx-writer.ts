// A workbook of one sheet written as a stream: the sheet's XML is made a batch of rows at a time as plain strings (no
// object per row or cell), deflated by zlib and framed as a zip archive (local headers with data descriptors, then
// the central directory), into any writable stream with its back-pressure respected. Cells are inline strings,
// numbers and booleans — what exportValue answers; no styles, no shared strings (what memory would grow with).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
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

/** The zip's record of an entry: where its header is and what the central directory repeats. */
interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** The DOS date and time of now, as zip headers hold them. */
function dosTime(date = new Date()): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Flags: sizes and checksum in a data descriptor after the data; names in UTF-8. */
const FLAGS = 0x0008 | 0x0800;

export class XlsxWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosTime();
  private readonly letters: string[];
  private rowNumber = 0;
  private sheet?: { deflate: zlib.DeflateRaw; entry: Entry; ended: Promise<unknown> };

  constructor(private readonly out: Writable, private readonly columns: readonly ExcelColumn[]) {
    this.letters = columnLetters(columns.length);
  }

  /** Writes the workbook's fixed parts and opens the sheet with its columns and header row. */
  async open(): Promise<void> {
    for (const [name, xml] of FIXED_PARTS) await this.storeEntry(name, Buffer.from(xml));
    const entry = this.startEntry(SHEET_PART);
    const deflate = zlib.createDeflateRaw();
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    this.sheet = { deflate, entry, ended: once(deflate, 'end') };
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ? Math.max(8, Math.round(c.width / 7)) : 18}" customWidth="1"/>`);
    await this.sheetText(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><cols>${cols.join('')}</cols><sheetData>`);
    await this.addRows([this.columns.map((c) => c.header)]);
  }

  /** Appends rows (values in column order); resolves when the deflater can take more. */
  async addRows(rows: readonly (readonly unknown[])[]): Promise<void> {
    let xml = '';
    for (const row of rows) {
      const r = ++this.rowNumber;
      xml += `<row r="${r}">`;
      for (let i = 0; i < row.length; i++) xml += cellXml(this.letters[i]! + r, row[i]);
      xml += '</row>';
    }
    await this.sheetText(xml);
  }

  /** Ends the sheet, writes the central directory; resolves once everything is handed to the output (not ended). */
  async close(): Promise<void> {
    await this.sheetText('</sheetData></worksheet>');
    const { deflate, entry, ended } = this.sheet!;
    deflate.end();
    await ended;
    this.dataDescriptor(entry);
    const start = this.offset;
    for (const e of this.entries) this.write(this.centralHeader(e));
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
  }

  /** Stops writing (the export failed or was cancelled): what was written is incomplete and thrown away by the caller. */
  abort(): void {
    this.sheet?.deflate.destroy();
  }

  private async sheetText(text: string): Promise<void> {
    const { deflate, entry } = this.sheet!;
    const bytes = Buffer.from(text);
    // The zip's sizes are 32-bit (no ZIP64 here).
    if (entry.size + bytes.length > 0xffffffff) throw new JobFailed(EXCEL_MESSAGES.exportTooLarge);
    entry.crc = zlib.crc32(bytes, entry.crc);
    entry.size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }

  private write(bytes: Buffer): void {
    this.offset += bytes.length;
    this.out.write(bytes);
  }

  private startEntry(name: string): Entry {
    const entry: Entry = { name: Buffer.from(name), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    this.entries.push(entry);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    // Checksum and sizes follow the data (its descriptor).
    this.commonFields(header, 4, { ...entry, crc: 0 });
    this.write(Buffer.concat([header, entry.name]));
    return entry;
  }

  /** The fields a local header (at 4) and a central one (at 6) share: version, flags, method, time, checksum, sizes, name. */
  private commonFields(header: Buffer, at: number, entry: Entry): void {
    header.writeUInt16LE(20, at);
    header.writeUInt16LE(FLAGS, at + 2);
    header.writeUInt16LE(8, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
    header.writeUInt32LE(entry.crc >>> 0, at + 10);
    header.writeUInt32LE(entry.compressed, at + 14);
    header.writeUInt32LE(entry.size, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  }

  /** A small part, deflated at once. */
  private async storeEntry(name: string, bytes: Buffer): Promise<void> {
    const entry = this.startEntry(name);
    const data = zlib.deflateRawSync(bytes);
    Object.assign(entry, { crc: zlib.crc32(bytes), compressed: data.length, size: bytes.length });
    this.write(data);
    this.dataDescriptor(entry);
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  private dataDescriptor(entry: Entry): void {
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.write(descriptor);
  }

  private centralHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    this.commonFields(header, 6, entry);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }
}
