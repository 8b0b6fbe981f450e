// Excel calls of a list page as a client makes them: start an export or an import, poll its job, download the
// workbook, upload one; workbooks read and written with exceljs.
import ExcelJS from 'exceljs';
import type { ExcelJobStatus } from '@yc/engine';
import type { ApiClient } from '../support/server.ts';

export const pagePath = (viewCode: string) => `/api/eform/engine/view/${viewCode}`;

/** Polls a job until it is no longer running (or `until` says stop). */
export async function waitForJob(client: ApiClient, viewCode: string, job: ExcelJobStatus, until?: (s: ExcelJobStatus) => boolean): Promise<ExcelJobStatus> {
  for (;;) {
    const res = await client.get<ExcelJobStatus>(`${pagePath(viewCode)}/excelJob/${job.id}`);
    if (res.status !== 200) throw new Error(`job poll failed: ${res.status} ${res.body.message}`);
    if (res.body.result.state !== 'running' || until?.(res.body.result)) return res.body.result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A GET answered with bytes (a workbook): its status and body. */
export async function fetchBytes(client: ApiClient, path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(client.baseUrl + path, { headers: client.token ? { 'X-Access-Token': client.token } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

/** Uploads a workbook to the page's import (`query`: e.g. '?mode=valid&lang=zh_CN'). */
export async function uploadWorkbook(client: ApiClient, viewCode: string, bytes: Uint8Array, name = 'import.xlsx', query = '') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${client.baseUrl}${pagePath(viewCode)}/importExcel${query}`, {
    method: 'POST', body: form, headers: client.token ? { 'X-Access-Token': client.token } : {},
  });
  return { status: res.status, body: (await res.json()) as { message: string; result: ExcelJobStatus } };
}

/** The first sheet's rows (cell values, the header first). */
export async function readWorkbook(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A workbook of one sheet with these rows. */
export async function writeWorkbook(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Exports the page under a query and answers the finished job and the workbook's rows. */
export async function exportPage(client: ApiClient, viewCode: string, query: Record<string, unknown> = {}) {
  const res = await client.post<ExcelJobStatus>(`${pagePath(viewCode)}/exportXls`, query);
  if (res.status !== 200) return { res, job: undefined, rows: undefined };
  const job = await waitForJob(client, viewCode, res.body.result);
  if (job.state !== 'done') return { res, job, rows: undefined };
  const file = await fetchBytes(client, `${pagePath(viewCode)}/excelJob/${job.id}/file`);
  return { res, job, rows: await readWorkbook(file.bytes), file };
}
