// The client of the Excel benchmark, in a process of its own (forked by excel.ts): it exports a page through the HTTP
// API (start, poll, download the workbook and count its bytes), and writes a workbook of generated rows and imports it.
// The server's process spends its time on serving only; its memory is what the benchmark samples.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ExcelJobStatus } from '@yc/engine';
import { ApiClient } from '../support/server.ts';
import { fetchBytes, pagePath, uploadWorkbook, waitForJob } from '../api/excel-fixtures.ts';

export type ClientJob =
  | { kind: 'export'; url: string; token: string; viewCode: string; query: Record<string, unknown> }
  | { kind: 'import'; url: string; token: string; viewCode: string; rows: number; header: string[] };

export interface ClientResult {
  rows: number;
  seconds: number;
  /** An import: the seconds until every row was checked (upload included). */
  checkSeconds?: number;
  bytes: number;
  state: string;
  message?: string;
}

async function runExport(job: Extract<ClientJob, { kind: 'export' }>): Promise<ClientResult> {
  const client = new ApiClient(job.url, job.token);
  const started = performance.now();
  const res = await client.post<ExcelJobStatus>(`${pagePath(job.viewCode)}/exportXls`, job.query);
  if (res.status !== 200) throw new Error(`export refused: ${res.body.message}`);
  const done = await waitForJob(client, job.viewCode, res.body.result);
  if (done.state !== 'done') return { rows: done.done, seconds: 0, bytes: 0, state: done.state, message: done.message };
  const file = await fetchBytes(client, `${pagePath(job.viewCode)}/excelJob/${done.id}/file`);
  return { rows: done.done, seconds: (performance.now() - started) / 1000, bytes: file.bytes.length, state: done.state };
}

/** A workbook of `rows` generated rows under `header` (order number, customer, amount, status, date). */
async function generate(file: string, header: string[], rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header).commit();
  for (let i = 1; i <= rows; i++) {
    const cells: Record<string, unknown> = {
      order_no: `IM${String(i).padStart(8, '0')}`, customer: `Importer ${i % 1000}`, amount: (i * 7919 % 100000) / 10,
      status: ['new', 'paid', 'sent', 'closed'][i % 4], order_date: `2024-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    };
    sheet.addRow(header.map((h) => cells[h] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function runImport(job: Extract<ClientJob, { kind: 'import' }>): Promise<ClientResult> {
  const client = new ApiClient(job.url, job.token);
  const file = path.join(os.tmpdir(), `yc-excel-bench-${process.pid}.xlsx`);
  try {
    await generate(file, job.header, job.rows);
    const bytes = await fs.promises.readFile(file);
    const started = performance.now();
    const res = await uploadWorkbook(client, job.viewCode, bytes);
    if (res.status !== 200) throw new Error(`import refused: ${res.body.message}`);
    // The time the rows took to check (the job's first phase) is seen when it starts writing them.
    let checked = 0;
    const done = await waitForJob(client, job.viewCode, res.body.result, (s) => {
      if (s.phase === 'write' && !checked) checked = (performance.now() - started) / 1000;
      return false;
    });
    const seconds = (performance.now() - started) / 1000;
    return { rows: done.total, seconds, checkSeconds: checked, bytes: bytes.length, state: done.state, message: done.message };
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

process.on('message', (job: ClientJob | 'exit') => {
  if (job === 'exit') process.exit(0);
  (job.kind === 'export' ? runExport(job) : runImport(job)).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: String(error) }),
  );
});
