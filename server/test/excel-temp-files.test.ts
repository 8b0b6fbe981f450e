// The Excel jobs' temporary files a killed process left behind go when a server starts its jobs (ExcelJobs.open):
// those older than any job runs, and nothing else of the temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeLeftTempFiles, TEMP_FILE_MAX_AGE_MS } from '../src/eform/excel/jobs.ts';

describe('Excel temporary files left behind', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'excel-temp-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, ageMs: number) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, 'x');
    const time = new Date(Date.now() - ageMs);
    fs.utimesSync(at, time, time);
    return at;
  };

  it('removes only the jobs\' files older than any job runs', async () => {
    const left = [file('yc-excel-1.xlsx', TEMP_FILE_MAX_AGE_MS + 60_000), file('yc-excel-2.ndjson', 3 * TEMP_FILE_MAX_AGE_MS)];
    const running = file('yc-excel-3.xlsx', 60_000);
    const other = file('report.xlsx', 3 * TEMP_FILE_MAX_AGE_MS);
    const folder = path.join(dir, 'yc-excel-folder');
    fs.mkdirSync(folder);
    fs.utimesSync(folder, new Date(0), new Date(0));

    expect(await removeLeftTempFiles(dir)).toBe(2);
    expect(left.filter((f) => fs.existsSync(f))).toEqual([]);
    expect([running, other, folder].filter((f) => fs.existsSync(f))).toEqual([running, other, folder]);
  });

  it('a folder it cannot read removes nothing and fails nothing', async () => {
    expect(await removeLeftTempFiles(path.join(dir, 'missing'))).toBe(0);
  });
});
